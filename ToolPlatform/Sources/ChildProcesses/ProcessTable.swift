import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system's processes, as `/proc` lists them (Linux); nothing elsewhere, where a tool ends
/// only the process groups of its children.
public enum ProcessTable {
  /// Whether `/proc` tells each process's parent here.
  public static let isSupported = FileManager.default.fileExists(atPath: "/proc/self/stat")

  /// What `/proc/PID/stat` says of one process (proc(5)).
  public struct Entry: Equatable, Sendable {
    /// Its state: `R` running, `S` sleeping, `Z` a zombie (ended, not yet reaped), and so on.
    public var state: Character
    public var parent: pid_t
    /// Its process group.
    public var group: pid_t
    /// When it started, in clock ticks since the system started: with its id, it tells the
    /// process from another that had the same id before it.
    public var startTicks: UInt64
    /// The processor time it used, user and system, with that of the children it waited for,
    /// in clock ticks.
    public var processorTicks: UInt64

    /// Reads the text of `/proc/PID/stat`, `4242 (swift-build) S 4200 4242 …`, or returns
    /// `nil` when it is not that.
    ///
    /// The command may hold spaces and brackets: the fields are read after its last `)`.
    public init?(stat: String) {
      guard let close = stat.lastIndex(of: ")") else { return nil }
      // From the state, field 3 of proc(5): the parent 4, the group 5, the processor times 14
      // to 17 (user, system, and those of the children waited for), the start 22.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 19, let state = fields[0].first, let parent = pid_t(fields[1]),
        let group = pid_t(fields[2]), let startTicks = UInt64(fields[19])
      else { return nil }
      let times = fields[11...14].compactMap { UInt64($0) }
      guard times.count == 4 else { return nil }
      self.state = state
      self.parent = parent
      self.group = group
      self.startTicks = startTicks
      processorTicks = times.reduce(0, +)
    }
  }

  /// What `/proc` says of `pid` now, or `nil` when it is not there.
  public static func entry(of pid: pid_t) -> Entry? {
    (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)).flatMap(Entry.init)
  }

  /// Each process's parent.
  public static func parents() -> [pid_t: pid_t] {
    var result: [pid_t: pid_t] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(name), let entry = entry(of: pid) else { continue }
      result[pid] = entry.parent
    }
    return result
  }

  /// The descendants of `pid` now: its children, theirs, and so on.
  public static func descendants(of pid: pid_t) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    for (child, parent) in parents() { children[parent, default: []].append(child) }
    var found: [pid_t] = []
    var queue = children[pid] ?? []
    while let next = queue.popLast() {
      found.append(next)
      queue += children[next] ?? []
    }
    return found
  }

  /// Whether `pid` is running: there, and not a zombie waiting to be reaped.
  public static func isRunning(_ pid: pid_t) -> Bool {
    guard let entry = entry(of: pid) else { return kill(pid, 0) == 0 }
    return entry.state != "Z"
  }

  /// The processor time `pid` and the children it waited for have used, in seconds, or `nil`.
  public static func processorSeconds(of pid: pid_t) -> Double? {
    entry(of: pid).map { Double($0.processorTicks) / Double(sysconf(Int32(_SC_CLK_TCK))) }
  }
}
