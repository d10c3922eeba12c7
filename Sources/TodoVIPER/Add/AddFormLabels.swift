/// The words of the add form, chosen by the add presenter in the user's language: the prompt of
/// each of its fields and what it says when it closes without saving.
///
/// The presenter owns the words a module shows; the view prints them where its form needs them.
public struct AddFormLabels: Hashable, Sendable {
  /// Each field's prompt (``EntryField``): `Title: `, and the due date's with the earliest day
  /// accepted, `Due date (2026-11-23 or later): `.
  public var prompts: [EntryField: String]
  /// What the form says when it closes without saving (`Cancelled: nothing was added.`).
  public var cancelled: String

  /// Creates the labels.
  public init(prompts: [EntryField: String], cancelled: String) {
    self.prompts = prompts
    self.cancelled = cancelled
  }

  /// Returns the prompt of `field`, or an empty one when the labels have none.
  public func prompt(for field: EntryField) -> String {
    prompts[field] ?? ""
  }

  /// The labels in English, with no earliest day: what a form shows before its presenter sets
  /// its own.
  public static let english = AddFormLabels(
    prompts: EntryField.englishPrompts, cancelled: Words.english(.addCancelled))
}

extension EntryField {
  /// Every field's prompt in English, with no earliest day (``prompt``): the forms' prompts
  /// before their presenters set their own.
  static var englishPrompts: [EntryField: String] {
    Dictionary(uniqueKeysWithValues: allCases.map { ($0, Words.english($0.prompt)) })
  }
}
