import ChildProcessesSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which children of a tool are its own to end: those it started, and, once it is their
/// subreaper (Linux), the descendants of those that come back to it when their parent ends;
/// never a child it inherited.
///
/// A tool started by a shell that ran a job in the background and then became the tool
/// (`sleep 600 & exec Mutants/run …`; `Mutants/run` itself becomes `mutate` so) has that job as
/// its child from its first moment, and did not start it. Such a child is waited for once it
/// ends, never ended. An orphan is the tool's own when it started no earlier than the first
/// child the tool started, is not one of the children the tool had when it became their
/// subreaper (by id and start, so a later process given the same id is not taken for it), and
/// is not in the tool's own process group: each child the tool starts is in a group of its own,
/// and so are its descendants, unless they make one of their own; a shell without job control
/// leaves its background jobs in its group, the tool's.
///
/// What it cannot tell: a process that an inherited child starts after the tool's first child,
/// in a process group other than the tool's, and that then outlives that inherited child.
public struct Lineage: Sendable {
  /// Whether orphaned descendants come back to this process.
  public let isSubreaper: Bool
  /// The children this process had when it became their subreaper, by id, with their start.
  let inherited: [pid_t: UInt64]
  /// This process's own process group.
  let group: pid_t
  /// When the first child it started started, in clock ticks since the system started.
  private(set) var firstStart: UInt64?

  /// Makes this process the subreaper of its descendants (Linux), and notes the children it
  /// has now: it did not start them.
  ///
  /// Call it once, before starting any child.
  public static func adoptingDescendants() -> Lineage {
    let isSubreaper = child_processes_become_subreaper() == 0
    let me = getpid()
    var inherited: [pid_t: UInt64] = [:]
    for (child, parent) in ProcessTable.parents() where parent == me {
      inherited[child] = ProcessTable.entry(of: child)?.startTicks
    }
    return Lineage(
      isSubreaper: isSubreaper, inherited: inherited, group: getpgrp(), firstStart: nil)
  }

  /// Notes that this process started the child `pid`.
  public mutating func started(_ pid: pid_t) {
    guard firstStart == nil, let entry = ProcessTable.entry(of: pid) else { return }
    firstStart = entry.startTicks
  }

  /// The children of this process now that it did not start: its own orphans, to end with
  /// their descendants, and the others, which it inherited, to reap once they end.
  ///
  /// - Parameter started: The children it started and has not yet seen end; read after the
  ///   system's processes, so that a child started meanwhile is not among them, and one started
  ///   before is.
  public func orphans(besides started: () -> Set<pid_t>) -> (own: [pid_t], others: [pid_t]) {
    let me = getpid()
    let children = ProcessTable.parents().filter { $0.value == me }.map(\.key)
    let known = started()
    var own: [pid_t] = []
    var others: [pid_t] = []
    for child in children.sorted() where !known.contains(child) {
      if let entry = ProcessTable.entry(of: child), isOwnOrphan(child, entry) {
        own.append(child)
      } else {
        others.append(child)
      }
    }
    return (own, others)
  }

  /// Whether the child `pid`, which this process did not start, and of which the system says
  /// `entry`, is the orphan of a child it started.
  func isOwnOrphan(_ pid: pid_t, _ entry: ProcessTable.Entry) -> Bool {
    guard let firstStart, entry.startTicks >= firstStart, entry.group != group else {
      return false
    }
    return inherited[pid] != entry.startTicks
  }
}
