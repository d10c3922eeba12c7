import ChildProcesses
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
  ///   - interval: Seconds between two calls of `progress` while the program runs.
  ///   - progress: Called after each `interval` the program is still running, with the seconds
  ///     so far (`interval`, twice `interval`, …): a long build says it is still at work.
  public static func run(
    _ arguments: [String], in folder: URL, timeLimit: Double? = nil,
    stoppable: Bool = false, every interval: Double? = nil,
    progress: ((Double) -> Void)? = nil
  ) -> Result {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    let id: pid_t
    do {
      id = try Children.start(arguments, in: folder, log: log, stoppable: stoppable)
    } catch {
      return Result(status: -1, output: "cannot run \(arguments.joined(separator: " ")): \(error)")
    }
    let started = Date()
    let deadline = timeLimit.map { started.addingTimeInterval($0) }
    var reports = 0
    var timedOut = false
    var status: Int32 = 0
    while true {
      let waited = waitpid(id, &status, WNOHANG)
      if waited == id || (waited < 0 && errno != EINTR) { break }
      if let deadline, !timedOut, Date() > deadline {
        timedOut = true
        Children.end(group: id)
      }
      if let interval, let progress,
        Date().timeIntervalSince(started) >= Double(reports + 1) * interval
      {
        reports += 1
        progress(Double(reports) * interval)
      }
      usleep(20_000)
    }
    Children.ended(id)
    var output = (try? Files.read(log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    if timedOut, let timeLimit {
      output += "\n\(arguments.joined(separator: " ")) was stopped after \(Int(timeLimit)) s\n"
      return Result(status: -1, output: output, timedOut: true)
    }
    // Exited: its status; ended by a signal: that signal's number, as a shell says it, + 128.
    let exited = status & 0x7f == 0
    return Result(status: exited ? (status >> 8) & 0xff : 128 + status & 0x7f, output: output)
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

/// The processes the tool has started and not yet seen end, by their ids, and what they started.
///
/// Each child runs in a process group of its own, so a Ctrl-C at the terminal reaches the tool
/// and not them. But a build's compilers are not in that group: SwiftPM's build system starts
/// each in a process group of its own. So the tool is the subreaper of its descendants (Linux:
/// one whose parent ends comes back to the tool, not to init), and ends a child by its group
/// and by the id of each of its descendants, read from `/proc`: never by a name, and never a
/// child it inherited rather than started (``Lineage``).
public enum Children {
  private struct State {
    var running: [Int32: Bool] = [:]
    var stopping = false
    /// Which children are the tool's own, once it is the subreaper of its descendants: only
    /// then does a child it did not start come back to it (a test's process has others).
    var lineage: Lineage?
    var onChange: (@Sendable ([Int32]) -> Void)?
  }

  private static let state = Mutex(State())

  /// The ids of the children running now, in the order they were started.
  public static var running: [Int32] { state.withLock { $0.running.keys.sorted() } }

  /// Makes the tool the subreaper of every process it starts, and of theirs (Linux), and notes
  /// the children it has already, inherited from the process it replaced: not its own.
  ///
  /// None escapes it by outliving its parent. Call it once, first: ``Stopping/install()`` does.
  ///
  /// - Returns: Whether it is (false on macOS, where only the process groups are ended).
  @discardableResult
  public static func adoptDescendants() -> Bool {
    let lineage = Lineage.adoptingDescendants()
    state.withLock { $0.lineage = lineage.isSubreaper ? lineage : nil }
    return lineage.isSubreaper
  }

  /// Calls `action` with the ids of the children running, each time they change: the lock
  /// file names them, so the next command knows what a stopped one left running.
  public static func onChange(_ action: (@Sendable ([Int32]) -> Void)?) {
    state.withLock { $0.onChange = action }
  }

  /// Starts `arguments` (the program first, found on `PATH`) in `folder`, in a process group of
  /// its own, its output and errors into `log`, standard input from /dev/null, and notes it;
  /// when the tool is being stopped already, a stoppable process is not started at all.
  ///
  /// - Returns: Its id; the caller waits for it (`waitpid`) and then calls ``ended(_:)``.
  static func start(_ arguments: [String], in folder: URL, log: URL, stoppable: Bool) throws
    -> pid_t
  {
    let (id, action): (pid_t, (@Sendable ([Int32]) -> Void)?) = try state.withLock {
      if stoppable, $0.stopping { throw KataFailure("the tool is being stopped") }
      let id: pid_t
      do {
        id = try Spawn.start(arguments, in: folder.path, log: log.path, searchingPath: true)
      } catch {
        throw KataFailure("\(error)")
      }
      $0.running[id] = stoppable
      $0.lineage?.started(id)
      return (id, $0.onChange)
    }
    action?(running)
    return id
  }

  /// Notes that the child `id` has ended (and been waited for), and ends what it left running.
  static func ended(_ id: pid_t) {
    let (ids, action) = state.withLock {
      $0.running[id] = nil
      return ($0.running.keys.sorted(), $0.onChange)
    }
    action?(ids)
    endOrphans()
  }

  /// Ends every stoppable child, with what it started, and starts no new one: the tool has
  /// been told to stop.
  public static func stopAll() {
    let stoppable = state.withLock {
      $0.stopping = true
      return $0.running.filter(\.value).map(\.key)
    }
    for id in stoppable { end(group: id) }
    endOrphans()
  }

  /// Ends the child `id`: its process group, and each of its descendants by its id.
  ///
  /// SIGTERM first, then, if any of them is still running after five seconds, SIGKILL. Returns
  /// once none of them runs (the child itself may be left for its waiter to reap), or after
  /// ten seconds.
  static func end(group id: Int32) {
    guard id > 0 else { return }
    let start = Date()
    var family = Set([id] + ProcessTable.descendants(of: id))
    while true {
      let signal = Date().timeIntervalSince(start) < 5 ? SIGTERM : SIGKILL
      _ = kill(-id, signal)
      for member in family { _ = kill(member, signal) }
      usleep(20_000)
      // Those that outlive their parent come back to the tool: still found, by the ids noted.
      family.formUnion(ProcessTable.descendants(of: id))
      family = family.filter(ProcessTable.isRunning)
      let groupLeft = ProcessTable.isSupported ? false : kill(-id, 0) == 0 || errno == EPERM
      if (family.isEmpty && !groupLeft) || Date().timeIntervalSince(start) > 10 { break }
    }
  }

  /// Ends the processes of its own that came back to the tool when their parent ended (the
  /// tool is their subreaper), with their descendants, and waits for them; a child it
  /// inherited is waited for once it has ended, never ended.
  static func endOrphans() {
    guard let lineage = state.withLock({ $0.lineage }), ProcessTable.isSupported else { return }
    for _ in 0..<100 {
      let orphans = lineage.orphans(besides: { Set(running) })
      for other in orphans.others where !ProcessTable.isRunning(other) {
        var status: Int32 = 0
        _ = waitpid(other, &status, WNOHANG)
      }
      if orphans.own.isEmpty { return }
      for orphan in orphans.own {
        for member in [orphan] + ProcessTable.descendants(of: orphan) { _ = kill(member, SIGKILL) }
      }
      for orphan in orphans.own {
        var status: Int32 = 0
        for _ in 0..<100 where waitpid(orphan, &status, WNOHANG) == 0 { usleep(10_000) }
      }
    }
  }
}
