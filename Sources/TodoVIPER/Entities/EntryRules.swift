import Foundation

/// The rules an entry keeps, whether it is added or changed, and the words that name a broken
/// one: the add and edit modules share them, so a title or a date refused by one is refused by
/// the other, with the same message.
///
/// `package`: the interactors judge by the rules, the presenters word the problems.
package enum EntryRules {
  /// Returns `entry` as it is stored, or `nil` when a field that may not be empty shows nothing.
  ///
  /// Each of its text fields (``EntryField``) is stored without leading and trailing white
  /// space; one shows nothing as ``TodoItem/isBlank(title:)`` says. The title is the one field
  /// that may not be empty today.
  package static func stored(_ entry: TodoEntry) -> TodoEntry? {
    var stored = entry
    for field in EntryField.allCases {
      guard case .text(let path) = field.value else { continue }
      let trimmed = entry[keyPath: path].trimmingCharacters(in: .whitespacesAndNewlines)
      if !field.mayBeEmpty, TodoItem.isBlank(title: trimmed) { return nil }
      stored[keyPath: path] = trimmed
    }
    return stored
  }

  /// Returns the earliest due date an entry may have: the first instant of today, the same
  /// today the list shows (see ``NearTermBoundaries``), or the calendar's start of day where it
  /// cannot place `now`.
  package static func earliestDueDate(now: Date, calendar: Calendar) -> Date {
    NearTermBoundaries(now: now, calendar: calendar)?.startOfToday ?? calendar.startOfDay(for: now)
  }

  /// Returns the message for a due date before today, the days written in `timeZone`.
  package static func dueDateBeforeToday(
    dueDate: Date, earliest: Date, timeZone: TimeZone
  ) -> Message {
    Message(
      .entryDueDateBeforeToday, day(of: dueDate, in: timeZone), day(of: earliest, in: timeZone))
  }

  /// Returns the due-date field's prompt, naming the earliest day accepted, written in
  /// `timeZone`: `Due date (2026-11-23 or later): `.
  package static func dueDatePrompt(earliest: Date, timeZone: TimeZone) -> Message {
    Message(.formDueDateFrom, day(of: earliest, in: timeZone))
  }

  /// Returns the day of `date` in `timeZone`, as a message's value: `2026-11-23`, or its
  /// seconds after 1970 after the year 9999.
  private static func day(of date: Date, in timeZone: TimeZone) -> Message.Argument {
    ISO8601Instant.dayArgument(of: date, in: timeZone)
  }
}
