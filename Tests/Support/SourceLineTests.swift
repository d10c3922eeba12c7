import Testing

/// The source checks' own reading of a line answers as Foundation's would.
struct SourceLineTests {
  @Test func `spaces and tabs at both ends are trimmed, and nothing else`() {
    #expect(" \t let x = 1 \t ".trimmedOfSpaces == "let x = 1")
    #expect("// a comment".trimmedOfSpaces == "// a comment")
    #expect("   ".trimmedOfSpaces == "")
    #expect("".trimmedOfSpaces == "")
    #expect("\u{00A0}x\n".trimmedOfSpaces == "\u{00A0}x\n")
  }

  @Test func `a word is found where it is, at either end too, and not where it is not`() {
    let line = "let queue = DispatchQueue(label: \"é\")"[...]

    #expect(line.holds("DispatchQueue"))
    #expect(line.holds("let"))
    #expect(line.holds("\"é\")"))
    #expect(line.holds(""))
    #expect(!line.holds("DispatchSemaphore"))
    #expect(!line.holds("Queue(label: \"e\")"))
    #expect(!"ock".holds("lock"))
    #expect(line.dropFirst(12).holds("Dispatch"))
    #expect(!line.dropFirst(13).holds("Dispatch"))
  }

  @Test func `lines are split at line feeds, empty ones kept when asked`() {
    let text = "a\n\nb é\r\nc\n"

    #expect(text.lines() == ["a", "b é\r", "c"])
    #expect(text.lines(omittingEmpty: false) == ["a", "", "b é\r", "c", ""])
    #expect(text.dropFirst(2).lines(omittingEmpty: false) == ["", "b é\r", "c", ""])
  }
}
