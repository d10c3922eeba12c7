/// Filling a template: the places of its values (`%@`, `%d`, `%1$@` …), read once for the
/// check of a table and for the filling, and the values each word takes.
extension Words {
  /// Returns `template` with its `%@` and `%d` (or `%1$@`, `%2$d` …) replaced by `values`, in
  /// order (or by number), and `%%` by `%`.
  ///
  /// Not `String(format:)`: the values are texts already, and a template read from a file must
  /// not be able to stop the program, whatever it holds. A specifier with no value is left out.
  ///
  /// When `spacesHan` (Japanese and Chinese), the space a template puts between a value and one
  /// of its own characters is there to set a Latin word or a number apart (`期日 %@ 以降`): a value
  /// that starts or ends with a character of the script's own takes no space on that side
  /// (`秒後以降`, not `秒後 以降`).
  static func format(_ template: String, _ values: [String], spacesHan: Bool = false) -> String {
    var result = ""
    var lastValue: String?
    for piece in pieces(of: template) {
      switch piece {
      case .text(var text):
        if spacesHan, lastValue?.last?.isSetSolid == true, text.first == " ",
          text.dropFirst().first?.isSetSolid == true
        {
          text = text.dropFirst()
        }
        result += text
        lastValue = nil
      case .value(let specifier):
        guard values.indices.contains(specifier.number - 1) else { continue }
        let value = values[specifier.number - 1]
        if spacesHan, value.first?.isSetSolid == true, result.last == " ",
          result.dropLast().last?.isSetSolid == true
        {
          result.removeLast()
        }
        result += value
        lastValue = value
      }
    }
    return result
  }

  /// Returns the values `text` takes, as (number, kind) pairs sorted: `%@ … %d` and
  /// `%2$d … %1$@` both give `[(1, "@"), (2, "d")]`.
  static func specifiers(in text: String) -> [Specifier] {
    let found = pieces(of: text).compactMap { piece in
      if case .value(let specifier) = piece { specifier } else { nil }
    }
    // Mutant "< → <=" is equivalent: it only reorders specifiers that are the same.
    return found.sorted { ($0.number, $0.kind) < ($1.number, $1.kind) }
  }

  /// One piece of a template: text to copy, or the place of a value.
  enum Piece {
    case text(Substring)
    case value(Specifier)
  }

  /// Returns `template` in pieces: text to copy, and the places of values.
  ///
  /// ``format(_:_:)`` and ``specifiers(in:)`` share this one reading, so that the values a table
  /// is checked for are the values it is filled with. A value is `%@` or `%d`, numbered in order,
  /// or `%1$@`, `%2$d` …; `%%` is the text `%`; a `%` followed by anything else is text. A scan
  /// by hand, not a Regex: every table checks 167 words, and a Regex is slow to run.
  static func pieces(of template: String) -> [Piece] {
    var pieces: [Piece] = []
    var next = 0
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      pieces.append(.text(rest[..<percent]))
      let afterPercent = rest[rest.index(after: percent)...]
      if afterPercent.first == "%" {
        pieces.append(.text("%"))
        rest = afterPercent.dropFirst()
        continue
      }
      let digits = afterPercent.prefix { $0.isASCII && $0.isNumber }
      var afterNumber = afterPercent[digits.endIndex...]
      var number: Int?
      if !digits.isEmpty, afterNumber.first == "$", let parsed = Int(digits) {
        number = parsed
        afterNumber = afterNumber.dropFirst()
      } else {
        afterNumber = afterPercent
      }
      guard let kind = afterNumber.first, kind == "@" || kind == "d" else {
        pieces.append(.text("%"))
        rest = afterPercent
        continue
      }
      if number == nil { next += 1 }
      pieces.append(.value(Specifier(number: number ?? next, kind: kind)))
      rest = afterNumber.dropFirst()
    }
    pieces.append(.text(rest))
    return pieces
  }

  /// The values each word takes in English, worked out once.
  static let englishSpecifiers = Dictionary(
    uniqueKeysWithValues: Word.allCases.map { ($0, specifiers(in: $0.english)) })

  /// One value a word takes: its number, from 1, and its kind, `@` or `d`.
  struct Specifier: Hashable, Sendable {
    var number: Int
    var kind: Character
  }

  /// Whether a translation of `word` may take `specifiers` in its form for `category`: those of
  /// English; a form other than `other` may also leave out the count, and say it in words
  /// ("ثانيتان", two seconds).
  static func takes(_ specifiers: [Specifier], as word: Word, in category: PluralCategory) -> Bool {
    let english = englishSpecifiers[word] ?? []
    guard specifiers != english else { return true }
    guard category != .other, let counted = word.countedValue else { return false }
    return specifiers == english.filter { $0.number != counted }
  }
}

extension Character {
  /// Whether the character is one Japanese and Chinese set solid, with no space between words:
  /// a Han character, a kana, or their full-width punctuation and forms.
  fileprivate var isSetSolid: Bool {
    guard let value = unicodeScalars.first?.value else { return false }
    switch value {
    case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF,
      0x20000...0x2FFFF:
      return true
    default: return false
    }
  }
}
