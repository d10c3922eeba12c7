import Foundation

/// One JSON object on one line, its fields read.
///
/// The regression cases are JSON Lines (`Conformance/cases/*.jsonl`), read here; they are
/// written with ``JSONString``. `package`: no other package reads JSON with it.
///
/// `JSONSerialization` reads the line: it throws nothing on a line that reads, where a
/// `Decodable` value that tries one type after another would throw at every miss, and a test
/// run records a backtrace for each error thrown, which made reading the suite's cases cost
/// seconds.
package enum JSONLine {
  /// A field's value, as much as a case needs to tell: a text, a whole number, a list, or
  /// anything else (`true`, `1.5`, `null`, an object), which no field of a case takes.
  package enum Value: Hashable, Sendable {
    case text(String)
    case number(Int)
    case list([Value])
    case other

    /// The value `JSONSerialization` read.
    init(_ value: Any) {
      if let text = value as? String {
        self = .text(text)
      } else if let list = value as? [Any] {
        self = .list(list.map(Value.init))
      } else if let number = value as? NSNumber, Self.isWholeNumber(number) {
        self = .number(number.intValue)
      } else {
        self = .other
      }
    }

    /// Whether a number read is a whole number: stored as an integer, not as a Bool (`c`,
    /// which `true` is read as) nor as a floating-point number (`1.0`, `1.5`).
    private static func isWholeNumber(_ number: NSNumber) -> Bool {
      ["s", "i", "l", "q"].contains(String(cString: number.objCType))
    }
  }

  /// Returns the fields of the object `line` holds, or `nil` when it holds anything else.
  package static func fields(of line: String) -> [String: Value]? {
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
    else { return nil }
    return object.mapValues(Value.init)
  }
}
