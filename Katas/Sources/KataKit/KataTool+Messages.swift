import Foundation

extension KataTool {
  /// A crash, as `kata check` shows it: the spec that was running, the runtime's message and
  /// where it was.
  static func crashLines(_ crash: TestReport.Crash) -> [String] {
    [
      "  It did not run: the code crashed"
        + (crash.test.map { " while \"\($0)\" ran" } ?? "") + ", and the run ended there:",
      "  \(crash.place): \(crash.message)",
    ]
  }

  /// The line said before the learner's spec runs against a wrong version: what it gets wrong.
  ///
  /// Its ``verdict(on:_:)`` follows directly beneath.
  static func wrongVersionLine(_ number: Int, of count: Int, _ wrong: Kata.WrongVersion) -> String {
    "Wrong version \(number) of \(count): \(wrong.hint)"
  }

  /// Whether the run `report` of the learner's suite against a wrong version caught it, and by
  /// which specs; or why it did not.
  static func verdict(on report: TestReport, _ style: Style) -> String {
    guard Judgement.caught(report) else {
      let why =
        report.crash.map {
          "the code crashed (\($0.place): \($0.message)) before a spec of yours failed"
        } ?? "no spec of yours failed with it"
      return "  " + style.bad("✘ NOT caught") + ": " + why
    }
    return "  " + style.good("✔ caught") + " by "
      + report.failed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// How often a long build says it is still at work, in seconds.
  static let buildProgressInterval = 30

  /// Said before a check's first build, the long one.
  static let firstBuildLine =
    "Building the package once, in a copy of its own (.build/kata-check/package): a few "
    + "minutes the first time; later checks take seconds. A line every "
    + "\(buildProgressInterval) s says it is still at work."

  /// Said every ``buildProgressInterval`` seconds while a build runs.
  static func stillBuilding(after seconds: Int) -> String {
    let (minutes, rest) = (seconds / 60, seconds % 60)
    let time =
      switch (minutes, rest) {
      case (0, _): "\(rest) s"
      case (_, 0): "\(minutes) min"
      default: "\(minutes) min \(rest) s"
      }
    return "  … still building: \(time) so far"
  }

  /// What each level of `kata hint` gives.
  static let hintLevelNames = ["where to look", "the approach, in words", "the code"]

  /// What to do about a compile error, the first red a learner often meets.
  static let compileErrorHint =
    "A spec is red when it runs and fails; a compile error comes before that. Make the code "
    + "compile with the least you can (the case, the type or the function the spec names, "
    + "doing nothing useful yet), check again, and see the real red: the expectation that fails. "
    + "The Practise guide shows it step by step (\"From a compile error to a red\")."

  /// Returns `hint` after "Hint: ", wrapped to the width of a terminal.
  static func hintLine(_ hint: String, _ style: Style) -> String {
    let text = ("Hint: " + hint).wrapped(indent: "      ")
    return style.hint("Hint:") + text.dropFirst(5)
  }

  static let timedOutMessage =
    "The specs did not finish within \(Int(Workspace.specsTimeLimit)) s, and were stopped: is "
    + "something waiting for an answer your code never gives?"
}
