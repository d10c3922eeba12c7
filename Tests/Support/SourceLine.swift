/// Source text read the way the source checks need it, with the standard library alone.
///
/// The checks read every line of the package, tens of thousands of them, in a build without
/// optimization. Foundation's `contains(_:)` and `trimmingCharacters(in:)` on a `Substring` go
/// through `NSString`, and cost about a hundred times more than a search of the line's bytes:
/// over the whole of `Sources`, a tenth of a second for each check.
extension StringProtocol {
  /// The text without the spaces and tabs at its start and end: what Foundation's
  /// `trimmingCharacters(in: .whitespaces)` gives for a line of the package, none of which
  /// starts or ends with another space (such as U+00A0, which Foundation trims too).
  var trimmedOfSpaces: Substring {
    let text = Substring(self)
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let start = text.firstIndex { !isSpace($0) } ?? text.endIndex
    let end = text[start...].lastIndex { !isSpace($0) }.map(text.index(after:)) ?? start
    return Substring(text[start..<end])
  }

  /// Whether the text holds `word`, its UTF-8 bytes compared one by one: for the ASCII words a
  /// check looks for, the answer of Foundation's `contains(_:)`.
  func holds(_ word: String) -> Bool {
    let wanted = Array(word.utf8)
    let search = { (text: UnsafeBufferPointer<UInt8>) -> Bool in
      guard let first = wanted.first else { return true }
      guard text.count >= wanted.count else { return false }
      for start in 0...(text.count - wanted.count) where text[start] == first {
        var matched = 1
        while matched < wanted.count, text[start + matched] == wanted[matched] { matched += 1 }
        if matched == wanted.count { return true }
      }
      return false
    }
    return utf8.withContiguousStorageIfAvailable(search)
      ?? Array(utf8).withUnsafeBufferPointer(search)
  }

  /// The text's lines, split at each line feed of its UTF-8 bytes (a split of a `String` on the
  /// character "\n" compares every character, and costs ten times more).
  func lines(omittingEmpty: Bool = true) -> [Substring] {
    let text = Substring(self)
    return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: omittingEmpty)
      .map { text[$0.startIndex..<$0.endIndex] }
  }
}
