import Foundation

/// How much of its longest checks a test run does: a part by default, so that `swift test`
/// stays quick enough to run at every edit, and all of them when the environment variable
/// `TODO_SUITE` is `full` (`TODO_SUITE=full swift test`, by hand: CI runs the quick suite).
///
/// A quick run checks the same things, less often: the sampled date sweep instead of every
/// offset change in every zone, fewer kill rounds, fewer items from processes that save at once.
public enum SuiteSize {
  /// Whether this run does every long check in full.
  public static let isFull = ProcessInfo.processInfo.environment["TODO_SUITE"] == "full"

  /// Returns `full` in a full run and `quick` otherwise.
  public static func pick<Value>(quick: Value, full: Value) -> Value {
    isFull ? full : quick
  }
}
