import Foundation
import Testing

@testable import TodoTerminal
@testable import TodoVIPER

/// Every word a screen shows is pinned in a language other than English: a spec or test writes
/// out its translated text, so that an English literal put in its place (or the wrong key) fails
/// somewhere, and not only in the English specs.
///
/// A word counts as pinned when, in one translation at least, every piece of its text between
/// its values (`%@`, `%d` …) and line breaks is written in a Swift file of `Specs/` or `Tests/`
/// (escapes read as the characters they stand for). A word whose text has no piece of two
/// characters or more (`%1$@, %2$@`, `%d s`) cannot be found that way: those are listed, and
/// pinned through the sentences they fill.
struct TranslationPinningTests {
  /// The text of every Swift file of `Specs/` and `Tests/`, escapes read, spacing made one
  /// space (a paragraph of `help` is wrapped where its width falls), and without isolates.
  static func corpus() throws -> String {
    let files = try GuideReferencesTests.swiftFiles(in: ["Specs", "Tests"])
    // The isolates an Arabic sentence has around its Latin runs are put in by the words, not
    // written in the table: a spec's text is read without them.
    return try withoutIsolates(
      spaced(
        files.map { unescaped(try GuideReferencesTests.text(of: $0)) }.joined(separator: "\n")))
  }

  /// `text` without the isolates U+2068 and U+2069, removed from its UTF-8 bytes (Foundation's
  /// `replacingOccurrences`, which compares characters, took a tenth of a second for the two).
  static func withoutIsolates(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var kept: [UInt8] = []
    kept.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      // U+2068 is E2 81 A8 in UTF-8, U+2069 E2 81 A9.
      if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x81,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        index += 3
      } else {
        kept.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: kept, as: UTF8.self)
  }

  /// The corpus, read once for the whole run and searched as bytes: every check looks up
  /// hundreds of pieces in it, and a search of the whole text as a `String` for each piece
  /// (Foundation's, which compares characters as a reader sees them) took five seconds.
  static let searchable: Result<SearchableText, any Error> = Result { try SearchableText(corpus()) }

  /// `text` with every run of spaces and line breaks made one space.
  ///
  /// The runs are found in the text's UTF-8 bytes, where a space or a line feed is never part of
  /// another character's bytes.
  static func spaced(_ text: String) -> String {
    var spaced: [UInt8] = []
    var pendingSpace = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
        pendingSpace = !spaced.isEmpty
      } else {
        if pendingSpace { spaced.append(UInt8(ascii: " ")) }
        pendingSpace = false
        spaced.append(byte)
      }
    }
    return String(decoding: spaced, as: UTF8.self)
  }

  /// `source` with the escapes of Swift string literals read: `\u{00A0}`, `\"`, `\n`, `\\`.
  static func unescaped(_ source: String) -> String {
    var result = ""
    var rest = Substring(source)
    while let backslash = rest.firstIndex(of: "\\") {
      result += rest[..<backslash]
      let after = rest[rest.index(after: backslash)...]
      let escaped: [Character: String] = ["n": "\n", "\"": "\"", "\\": "\\"]
      if let first = after.first, let character = escaped[first] {
        result += character
        rest = after.dropFirst()
      } else if after.hasPrefix("u{"), let end = after.firstIndex(of: "}"),
        let scalar = UInt32(after[after.index(after.startIndex, offsetBy: 2)..<end], radix: 16)
          .flatMap(Unicode.Scalar.init)
      {
        result.unicodeScalars.append(scalar)
        rest = after[after.index(after: end)...]
      } else {
        result += "\\"
        rest = after
      }
    }
    return result + rest
  }

  /// The pieces of `text` a spec must write out: between values and line breaks, trimmed, of two
  /// characters or more.
  static func pieces(of text: String) -> [String] {
    Words.pieces(of: text).flatMap { piece -> [String] in
      guard case .text(let text) = piece else { return [] }
      return text.split(separator: "\n").map { spaced(String($0)) }
    }.filter { $0.count >= 2 }
  }

  /// The translated tables as built, but English.
  static func translations() throws -> [[String: String]] {
    let bundle = try #require(ResourceBundle.installed)
    return try bundle.languages.filter { $0 != "en" }.map {
      try bundle.table("Localizable", of: $0).get()
    }
  }

  /// The words that, in some translation, are only values put together (`%1$@, %2$@`), a unit
  /// (`%d s`) or a separator (`、`): pinned through the sentences they fill, not by a text of
  /// their own.
  static let filledOnly = [
    "list.itemWithDay", "explain.instantWithDay", "edit.dueText", "terminal.commandSeparator",
    "fs.actionFailed", "fs.seconds",
  ]

  @Test func `the words pinned only through the sentences they fill`() throws {
    let tables = try Self.translations()
    let filledOnly = Word.translated.filter { word in
      tables.contains { Self.pieces(of: $0[word.rawValue] ?? "").isEmpty }
    }
    #expect(filledOnly.map(\.rawValue) == Self.filledOnly)
  }

  @Test func `every word a screen shows is pinned in a language other than English`() throws {
    let corpus = try Self.searchable.get()
    let tables = try Self.translations()
    let unpinned = Word.translated.filter { word in
      !Self.filledOnly.contains(word.rawValue)
        && !tables.contains { table in
          let pieces = Self.pieces(of: table[word.rawValue] ?? "")
          return !pieces.isEmpty && pieces.allSatisfy { corpus.contains($0) }
        }
    }
    #expect(unpinned.map(\.rawValue) == [])
  }

  @Test func `every form of a counted word is pinned in a language that has it`() throws {
    let corpus = try Self.searchable.get()
    let tables = try Self.translations()
    let forms = Word.counted.flatMap { word in
      PluralCategory.allCases.filter { $0 != .other }.map { word.key(for: $0) }
    }
    let unpinned = forms.filter { key in
      tables.contains { $0[key] != nil }
        && !tables.contains { table in
          let pieces = Self.pieces(of: table[key] ?? "")
          return !pieces.isEmpty && pieces.allSatisfy { corpus.contains($0) }
        }
    }
    #expect(unpinned == [])
  }
}
