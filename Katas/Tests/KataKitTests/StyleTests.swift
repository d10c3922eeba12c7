import Testing

@testable import KataKit

/// Colour on a terminal, plain elsewhere.
struct StyleTests {
  @Test func `plain style leaves the words as they are`() {
    let plain = Style(colour: false)

    #expect(plain.good("✔ done") == "✔ done")
    #expect(plain.bad("✘ red") == "✘ red")
    #expect(plain.hint("Hint: ") == "Hint: ")
  }

  @Test func `colour style marks the words with ANSI colours and resets after them`() {
    let colour = Style(colour: true)

    #expect(colour.good("✔ done") == "\u{1B}[32m✔ done\u{1B}[0m")
    #expect(colour.bad("✘ red") == "\u{1B}[31m✘ red\u{1B}[0m")
    #expect(colour.strong("kata") == "\u{1B}[1mkata\u{1B}[0m")
  }
}

/// Long lines broken for a terminal.
struct WrappingTests {
  @Test func `text is broken between words at the width, later lines indented`() {
    let text = "Hint: Guard the index, then route the identity of the row through the wireframe."

    #expect(
      text.wrapped(width: 30, indent: "      ") == """
        Hint: Guard the index, then
              route the identity of
              the row through the
              wireframe.
        """)
  }

  @Test func `a word longer than the width stays whole, on its own line`() {
    #expect(
      "a `configureUserInterfaceForPresentation(for:)` b".wrapped(width: 10) == """
        a
        `configureUserInterfaceForPresentation(for:)`
        b
        """)
  }
}
