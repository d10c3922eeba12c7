import Foundation
import TodoVIPER

/// Reads the due date a user typed into the add form, in the calendar's time zone.
///
/// It converts text to an instant, as a date picker would, and judges nothing: whether the date
/// is too early is the add module's business. It accepts:
/// - `2026-11-23`: the first instant of that day;
/// - `2026-11-23T09:30:00Z`, `2025-06-11T23:59:59.999-04:00`: that instant;
/// - `today`, `tomorrow`: the first instant of that day;
/// - a weekday name in English (`friday`): the first instant of the next day with that name,
///   today included.
public struct DueDateParser {
  private let calendar: Calendar
  private let clock: any WallClock

  /// Creates a parser for the given calendar (its time zone) and clock ("today").
  public init(calendar: Calendar, clock: any WallClock) {
    self.calendar = calendar
    self.clock = clock
  }

  /// What the form accepts, for messages and help.
  public static let acceptedForms =
    "YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), "
    + "today, tomorrow or a weekday name"

  /// Returns the instant `text` names, or the reason it names none.
  public func dueDate(from text: String) -> Result<Date, DueDateError> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let word = trimmed.lowercased()
    if let instant = ISO8601Instant.date(from: trimmed) { return .success(instant) }
    if let day = ISO8601Text.day(trimmed) { return firstInstant(of: day, text: trimmed) }
    let now = clock.now()
    if word == "today" { return found(calendar.dateInterval(of: .day, for: now)?.start, trimmed) }
    if word == "tomorrow" { return found(calendar.dateInterval(of: .day, for: now)?.end, trimmed) }
    if let weekday = Self.englishWeekdays.firstIndex(of: word).map({ $0 + 1 }) {
      if calendar.component(.weekday, from: now) == weekday {
        return found(calendar.dateInterval(of: .day, for: now)?.start, trimmed)
      }
      return found(
        calendar.nextDate(
          after: now, matching: DateComponents(weekday: weekday), matchingPolicy: .nextTime),
        trimmed)
    }
    return .failure(.notADate(trimmed))
  }

  /// Returns the day of `date` in the calendar's time zone, as `YYYY-MM-DD`.
  public func day(of date: Date) -> String {
    date.formatted(Date.ISO8601FormatStyle(timeZone: calendar.timeZone).year().month().day())
  }

  private static let englishWeekdays = [
    "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
  ]

  private func found(_ date: Date?, _ text: String) -> Result<Date, DueDateError> {
    date.map { .success($0) } ?? .failure(.calendarCannotPlace(text))
  }

  /// Returns the first instant of a Gregorian day in the calendar's time zone, or an error when
  /// that day was skipped there.
  private func firstInstant(of day: ISO8601Text.Day, text: String) -> Result<Date, DueDateError> {
    var gregorian = Calendar(identifier: .gregorian)
    gregorian.timeZone = calendar.timeZone
    let midday = DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)
    guard let date = gregorian.date(from: midday),
      let interval = gregorian.dateInterval(of: .day, for: date)
    else { return .failure(.calendarCannotPlace(text)) }
    let found = gregorian.dateComponents([.year, .month, .day], from: interval.start)
    guard found.year == day.year, found.month == day.month, found.day == day.day else {
      return .failure(.skippedDay(text, timeZone: calendar.timeZone.identifier))
    }
    return .success(interval.start)
  }
}

/// Why a typed due date names no instant.
public enum DueDateError: Error, Hashable, CustomStringConvertible {
  /// The text is not in any accepted form.
  case notADate(String)
  /// The day was skipped in the time zone (such as 2011-12-30 in Pacific/Apia).
  case skippedDay(String, timeZone: String)
  /// The calendar could not find the day.
  case calendarCannotPlace(String)

  /// A sentence naming the problem and what would be accepted.
  public var description: String {
    switch self {
    case .notADate(let text):
      "'\(text.escapedForTerminal)' is not a due date: type \(DueDateParser.acceptedForms)."
    case .skippedDay(let text, let timeZone):
      "\(text) does not exist in \(timeZone): the time zone skipped that day. Choose another day."
    case .calendarCannotPlace(let text):
      "The calendar cannot place '\(text.escapedForTerminal)': type \(DueDateParser.acceptedForms)."
    }
  }
}
