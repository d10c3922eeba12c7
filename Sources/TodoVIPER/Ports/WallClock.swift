import Foundation

/// The source of "now": the article's `Clock` (objc.io's `VTDClock`).
///
/// Interactors and presenters ask a wall clock for the current instant and never read the system
/// date themselves, so a spec can pin "now" to a literal. It is not called `Clock` because a
/// top-level `Clock` in this module would hide the standard library's `Swift.Clock` (which measures
/// durations and sleeps) in every file that imports us.
///
/// From `Specs/List/ListInteractorSpecs.swift`, with ``FixedClock`` (the fixtures are in
/// `Fakes/Fixtures.swift`):
///
/// ```swift
/// let interactor = ListInteractor(
///   dataManager: store ?? dataManager, clock: FixedClock(.may21AtNoon),
///   calendar: calendar)
/// ```
public protocol WallClock: Sendable {
  /// Returns the current instant.
  func now() -> Date
}
