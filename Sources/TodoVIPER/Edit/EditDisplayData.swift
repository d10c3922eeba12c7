import Foundation

/// What the edit view shows of the item being edited: the entry the form starts from (its
/// title and due instant, as a date picker would be set to it), its due date in words, and the
/// line that names both.
public struct EditDisplayData: Hashable, Sendable {
  /// The item's fields, as stored: the form's entry until the user changes it.
  public var entry: TodoEntry
  /// The due date in words: its day (`2026-11-23`) where the item is due at the start of a day,
  /// else the instant in the calendar's zone with its offset; then the weekday
  /// (`2026-11-23, Monday`).
  public var dueText: String
  /// The line that opens the form: `Editing: Pay rent, due 2026-11-23, Monday`.
  public var heading: String

  /// Creates the display data.
  public init(entry: TodoEntry, dueText: String, heading: String) {
    self.entry = entry
    self.dueText = dueText
    self.heading = heading
  }

  /// Creates the display data of an entry with this title and due instant.
  public init(title: String, dueDate: Date, dueText: String, heading: String) {
    self.init(entry: TodoEntry(title: title, dueDate: dueDate), dueText: dueText, heading: heading)
  }
}
