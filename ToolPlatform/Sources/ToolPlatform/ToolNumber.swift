/// Numeric options read one way in every tool: a value that is not a number, not finite, or
/// out of the option's range is refused with a message that names the option, quotes the text
/// (escaped) and says what is accepted.
public enum ToolNumber {
  /// Returns `text` as a number in `range`.
  ///
  /// Swift's reading of a `Double` is used (`5`, `.5`, `+5`, `1e3`, `0x10`); `nan`, `inf` and a
  /// number too large for a `Double` (`1e309`, which reads as infinity) are refused.
  ///
  /// - Throws: ``ToolOptionError``, whose description is the message for the user.
  public static func parse(
    _ text: String, option: String, in range: ClosedRange<Double>
  ) throws(ToolOptionError) -> Double {
    let accepted = "a number from \(words(range.lowerBound)) to \(words(range.upperBound))"
    guard let value = Double(text) else {
      throw ToolOptionError(option: option, text: text, problem: .notANumber, accepted: accepted)
    }
    guard value.isFinite else {
      throw ToolOptionError(option: option, text: text, problem: .notFinite, accepted: accepted)
    }
    guard range.contains(value) else {
      throw ToolOptionError(option: option, text: text, problem: .outOfRange, accepted: accepted)
    }
    return value
  }

  /// Returns `text` as a whole number in `range`: digits, with a sign or not.
  ///
  /// - Throws: ``ToolOptionError``; digits too many for an `Int` are out of range, not "not a
  ///   number".
  public static func parseCount(
    _ text: String, option: String, in range: ClosedRange<Int>
  ) throws(ToolOptionError) -> Int {
    let accepted = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    guard let value = Int(text) else {
      let digits = text.drop { $0 == "+" || $0 == "-" }
      let isWhole =
        text.utf8.count - digits.utf8.count <= 1 && !digits.isEmpty
        && digits.utf8.allSatisfy { (48...57).contains($0) }
      throw ToolOptionError(
        option: option, text: text, problem: isWhole ? .outOfRange : .notANumber,
        accepted: accepted)
    }
    guard range.contains(value) else {
      throw ToolOptionError(option: option, text: text, problem: .outOfRange, accepted: accepted)
    }
    return value
  }

  /// A bound as a person writes it: `1` rather than `1.0`, `0.5` as it is.
  static func words(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}

/// A numeric option's value that was refused.
public struct ToolOptionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong with the value.
  public enum Problem: Equatable, Sendable {
    case notANumber
    case notFinite
    case outOfRange
  }

  /// The option, as the user types it: `--timeout-factor`.
  public var option: String
  /// The value as given.
  public var text: String
  public var problem: Problem
  /// What the option takes, in words: `a number from 1 to 1000`.
  public var accepted: String

  public init(option: String, text: String, problem: Problem, accepted: String) {
    self.option = option
    self.text = text
    self.problem = problem
    self.accepted = accepted
  }

  /// `--timeout-factor takes a number from 1 to 1000; "inf" is not finite`.
  public var description: String {
    let quoted = "\"\(ToolOutput.escaped(text))\""
    let what =
      switch problem {
      case .notANumber: "is not \(accepted.hasPrefix("a whole") ? "a whole number" : "a number")"
      case .notFinite: "is not a finite number"
      case .outOfRange: "is out of range"
      }
    return "\(option) takes \(accepted); \(quoted) \(what)"
  }
}
