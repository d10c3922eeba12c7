/// The words of the edit form, chosen by the edit presenter in the user's language: the prompts
/// of its commands and of each field, the question before a delete, and what it says when it
/// keeps the item or closes without a change.
///
/// The presenter owns the words a module shows; the view prints them where its form needs them.
/// The form's commands themselves (`title`, `due`, `save` …) are the terminal's, as every
/// command is.
public struct EditFormLabels: Hashable, Sendable {
  /// The prompt of a command: `edit> `.
  public var command: String
  /// Each field's prompt (``EntryField``), as the add form's: `Title: `, and the due date's with
  /// the earliest day accepted, `Due date (2026-11-23 or later): `.
  public var prompts: [EntryField: String]
  /// The question before a delete: `Delete it? Type yes to delete: `.
  public var confirmDelete: String
  /// What the form says when the answer to that question is not yes (`Not deleted.`).
  public var notDeleted: String
  /// What the form says when it closes with nothing changed
  /// (`Cancelled: nothing was changed.`).
  public var cancelled: String

  /// Creates the labels.
  public init(
    command: String, prompts: [EntryField: String], confirmDelete: String, notDeleted: String,
    cancelled: String
  ) {
    self.command = command
    self.prompts = prompts
    self.confirmDelete = confirmDelete
    self.notDeleted = notDeleted
    self.cancelled = cancelled
  }

  /// Returns the prompt of `field`, or an empty one when the labels have none.
  public func prompt(for field: EntryField) -> String {
    prompts[field] ?? ""
  }

  /// The labels in English, with no earliest day: what a form shows before its presenter sets
  /// its own.
  public static let english = EditFormLabels(
    command: Words.english(.editPrompt), prompts: EntryField.englishPrompts,
    confirmDelete: Words.english(.editConfirmDelete),
    notDeleted: Words.english(.editNotDeletedAfterNo), cancelled: Words.english(.editCancelled))
}
