/// Why a line is not a regression case, or a question: a sentence for each problem, naming the
/// field, the problem, and what would be accepted.
public struct RegressionCaseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every problem of the line, in the order of its fields, such as `"firstWeekday" is not a
  /// whole number from 1 (Sunday) to 7 (Saturday)`: a line can be wrong in several at once.
  public var problems: [String]

  /// The problems as one text, separated by semicolons.
  public var description: String { problems.joined(separator: "; ") }

  /// Creates the error from its one sentence.
  public init(_ description: String) {
    problems = [description]
  }

  /// Creates the error from its sentences, one a problem.
  public init(problems: [String]) {
    self.problems = problems
  }
}
