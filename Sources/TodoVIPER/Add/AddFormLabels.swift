/// The words of the add form, chosen by the add presenter in the user's language: the prompts
/// of its two fields and what it says when it closes without saving.
///
/// The presenter owns the words a module shows; the view prints them where its form needs them.
public struct AddFormLabels: Hashable, Sendable {
  /// The title field's prompt: `Title: `.
  public var title: String
  /// The due-date field's prompt, with the earliest day accepted:
  /// `Due date (2026-11-23 or later): `.
  public var dueDate: String
  /// What the form says when it closes without saving (`Cancelled: nothing was added.`).
  public var cancelled: String

  /// Creates the labels.
  public init(title: String, dueDate: String, cancelled: String) {
    self.title = title
    self.dueDate = dueDate
    self.cancelled = cancelled
  }

  /// The labels in English, with no earliest day: what a form shows before its presenter sets
  /// its own.
  public static let english = AddFormLabels(
    title: Words.english(.formTitle), dueDate: Words.english(.formDueDate),
    cancelled: Words.english(.addCancelled))
}
