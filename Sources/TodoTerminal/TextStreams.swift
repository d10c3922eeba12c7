/// The longest line, in bytes, that a view accepts: 64 KiB.
public let maximumLineBytes = 65_536

/// One line read from the user, without its line break.
public enum InputLine: Hashable, Sendable {
  /// A line of text.
  case text(String)
  /// A line whose bytes are not UTF-8 text.
  case notUTF8
  /// A line longer than ``maximumLineBytes``; its bytes were read and dropped.
  case tooLong
  /// No more input: the user pressed Control-D, or the piped input ended.
  case endOfInput
}

/// Where the terminal views read the user's lines from.
public protocol LineInput: AnyObject {
  /// Returns the next line, or ``InputLine/endOfInput`` when there is none.
  func readLine() -> InputLine
  /// How many lines have been read so far: the number of the last line read, counting from 1.
  var linesRead: Int { get }
  /// Why the input could not be read, once a read failed (the input ended there); `nil` while
  /// every read has succeeded.
  var readFailure: String? { get }
}

/// Where the terminal views write: results to standard output, problems to standard error.
public protocol TextOutput: AnyObject {
  /// Writes text to standard output, as is.
  func write(_ text: String)
  /// Writes text to standard error, as is.
  func writeError(_ text: String)
  /// Why standard output could not be written, once a write to it failed; `nil` while every
  /// write has succeeded.
  var writeFailure: String? { get }
}
