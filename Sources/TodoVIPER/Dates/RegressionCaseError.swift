/// Why a line is not a regression case, or a question: a sentence naming the field, the
/// problem, and what would be accepted.
public struct RegressionCaseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The sentence, such as `"firstWeekday" is not a whole number from 1 (Sunday) to 7
  /// (Saturday)`.
  public var description: String

  /// Creates the error from its sentence.
  public init(_ description: String) {
    self.description = description
  }
}
