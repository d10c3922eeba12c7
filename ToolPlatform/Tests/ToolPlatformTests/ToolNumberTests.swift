import Testing
import ToolPlatform

/// Numeric options: a number, finite, in range, or refused with the option and what it takes.
struct ToolNumberTests {
  @Test func `a number in range is read as Swift reads a Double`() throws {
    let range = 1.0...1000.0

    #expect(try ToolNumber.parse("3", option: "--timeout-factor", in: range) == 3)
    #expect(try ToolNumber.parse("2.5", option: "--timeout-factor", in: range) == 2.5)
    #expect(try ToolNumber.parse("1e3", option: "--timeout-factor", in: range) == 1000)
    #expect(try ToolNumber.parse("0x10", option: "--timeout-factor", in: range) == 16)
  }

  @Test(arguments: ["inf", "-inf", "nan", "1e309", "infinity"])
  func `a value that is not finite is refused`(_ text: String) {
    let error = #expect(throws: ToolOptionError.self) {
      try ToolNumber.parse(text, option: "--timeout-factor", in: 1...1000)
    }

    #expect(error?.problem == .notFinite)
    #expect(
      error?.description
        == "--timeout-factor takes a number from 1 to 1000; \"\(text)\" is not a finite number")
  }

  @Test func `a value out of range, or no number, is refused with what is accepted`() {
    #expect(
      throws: ToolOptionError(
        option: "--timeout", text: "1e16", problem: .outOfRange,
        accepted: "a number from 0.1 to 86400")
    ) { try ToolNumber.parse("1e16", option: "--timeout", in: 0.1...86_400) }
    let error = #expect(throws: ToolOptionError.self) {
      try ToolNumber.parse(" 5", option: "--timeout", in: 0.1...86_400)
    }
    #expect(
      error?.description == "--timeout takes a number from 0.1 to 86400; \" 5\" is not a number")
  }

  @Test func `the text is quoted escaped`() {
    let error = #expect(throws: ToolOptionError.self) {
      try ToolNumber.parse("\u{1B}[2J", option: "--timeout", in: 1...2)
    }

    #expect(
      error?.description == "--timeout takes a number from 1 to 2; \"\\u{1B}[2J\" is not a number")
  }

  @Test func `a count is a whole number in range`() throws {
    #expect(try ToolNumber.parseCount("4", option: "--jobs", in: 1...64) == 4)
    #expect(try ToolNumber.parseCount("+2", option: "--jobs", in: 1...64) == 2)
  }

  @Test(arguments: [
    ("0", ToolOptionError.Problem.outOfRange), ("-3", .outOfRange),
    ("99999999999999999999", .outOfRange), ("1e3", .notANumber), ("2.0", .notANumber),
    ("--2", .notANumber), ("", .notANumber), ("٣", .notANumber),
  ])
  func `a count that is not a whole number in range is refused`(
    _ text: String, _ problem: ToolOptionError.Problem
  ) {
    let error = #expect(throws: ToolOptionError.self) {
      try ToolNumber.parseCount(text, option: "--jobs", in: 1...64)
    }

    #expect(error?.problem == problem)
    #expect(error?.accepted == "a whole number from 1 to 64")
  }

  @Test func `a count's message names the option and the whole number it takes`() {
    let error = #expect(throws: ToolOptionError.self) {
      try ToolNumber.parseCount("1e3", option: "--jobs", in: 1...64)
    }

    #expect(
      error?.description
        == "--jobs takes a whole number from 1 to 64; \"1e3\" is not a whole number")
  }
}
