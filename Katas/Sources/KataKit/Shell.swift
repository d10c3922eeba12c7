import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the programs the kata tool drives, `git` and `swift`, in a folder, and returns what they
/// printed.
public enum Shell {
  /// How a program ended, and what it printed on standard output and error, together.
  public struct Result: Sendable {
    public var status: Int32
    public var output: String
    /// Whether it was stopped at its time limit.
    public var timedOut = false
  }

  /// Runs `arguments` (the program first, found on `PATH`) in `folder`.
  ///
  /// The output goes through a file, not a pipe: a build prints more than a pipe holds, and
  /// the tool reads it only once the program has ended.
  ///
  /// - Parameters:
  ///   - timeLimit: Seconds after which the program is stopped, and the result says so: specs
  ///     that wait for ever must not keep a check waiting with them. `nil` for none.
  ///   - stoppable: Whether a Ctrl-C (or SIGTERM) to the tool ends it at once, with every
  ///     process it started: true for `swift build` and `swift test`; a short `git` step is left
  ///     to finish, so git never stops half-way through a change to the tree.
  public static func run(
    _ arguments: [String], in folder: URL, timeLimit: Double? = nil,
    stoppable: Bool = false
  ) -> Result {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    guard FileManager.default.createFile(atPath: log.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: log)
    else { return Result(status: -1, output: "cannot write \(log.path)") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = handle
    do {
      try Children.started(process, stoppable: stoppable)
    } catch {
      return Result(status: -1, output: "cannot run \(arguments.joined(separator: " ")): \(error)")
    }
    let deadline = timeLimit.map { Date().addingTimeInterval($0) }
    var timedOut = false
    while process.isRunning {
      if let deadline, Date() > deadline {
        timedOut = true
        Children.end(group: process.processIdentifier)
        break
      }
      usleep(50_000)
    }
    process.waitUntilExit()
    Children.ended(process)
    try? handle.close()
    var output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    if timedOut, let timeLimit {
      output += "\n\(arguments.joined(separator: " ")) was stopped after \(Int(timeLimit)) s\n"
      return Result(status: -1, output: output, timedOut: true)
    }
    return Result(status: process.terminationStatus, output: output)
  }

  /// Runs `git` with `arguments` in `folder`, as a user with no name configured can: the tool's
  /// own commits name it as their author.
  ///
  /// - Parameter environment: `NAME=value` settings for git, before its own.
  public static func git(
    _ arguments: [String], in folder: URL, environment: [String] = []
  ) -> Result {
    run(
      environment + ["git", "-c", "user.name=kata", "-c", "user.email=kata@localhost"]
        + arguments, in: folder)
  }
}

/// The processes the tool has started and not yet seen end, by their ids.
///
/// Foundation's `Process` starts each child in a process group of its own, so a Ctrl-C at the
/// terminal reaches the tool and not them: the tool ends them itself, each by its group's id
/// (`swift build` and `swift test` start compilers and test runners of their own, in that group).
public enum Children {
  private struct State {
    var running: [Int32: Bool] = [:]
    var stopping = false
    var onChange: (@Sendable ([Int32]) -> Void)?
  }

  private static let state = Mutex(State())

  /// The ids of the children running now, in the order they were started.
  public static var running: [Int32] { state.withLock { $0.running.keys.sorted() } }

  /// Calls `action` with the ids of the children running, each time they change: the lock
  /// file names them, so the next command knows what a stopped one left running.
  public static func onChange(_ action: (@Sendable ([Int32]) -> Void)?) {
    state.withLock { $0.onChange = action }
  }

  /// Starts `process`, noting it; when the tool is being stopped already, a stoppable process
  /// is not started at all.
  static func started(_ process: Process, stoppable: Bool) throws {
    let (ids, action): ([Int32], (@Sendable ([Int32]) -> Void)?) = try state.withLock {
      if stoppable, $0.stopping { throw KataFailure("the tool is being stopped") }
      try process.run()
      $0.running[process.processIdentifier] = stoppable
      return ($0.running.keys.sorted(), $0.onChange)
    }
    action?(ids)
  }

  static func ended(_ process: Process) {
    let (ids, action) = state.withLock {
      $0.running[process.processIdentifier] = nil
      return ($0.running.keys.sorted(), $0.onChange)
    }
    action?(ids)
  }

  /// Ends every stoppable child, with what it started, and starts no new one: the tool has
  /// been told to stop.
  public static func stopAll() {
    let stoppable = state.withLock {
      $0.stopping = true
      return $0.running.filter(\.value).map(\.key)
    }
    for id in stoppable { end(group: id) }
  }

  /// Ends the process group `id`: the child and what it started.
  ///
  /// SIGTERM to the group (`swift build`'s compilers are in it), then, if anything of it is
  /// still running after five seconds, SIGKILL. Returns once none of it runs.
  static func end(group id: Int32) {
    guard id > 0 else { return }
    kill(-id, SIGTERM)
    kill(id, SIGTERM)
    let deadline = Date().addingTimeInterval(5)
    while kill(-id, 0) == 0 || errno == EPERM {
      if Date() > deadline {
        kill(-id, SIGKILL)
        kill(id, SIGKILL)
      }
      usleep(20_000)
      if Date() > deadline.addingTimeInterval(5) { break }
    }
  }
}
