import Foundation

/// The fields of an entry, in the order the add form asks for them: the one description of the
/// add and edit forms.
///
/// For each field it gives the name a user types (the edit form's command that changes it, and
/// the name the help gives it), the value of a ``TodoEntry`` it fills (and so how a form reads
/// it), the words of its prompt and of its line in the help, and whether it may be left empty.
/// The presenters word the prompts from it, the rules an entry keeps judge by it, the terminal's
/// forms read one line for each field in this order and take each name as a command of the edit
/// form, the help lists the fields from it, and the tests write an entry's lines from it. A new
/// field is a case here and a property of ``TodoEntry``.
public enum EntryField: CaseIterable, Hashable, Sendable {
  /// What to do.
  case title
  /// When it is due.
  case dueDate

  /// Which value of an entry a field is, and so how a form reads its line.
  public enum Value: Sendable {
    /// Text, kept as typed until the entry is stored, which trims it.
    case text(WritableKeyPath<TodoEntry, String> & Sendable)
    /// An instant, typed in one of the forms a due date may take.
    case dueDate(WritableKeyPath<TodoEntry, Date> & Sendable)
  }

  /// The name a user types, `title` or `due`.
  ///
  /// It is the edit form's command that changes the field, and the name the help gives it. It
  /// stays English, as every command does.
  public var name: String {
    switch self {
    case .title: "title"
    case .dueDate: "due"
    }
  }

  /// The value of an entry the field fills.
  public var value: Value {
    switch self {
    case .title: .text(\.title)
    case .dueDate: .dueDate(\.dueDate)
    }
  }

  /// Whether the field may be left empty: an entry whose text field that may not be shows
  /// nothing is refused (see ``TodoItem/isBlank(title:)``).
  public var mayBeEmpty: Bool {
    switch self {
    case .title, .dueDate: false
    }
  }

  /// The word of its prompt, without the earliest day a due date may have: what a form shows
  /// before its presenter sets its words.
  public var prompt: Word {
    switch self {
    case .title: .formTitle
    case .dueDate: .formDueDate
    }
  }

  /// The word of its line in the help: what the field holds.
  public var help: Word {
    switch self {
    case .title: .formFieldTitle
    case .dueDate: .formFieldDueDate
    }
  }

  /// Returns its prompt, as a presenter words it: a due date's names the earliest day
  /// accepted, written in `timeZone` (`Due date (2026-11-23 or later): `).
  public func prompt(earliest: Date, timeZone: TimeZone) -> Message {
    switch value {
    case .text: Message(prompt)
    case .dueDate: EntryRules.dueDatePrompt(earliest: earliest, timeZone: timeZone)
    }
  }

  /// Returns every field's prompt in `words`, the earliest day written in `timeZone`.
  public static func prompts(
    earliest: Date, timeZone: TimeZone, in words: Words
  ) -> [EntryField: String] {
    Dictionary(
      uniqueKeysWithValues: allCases.map {
        ($0, words.text($0.prompt(earliest: earliest, timeZone: timeZone)))
      })
  }

  /// Returns the field whose name is `name`, or `nil` when none has it.
  public static func named(_ name: String) -> EntryField? {
    allCases.first { $0.name == name }
  }
}
