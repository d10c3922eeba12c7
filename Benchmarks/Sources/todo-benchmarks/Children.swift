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
/// folder for its temporary folder (`TMPDIR`). While it runs,
/// SIGINT, SIGTERM and SIGHUP end its group at once (``StopSignals``); the run then ends the
/// processes of that child's that came back to it as their subreaper (``Lineage``: `swift build`
/// and `swift test` start compilers and test processes in groups of their own), removes its
/// folder and ends as the signal would have ended it. Between children the signals have their
/// usual effect, and the run's guardian (``Guardian``), a small process that outlives it,
/// removes the folder; it does so after a SIGKILL too, and ends the child that was running.
enum Children {
  /// What a run holds: which children are its own, its guardian, and its folder.
  private struct Run {
    var lineage: Lineage
    let guardian: Guardian
    /// The folder the run's folder is in (the temporary folder), and the run's folder's name.
    let parent: String
    let name: String
  }

  private static let current = Mutex<Run?>(nil)

  /// The signals that stop a run.
  private static let stopping = [SIGINT, SIGTERM, SIGHUP]

  /// The run's folder, in which every ``Scratch`` folder is made.
  static var folder: String {
    guard let path = current.withLock({ $0.map { $0.parent + "/" + $0.name } }) else {
      fail("the run's folder is not made yet: Children.start() comes first")
    }
    return path
  }

  /// Makes the run's folder (`todo-benchmarks-` and random letters, in the temporary folder,
  /// private), starts its guardian, and becomes the subreaper of what the run starts; call it
  /// once, before any figure.
  static func start() {
    let lineage = Lineage.adoptingDescendants()
    let parent = ToolPath.temporaryFolder
    let name: String
    do {
      name = try ToolFolder.makeTemporary(prefix: "todo-benchmarks-", in: parent).name
    } catch {
      fail("cannot make the run's folder in \(ToolOutput.escaped(parent)): \(error)")
    }
    // The guardian is made where it is kept; a failure is told once the lock is let go, as
    // fail() takes it too.
    let problem: String? = current.withLock {
      do {
        let guardian = try Guardian.start(removing: parent + "/" + name)
        $0 = Run(lineage: lineage, guardian: guardian, parent: parent, name: name)
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

  /// Keeps the run's folder, whose files a failure names, dismisses the guardian, and returns
  /// the folder's path, if the run has one.
  static func keep() -> String? {
    current.withLock {
      guard let run = $0 else { return nil }
      run.guardian.dismiss()
      $0 = nil
      return run.parent + "/" + run.name
    }
  }

  /// Runs `arguments` in `folder` and returns how it ended (its exit status, or 128 and the
  /// signal that ended it) and, when `capturing`, what it wrote to its standard output.
  ///
  /// Its standard input is /dev/null; its errors, and its output unless captured, are the
  /// run's. A run told to stop while it runs ends here, after its children.
  ///
  /// - Parameters:
  ///   - arguments: The program first: a path, or, with `searchingPath`, a name found on `PATH`.
  static func run(
    _ arguments: [String], in folder: String, capturing: Bool = false,
    searchingPath: Bool = false
  ) -> (status: Int32, output: [UInt8]) {
    var ends: [Int32] = [-1, -1]
    if capturing, pipe(&ends) != 0 {
      fail("cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    for end in ends where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
    StopSignals.install(signals: stopping)
    let pid: pid_t
    do {
      pid = try Spawn.start(
        arguments, in: folder, input: null >= 0 ? null : 0, output: capturing ? ends[1] : 1,
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
      close(ends[1])
      output = readToEnd(ends[0])
      close(ends[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    StopSignals.endOnStop(group: nil)
    current.withLock { $0?.guardian.forget(group: pid) }
    endOrphans()
    for number in stopping { signal(number, SIG_DFL) }
    if StopSignals.cause != nil {
      finish()
      StopSignals.endAsSignalled()
    }
    let signalled = status & 0x7f
    return (signalled == 0 ? (status >> 8) & 0xff : 128 + signalled, output)
  }

  /// The run's environment for a child, with the run's folder for its `TMPDIR`: what SwiftPM
  /// and the compilers put in the temporary folder (and leave there when they are ended) is
  /// the run's, and goes with its folder.
  private static var environment: [String] {
    var settings = ProcessInfo.processInfo.environment
    if let folder = current.withLock({ $0.map { $0.parent + "/" + $0.name } }) {
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
  /// each. A child the run inherited is reaped once it has ended. The guardian is a child of the
  /// run's too, and no orphan.
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
