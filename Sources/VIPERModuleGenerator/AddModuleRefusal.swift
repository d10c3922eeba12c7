/// Why the command wrote nothing: every problem found, each a sentence that names it and says
/// what would be accepted.
public struct AddModuleRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The problems, in the order found.
  public var problems: [String]

  /// Creates a refusal with one problem.
  public init(_ problem: String) {
    problems = [problem]
  }

  /// Creates a refusal with every problem of `problems`.
  public init(problems: [String]) {
    self.problems = problems
  }

  /// The problems, each on a line of its own, and last `Nothing was written.`.
  public var description: String {
    (problems + ["Nothing was written."]).joined(separator: "\n")
  }
}
