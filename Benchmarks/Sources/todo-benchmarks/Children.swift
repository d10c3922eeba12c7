import ChildProcesses
import Foundation
import Synchronization
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The processes the benchmarks start, and the one folder their files go in: a run told to stop
/// leaves neither behind.
///
/// Every child (a `swift test` in a copy of the package, the kata tool, the mutation tool, a
/// memory probe) runs in a process group of its own (``Spawn``), one at a time, with the run's
/// folder for its temporary folder (`TMPDIR`). While it runs, SIGINT, SIGTERM and SIGHUP end its
/// group at once (``StopSignals``). `swift build` and `swift test` start compilers and test
/// processes in groups of their own; on Linux the run is their subreaper (``Lineage``), so when
/// their parent ends they become the run's children, and the run ends them too. Then it removes
/// its folder and ends as the signal would have ended it. Between children the signals have
/// their usual effect, and the run's guardian (``Guardian``), a small process that outlives it,
/// removes the folder. A signal that was already ignored when the run started (as `nohup`
/// ignores hang-ups) stays ignored.
enum Children {
  /// What a run holds: which children are its own, its guardian, its folder, and the signals
  /// that stop it.
  private struct Run {
    var lineage: Lineage
    let guardian: Guardian
    /// The folder the run's folder is in (the temporary folder), and the run's folder's name.
    let parent: String
    let name: String
    /// SIGINT, SIGTERM and SIGHUP, leaving out any that was already ignored when the run started.
    let stopping: [Int32]

    var path: String { parent + "/" + name }
  }

  private static let current = Mutex<Run?>(nil)

  /// The run's folder, in which every ``Scratch`` folder is made.
  static var folder: String {
    guard let path = current.withLock({ $0?.path }) else {
      fail("the run's folder is not made yet: Children.start() comes first")
    }
    return path
  }

  /// Makes the run's folder (`todo-benchmarks-` and random letters, in the temporary folder),
  /// starts its guardian, and becomes the subreaper of what the run starts; call it once,
  /// before any figure.
  ///
  /// The folder's mode is 0711: others may pass through it to a path they are given (the tests
  /// the mutation tool runs start `todo` as other users, in the tool's folder in this one), but
  /// not list it.
  static func start() {
    let lineage = Lineage.adoptingDescendants()
    let stopping = [SIGINT, SIGTERM, SIGHUP].filter { !isIgnored($0) }
    let parent = ToolPath.temporaryFolder
    let name: String
    do {
      let made = try ToolFolder.makeTemporary(prefix: "todo-benchmarks-", in: parent)
      name = made.name
      try made.setPermissions(0o711)
    } catch {
      fail("cannot make the run's folder in \(ToolOutput.escaped(parent)): \(error)")
    }
    // The guardian is made inside the lock, where it is stored. A failure is reported after the
    // lock is released, because fail() takes the lock too.
    let problem: String? = current.withLock {
      do {
        let guardian = try Guardian.start(removing: parent + "/" + name)
        $0 = Run(
          lineage: lineage, guardian: guardian, parent: parent, name: name, stopping: stopping)
        return nil
      } catch {
        return "\(error)"
      }
    }
    if let problem {
      try? ToolFolder(opening: parent).removeTree(name)
      fail("cannot start the guardian of the run's folder: \(problem)")
    }
  }

  /// Removes the run's folder with everything in it, and dismisses the guardian.
  static func finish() {
    current.withLock {
      guard let run = $0 else { return }
      try? ToolFolder(opening: run.parent).removeTree(run.name)
      run.guardian.dismiss()
      $0 = nil
    }
  }

  /// Keeps the run's folder for a failure, and returns its path; `nil` when there is none.
  ///
  /// A failure's message may name a log in it. An empty folder is removed instead. Either way
  /// the guardian is dismissed.
  static func keep() -> String? {
    current.withLock {
      guard let run = $0 else { return nil }
      run.guardian.dismiss()
      $0 = nil
      let entries = (try? ToolFolder(opening: run.path).entries()) ?? []
      guard entries.isEmpty else { return run.path }
      try? ToolFolder(opening: run.parent).removeTree(run.name)
      return nil
    }
  }

  /// How a child ended, what it wrote, and how long it ran.
  struct Ending {
    /// Its exit status, or 128 + the number of the signal that ended it.
    var status: Int32
    /// What it wrote to its standard output, when that was captured; else empty.
    var output: [UInt8]
    /// Its wall-clock time, from its start to its end, in seconds.
    var seconds: Double
  }

