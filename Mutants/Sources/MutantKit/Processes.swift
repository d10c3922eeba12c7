import ChildProcesses
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child ended.
public enum Ending: Equatable, Sendable {
  case exited(Int32)
  /// Killed by a signal the tool did not send.
  case signalled(Int32)
  /// Ended by the tool, its time being up.
  case timedOut
  /// Ended by the tool once its output showed a test that failed: the rest of the run could
  /// only fail too, and a kill needs one failure.
  case failed
}

/// The processes a run starts: each in a process group of its own, known by its id, with every
/// descendant found (the tool is their subreaper on Linux) and ended by its id, never by a name,
/// and never a child the tool inherited rather than started (``Lineage``).
public final class Children {
  struct Job {
    var deadline: Date?
    var timedOut = false
    var stoppedAtFailure = false
  }

  private var jobs: [pid_t: Job] = [:]
  /// The guardian of the run's copy, once the copy is made: told of each child's process
  /// group, it ends them and removes the copy should the run die unseen (SIGKILL, a trap).
  private var guardian: Guardian?
  /// The processor time that each timed-out child's processes had used when it was ended: it
  /// and its descendants, with the children each had waited for (the `todo`s a test run
  /// started and saw end).
  public private(set) var cpuAtTimeOut: [pid_t: Double] = [:]
  /// The processor time each child that ended had used, with the children it had waited for.
  public private(set) var cpuAtEnd: [pid_t: Double] = [:]
  /// Which children are the run's own: those it started, and their orphans.
  private var lineage: Lineage
  /// Whether orphaned descendants come back to this process (Linux).
  public var isSubreaper: Bool { lineage.isSubreaper }

  /// Makes this process the subreaper of its descendants, noting the children it has already,
  /// which it inherited from the process it replaced (`Mutants/run` becomes `mutate`): they are
  /// not its own.
  public init() {
    lineage = Lineage.adoptingDescendants()
  }

  public var running: Int { jobs.count }

  /// Starts `arguments[0]` (a path) in `folder` with exactly `environment`, its output and
  /// errors into `log`, standard input from /dev/null, in a process group of its own.
  public func start(
    _ arguments: [String], in folder: String, environment: [String: String], log: String,
    timeout: TimeInterval? = nil
  ) throws -> pid_t {
    let pid: pid_t
    do {
      pid = try Spawn.start(
        arguments, in: folder, log: log,
        environment: environment.map { "\($0.key)=\($0.value)" })
    } catch {
      throw ToolError("cannot start \(arguments.joined(separator: " ")): \(error)")
    }
    jobs[pid] = Job(deadline: timeout.map { Date().addingTimeInterval($0) })
    lineage.started(pid)
    guardian?.watch(group: pid)
    return pid
  }

  /// Starts the guardian of `folder` (``Guardian``), to remove it should the run die unseen.
  public func guardCopy(_ folder: String) throws {
    do {
      guardian = try Guardian.start(removing: folder)
    } catch {
      throw ToolError("cannot start the guardian of the copy: \(error)")
    }
  }

  /// Dismisses the guardian, once the run has removed its copy itself.
  public func dismissGuardian() {
    guardian?.dismiss()
    guardian = nil
  }

  /// Notes that the child `pid` has ended and been waited for.
  private func forget(_ pid: pid_t) {
    jobs[pid] = nil
    guardian?.forget(group: pid)
  }

