/// A JSON value as the store file spells it, so that what this version does not read can be
/// written back.
///
/// A number keeps its text (`2.50` stays `2.50`; `12345678901234567890` loses no digit), and an
/// object keeps its members in the order the file gave them. ``JSONReader`` refuses an object
/// that has the same key twice, so a key names one value.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  /// A number, as its text in the file.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// An object's members, in the file's order, each key once.
  case object([JSONMember])
}

/// One member of a JSON object: a key and its value.
struct JSONMember: Hashable, Sendable {
  var key: String
  var value: JSONValue

  /// Returns whether the member's key is `key`, code point by code point, as JSON compares keys
  /// (RFC 8259): `"café"` with U+00E9 and with `e` and U+0301 are two keys, though Swift's `==`
  /// finds the two strings equal.
  func hasKey(_ key: String) -> Bool {
    self.key.unicodeScalars.elementsEqual(key.unicodeScalars)
  }
}

/// One step of the way from the top of a document to a value inside it.
enum JSONPathComponent: Hashable, Sendable {
  /// The value of an object's member.
  case key(String)
  /// An element of an array, counting from 0.
  case index(Int)
}

extension [JSONPathComponent] {
  /// The path as a reader of the file would write it: `x.list[0]`.
  var text: String {
    var text = ""
    for component in self {
      switch component {
      case .key(let key): text += text.isEmpty ? key : "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}

extension [JSONMember] {
  /// Returns the value of the member named `key`, code point by code point, if there is one.
  subscript(key: String) -> JSONValue? {
    first { $0.hasKey(key) }?.value
  }
}
