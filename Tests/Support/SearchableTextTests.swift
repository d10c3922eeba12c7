import Testing

/// The byte search the source checks look pieces up with answers as a `String` search would.
struct SearchableTextTests {
  @Test func `a piece is found where it is, and not where it is not`() {
    let text = SearchableText("Nichts zu tun von heute bis Ende nächster Woche.")

    #expect(text.contains("bis Ende nächster"))
    #expect(text.contains(""))
    #expect(!text.contains("bis Ende naechster"))
    #expect(!text.contains("Woche. "))
  }

  @Test func `a piece is found however its accents are written`() {
    let composed = SearchableText("pr\u{E9}f\u{E9}rences")
    let decomposed = SearchableText("pre\u{301}fe\u{301}rences")

    #expect(composed.contains("pre\u{301}f"))
    #expect(decomposed.contains("pr\u{E9}f"))
  }

  @Test func `a zero in the text does not end it, and a piece with a zero is in no text`() {
    let text = SearchableText("a path with \u{0} in it: refused")

    #expect(text.contains("in it: refused"))
    #expect(!text.contains("\u{0}"))
  }
}
