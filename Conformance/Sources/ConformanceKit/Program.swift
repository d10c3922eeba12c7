import ChildProcesses
import Foundation
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The program under test as a process: started with two pipes through ``Spawn``, in a process
/// group of its own, and ended, with whatever it left in that group, by the group's id.
struct Program {
  /// Its id, which is also its process group's.
  let pid: pid_t
  /// The runner's end of the pipe to its standard input.
  let input: Int32
  /// The runner's end of the pipe from its standard output.
  let output: Int32

  /// Starts `command`, its standard error the runner's.
  ///
  /// - Throws: ``ConformanceError`` naming the program and why it cannot start: no such
  ///   program on `PATH`, no such file, a folder, not executable, or the system's reason.
  static func start(_ command: [String]) throws(ConformanceError) -> Program {
    let name = command[0]
    if let problem = startProblem(name) {
      throw ConformanceError("cannot start '\(ToolOutput.escaped(name))': \(problem)")
    }
    var toChild: [Int32] = [-1, -1]
    var fromChild: [Int32] = [-1, -1]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else {
      throw ConformanceError("cannot start '\(ToolOutput.escaped(name))': \(words(errno))")
    }
    for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    defer {
      close(toChild[0])
      close(fromChild[1])
    }
    let pid: pid_t
    do throws(SpawnFailure) {
      pid = try Spawn.start(
        command, input: toChild[0], output: fromChild[1], errors: 2,
        searchingPath: !name.contains("/"))
    } catch {
      close(toChild[1])
      close(fromChild[0])
      throw ConformanceError("cannot start '\(ToolOutput.escaped(name))': \(words(error.code))")
    }
    for descriptor in [toChild[1], fromChild[0]] {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }
    return Program(pid: pid, input: toChild[1], output: fromChild[0])
  }

  /// Why the program `name` cannot be started, or nil: a name without a slash is looked for
  /// in the folders of `PATH`, as a shell does; a path must be a file that may be executed.
  static func startProblem(_ name: String) -> String? {
    guard !name.isEmpty else { return "an empty name is no program" }
    guard name.contains("/") else {
      let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":", omittingEmptySubsequences: false)
      let found = folders.contains { folder in
        let candidate = (folder.isEmpty ? "." : String(folder)) + "/" + name
        var info = stat()
        return stat(candidate, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
          && access(candidate, X_OK) == 0
      }
      return found ? nil : "no program of that name on PATH"
    }
    var info = stat()
    guard stat(name, &info) == 0 else { return words(errno) }
    guard info.st_mode & S_IFMT != S_IFDIR else { return "it is a folder" }
    guard access(name, X_OK) == 0 else { return words(errno) }
    return nil
  }

  /// The system's words for `errno` `code`, begun in lower case to end a sentence.
  static func words(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return (text.first?.lowercased() ?? "") + text.dropFirst()
  }

  /// The status of `pid` if it has ended, reaping it; nil while it runs.
  static func reap(_ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    return waitpid(pid, &status, WNOHANG) == pid ? status : nil
  }

  /// Waits for `pid` to end, at most `seconds` (for ever when nil), and returns its status;
  /// nil when it is still running.
  static func wait(_ pid: pid_t, within seconds: Double?) -> Int32? {
    let start = ContinuousClock.now
    while true {
      var status: Int32 = 0
      let ended = waitpid(pid, &status, seconds == nil ? 0 : WNOHANG)
      if ended == pid { return status }
      if ended < 0, errno != EINTR { return nil }
      if let seconds, Exchange.seconds(since: start) >= seconds { return nil }
      if seconds != nil { usleep(10_000) }
    }
  }

  /// Ends what is left of the process group of `pid`: the program, and every helper it
  /// started there.
  static func endGroup(_ pid: pid_t) {
    _ = kill(-pid, SIGKILL)
  }

  /// Ends the processes of the runner's own that came back to it when their parent ended
  /// (a helper the program started in a session of its own), with their process groups, and
  /// reaps them; a child the runner inherited is only reaped, once it has ended.
  static func endOrphans(_ lineage: Lineage) {
    guard lineage.isSubreaper else { return }
    let orphans = lineage.orphans(besides: { [] })
    for orphan in orphans.own {
      _ = kill(-orphan, SIGKILL)
      _ = kill(orphan, SIGKILL)
    }
    for orphan in orphans.own { _ = wait(orphan, within: 1) }
    for other in orphans.others where !ProcessTable.isRunning(other) { _ = reap(other) }
  }

  /// Reads what is there of the program's output: the bytes, an empty array at its end, or nil
  /// when nothing is there yet (or a signal came first).
  static func readChunk(_ descriptor: Int32) -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = read(descriptor, &chunk, chunk.count)
    if count < 0 { return errno == EAGAIN || errno == EINTR ? nil : [] }
    return Array(chunk[..<count])
  }
}
