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
}
