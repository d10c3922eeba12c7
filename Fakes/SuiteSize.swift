import Foundation

/// How much of its longest checks a test run does: a part by default, so that `swift test`
/// stays quick enough to run at every edit (at most 5 s on two cores), and all of them when the
/// environment variable `TODO_SUITE` is `full` (`TODO_SUITE=full swift test`), which CI runs on
/// every submission (`.ci/run`, "the slow checks whole").
///
/// A quick run checks the same things, less often: one week rule and one offset change a zone
/// for each "now" of the sampled date sweep instead of all seven and two, fewer kill rounds,
/// fewer items from processes that save at once, the store contract's long checks without the
/// file store that parses the file at every call, and a sample of the cases of an end-to-end
/// test whose every case starts `todo` (about 15 ms of processor each). The tests that start
/// `todo` as other users, which need root, run in a full run only
/// (`TodoRunner.runsOtherUserTests`, in the test target), and so do the builds of what the module
/// generator writes, its specs run and its mutants (`GeneratedModuleTests`); a quick run checks
/// the width of its lines for six name lengths instead of thirty. The sweep of every offset change in
/// every zone runs only in a full run, and CI leaves it out (it takes tens of minutes on two
/// cores): run it by hand after a change to the date rules
/// (`Specs/Dates/NearTermSweepSpecs.swift`).
public enum SuiteSize {
  /// Whether this run does every long check in full.
  public static let isFull = isFull(in: ProcessInfo.processInfo.environment)

  /// Whether a run with `environment` does every long check in full: `TODO_SUITE` is `full`.
  public static func isFull(in environment: [String: String]) -> Bool {
    environment["TODO_SUITE"] == "full"
  }

  /// Returns `full` in a full run and `quick` otherwise.
  public static func pick<Value>(quick: Value, full: Value) -> Value {
    isFull ? full : quick
  }

  /// Returns `cases` whole in a full run, and in a quick one every `stride`-th of them from the
  /// one at `first` (0, the first, unless two tests share the cases and each takes its half):
  /// for the arguments of a test whose every case starts `todo`.
  public static func sample<Element>(_ cases: [Element], every stride: Int, from first: Int = 0)
    -> [Element]
  {
    sample(cases, every: stride, from: first, full: isFull)
  }

  /// Returns `cases` whole when `full`, and otherwise every `stride`-th of them from the one at
  /// `first`.
  public static func sample<Element>(
    _ cases: [Element], every stride: Int, from first: Int = 0, full: Bool
  ) -> [Element] {
    full
      ? cases
      : cases.enumerated().filter { $0.offset >= first && ($0.offset - first) % stride == 0 }
        .map(\.element)
  }
}
