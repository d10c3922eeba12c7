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
  /// The text as a message quotes what a user gave: its first 40 characters and `…` when it is
  /// longer, escaped for the terminal.
  public var abridgedForTerminal: String {
    (count > 40 ? String(prefix(40)) + "…" : self).escapedForTerminal
  }
}
