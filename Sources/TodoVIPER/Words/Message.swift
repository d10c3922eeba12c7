import Foundation

/// A sentence to show the user, before its language is chosen: a ``Word`` and the values that go
/// into it.
///
/// Errors carry messages rather than English text, so that whoever shows one (a presenter, the
/// terminal) words it in the user's language with its ``Words``: a store that cannot save says
/// `Message(.storeCannotSave, .text(path), .message(reason))`, and the add form shows it in
/// German where the user reads German. The values stay as they are in every language: a path, a
/// title, an ISO 8601 date.
public struct Message: Hashable, Sendable, CustomStringConvertible {
  /// A value that goes into a sentence.
  public enum Argument: Hashable, Sendable {
    /// A text shown as it is, in every language: a path, a title, a date, a command's name.
    case text(String)
    /// A whole number, written in ASCII digits in every language.
    case number(Int)
    /// A number that may have a fraction, such as a count of seconds: written as the language
    /// writes numbers, in ASCII digits grouped by three, with its decimal mark
    /// (`253.402.351.199,5` in German).
    case decimal(Double)
    /// A sentence of its own, worded in the same language.
    case message(Message)
    /// A sentence already worded in the same language, its values put in (escaped and isolated
    /// where the language needs it): put in as it is, neither escaped nor isolated again.
    case worded(String)
    /// The reason of a failed system call, by `errno`: the table's words in every language,
    /// English's those of glibc's `strerror` (`system.ENOENT` …), and `system.other`, which
    /// names the number, for an `errno` with no word of its own. Never English inside a
    /// translated sentence, and no call of the C library in the core.
    case systemError(Int32)
  }

  /// The sentence's word; `nil` for a text shown as it is, whatever the language.
  public var word: Word?
  /// The values, in the order of the English sentence's `%@` and `%d`.
  public var arguments: [Argument]

  /// Creates the message `word`, with `arguments`.
  public init(_ word: Word, _ arguments: Argument...) {
    self.init(word, arguments: arguments)
  }

  /// Creates the message `word`, with `arguments`.
  public init(_ word: Word, arguments: [Argument]) {
    self.init(word: word, arguments: arguments)
  }

  private init(word: Word?, arguments: [Argument]) {
    self.word = word
    self.arguments = arguments
  }

  /// Returns a message that is `text` in every language: the reason an error gives that does
  /// not word itself (see ``WordedError``), such as a test double's, or an instant.
  ///
  /// A language written right to left shows it escaped and isolated, as a text put in a
  /// sentence.
  public static func verbatim(_ text: String) -> Message {
    Message(word: nil, arguments: [.text(text)])
  }

  /// Returns the reason of a failed system call, by `errno` (see ``Argument/systemError(_:)``).
  public static func systemError(_ code: Int32) -> Message {
    Message(word: nil, arguments: [.systemError(code)])
  }

  /// Returns what `error` says: its message, when it words itself (``WordedError``), otherwise
  /// its description, as it is.
  public static func of(_ error: any Error) -> Message {
    (error as? any WordedError)?.message ?? .verbatim(String(describing: error))
  }

  /// The message in English.
  public var description: String { Words.english.text(self) }
}

/// An error that says what went wrong as a ``Message``, so that it can be shown in any language.
///
/// Its `description` is the message in English.
public protocol WordedError: Error, CustomStringConvertible {
  /// What went wrong.
  var message: Message { get }
}

extension WordedError {
  public var description: String { message.description }
}
