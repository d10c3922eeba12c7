import Foundation

/// A wall clock stopped at one instant: what `todo --now`, the benchmarks and the specs run on.
public struct FixedClock: WallClock {
  private let instant: Date

  /// Creates a clock that always reports `instant`.
  public init(_ instant: Date) {
    self.instant = instant
  }

  /// Returns the instant the clock was stopped at.
  public func now() -> Date { instant }
}
