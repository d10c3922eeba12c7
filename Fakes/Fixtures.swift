import Foundation

extension Date {
  /// Returns the instant an ISO 8601 literal names, such as `"2014-05-21T12:00:00Z"`.
  ///
  /// For fixtures written by hand: a literal that does not parse is a mistake in the spec, and
  /// stops the test run with the literal in the message. It is Foundation's parser, which reads
  /// dates before 1582-10-15 as Julian; write such instants as seconds instead.
  public static func iso(_ literal: String) -> Date {
    guard let date = try? Date(literal, strategy: .iso8601) else {
      preconditionFailure("not an ISO 8601 instant with a time zone: \(literal)")
    }
    return date
  }

  /// Wednesday 2014-05-21 at noon UTC: "today" in the objc.io specs, and in ours that port them.
  public static let may21AtNoon = iso("2014-05-21T12:00:00Z")

  /// Sunday 2026-11-22 at 10:00 UTC: "today" in the terminal's specs and end-to-end tests
  /// (`todo --now 2026-11-22T10:00:00Z`).
  public static let nov22At10 = iso("2026-11-22T10:00:00Z")
}

extension Calendar {
  /// Returns a Gregorian calendar with the given week rule, time zone and locale, independent of
  /// the machine's settings.
  ///
  /// - Parameters:
  ///   - firstWeekday: The first day of the week, 1 = Sunday … 7 = Saturday.
  ///   - timeZone: An IANA time zone identifier; UTC by default.
  ///   - locale: A locale identifier for weekday names; `en_US_POSIX` by default.
  public static func gregorian(
    firstWeekday: Int, timeZone: String = "UTC", locale: String = "en_US_POSIX"
  ) -> Calendar {
    fixture(.gregorian, firstWeekday: firstWeekday, timeZone: timeZone, locale: locale)
  }

  /// Returns a calendar of any kind with the given week rule, time zone and locale, independent
  /// of the machine's settings.
  ///
  /// For fixtures written by hand: an unknown time zone is a mistake in the spec, and stops the
  /// test run with the identifier in the message.
  ///
  /// - Parameters:
  ///   - identifier: The kind of calendar: `.gregorian`, `.japanese`, `.hebrew`, `.persian` …
  ///   - firstWeekday: The first day of the week, 1 = Sunday … 7 = Saturday.
  ///   - timeZone: An IANA time zone identifier; UTC by default.
  ///   - locale: A locale identifier for weekday names; `en_US_POSIX` by default.
  public static func fixture(
    _ identifier: Calendar.Identifier, firstWeekday: Int, timeZone: String = "UTC",
    locale: String = "en_US_POSIX"
  ) -> Calendar {
    guard let zone = TimeZone(identifier: timeZone) else {
      preconditionFailure("not a time zone identifier: \(timeZone)")
    }
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = zone
    calendar.locale = Locale(identifier: locale)
    calendar.firstWeekday = firstWeekday
    calendar.minimumDaysInFirstWeek = 1
    return calendar
  }

  /// The calendar of the objc.io specs: Gregorian, weeks from Sunday, UTC, English.
  public static let sundayFirst = gregorian(firstWeekday: 1)
  /// The same calendar with weeks from Monday, as most of the world counts them.
  public static let mondayFirst = gregorian(firstWeekday: 2)
}
