import Foundation

/// The wall clock of the machine the app runs on (objc.io's `VTDDeviceClock`).
///
/// The only type in the core that reads the system date.
public struct SystemClock: WallClock {
  /// Creates the system clock.
  public init() {}

  /// Returns the system's current instant.
  public func now() -> Date { Date() }
}
