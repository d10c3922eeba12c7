import Foundation

/// A day as a person writes it, `2011-12-31`, and its first instant in a calendar's time zone.
///
/// The add form reads a typed date with it (`DueDateParser`), and a regression case reads its
/// `due` with it, so that a case means what `add` would store. `package`: the terminal and the
/// cases use it; it is no part of the core's lesson.
package enum LocalDay {
  /// The first instant of a day, or why there is none.
  package enum FirstInstant: Hashable, Sendable {
    /// The day's first instant: its midnight, or where that was skipped, the first instant after.
    case instant(Date)
    /// The text is not a real `YYYY-MM-DD` day.
    case notADay
    /// The day was skipped in the zone (2011-12-30 in Pacific/Apia).
    case skipped
    /// The calendar could not find the day.
    case cannotPlace
  }

  /// Returns whether `text` is a real `YYYY-MM-DD` date of the ISO 8601 calendar, such as
  /// `2024-02-29` but not `2025-02-29` (which Foundation's parser would roll into March).
  package static func isDay(_ text: String) -> Bool {
    text.utf8.count == 10 && ISO8601Instant.date(from: text + "T00:00:00Z") != nil
  }

  /// Returns the day after `text`, a real `YYYY-MM-DD` day: `2011-12-31` after `2011-12-30`;
  /// `nil` after `9999-12-31`.
  package static func day(after text: String) -> String? {
    guard let midday = ISO8601Instant.date(from: text + "T12:00:00Z"),
      let next = ISO8601Instant.text(for: midday + 86_400)
    else { return nil }
    return String(next.prefix(10))
  }

  /// Returns the first instant of the day `text` in the time zone of `calendar`.
  ///
  /// The day is found from its midday, computed without `Calendar` (whose Gregorian calendar
  /// turns Julian before October 1582), and checked by writing its first instant back as an
  /// ISO 8601 date: a skipped day's interval is the next day's.
  package static func firstInstant(of text: String, in calendar: Calendar) -> FirstInstant {
    let zone = calendar.timeZone
    guard let middayInUTC = ISO8601Instant.date(from: text + "T12:00:00Z") else {
      return .notADay
    }
    let midday = middayInUTC - Double(zone.secondsFromGMT(for: middayInUTC))
    guard let start = calendar.dateInterval(of: .day, for: midday)?.start,
      let shown = ISO8601Instant.day(of: start, in: zone)
    else { return .cannotPlace }
    return shown == text ? .instant(start) : .skipped
  }
}
