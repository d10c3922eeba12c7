import Foundation

/// Where a `kata check`'s time went, phase by phase, in seconds: said at the check's end when
/// the environment variable ``variable`` is set (the Benchmarks package's katas figure sets it),
/// so that a slow second check shows which phase to cut.
public struct CheckTimes: Sendable {
  /// The environment variable that makes a check say its times.
  public static let variable = "TODO_KATA_TIMES"

  /// Each phase, in the order it ran, and its seconds.
  public var phases: [(name: String, seconds: Double)] = []

  public init() {}

  /// Runs `body`, and counts its time as the phase `name`.
  mutating func timing<Result>(_ name: String, _ body: () throws -> Result) rethrows -> Result {
    let start = ContinuousClock.now
    defer { phases.append((name, Verification.seconds(since: start))) }
    return try body()
  }

  /// `Time: copy 0.21 s, build 3.80 s, …; 4.20 s in all, the rest 0.11 s`: each phase, then
  /// the whole check and what no phase holds (the tool's start, its lock, git).
  public func said(total: Double) -> String {
    let counted = phases.map(\.seconds).reduce(0, +)
    return "Time: "
      + phases.map { "\($0.name) \(Self.seconds($0.seconds))" }.joined(separator: ", ")
      + "; \(Self.seconds(total)) in all, the rest \(Self.seconds(max(0, total - counted)))"
  }

  private static func seconds(_ value: Double) -> String {
    String(format: "%.2f s", value)
  }
}
