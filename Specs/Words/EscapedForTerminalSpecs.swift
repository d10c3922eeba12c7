import Testing
import TodoVIPER

/// Text shown at a terminal: every control character, and every character that reorders text,
/// written as a visible escape; the isolates kept only where the words put them.
struct EscapedForTerminalSpecs {
  @Test func `isolates a user typed are escaped, as every character that reorders text is`() {
    #expect("a\u{2068}b\u{2069}c".escapedForTerminal == "a\\u{2068}b\\u{2069}c")
    #expect(
      "a\u{2068}b\u{2069}c".escapedForTerminal(keepingIsolates: false) == "a\\u{2068}b\\u{2069}c")
  }

  @Test func `keeping the isolates, every other control or reordering character is still escaped`()
  {
    #expect(
      "\u{2068}\u{1B}[2J\u{2069} \u{2066}x\u{2067}\u{202E}\u{7F}"
        .escapedForTerminal(keepingIsolates: true)
        == "\u{2068}\\u{1B}[2J\u{2069} \\u{2066}x\\u{2067}\\u{202E}\\u{7F}")
  }
}
