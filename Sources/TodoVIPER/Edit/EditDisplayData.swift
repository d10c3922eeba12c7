import Foundation

/// What the edit view shows of the item being edited: its title and its due date, in words, the
/// line that names both, and the due instant the form starts from (as a date picker would be set
/// to it).
public struct EditDisplayData: Hashable, Sendable {
  /// The item's title, as stored.
  public var title: String
  /// The instant the item is due, the form's due date until the user changes it.
  public var dueDate: Date
  /// The due date in words: its day (`2026-11-23`) where the item is due at the start of a day,
  /// else the instant in the calendar's zone with its offset; then the weekday
  /// (`2026-11-23, Monday`).
  public var dueText: String
  /// The line that opens the form: `Editing: Pay rent, due 2026-11-23, Monday`.
  public var heading: String

  /// Creates the display data.
  public init(title: String, dueDate: Date, dueText: String, heading: String) {
    self.title = title
    self.dueDate = dueDate
    self.dueText = dueText
    self.heading = heading
  }
}
