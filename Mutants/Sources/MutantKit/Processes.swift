import Foundation
import MutantSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that stop a run (SIGINT, SIGTERM, SIGHUP), counted by their handlers; the run
/// checks them between its waits.
public enum Stop {
  static let count = Atomic<Int>(0)
  static let last = Atomic<Int32>(0)

  /// Installs the handlers: each signal is noted, and the run stops at its next check.
  public static func install() {
    // A parent may have started the tool with these signals blocked (a test's `Process`, from
    // a thread of Dispatch's, which blocks them): unblocked, or a run could never be stopped.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&blocked, number) }
    pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number) { received in
        Stop.count.add(1, ordering: .sequentiallyConsistent)
        Stop.last.store(received, ordering: .sequentiallyConsistent)
      }
    }
  }

  /// The signal that asked the run to stop, if one did.
  public static var requested: Int32? {
    count.load(ordering: .sequentiallyConsistent) > 0
      ? last.load(ordering: .sequentiallyConsistent) : nil
  }
}

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
/// descendant found (the tool is their subreaper on Linux) and ended by its id, never by a name.
public final class Children {
  struct Job {
    var deadline: Date?
    var timedOut = false
    var stoppedAtFailure = false
  }

  private var jobs: [pid_t: Job] = [:]
  /// The processor time that each timed-out child's processes had used when it was ended: it
  /// and its descendants, with the children each had waited for (the `todo`s a test run
  /// started and saw end).
  public private(set) var cpuAtTimeOut: [pid_t: Double] = [:]
  /// The processor time each child that ended had used, with the children it had waited for.
  public private(set) var cpuAtEnd: [pid_t: Double] = [:]
  /// Whether orphaned descendants come back to this process (Linux).
  public let isSubreaper: Bool

  public init() {
    isSubreaper = mutant_become_subreaper() == 0
  }

  public var running: Int { jobs.count }

  /// Starts `arguments[0]` (a path) in `folder` with exactly `environment`, its output and
  /// errors into `log`, standard input from /dev/null, in a process group of its own.
  public func start(
    _ arguments: [String], in folder: String, environment: [String: String], log: String,
    timeout: TimeInterval? = nil
  ) throws -> pid_t {
    // posix_spawn cannot change folder portably: a shell does, then becomes the command.
    let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
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
      &attributes,
      Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
    guard status == 0 else {
      throw ToolError(
        "cannot start \(arguments.joined(separator: " ")): \(String(cString: strerror(status)))")
    }
    jobs[pid] = Job(deadline: timeout.map { Date().addingTimeInterval($0) })
    return pid
  }

  /// Waits a little, then returns the children that ended since, ending those whose time is
  /// up, and every orphan that came back to this process.
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
      guard let job = jobs.removeValue(forKey: pid) else {
        orphaned = true
        continue
      }
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
    let used = ([pid] + Self.descendants(of: pid)).compactMap(Self.cpuSeconds)
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
      let family = Self.descendants(of: pid)
      _ = kill(-pid, SIGKILL)
      for member in family { _ = kill(member, SIGKILL) }
      if Self.descendants(of: pid).isEmpty { break }
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
        jobs[pid] = nil
      } else if pid < 0 {
        break
      } else {
        usleep(10_000)
      }
    }
    endOrphans()
  }

  /// Ends the processes that came back to this process when their parent ended: any child
  /// that is not one of the jobs, with its descendants.
  func endOrphans() {
    let me = getpid()
    for _ in 0..<100 {
      let orphans = Self.parents().filter { $0.value == me && jobs[$0.key] == nil }.map(\.key)
      if orphans.isEmpty { break }
      for orphan in orphans {
        let family = Self.descendants(of: orphan)
        _ = kill(orphan, SIGKILL)
        for member in family { _ = kill(member, SIGKILL) }
      }
      for orphan in orphans { Self.reap(orphan) }
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

  /// The processor time (user and system) a process and the children it waited for have used,
  /// from /proc (Linux), or nil.
  static func cpuSeconds(of pid: pid_t) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the command: state (3), ppid, …, utime (14), stime (15), cutime (16), cstime (17),
    // counted from 1.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 14, let user = Double(fields[11]), let system = Double(fields[12]),
      let childrenUser = Double(fields[13]), let childrenSystem = Double(fields[14])
    else { return nil }
    return (user + system + childrenUser + childrenSystem) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  /// Each process's parent, from /proc (Linux); empty elsewhere, where only the process groups
  /// are ended (see Mutants/README.md).
  static func parents() -> [pid_t: pid_t] {
    var result: [pid_t: pid_t] = [:]
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
      return result
    }
    for name in names {
      guard let pid = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // pid (command) state ppid …: the command may hold spaces and brackets.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) { result[pid] = parent }
    }
    return result
  }

  /// The descendants of `pid` still running.
  public static func descendants(of pid: pid_t) -> [pid_t] {
    let parents = parents()
    var children: [pid_t: [pid_t]] = [:]
    for (child, parent) in parents { children[parent, default: []].append(child) }
    var found: [pid_t] = []
    var queue = children[pid] ?? []
    while let next = queue.popLast() {
      found.append(next)
      queue += children[next] ?? []
    }
    return found
  }
}

/// A failure of the tool itself (not a verdict), with a message for the user.
public struct ToolError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
