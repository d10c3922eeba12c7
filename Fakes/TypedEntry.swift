import TodoTerminal
import TodoVIPER

/// What a user types for one entry, a line for each field: a test's entry as one value.
///
/// Its ``lines`` come in the order the forms ask for the fields (``EntryField``), the one
/// description the terminal's views and the help read too, so a test that types an entry never
/// restates that order: a field added to the forms is a property here with its default, and every
/// script that types an entry types it.
public struct TypedEntry: Hashable, Sendable {
  /// The title's line.
  public var title: String
  /// The due date's line, as typed (`2026-11-23`, `tomorrow`, `friday` …).
  public var due: String

  /// Creates the entry typed as `title`, then `due`.
  public init(_ title: String, due: String) {
    self.title = title
    self.due = due
  }

  /// The line typed for `field`.
  public func typed(_ field: EntryField) -> String {
    switch field {
    case .title: title
    case .dueDate: due
    }
  }

  /// The entry's lines, one for each field, in the order the forms ask for them.
  public var lines: [String] { EntryField.allCases.map(typed) }

  /// The entry's lines as a view reads them, with the lines `refused` names typed before a
  /// field's own: lines a form refuses, and asks for that field again, at a terminal.
  public func inputLines(refused: [EntryField: [InputLine]] = [:]) -> [InputLine] {
    EntryField.allCases.flatMap { (refused[$0] ?? []) + [.text(typed($0))] }
  }
}

/// The input a test pipes into `todo` or scripts into a view, written from values: the commands
/// of the list and of the edit form, and each entry through ``TypedEntry``.
public enum Script {
  /// `add`, then the lines of the entry typed as `title` and `due`: `add\nBuy milk\n2026-11-23\n`.
  public static func add(_ title: String, due: String) -> String {
    add(TypedEntry(title, due: due))
  }

  /// `add`, then the entry's lines.
  public static func add(_ entry: TypedEntry) -> String {
    text(addLines(entry))
  }

  /// `add`, then the entry's lines, as a scripted terminal takes them.
  public static func addLines(_ entry: TypedEntry) -> [String] {
    ["add"] + entry.lines
  }

  /// The edit form's lines that give each field of `typed` its new value (its name, then the
  /// line typed), in the order the forms ask for them, then `save`:
  /// `title\nPay the rent\nsave\n`.
  public static func change(_ typed: [EntryField: String]) -> String {
    text(
      EntryField.allCases.flatMap { field in typed[field].map { [field.name, $0] } ?? [] }
        + ["save"])
  }

  /// `lines`, each ended by a line break.
  public static func text(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  /// The number of the input line after `entries` added entries (each `add` and a line for
  /// each field) and `lines` other lines: what a message from a pipe names, counted from 1.
  ///
  /// A test that pins such a number writes it from here, so that it stays true when a field
  /// is added to the forms.
  public static func line(afterEntries entries: Int, lines: Int = 0) -> Int {
    entries * (1 + EntryField.allCases.count) + lines + 1
  }

  /// The number of the line of `field` in the entry added after `entries` entries and `lines`
  /// other lines.
  public static func line(
    of field: EntryField, afterEntries entries: Int = 0, lines: Int = 0
  ) -> Int {
    line(afterEntries: entries, lines: lines) + 1
      + (EntryField.allCases.firstIndex(of: field) ?? 0)
  }

  /// The lines of the entry added after `entries` entries and `lines` other lines, its first
  /// field's and its last's joined by `dash`, as a message from a pipe names them: `2-3`.
  public static func entryLines(
    afterEntries entries: Int = 0, lines: Int = 0, dash: String = "-"
  ) -> String {
    let first = line(afterEntries: entries, lines: lines) + 1
    return "\(first)\(dash)\(first + EntryField.allCases.count - 1)"
  }
}
