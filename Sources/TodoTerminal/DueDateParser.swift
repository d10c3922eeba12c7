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

  /// What the form accepts, in short, for messages.
  public static let acceptedForms =
    "YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), "
    + "today, tomorrow or a weekday name"

  /// What the form accepts, with what each form means, for help.
  ///
  /// Keep it with the list above and the reader below: the three say the same.
  public static let acceptedFormsExplained =
    "YYYY-MM-DD (the start of that day), an ISO 8601 date-time with Z or an offset "
    + "(2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00), today, tomorrow, or a weekday "
    + "name in English (the next day with that name, today included)"

  /// Returns the instant `text` names, or the reason it names none.
  public func dueDate(from text: String) -> Result<Date, DueDateError> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let word = trimmed.lowercased()
    if let instant = ISO8601Instant.date(from: trimmed) { return .success(instant) }
    if Self.isDay(trimmed) { return firstInstant(of: trimmed) }
    let now = clock.now()
    let nearTerm = NearTermBoundaries(now: now, calendar: calendar)
    if word == "today" { return found(nearTerm?.startOfToday, trimmed) }
    if word == "tomorrow" { return found(nearTerm?.startOfTomorrow, trimmed) }
    if let weekday = englishWeekdayNames.firstIndex(of: word).map({ $0 + 1 }) {
      guard let nearTerm else { return .failure(.calendarCannotPlace(trimmed)) }
      for start in [nearTerm.startOfToday, nearTerm.startOfTomorrow]
      where calendar.component(.weekday, from: start) == weekday {
        return .success(start)
      }
      return found(
        calendar.nextDate(
          after: nearTerm.startOfTomorrow, matching: DateComponents(weekday: weekday),
          matchingPolicy: .nextTime),
        trimmed)
    }
    return .failure(.notADate(trimmed))
  }

  /// Returns the day of `date` in the calendar's time zone, as `YYYY-MM-DD`.
  public func day(of date: Date) -> String {
    ISO8601Instant.day(of: date, in: calendar.timeZone) ?? "\(date)"
  }

  /// Returns whether `text` is a real `YYYY-MM-DD` date of the ISO 8601 calendar, such as
  /// `2024-02-29` but not `2025-02-29` (which Foundation's parser would roll into March).
  private static func isDay(_ text: String) -> Bool {
    text.utf8.count == 10 && ISO8601Instant.date(from: text + "T00:00:00Z") != nil
  }

  private func found(_ date: Date?, _ text: String) -> Result<Date, DueDateError> {
    date.map { .success($0) } ?? .failure(.calendarCannotPlace(text))
  }

  /// Returns the first instant of a day of the ISO 8601 calendar in the calendar's time zone, or
  /// an error when that day was skipped there.
  ///
  /// The day is found from its midday, computed without `Calendar` (whose Gregorian calendar
  /// turns Julian before October 1582), and checked by writing its first instant back as an
  /// ISO 8601 date.
  private func firstInstant(of text: String) -> Result<Date, DueDateError> {
    let zone = calendar.timeZone
    guard let middayInUTC = ISO8601Instant.date(from: text + "T12:00:00Z") else {
      return .failure(.notADate(text))
    }
    let midday = middayInUTC - Double(zone.secondsFromGMT(for: middayInUTC))
    guard let start = calendar.dateInterval(of: .day, for: midday)?.start,
      let shown = ISO8601Instant.day(of: start, in: zone)
    else { return .failure(.calendarCannotPlace(text)) }
    guard shown == text else {
      return .failure(.skippedDay(text, timeZone: zone.identifier))
    }
    return .success(start)
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

/// The weekday names typed in English, Sunday first, as `Calendar`'s weekday 1 is Sunday.
let englishWeekdayNames = [
  "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
]
