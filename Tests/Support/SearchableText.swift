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
    self.text = text.precomposedStringWithCanonicalMapping.replacingOccurrences(
      of: "\u{0}", with: "\u{FFFD}")
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
