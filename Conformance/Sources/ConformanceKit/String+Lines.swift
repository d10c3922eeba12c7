extension String {
  /// The text's lines, split at each line feed (U+000A) alone, as the Python runner splits
  /// them: a carriage return before it stays at the line's end, for the reader to drop. (A split
  /// on the character `"\n"` would never split a file of CRLF line ends: to Swift, `"\r\n"` is
  /// one character.)
  var linesAtLineFeeds: [Substring] {
    unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(Substring.init)
  }
}
