import Foundation

/// The isolates of the sentences: each left-to-right run of a language written right to left,
/// and each text written right to left put in a language written left to right, between U+2068
/// and U+2069, so that a terminal shows it in its order.
extension Words {
  /// Whether the language is written right to left (Arabic): its left-to-right runs isolated.
  ///
  /// Each left-to-right run of its sentences is isolated: a value put in (a path, a title, a date, a number, a range) and
  /// a Latin word of the translation (`--store`, `UTF-8`), each between U+2068 FIRST STRONG
  /// ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (UAX #9). A bidi-aware terminal then shows
  /// `--store` as it is, not `store--`, and a range 23-24 not as 24-23. A text put in is escaped
  /// for the terminal first (`String.escapedForTerminal`), so that no control of its own
  /// can end its isolate; its digits stay Latin.
  public var isolatesLeftToRight: Bool {
    Locale.Language(identifier: language).characterDirection == .rightToLeft
  }

  /// What begins a line `todo` writes on standard error outside a session (launch, store and
  /// lock lines): `todo: `, isolated in a language written right to left.
  ///
  /// Isolated, its letters do not count for the line's direction (UAX #9, P2): the first strong
  /// letter is the sentence's own, an Arabic one, and a bidi terminal lays the line out right to
  /// left, `todo:` at its start on the right, a path at the start of the sentence beside it.
  public var programPrefix: String { isolatesLeftToRight ? "\u{2068}todo:\u{2069} " : "todo: " }

  /// What begins a line that may hold no letter of the language, such as a list's row whose
  /// title is Latin: U+200F RIGHT-TO-LEFT MARK in a language written right to left, nothing in
  /// the others.
  ///
  /// The mark is a strong right-to-left letter that takes no room: a bidi terminal lays the line
  /// out right to left, right-aligned, as the lines around it (UAX #9, P2), where a line of
  /// isolated Latin words alone would be laid out left to right.
  public var lineStart: String { isolatesLeftToRight ? "\u{200F}" : "" }

  /// Returns `text`, a value put in a sentence of a language written left to right, escaped for
  /// the terminal, and isolated when it holds a letter written right to left (an Arabic title in
  /// a German sentence).
  ///
  /// Isolated, the title is laid out on its own, right to left, and leaves the sentence's order
  /// as it is: a bidi terminal would otherwise take a line that starts with it for a line
  /// written right to left (UAX #9, P2), and put a list's row number and weekday on the wrong
  /// sides.
  static func isolatedIfRightToLeft(_ text: String) -> String {
    let escaped = text.escapedForTerminal
    return escaped.unicodeScalars.contains(where: \.isWrittenRightToLeft)
      ? "\u{2068}" + escaped + "\u{2069}" : escaped
  }

  /// Returns `template` with `message`'s `arguments` put in as `values`, as ``format(_:_:)``
  /// does, and each left-to-right run isolated: a text put in is escaped for the terminal, and
  /// may run when it has a Latin letter or digit; a number may run; a sentence put in (the
  /// system's reason too) is isolated already.
  static func isolated(
    _ template: String, _ arguments: [Message.Argument], _ values: [String]
  ) -> String {
    isolated(
      template,
      zip(arguments, values).map { argument, value in
        switch argument {
        case .text(let text):
          (text.escapedForTerminal, text.contains { RunKind(of: $0) == .leftToRight })
        case .number, .decimal: (value, true)
        case .message, .worded, .systemError: (value, false)
        }
      })
  }

  /// Returns `template` with `values` put in, as ``format(_:_:)`` does, and each left-to-right
  /// run isolated.
  ///
  /// A run is one of Latin letters, digits and values that may be left to right (texts
  /// and numbers, `true` with their text), with what joins them (`-`, `.`, `/`, `:`, a space
  /// …), such as `--store`, `ISO 8601` or a range `%1$d-%2$d`. A sentence put in is not in a
  /// run: its own runs are isolated already; nor is a text with no Latin letter or digit (a
  /// weekday's Arabic name), which has nothing to reorder.
  static func isolated(_ template: String, _ values: [(text: String, mayRun: Bool)]) -> String {
    var items: [(text: String, kind: RunKind)] = []
    for piece in pieces(of: template) {
      switch piece {
      case .text(let text): items += text.map { (String($0), RunKind(of: $0)) }
      case .value(let specifier):
        guard values.indices.contains(specifier.number - 1) else { continue }
        let value = values[specifier.number - 1]
        items.append((value.text, value.mayRun ? .leftToRight : .other))
      }
    }
    var result = ""
    var index = 0
    while index < items.count {
      let start = index
      var attached = index
      while attached < items.count, items[attached].kind == .joining, items[attached].text != " " {
        attached += 1
      }
      guard attached < items.count, items[attached].kind == .leftToRight else {
        result += items[index].text
        index += 1
        continue
      }
      var end = attached
      var next = attached
      while next < items.count, items[next].kind != .other {
        if items[next].kind == .leftToRight { end = next }
        next += 1
      }
      result += "\u{2068}" + items[start...end].map(\.text).joined() + "\u{2069}"
      index = end + 1
    }
    return result
  }

  /// What a character is to a left-to-right run.
  enum RunKind {
    /// A Latin (or Greek, Cyrillic) letter or an ASCII digit, or a value that may run.
    case leftToRight
    /// What joins the parts of a run: a space (a no-break one too: `ISO 8601`), `-`, `_`, `.`,
    /// `/`, `:`, `+`, `$`, `~`, `=`, `@`.
    case joining
    /// Anything else: Arabic, its punctuation, quotes, brackets, a sentence put in.
    case other

    init(of character: Character) {
      // Mutant "< → <=" is equivalent: U+0590 is unassigned, so a character that holds it starts with it (no letter) or with a prefix from U+0600 up (below neither bound): never left-to-right.
      let latin = character.unicodeScalars.allSatisfy { $0.value < 0x0590 }
      if character.isASCII ? character.isLetter || character.isNumber : character.isLetter && latin
      {
        self = .leftToRight
      } else if " \u{00A0}-_./:+$~=@".contains(character) {
        self = .joining
      } else {
        self = .other
      }
    }
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is of a script written right to left: Hebrew, Arabic, Syriac, Thaana,
  /// N'Ko and the others of U+0590 to U+08FF, their presentation forms, and the right-to-left
  /// scripts beyond the first plane.
  fileprivate var isWrittenRightToLeft: Bool {
    switch value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      true
    default: false
    }
  }
}
