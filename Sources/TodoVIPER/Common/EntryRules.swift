import Foundation

/// The rules an entry keeps, whether it is added or changed, and the words that name a broken
/// one: the add and edit modules share them, so a title or a date refused by one is refused by
/// the other, with the same message.
///
/// `package`: the interactors judge by the rules, the presenters word the problems.
package enum EntryRules {
  /// Returns a typed title as it is stored, without leading and trailing white space, or `nil`
  /// when it shows nothing (see ``TodoItem/isBlank(title:)``).
  package static func storedTitle(_ typed: String) -> String? {
    let trimmed = typed.trimmingCharacters(in: .whitespacesAndNewlines)
    return TodoItem.isBlank(title: trimmed) ? nil : trimmed
  }

  /// Returns the earliest due date an entry may have: the first instant of today, the same
  /// today the list shows (see ``NearTermBoundaries``), or the calendar's start of day where it
  /// cannot place `now`.
  package static func earliestDueDate(now: Date, calendar: Calendar) -> Date {
    NearTermBoundaries(now: now, calendar: calendar)?.startOfToday ?? calendar.startOfDay(for: now)
  }

  /// The message for a title that shows nothing.
  package static let emptyTitleMessage =
    "The title is empty: type at least one letter, digit or symbol."

  /// Returns the message for a due date before today, the days written in `timeZone`.
  package static func dueDateBeforeTodayMessage(
    dueDate: Date, earliest: Date, timeZone: TimeZone
  ) -> String {
    func day(_ date: Date) -> String { ISO8601Instant.day(of: date, in: timeZone) ?? "\(date)" }
    return "The due date \(day(dueDate)) is before today: choose \(day(earliest)) or later."
  }

  /// Returns the message for a store that refused to save, with its reason.
  package static func notSavedMessage(_ reason: String) -> String {
    "The item was not saved: \(reason)"
  }
}
