/// A text as a JSON string: what the store file and the regression cases write.
///
/// `package`: the file store's writer and the cases' lines use it; no other package.
package enum JSONString {
  /// Returns `text` in quotes: `"` and `\` escaped, the controls below U+0020 as `\n`, `\t`
  /// and the like or `\u001f`, everything else as it is.
  package static func quoted(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\u{08}": quoted += "\\b"
      case "\u{0C}": quoted += "\\f"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