  /// Waits a little, then returns the children that ended since, ending those whose time is
  /// up, and every orphan of its own that came back to this process.
  public func poll(interval: useconds_t = 20_000) -> [(pid: pid_t, ending: Ending)] {
    var ended: [(pid_t, Ending)] = []
    let now = Date()
    for (pid, job) in jobs where !job.timedOut && !job.stoppedAtFailure {
      if let deadline = job.deadline, deadline < now { timeOut(pid) }
    }
    var orphaned = false
    while true {
      var status: Int32 = 0
      var usage = rusage()
      let pid = wait4(-1, &status, WNOHANG, &usage)
      if pid <= 0 { break }
      guard let job = jobs[pid] else {
        orphaned = true
        continue
      }
      forget(pid)
      cpuAtEnd[pid] = Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime)
      if job.timedOut {
        ended.append((pid, .timedOut))
      } else if job.stoppedAtFailure {
        ended.append((pid, .failed))
      } else if status & 0x7f == 0 {
        ended.append((pid, .exited((status >> 8) & 0xff)))
      } else {
        ended.append((pid, .signalled(status & 0x7f)))
      }
      // What the child left running (a `todo` of an end-to-end test) is an orphan now.
      endOrphans()
    }
    if orphaned { endOrphans() }
    if ended.isEmpty { usleep(interval) }
    return ended
  }

  /// Ends a child as if its time were up (its ending is then `.timedOut`), noting the processor
  /// time its family had used: a spinning `todo` an end-to-end test started counts.
  public func timeOut(_ pid: pid_t) {
    guard let job = jobs[pid], !job.timedOut, !job.stoppedAtFailure else { return }
    jobs[pid]?.timedOut = true
    let used = ([pid] + ProcessTable.descendants(of: pid)).compactMap(
      ProcessTable.processorSeconds)
    cpuAtTimeOut[pid] = used.isEmpty ? nil : used.reduce(0, +)
    end(pid)
  }

  static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
  }

  /// Ends a child whose output showed a failed test; its ending is then `.failed`.
  public func stopAtFailure(_ pid: pid_t) {
    guard jobs[pid] != nil, jobs[pid]?.timedOut == false else { return }
    jobs[pid]?.stoppedAtFailure = true
    end(pid)
  }

  /// Ends a child: its process group, and each of its descendants by its id.
  public func end(_ pid: pid_t) {
    for _ in 0..<100 {
      let family = ProcessTable.descendants(of: pid)
      _ = kill(-pid, SIGKILL)
      for member in family { _ = kill(member, SIGKILL) }
      if ProcessTable.descendants(of: pid).isEmpty { break }
    }
    _ = kill(pid, SIGKILL)
  }

  /// Ends every child and every descendant, and waits for them.
  public func endAll() {
    for pid in jobs.keys { end(pid) }
    endOrphans()
    let deadline = Date().addingTimeInterval(10)
    while !jobs.isEmpty, Date() < deadline {
      var status: Int32 = 0
      let pid = waitpid(-1, &status, WNOHANG)
      if pid > 0 {
        forget(pid)
      } else if pid < 0 {
        break
      } else {
        usleep(10_000)
      }
    }
    endOrphans()
  }

  /// Ends the processes of its own that came back to this process when their parent ended,
  /// with their descendants; a child it inherited is reaped once it has ended, never ended.
  func endOrphans() {
    guard lineage.isSubreaper else { return }
    for _ in 0..<100 {
      let orphans = lineage.orphans(besides: {
        Set(jobs.keys).union(guardian.map { [$0.pid] } ?? [])
      })
      for other in orphans.others where !ProcessTable.isRunning(other) {
        var status: Int32 = 0
        _ = waitpid(other, &status, WNOHANG)
      }
      if orphans.own.isEmpty { break }
      for orphan in orphans.own {
        let family = ProcessTable.descendants(of: orphan)
        _ = kill(orphan, SIGKILL)
        for member in family { _ = kill(member, SIGKILL) }
      }
      for orphan in orphans.own { Self.reap(orphan) }
    }
  }

  /// Waits for a process ended by SIGKILL, a second at most: every wait has a bound, and a
  /// process that does not go (stuck in the kernel) is left to the next sweep, not waited on.
  static func reap(_ pid: pid_t) {
    var status: Int32 = 0
    for _ in 0..<100 {
      if waitpid(pid, &status, WNOHANG) != 0 { return }
      usleep(10_000)
    }
  }
}

/// A failure of the tool itself (not a verdict), with a message for the user.
public struct ToolError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
