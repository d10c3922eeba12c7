import ChildProcessesSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts a tool's children, each in a process group of its own: a Ctrl-C at the terminal
/// reaches the tool, which then ends them by their ids, and not them directly.
public enum Spawn {
  /// Starts `arguments` in `folder` and returns its id; the caller waits for it (`waitpid`).
  ///
  /// Its standard input is /dev/null, its output and errors go into `log`; the signals a tool
  /// takes over (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE) are at their defaults again in
  /// it, none blocked; and it holds no descriptor of the tool's but those three, where the C
  /// library can close them (glibc 2.34 and later).
  ///
  /// - Parameters:
  ///   - arguments: The program first: a path, or, with `searchingPath`, a name found on `PATH`.
  ///   - environment: `NAME=value` settings, exactly; `nil` for the tool's own.
  public static func start(
    _ arguments: [String], in folder: String, log: String, environment: [String]? = nil,
    searchingPath: Bool = false
  ) throws(SpawnFailure) -> pid_t {
    // posix_spawn cannot change folder portably: a shell does, then becomes the command.
    let command =
      ["/bin/sh", "-c", "cd \"$0\" && exec \(searchingPath ? "/usr/bin/env " : "")\"$@\"", folder]
      + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    _ = child_processes_close_others_when_spawned(&actions)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, number) }
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { $0.map { strdup($0) } + [nil] }
    defer {
      for pointer in argv + (envp ?? []) { free(pointer) }
    }
    var id: pid_t = 0
    let status =
      if let envp {
        posix_spawn(&id, "/bin/sh", &actions, &attributes, argv, envp)
      } else {
        posix_spawn(&id, "/bin/sh", &actions, &attributes, argv, environ)
      }
    guard status == 0 else { throw SpawnFailure(code: status) }
    return id
  }
}

/// A child that could not be started, with the system's reason.
public struct SpawnFailure: Error, CustomStringConvertible, Sendable {
  /// The `errno` posix_spawn returned.
  public var code: Int32

  public var description: String { String(cString: strerror(code)) }
}
