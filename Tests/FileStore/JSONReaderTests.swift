import Foundation
import Testing

@testable import TodoFileStore

/// The store file's JSON reader at the edges of its input: documents that end where a value is
/// not finished, and a repeated key in a long object.
struct JSONReaderTests {
  func failure(reading text: String) -> JSONReader.Failure? {
    do {
      _ = try JSONReader.value(from: Data(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    (#"{"x": "abc"#, 11), (#"{"x": "a\n"#, 11), (#"{"x": "a\"#, 10), (#"{"x": "\u12"#, 10),
    (#"{"x": 1e"#, 9), (#"{"x": 1e+"#, 10), (#"{"x": 1."#, 9), (#"{"x": -"#, 8),
    (#"{"x": tru"#, 7), (#"{"x": 1"#, 8), (#"{"x":"#, 6), (#"{"x""#, 5), ("[1, ", 5),
  ])
  func `a document that ends inside a value is not JSON, where reading stopped`(
    _ text: String, _ column: Int
  ) {
    #expect(failure(reading: text) == .init(problem: .notJSON, line: 1, column: column))
  }

  @Test func `a key repeated in an object of more than 12 keys is found`() {
    let text = #"""
      {"k0": 0, "k1": 1, "k2": 2, "k3": 3, "k4": 4, "k5": 5, "k6": 6, "k7": 7, "k8": 8, "k9": 9, "k10": 10, "k11": 11, "k12": 12, "k3": 3}
      """#

    #expect(
      failure(reading: text)
        == .init(problem: .duplicateKey("k3", path: []), line: 1, column: 125))
  }

  @Test func `an object of more than 12 keys, none repeated, is read whole`() {
    let text =
      #"{"a": 0, "b": 1, "c": 2, "d": 3, "e": 4, "f": 5, "g": 6, "h": 7, "i": 8, "j": 9, "k": 10, "l": 11, "m": 12, "n": 13}"#

    #expect(failure(reading: text) == nil)
  }

  @Test func `a key repeated after 10 000 others is found with little work, by a set of keys`()
    async
  {
    // `{"k0": 0, "k1": 0, …, "k9999": 0, "k5000": 0}`: the repeat starts after "{" and 10 000
    // members of 8 characters and their digits with ", ": 10 × 9 + 90 × 10 + 900 × 11
    // + 9 000 × 12 = 118 890 characters, so at column 118 892.
    //
    // Read in a process of its own that may use 3 s of processor: the reading takes 0.05 s
    // (debug build), and 10 s when each key is compared with every one before it, as the
    // first 12 are (50 million comparisons), which a reader without the set would do.
    await #expect(processExitsWith: .success) {
      ChildProcessLimit.start()
      ChildProcessLimit.limitProcessor(seconds: 3)
      let members = (0..<10_000).map { #""k\#($0)": 0"# } + [#""k5000": 0"#]
      let text = "{" + members.joined(separator: ", ") + "}"

      let error = #expect(throws: JSONReader.Failure.self) {
        try JSONReader.value(from: Data(text.utf8))
      }

      #expect(
        error == .init(problem: .duplicateKey("k5000", path: []), line: 1, column: 118_892),
        "the reading failed with \(String(describing: error))")
    }
  }

  // MARK: - Values read whole

  /// Returns the value `text` holds, or `nil` when it is refused.
  func value(reading text: String) -> JSONValue? {
    try? JSONReader.value(from: Data(text.utf8))
  }

  @Test func `white space around a document and inside empty containers is skipped`() {
    #expect(
      value(reading: " \n\t{ \"a\": [ ] , \"b\": { } }\r\n")
        == .object([
          JSONMember(key: "a", value: .array([])), JSONMember(key: "b", value: .object([])),
        ]))
  }

  @Test func `true, false, null and signed exponents are read as written`() {
    #expect(
      value(reading: "[true, false, null, 1e+5, 2E-3, -0.5]")
        == .array([
          .bool(true), .bool(false), .null, .number("1e+5"), .number("2E-3"), .number("-0.5"),
        ]))
    #expect(value(reading: "true") == .bool(true))
    #expect(value(reading: "null") == .null)
  }

  @Test func `the text after an escape is kept, and a surrogate pair is one character`() {
    #expect(
      value(reading: #"["a\nbc", "\u00e9t\u00E9", "x\"y", "\uD83D\uDE00!"]"#)
        == .array([.string("a\nbc"), .string("été"), .string("x\"y"), .string("😀!")]))
  }

  @Test func `a byte order mark starts the document, and alone it is an empty document`() {
    #expect(value(reading: "\u{FEFF}[1]") == .array([.number("1")]))
    #expect(failure(reading: "\u{FEFF}") == .init(problem: .notJSON, line: 1, column: 2))
  }

  @Test func `512 levels of arrays or objects are read, 513 are too deep`() {
    let arrays = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    let objects =
      String(repeating: #"{"a":"#, count: 512) + "1" + String(repeating: "}", count: 512)

    #expect(failure(reading: arrays) == nil)
    #expect(failure(reading: objects) == nil)
    #expect(failure(reading: "[" + arrays + "]")?.problem == .tooDeep)
    #expect(failure(reading: #"{"a":"# + objects + "}")?.problem == .tooDeep)
  }

  // MARK: - Reading stops at the end

  /// Reads `text` from memory whose next bytes are `beyond`: a reader that looked past the end
  /// of its input would find them there, and answer otherwise.
  func failure(reading text: String, beyond: String) -> JSONReader.Failure? {
    let count = text.utf8.count
    let bytes = Array(text.utf8) + Array(beyond.utf8)
    return bytes.withUnsafeBufferPointer { memory -> JSONReader.Failure? in
      do throws(JSONReader.Failure) {
        _ = try JSONReader.value(from: UnsafeBufferPointer(rebasing: memory[0..<count]))
        return nil
      } catch {
        return error
      }
    }
  }

  @Test(arguments: [
    ("{", 2), ("{ ", 3), (#"{"x": "abc"#, 11), (#"{"x": "a\n"#, 11), (#"{"x": "a\"#, 10),
    (#"{"x": "\u0041"#, 14), (#"{"x": "\uD83D"#, 14), (#"{"x": "\uD83D\"#, 14),
    (#"{"x": 1e"#, 9), (#"{"x": 1"#, 8), ("[", 2), ("[1, ", 5), ("tru", 1),
  ])
  func `whatever the memory after the input holds, reading stops at its end`(
    _ text: String, _ column: Int
  ) {
    for beyond in ["}", "]", #"""#, #""a":1}"#, "\\u0041\"}", "u0041\"}", "1}", "e"] {
      #expect(
        failure(reading: text, beyond: beyond) == .init(problem: .notJSON, line: 1, column: column),
        "beyond: \(beyond)")
    }
  }
}
