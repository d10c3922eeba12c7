import Foundation

/// One JSON object on one line, its fields read.
///
/// The regression cases are JSON Lines (`Conformance/cases/*.jsonl`), read here; they are
/// written with ``JSONString``. `package`: no other package reads JSON with it.
package enum JSONLine {
  /// A field's value, as much as a case needs to tell: a text, a whole number, a list, or
  /// anything else (`true`, `1.5`, `null`, an object), which no field of a case takes.
  package enum Value: Decodable, Hashable, Sendable {
    case text(String)
    case number(Int)
    case list([Value])
    case other

    package init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      // `true` is not 1: a Bool is asked for first, as the decoder would read it as a number.
      if (try? container.decode(Bool.self)) != nil {
        self = .other
      } else if let number = try? container.decode(Int.self) {
        self = .number(number)
      } else if let text = try? container.decode(String.self) {
        self = .text(text)
      } else if let list = try? container.decode([Value].self) {
        self = .list(list)
      } else {
        self = .other
      }
    }
  }

  /// Returns the fields of the object `line` holds, or `nil` when it holds anything else.
  package static func fields(of line: String) -> [String: Value]? {
    try? JSONDecoder().decode([String: Value].self, from: Data(line.utf8))
  }
}