  /// Runs `arguments` in `folder` and returns how it ended.
  ///
  /// Its standard input is /dev/null; its errors, and its output unless `capturing`, are the
  /// run's. A run told to stop while it runs ends here, after its children. A program that
  /// cannot be started stops the run.
  ///
  /// - Parameters:
  ///   - arguments: The program first: a path, or, with `searchingPath`, a name found on `PATH`.
  static func run(
    _ arguments: [String], in folder: String, capturing: Bool = false,
    searchingPath: Bool = false
  ) -> Ending {
    var pipeEnds: [Int32] = [-1, -1]
    if capturing, pipe(&pipeEnds) != 0 {
      fail("cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    for end in pipeEnds where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
    let stopping = current.withLock { $0?.stopping ?? [] }
    StopSignals.install(signals: stopping)
    let start = ContinuousClock.now
    let pid: pid_t
    do {
      pid = try Spawn.start(
        arguments, in: folder, input: null >= 0 ? null : 0, output: capturing ? writeEnd : 1,
        errors: 2, environment: environment, searchingPath: searchingPath)
    } catch {
      fail("cannot run \(ToolOutput.escaped(arguments.joined(separator: " "))): \(error)")
    }
    current.withLock {
      $0?.lineage.started(pid)
      $0?.guardian.watch(group: pid)
    }
    StopSignals.endOnStop(group: pid)
    if null >= 0 { close(null) }
    var output: [UInt8] = []
    if capturing {
      close(writeEnd)
      output = readToEnd(readEnd)
      close(readEnd)
    }
    // Wait for the child to end without reaping it: until it is reaped, its id (which is also
    // its group's) cannot be given to another process, so the signal handler, which still names
    // the group, cannot end someone else's.
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 {
      guard errno == EINTR else {
        fail("cannot wait for \(pid): \(String(cString: strerror(errno)))")
      }
    }
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    StopSignals.endOnStop(group: nil)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    current.withLock { $0?.guardian.forget(group: pid) }
    endOrphans()
    for number in stopping { signal(number, SIG_DFL) }
    if StopSignals.cause != nil {
      finish()
      StopSignals.endAsSignalled()
    }
    let signalled = status & 0x7f
    return Ending(
      status: signalled == 0 ? (status >> 8) & 0xff : 128 + signalled, output: output,
      seconds: Double(seconds) + Double(attoseconds) / 1e18)
  }

  /// Whether the signal `number` is ignored.
  private static func isIgnored(_ number: Int32) -> Bool {
    var action = sigaction()
    guard sigaction(number, nil, &action) == 0 else { return false }
    #if canImport(Darwin)
      let handler = action.__sigaction_u.__sa_handler
    #else
      let handler = action.__sigaction_handler.sa_handler
    #endif
    return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
  }

  /// The run's environment for a child, with the run's folder for its `TMPDIR`, so that whatever
  /// SwiftPM and the compilers put in the temporary folder, even when they are ended before they
  /// clean up, is removed with the run's folder.
  private static var environment: [String] {
    var settings = ProcessInfo.processInfo.environment
    if let folder = current.withLock({ $0?.path }) {
      settings["TMPDIR"] = folder
    }
    return settings.map { "\($0.key)=\($0.value)" }.sorted()
  }

  /// Reads `descriptor` to its end, or until the run is told to stop.
  private static func readToEnd(_ descriptor: Int32) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while StopSignals.cause == nil {
      let count = read(descriptor, &chunk, chunk.count)
      if count > 0 {
        bytes += chunk[..<count]
      } else if count == 0 || errno != EINTR {
        break
      }
    }
    return bytes
  }

  /// Ends the run's own orphans, with their process groups, until none is left.
  ///
  /// They are the processes that came back to the run when their parent ended; it waits for
  /// each. A child the run inherited is reaped once it has ended. The guardian is also a child of
  /// the run, but not an orphan, so it is left alone.
  private static func endOrphans() {
    let held = current.withLock { run in run.map { ($0.lineage, $0.guardian.pid) } }
    guard let (lineage, guardian) = held, lineage.isSubreaper else { return }
    while true {
      let orphans = lineage.orphans(besides: { [guardian] })
      for other in orphans.others where !ProcessTable.isRunning(other) {
        var status: Int32 = 0
        _ = waitpid(other, &status, WNOHANG)
      }
      guard !orphans.own.isEmpty else { return }
      for orphan in orphans.own {
        _ = kill(-orphan, SIGKILL)
        _ = kill(orphan, SIGKILL)
      }
      for orphan in orphans.own {
        var status: Int32 = 0
        while waitpid(orphan, &status, 0) < 0, errno == EINTR {}
      }
    }
  }
}
