import TodoVIPER

/// Writes a ``JSONValue`` as the store file has always been written: pretty-printed with two
/// spaces, `"key" : value`, the keys of every object sorted, a final line break.
///
/// The layout is `JSONEncoder`'s with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`, so files written before this writer existed do not change shape,
/// but for empty arrays and objects, written `[]` and `{}`. Numbers are written with the text
/// they were read with.
enum JSONWriter {
  /// Returns the text of `value`, with a final line break.
  static func text(of value: JSONValue) -> String {
    var text = ""
    write(value, indent: 0, to: &text)
    text += "\n"
    return text
  }

  private static func write(_ value: JSONValue, indent: Int, to text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let digits): text += digits
    case .string(let string): text += JSONString.quoted(string)
    case .array(let elements):
      guard !elements.isEmpty else {
        text += "[]"
        return
      }
      text += "[\n"
      for (offset, element) in elements.enumerated() {
        if offset > 0 { text += ",\n" }
        writeIndent(indent + 1, to: &text)
        write(element, indent: indent + 1, to: &text)
      }
      text += "\n"
      writeIndent(indent, to: &text)
      text += "]"
    case .object(let members):
      guard !members.isEmpty else {
        text += "{}"
        return
      }
      text += "{\n"
      let sorted = members.sorted {
        $0.key.unicodeScalars.lexicographicallyPrecedes($1.key.unicodeScalars)
      }
      for (offset, member) in sorted.enumerated() {
        if offset > 0 { text += ",\n" }
        writeIndent(indent + 1, to: &text)
        text += JSONString.quoted(member.key)
        text += " : "
        write(member.value, indent: indent + 1, to: &text)
      }
      text += "\n"
      writeIndent(indent, to: &text)
      text += "}"
    }
  }

  private static func writeIndent(_ level: Int, to text: inout String) {
    for _ in 0..<level { text += "  " }
  }
}
