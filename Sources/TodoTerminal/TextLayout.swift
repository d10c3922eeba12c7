/// Text laid out on a terminal's lines, by columns: what `help` and `--help` print.
///
/// A line breaks at a space, or between two characters of which one takes two columns (Japanese
/// and Chinese put no spaces between words), but never before closing punctuation nor after
/// opening punctuation (`、`, `）`, `「` …: kinsoku), never at a no-break space, and never inside
/// a phrase kept whole (a path). A word longer than the line stands whole on a line of its own;
/// no other line is wider.
enum TextLayout {
  /// Returns `text`, a paragraph, on lines of at most `width` columns: the first after
  /// `firstPrefix`, the others after `indent` spaces; with no line break at the end.
  ///
  /// Each of `unbroken`, such as a path with a space in it, is one word.
  static func wrapped(
    _ text: String, width: Int, firstPrefix: String = "", indent: Int = 0,
    unbroken: [String] = []
  ) -> String {
    let characters = Array(text)
    let kept = keptWhole(characters, unbroken)
    var lines: [String] = []
    var line = firstPrefix
    var lineColumns = firstPrefix.columns
    var lineHasText = false
    var piece = ""
    var spaceBefore = false
    /// Puts `piece` on the line, or on a new one when it does not fit.
    func place() {
      guard !piece.isEmpty else { return }
      let pieceColumns = piece.columns
      if lineHasText, lineColumns + (spaceBefore ? 1 : 0) + pieceColumns > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        lineColumns = indent
        spaceBefore = false
      }
      if spaceBefore, lineHasText {
        line += " "
        lineColumns += 1
      }
      line += piece
      lineColumns += pieceColumns
      lineHasText = true
      piece = ""
      spaceBefore = false
    }
    for (index, character) in characters.enumerated() {
      if character == " ", !kept[index] {
        place()
        spaceBefore = true
        continue
      }
      if index > 0, !kept[index], breaksBetween(characters[index - 1], character) {
        place()
      }
      piece.append(character)
    }
    place()
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// Whether a line may break between `before` and `after`, with no space between them: one of
  /// them takes two columns, `after` does not close and `before` does not open, and neither is
  /// a no-break space (`1 つ`, a counter kept with its number).
  static func breaksBetween(_ before: Character, _ after: Character) -> Bool {
    (before.columns == 2 || after.columns == 2) && before != " " && !after.closes
      && !before.opens && before != "\u{00A0}" && after != "\u{00A0}"
  }

  /// Which characters of `characters` are inside one of `phrases` (all but its first).
  private static func keptWhole(_ characters: [Character], _ phrases: [String]) -> [Bool] {
    var kept = [Bool](repeating: false, count: characters.count)
    for phrase in phrases.map(Array.init) where !phrase.isEmpty {
      var start = 0
      while start + phrase.count <= characters.count {
        if characters[start..<start + phrase.count].elementsEqual(phrase) {
          for index in start + 1..<start + phrase.count { kept[index] = true }
          start += phrase.count
        } else {
          start += 1
        }
      }
    }
    return kept
  }

  /// Returns `text`, help as its tables write it, laid out again in `width` columns.
  ///
  /// A paragraph (lines that start at the margin) is one text, wrapped. An entry of a table (a
  /// line indented by two or less, such as `  list    show the items …`, and the lines after it
  /// indented further) is its head (`  list    `) and one text, wrapped with the lines after the
  /// first indented as far as the head; a head wider than half the line stands on a line of its
  /// own, the text after it indented by six. Blank lines stay.
  static func reflowed(_ text: String, width: Int, unbroken: [String] = []) -> String {
    var output: [String] = []
    var block: Block?
    func flush() {
      if let block { output.append(block.laidOut(width: width, unbroken: unbroken)) }
      block = nil
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let margin = line.prefix { $0 == " " }.count
      let rest = line.dropFirst(margin)
      if rest.isEmpty {
        flush()
        output.append("")
      } else if block != nil, margin > 2 || (margin == 0 && block?.head == nil) {
        block?.add(rest, indent: margin)
      } else {
        flush()
        block = Block(line: line, margin: margin)
      }
    }
    flush()
    return output.joined(separator: "\n")
  }

  /// A paragraph, or an entry of a table, being read.
  private struct Block {
    /// The entry's head, up to where its text starts; `nil` for a paragraph.
    var head: String?
    /// The column the entry's text starts at, on the lines after the head's.
    var textColumn = 0
    /// Whether the text starts on the head's line.
    var textBesideHead = false
    /// The text, its lines joined.
    var text = ""

    init(line: Substring, margin: Int) {
      guard margin > 0 else {
        text = String(line)
        return
      }
      let command = line.dropFirst(margin)
      if let gap = command.firstRange(of: "  ") {
        let start = command[gap.upperBound...].firstIndex { $0 != " " } ?? command.endIndex
        head = String(line[..<start])
        textColumn = head?.columns ?? 0
        text = String(line[start...])
        textBesideHead = !text.isEmpty
      } else {
        head = String(line)
      }
    }

    /// Adds a line of the block, which starts `indent` columns in.
    mutating func add(_ line: Substring, indent: Int) {
      if text.isEmpty {
        textColumn = indent
        text = String(line)
      } else if let last = text.last, let first = line.first,
        last.columns == 2 || first.columns == 2
      {
        text += line
      } else {
        text += " " + line
      }
    }

    /// The block on lines of at most `width` columns.
    func laidOut(width: Int, unbroken: [String]) -> String {
      guard let head else { return TextLayout.wrapped(text, width: width, unbroken: unbroken) }
      if textColumn > width / 2 {
        let margin = head.prefix { $0 == " " }.count
        let ownLine = String(head.reversed().drop { $0 == " " }.reversed())
        guard !text.isEmpty else { return ownLine }
        return ownLine + "\n"
          + TextLayout.wrapped(
            text, width: width, firstPrefix: String(repeating: " ", count: margin + 4),
            indent: margin + 4, unbroken: unbroken)
      }
      if !textBesideHead {
        guard !text.isEmpty else { return head }
        return head + "\n"
          + TextLayout.wrapped(
            text, width: width, firstPrefix: String(repeating: " ", count: textColumn),
            indent: textColumn, unbroken: unbroken)
      }
      return TextLayout.wrapped(
        text, width: width, firstPrefix: head, indent: textColumn, unbroken: unbroken)
    }
  }
}
