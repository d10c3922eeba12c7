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
  /// Its standard input is /dev/null, its output and errors go into `log` (never through a
  /// symbolic link: a link at `log` makes the start fail with `ELOOP`); the signals a tool
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
    try start(arguments, in: folder, environment: environment, searchingPath: searchingPath) {
      actions in
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(
        &actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644)
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    }
  }

  /// Starts `arguments` in `folder` with the tool's descriptors `input`, `output` and `errors`
  /// as its standard input, output and errors, and returns its id, which is also its process
  /// group's; the caller waits for it (`waitpid`) and ends its group (`kill(-id, …)`).
  ///
  /// The child holds those three and no other descriptor of the tool's (glibc 2.34 and later),
  /// not even the pipes' own numbers: a process it starts in the background with its output
  /// elsewhere holds no copy of the tool's pipe, and the tool sees the end of the output when
  /// the child ends. The signals a tool takes over are at their defaults again, none blocked.
  /// Each of the three descriptors is its own number (0, 1 or 2) or above 2, as a pipe's ends
  /// are: they are put in place in that order, and none may be overwritten before it is moved.
  ///
  /// - Parameters:
  ///   - arguments: The program first: a path, or, with `searchingPath`, a name found on `PATH`.
  ///   - folder: Where it runs; the tool's own folder when nil.
  ///   - input: The tool's descriptor that becomes the child's standard input (a pipe's read end).
  ///   - output: The one that becomes its standard output.
  ///   - errors: The one that becomes its standard error (2 to share the tool's).
  ///   - environment: `NAME=value` settings, exactly; `nil` for the tool's own.
  public static func start(
    _ arguments: [String], in folder: String? = nil, input: Int32, output: Int32, errors: Int32,
    environment: [String]? = nil, searchingPath: Bool = false
  ) throws(SpawnFailure) -> pid_t {
    try start(
      arguments, in: folder ?? ".", environment: environment, searchingPath: searchingPath
    ) { actions in
      posix_spawn_file_actions_adddup2(&actions, input, 0)
      posix_spawn_file_actions_adddup2(&actions, output, 1)
      posix_spawn_file_actions_adddup2(&actions, errors, 2)
    }
  }

  /// Starts `arguments` in `folder` through `/bin/sh`, with the file actions `standardStreams`
  /// adds for descriptors 0, 1 and 2, every other descriptor closed where the C library can,
  /// in a process group of its own, the tool's signals at their defaults.
  private static func start(
    _ arguments: [String], in folder: String, environment: [String]?, searchingPath: Bool,
    standardStreams: (inout posix_spawn_file_actions_t) -> Void
  ) throws(SpawnFailure) -> pid_t {
    // posix_spawn cannot change folder portably: a shell does, then becomes the command.
    let search = searchingPath ? "/usr/bin/env " : ""
    let command = ["/bin/sh", "-c", "cd \"$0\" && exec \(search)\"$@\"", folder] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    standardStreams(&actions)
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
public struct SpawnFailure: Error, Equatable, CustomStringConvertible, Sendable {
  /// The `errno` posix_spawn returned.
  public var code: Int32

  public var description: String { String(cString: strerror(code)) }
}
