import Foundation

/// Strict readers of ISO 8601 text: a calendar date (`2026-11-23`) and an instant with a
/// time zone designator (`2025-06-11T23:59:59.999-04:00`, `2026-11-22T10:00:00Z`).
///
/// Foundation's own parser rolls an impossible date such as February 30 over into March; these
/// readers refuse it instead, and name no instant without its offset.
enum ISO8601Text {
  /// A day of the Gregorian calendar, as written.
  struct Day: Hashable {
    var year: Int
    var month: Int
    var day: Int
  }

  /// Returns the day `text` names, or `nil` unless it is a real `YYYY-MM-DD` date.
  static func day(_ text: String) -> Day? {
    guard let match = text.wholeMatch(of: /(\d{4})-(\d{2})-(\d{2})/),
      let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return Day(year: year, month: month, day: day)
  }

  /// Returns the instant `text` names, or `nil` unless it is a real date and time with
  /// `Z` or a `±hh:mm` offset, with or without fractional seconds.
  static func instant(_ text: String) -> Date? {
    let pattern = /(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|z|[+-]\d{2}:?\d{2})/
    guard let match = text.wholeMatch(of: pattern), let day = day(String(match.1)),
      let hour = Int(match.2), let minute = Int(match.3), let second = Int(match.4),
      hour < 24, minute < 60, second < 60,
      let offset = offsetSeconds(String(match.6))
    else { return nil }
    let fraction = match.5.flatMap { Double("0" + $0) } ?? 0
    let secondsOfDay = hour * 3_600 + minute * 60 + second
    let seconds = daysSince1970(day) * 86_400 + secondsOfDay - offset
    // Counted from 2001, as Date stores it, so the fraction is added without rounding twice.
    let secondsSince2001 = seconds - 978_307_200
    return Date(timeIntervalSinceReferenceDate: Double(secondsSince2001) + fraction)
  }

  /// Returns the offset `Z`, `+05:45` or `-0400` names, in seconds east of UTC.
  private static func offsetSeconds(_ text: String) -> Int? {
    if text == "Z" || text == "z" { return 0 }
    let digits = text.dropFirst().filter(\.isNumber)
    guard digits.count == 4, let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)),
      hours <= 18, minutes < 60
    else { return nil }
    let magnitude = hours * 3_600 + minutes * 60
    return text.hasPrefix("-") ? -magnitude : magnitude
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// Returns the number of days from 1970-01-01 to `day` in the proleptic Gregorian calendar
  /// (Howard Hinnant's `days_from_civil`).
  private static func daysSince1970(_ day: Day) -> Int {
    let year = day.month <= 2 ? day.year - 1 : day.year
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (day.month + (day.month > 2 ? -3 : 9)) + 2) / 5 + day.day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
