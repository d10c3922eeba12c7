import Testing

@testable import TodoTerminal

/// Text measured in a terminal's columns, from the Unicode data, and laid out on its lines.
struct TextLayoutTests {
  @Test func `a character takes the columns the Unicode data gives it`() {
    let texts: [String] = [
      "abc", "日本語", "한국", "Ａ", "ｱ", "e\u{301}", "\u{2068}x\u{2069}", "😀", "عربي", "«»",
    ]
    #expect(texts.map(\.columns) == [3, 6, 4, 2, 1, 1, 1, 2, 4, 2])
  }

  /// The table's ranges are searched by their last scalar: each one's first and last are in it,
  /// and a scalar past the last range (plane 15's private use) is one column.
  @Test func `a range of the Unicode data holds its first and its last scalar, and no more`() {
    let scalars: [Unicode.Scalar] = [
      "\u{2FFF}", "\u{3000}", "\u{3029}", "\u{FF00}", "\u{FF01}", "\u{FF60}", "\u{FF61}",
      "\u{E01EF}", "\u{E01F0}", "\u{F0000}",
    ]
    #expect(scalars.map(\.columns) == [1, 2, 2, 1, 2, 2, 1, 0, 1, 1])
  }

  /// Below the first range, U+0300, a scalar is one column without a search of the table.
  @Test func `a scalar below the first range is one column, the range's first is not`() {
    let scalars: [Unicode.Scalar] = ["\u{0}", "a", "\u{AD}", "\u{2FF}", "\u{300}", "\u{36F}"]
    #expect(scalars.map(\.columns) == [1, 1, 1, 1, 0, 0])
    #expect(Character("\u{300}").columns == 0)
  }

  @Test func `a line breaks between two wide characters, never before a closing mark`() {
    #expect(TextLayout.wrapped("あいうえお、かきくけこ", width: 10) == "あいうえ\nお、かきく\nけこ")
  }

  @Test func `a line never breaks after an opening mark`() {
    #expect(TextLayout.wrapped("これは「テスト」です", width: 8) == "これは\n「テス\nト」です")
  }

  @Test func `a word longer than the line stands whole on a line of its own`() {
    #expect(
      TextLayout.wrapped("see /a/very/long/path/name here", width: 10)
        == "see\n/a/very/long/path/name\nhere")
  }

  @Test func `a phrase kept whole is one word, its spaces and wide characters too`() {
    #expect(
      TextLayout.wrapped(
        "kept in /my files/日本語.json.", width: 12, unbroken: ["/my files/日本語.json"])
        == "kept in\n/my files/日本語.json.")
  }

  @Test func `a phrase kept whole is never broken, even after its first wide character`() {
    #expect(TextLayout.wrapped("山田/a", width: 3, unbroken: ["山田/a"]) == "山田/a")
  }

  @Test func `a phrase kept whole at the very end of the text is kept whole`() {
    #expect(
      TextLayout.wrapped("kept in /a b/c", width: 10, unbroken: ["/a b/c"]) == "kept in\n/a b/c")
  }

  @Test func `a line may break after a phrase kept whole, before a wide character`() {
    #expect(TextLayout.wrapped("/a/b日本語", width: 5, unbroken: ["/a/b"]) == "/a/b\n日本\n語")
  }

  @Test func `a line may break between a wide character and a narrow one`() {
    #expect(TextLayout.wrapped("あいうえおabcde", width: 10) == "あいうえお\nabcde")
  }

  @Test func `a no-break space keeps its neighbours on one line, a wide character too`() {
    #expect(TextLayout.wrapped("（1 行に 1\u{00A0}つ）", width: 12) == "（1 行に\n1\u{00A0}つ）")
    #expect(
      TextLayout.wrapped("una fecha ISO\u{00A0}8601", width: 12) == "una fecha\nISO\u{00A0}8601")
  }

  @Test func `a text with no line break at its end keeps its last paragraph`() {
    #expect(TextLayout.reflowed("A b.\n\nC d.", width: 40) == "A b.\n\nC d.")
  }

  @Test func `a head as wide as half the line keeps its text beside it; a wider one does not`() {
    let twenty = "  " + String(repeating: "x", count: 16) + "  "
    let twentyOne = "  " + String(repeating: "x", count: 17) + "  "
    #expect(TextLayout.reflowed(twenty + "text\n", width: 40) == twenty + "text\n")
    #expect(
      TextLayout.reflowed(twentyOne + "text\n", width: 40)
        == "  " + String(repeating: "x", count: 17) + "\n      text\n")
  }

  @Test func `a wide character at a line's end joins the next line's text with no space`() {
    #expect(TextLayout.reflowed("日本\nabc\n", width: 40) == "日本abc\n")
    #expect(TextLayout.reflowed("abc\n日本\n", width: 40) == "abc日本\n")
    #expect(TextLayout.reflowed("ab\ncd\n", width: 40) == "ab cd\n")
  }

  @Test func `an entry of a table keeps its text in the column after its head`() {
    #expect(
      TextLayout.reflowed(
        "  list    show the items\n          due today\n\nA b c.\nD e.\n", width: 24)
        == "  list    show the items\n          due today\n\nA b c. D e.\n")
  }

  @Test func `a head wider than half the line stands on a line of its own`() {
    #expect(
      TextLayout.reflowed("  --first-weekday <day>  1-7 or a name\n", width: 40)
        == "  --first-weekday <day>\n      1-7 or a name\n")
  }

  @Test func `the width is the terminal's, else COLUMNS, else 80, never below 40`() {
    let columns = { (terminal: Int?, variable: String?) in
      TodoOptions.Defaults.columns(
        terminal: terminal, environment: variable.map { ["COLUMNS": $0] } ?? [:])
    }
    #expect(
      [
        columns(120, "50"), columns(nil, "50"), columns(nil, nil), columns(nil, "0"),
        columns(nil, "-3"), columns(nil, "abc"), columns(nil, "30"), columns(20, nil),
      ] == [120, 50, 80, 80, 80, 80, 40, 40])
  }
}
