import Foundation

/// A large text, prepared once, in which many short pieces are looked up: its bytes in one
/// normal form, searched by the C library's `strstr`.
///
/// Both the text and every piece are put in Unicode's composed normal form (NFC) first, so that
/// a piece is found where it reads the same, however either was written ("é" as one character
/// or as "e" and an accent): the answer a `String` search gives, at the cost of a byte search.
/// The tests are built without optimization; the C library is not.
struct SearchableText: Sendable {
  /// The text in NFC, a zero (which would end it for `strstr`) read as U+FFFD: no piece looked
  /// up holds either.
  private let text: String

  init(_ text: String) {
    // U+FFFD for each zero byte, put in the UTF-8 bytes (a search of the whole text as
    // characters, for a character it hardly ever holds, took a tenth of a second).
    var bytes: [UInt8] = []
    for byte in text.precomposedStringWithCanonicalMapping.utf8 {
      if byte == 0 { bytes += [0xEF, 0xBF, 0xBD] } else { bytes.append(byte) }
    }
    self.text = String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `piece` occurs in the text; the empty piece occurs in every text, and a piece
  /// with a zero in none.
  func contains(_ piece: String) -> Bool {
    guard !piece.contains("\u{0}") else { return false }
    return text.withCString { haystack in
      piece.precomposedStringWithCanonicalMapping.withCString { strstr(haystack, $0) != nil }
    }
  }
}
