/// How the terminal views dress their output: prompts only for a person at a terminal, colour
/// only on a stream that a terminal shows and when the user has not asked for none (`NO_COLOR`).
public struct TerminalStyle: Hashable, Sendable {
  /// Whether to ask for input with prompts such as "Title: ".
  public var showsPrompts: Bool
  /// Whether to write headings on standard output in bold.
  public var usesColor: Bool
  /// Whether to write problems on standard error in red.
  public var usesColorOnErrors: Bool

  /// Creates a style.
  public init(showsPrompts: Bool, usesColor: Bool, usesColorOnErrors: Bool) {
    self.showsPrompts = showsPrompts
    self.usesColor = usesColor
    self.usesColorOnErrors = usesColorOnErrors
  }

  /// No prompts and no colour: what pipes and files get.
  public static let plain = TerminalStyle(
    showsPrompts: false, usesColor: false, usesColorOnErrors: false)

  /// Returns `text` as a heading.
  func heading(_ text: String) -> String {
    usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }

  /// Returns `text` as an error.
  func error(_ text: String) -> String {
    usesColorOnErrors ? "\u{1B}[31m\(text)\u{1B}[0m" : text
  }
}

extension String {
  /// The text with every control character, and every character that reorders text, written
  /// as a visible escape such as `\u{1B}`, so that what a user typed cannot move the cursor,
  /// clear the screen or recolour it when it is shown.
  public var escapedForTerminal: String {
    var escaped = ""
    for scalar in unicodeScalars {
      if scalar.isUnsafeOnTerminal {
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

extension String {
  /// The text as a message quotes what a user gave: its first 40 characters and `…` when it is
  /// longer, escaped for the terminal.
  public var abridgedForTerminal: String {
    (count > 40 ? String(prefix(40)) + "…" : self).escapedForTerminal
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
