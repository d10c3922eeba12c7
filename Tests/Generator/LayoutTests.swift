import Testing

@testable import VIPERModuleGenerator

/// The layout of the module's lines: the first way of writing a line that fits, and comment
/// paragraphs wrapped again when a line of them is too long.
struct LayoutTests {
  static let ninetyNine = String(repeating: "a", count: 99)

  @Test func `the first layout whose every line is shorter than 100 characters is taken`() {
    #expect(Layout.fitting(Self.ninetyNine, "short") == Self.ninetyNine)
    #expect(Layout.fitting(Self.ninetyNine + "b", "short") == "short")
    #expect(Layout.fitting("a\n" + Self.ninetyNine + "b", "b\nc", "d") == "b\nc")
    #expect(Layout.fitting(Self.ninetyNine + "b", Self.ninetyNine + "c") == Self.ninetyNine + "c")
  }

  @Test func `a comment paragraph with a line over 100 characters is wrapped again`() {
    let words = (1...30).map { "word\($0)" }.joined(separator: " ")
    let text = """
      let a = 1
        /// \(words)
        /// last.
        ///
        /// Short.
      """
    #expect(
      Layout.wrappingComments(text) == """
        let a = 1
          /// word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11 word12 word13 word14
          /// word15 word16 word17 word18 word19 word20 word21 word22 word23 word24 word25 word26 word27
          /// word28 word29 word30 last.
          ///
          /// Short.
        """)
  }

  @Test func `a paragraph whose lines fit, up to 100 characters, is left as it is`() {
    let hundred = "/// " + String(repeating: "b", count: 96)
    let text = "\(hundred)\n/// c\n// \(String(repeating: "d", count: 200))\nlet x = 1"
    let expected =
      "\(hundred)\n/// c\n// \(String(repeating: "d", count: 200))\nlet x = 1"
    #expect(Layout.wrappingComments(text) == expected)
  }

  @Test func `a paragraph whose longest line has exactly 100 characters is not joined up`() {
    let text = "/// a\n/// b\n/// " + String(repeating: "c", count: 96)
    #expect(Layout.wrappingComments(text) == text)
  }

  @Test func `a line of code is never wrapped, however long`() {
    let text = "let long = " + String(repeating: "[1, 2, 3], ", count: 12) + "\n  let x = 1"
    #expect(Layout.wrappingComments(text) == text)
  }

  @Test func `list items, indented lines and other kinds of comment end a paragraph`() {
    let long = (1...25).map { "w\($0)" }.joined(separator: " ")
    let text = """
      /// - Parameters:
      ///   - a: \(long) \(long)
      // \(long) \(long)
      /// \(long)
      """
    #expect(
      Layout.wrappingComments(text) == """
        /// - Parameters:
        ///   - a: \(long) \(long)
        // w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18 w19 w20 w21 w22 w23 w24 w25 w1 w2
        // w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15 w16 w17 w18 w19 w20 w21 w22 w23 w24 w25
        /// \(long)
        """)
  }

  @Test func `a line is filled up to exactly 100 characters`() {
    // "/// ", 31 words of two letters and their spaces (92 characters), then " cde": 100.
    let words = Array(repeating: "ab", count: 31) + ["cde", "f"]
    let text = "/// " + words.joined(separator: " ")
    let wrapped = Layout.wrappingComments(text).split(separator: "\n")
    #expect(wrapped.map(\.count) == [100, 5])
  }
}
