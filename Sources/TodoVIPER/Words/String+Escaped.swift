extension String {
  /// The text with every control character, and every character that reorders text, written
  /// as a visible escape such as `\u{1B}`, so that what a user typed cannot move the cursor,
  /// clear the screen or recolour it when it is shown.
  ///
  /// Escaping twice is escaping once: an escape is plain text.
  public var escapedForTerminal: String { escapedForTerminal(keepingIsolates: false) }

  /// The text escaped for the terminal, but for the isolates U+2068 FIRST STRONG ISOLATE and
  /// U+2069 POP DIRECTIONAL ISOLATE when `keepingIsolates`: those of a sentence whose words
  /// isolate its left-to-right runs (``Words/isolatesLeftToRight``), whose values are escaped
  /// before they are isolated.
  public func escapedForTerminal(keepingIsolates: Bool) -> String {
    var escaped = ""
    for scalar in unicodeScalars {
      if scalar.isUnsafeOnTerminal, !(keepingIsolates && (0x2068...0x2069).contains(scalar.value)) {
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a C0 or C1 control, DEL, a bidirectional formatting character (the
  /// Arabic letter mark, the marks, embeddings, overrides and isolates), or a line or paragraph
  /// separator.
  fileprivate var isUnsafeOnTerminal: Bool {
    switch value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029: true  // line and paragraph separators: a line break to some terminals
    default: false
    }
  }
}
