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
    case .string(let string): writeString(string, to: &text)
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
        writeString(member.key, to: &text)
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

  /// Writes a string in quotes: `"` and `\` escaped, the controls below U+0020 as `\n`, `\t`
  /// and the like or `\u001f`, everything else as it is.
  private static func writeString(_ string: String, to text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\u{08}": text += "\\b"
      case "\u{0C}": text += "\\f"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
