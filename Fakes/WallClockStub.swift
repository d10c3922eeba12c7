import Foundation
import TodoVIPER

/// A stub wall clock that always reports the same instant.
public struct WallClockStub: WallClock {
  /// The instant it reports.
  public var instant: Date

  /// Creates a clock stopped at `now`.
  public init(now: Date) {
    self.instant = now
  }

  /// Returns the instant it was stopped at.
  public func now() -> Date { instant }
}
