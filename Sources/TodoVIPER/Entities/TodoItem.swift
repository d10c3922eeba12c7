import Foundation

/// A thing to do: who it is, what it says and when it is due.
///
/// The entity of every module (objc.io's `VTDTodoItem`). Interactors work with it; presenters never
/// see it. Equality is synthesised, so every stored property takes part in it.
///
/// **Identity.** ``id`` is made once, when the item is added, by an injected ``IdentitySource``
/// (as "now" comes from a ``WallClock``), and never changes: it is what crosses from one module
/// to another and what a store finds an item by, never its title or its position in a list.
/// Whether an item is done is the store's to keep (see ``EditDataManager``), not the entity's:
/// the upcoming list holds only items still to do.
public struct TodoItem: Hashable, Sendable, Identifiable {
  /// An item's identity: a UUID, written as its lowercase text
  /// (`6f9619ff-8b86-d011-b42d-00cf4fc964ff`).
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    /// The identifier.
    public var uuid: UUID

    /// Creates an identity from a UUID.
    public init(_ uuid: UUID) {
      self.uuid = uuid
    }

    /// Creates an identity from its text, or returns `nil` when the text is not a UUID.
    public init?(_ text: String) {
      guard let uuid = UUID(uuidString: text) else { return nil }
      self.uuid = uuid
    }

    /// The identity as lowercase text, as the store file writes it.
    public var description: String { uuid.uuidString.lowercased() }
  }

  /// The item's identity, made when it was added.
  public var id: ID
  /// What to do, as the user typed it.
  public var title: String
  /// The instant the item is due.
  public var dueDate: Date

  /// Creates an item.
  public init(id: ID, title: String, dueDate: Date) {
    self.id = id
    self.title = title
    self.dueDate = dueDate
  }

  /// Creates the item with identity `id` that holds `entry`'s fields.
  public init(id: ID, entry: TodoEntry) {
    self.init(id: id, title: entry.title, dueDate: entry.dueDate)
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
