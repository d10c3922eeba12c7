import Foundation

/// A thing to do, with the instant it is due.
///
/// The entity of both modules (objc.io's `VTDTodoItem`). Interactors work with it; presenters never
/// see it. Equality is synthesised, so every stored property takes part in it.
public struct TodoItem: Hashable, Sendable {
  /// What to do, as the user typed it.
  public var title: String
  /// The instant the item is due.
  public var dueDate: Date

  /// Creates an item with a title and a due instant.
  public init(title: String, dueDate: Date) {
    self.title = title
    self.dueDate = dueDate
  }
}

extension TodoItem {
  /// Returns whether a title shows nothing: it is empty, or holds only white space and
  /// characters that take no room on screen.
  ///
  /// Those are Unicode's default-ignorable code points (U+200B ZERO WIDTH SPACE, U+2060 WORD
  /// JOINER, U+FEFF, U+00AD SOFT HYPHEN, U+034F, the Hangul fillers U+3164 and U+FFA0 …) and
  /// U+2800 BRAILLE PATTERN BLANK, which shows as a space though Unicode counts it a symbol.
  /// Both modules use this one rule: the add module refuses such a title, and the file store
  /// refuses a file that holds one.
  public static func isBlank(title: String) -> Bool {
    title.unicodeScalars.allSatisfy { scalar in
      scalar.properties.isWhitespace || scalar.properties.isDefaultIgnorableCodePoint
        || scalar == "\u{2800}"
    }
  }
}
