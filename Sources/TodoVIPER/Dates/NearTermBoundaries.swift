import Foundation

/// The five instants that divide the near term into today, tomorrow, later this week and next week.
///
/// The rules, in the calendar's own time zone and week:
/// - A day runs from its first instant up to, not including, the first instant of the next day
///   that exists. Its first instant is its midnight or, where that midnight was skipped, the first
///   instant the clock shows its date (01:00 in São Paulo on 2018-11-04). A day may last 22, 23,
///   23.5, 24, 24.5, 25 or 26 hours.
/// - Today is the calendar day that holds "now". Where the clock turns back across midnight
///   (America/Goose_Bay until 2010), a day that has begun goes on: the earlier date's repeated
///   minutes belong to the new day.
/// - Tomorrow is the next calendar day that exists (where a day was skipped, the one after it).
/// - This week is the week that holds today, starting on the calendar's `firstWeekday` (1–7).
///   Weeks count calendar days, skipped ones too: where a week's first day was skipped, the week
///   starts with its first day that exists. Later this week: after tomorrow, through the last day
///   of this week.
/// - Next week is the following week, except a day that is tomorrow: tomorrow wins.
/// - The near term is half-open: from the first instant of today up to, not including, the first
///   instant of the week after next. Anything earlier or later has no relation.
///
/// Every boundary is the first instant of a calendar day, found by walking from today one day
/// interval at a time, never by adding 86 400 seconds or one day to a date (a midnight may not
/// exist or may happen twice, and Foundation adds days wrongly across a skipped day). The calendar
/// is asked its questions once; relating a due date is then at most five comparisons of instants.
///
/// From `Specs/Dates/NearTermRelationSpecs.swift` (the fixtures are in `Fakes/Fixtures.swift`):
///
/// ```swift
/// let boundaries = try #require(
///   NearTermBoundaries(now: .may21AtNoon, calendar: .sundayFirst))
/// #expect(boundaries.relation(of: .iso("2014-05-22T09:00:00Z")) == .tomorrow)
/// ```
public struct NearTermBoundaries: Hashable, Sendable {
  /// The first instant of today; the near term starts here.
  public let startOfToday: Date
  /// The first instant of tomorrow.
  public let startOfTomorrow: Date
  /// The first instant of the day after tomorrow.
  public let startOfDayAfterTomorrow: Date
  /// The first instant of next week.
  public let startOfNextWeek: Date
  /// The first instant of the week after next; the near term ends just before it.
  public let startOfWeekAfterNext: Date

  /// Creates the boundaries of the near term around `now`, or returns `nil` where the calendar
  /// cannot answer (a Foundation failure; it is never papered over with a guess).
  ///
  /// - Parameters:
  ///   - now: The current instant, as the wall clock reports it.
  ///   - calendar: The calendar whose time zone, first weekday and days apply.
  public init?(now: Date, calendar: Calendar) {
    guard let today = calendar.day(holding: now),
      let tomorrow = calendar.day(after: today),
      let dayAfterTomorrow = calendar.day(after: tomorrow),
      let weeks = calendar.firstDaysOfTheNextTwoWeeks(after: today),
      // Mutant "< → <=" is equivalent: the first days of two weeks in a row are never the same instant; no zone, year or week rule scanned gave one.
      tomorrow.start <= weeks.next.start, weeks.next.start < weeks.afterNext.start
    else { return nil }
    self.startOfToday = today.start
    self.startOfTomorrow = tomorrow.start
    self.startOfDayAfterTomorrow = dayAfterTomorrow.start
    self.startOfNextWeek = weeks.next.start
    self.startOfWeekAfterNext = weeks.afterNext.start
  }

  /// Returns where `dueDate` falls in the near term, or `nil` when it is before today or after
  /// next week.
  @inlinable  // Callers in other modules compare in place, no call per item (see Benchmarks/).
  public func relation(of dueDate: Date) -> NearTermDateRelation? {
    if dueDate < startOfToday { return nil }
    if dueDate < startOfTomorrow { return .today }
    if dueDate < startOfDayAfterTomorrow { return .tomorrow }
    if dueDate < startOfNextWeek { return .laterThisWeek }
    if dueDate < startOfWeekAfterNext { return .nextWeek }
    return nil
  }
}

extension NearTermBoundaries {
  /// Returns the first instant of this week: of the first day of the week that holds today to
  /// exist (where the week's first day was skipped, its second), or `nil` where the calendar
  /// cannot answer.
  ///
  /// The near term does not need it (later this week ends where next week starts); `todo
  /// explain` shows it. Walks back from today as ``init(now:calendar:)`` walks forward.
  ///
  /// - Parameter calendar: The calendar these boundaries were made with.
  public func startOfThisWeek(in calendar: Calendar) -> Date? {
    var weekday = calendar.component(.weekday, from: startOfToday)
    var daysIntoWeek = ((weekday - calendar.firstWeekday) % 7 + 7) % 7
    var instant = startOfToday.addingTimeInterval(12 * 3_600)
    var firstDay = instant
    while daysIntoWeek > 0 {
      instant.addTimeInterval(-24 * 3_600)
      let earlierWeekday = calendar.component(.weekday, from: instant)
      let calendarDays = ((weekday - earlierWeekday) % 7 + 7) % 7
      // Where the clock went back a whole day (America/Sitka, 1867), a day earlier is the same weekday.
      guard calendarDays > 0 else { return nil }
      // A day that lies further back than the week's first day: that day was skipped.
      if calendarDays > daysIntoWeek { break }
      daysIntoWeek -= calendarDays
      weekday = earlierWeekday
      firstDay = instant
    }
    return calendar.dateInterval(of: .day, for: firstDay)?.start
  }
}

extension Calendar {
  /// Returns the day that holds `instant`: the latest day whose first instant it has reached.
  ///
  /// Where the clock turns back across midnight (America/Goose_Bay until 2010), Foundation gives
  /// an instant in the repeated minutes the earlier date, whose interval has already ended; the
  /// day that holds it is the one that began at that first midnight.
  fileprivate func day(holding instant: Date) -> DateInterval? {
    guard var day = dateInterval(of: .day, for: instant) else { return nil }
    var steps = 0
    // Mutant "<= → <" is equivalent: the only days found that end at the instant asked for are the zero-length days of a repeated date (America/Sitka 1867-10-18T09:01:13Z), where a step gives the same day again: both ways end with no day.
    // Mutant "< → <=" is equivalent: where one step does not reach the day (the zero-length days of America/Sitka 1867, Pacific/Apia 1892), every step gives the same day again, so a third ends with no day too; no other case was found.
    while day.end <= instant, steps < 2 {
      guard let next = dateInterval(of: .day, for: day.end) else { return nil }
      day = next
      steps += 1
    }
    return day.start <= instant && instant < day.end ? day : nil
  }

  /// Returns the next day that exists after `day`: the one that holds the instant `day` ends at.
  ///
  /// Where whole days were skipped (Pacific/Apia 2011-12-30), that is the day after them. Where
  /// the midnight that ends `day` fell inside a skipped hour that did not start at midnight
  /// (America/Toronto 1919-03-30: 23:30 became 00:30), Foundation lets `day` run to that
  /// midnight as if it had come, half an hour past the first instant of the next day: the next
  /// day starts at its own first instant, which ends `day`.
  fileprivate func day(after day: DateInterval) -> DateInterval? {
    // Mutant "< → <=" is equivalent: the next day starts where `day` does only if `day` has no length; today holds now, so has length, and tomorrow has none only on the zero-length days Foundation gives a repeated date (the seven Alaska zones in 1867; Apia, Midway, Pago Pago in 1892; Rarotonga), where the answer is the same either way: every minute from 9 days before to 2 days after each of the 25 offset changes of 12 h or more in 1800–2100, under all seven week rules, 2 772 875 answers alike, 333 025 of them with such a tomorrow.
    guard let next = dateInterval(of: .day, for: day.end), day.start < next.start,
      next.start <= day.end
    else { return nil }
    return next
  }

  /// Returns the first days that exist of next week and of the week after, walking day by day
  /// from `today` and counting calendar days by their weekdays, so a skipped day still counts.
  ///
  /// The walk asks for each day's weekday at an instant inside it, and for a day's interval only
  /// where a week starts: the interval is the costly question (Foundation looks up the zone's
  /// offset changes each time), the weekday a cheap one. The instant is today's first instant
  /// plus 12 hours, then 24 hours more for each day: a day that exists lasts 22 to 26 hours, so
  /// over two weeks the drift stays far from 12 hours and each instant falls in the next day
  /// that exists (after a skipped day, in the one after it, whose weekday says so).
  ///
  /// Adding days to a date across a skipped day lands a day late in Foundation
  /// (Pacific/Kanton 1994-12-31), and `dateInterval(of: .weekOfYear, for:)` may return `nil`
  /// (America/Nuuk 2026) or the wrong interval next to a skipped day, so neither is used.
  fileprivate func firstDaysOfTheNextTwoWeeks(
    after today: DateInterval
  ) -> (next: DateInterval, afterNext: DateInterval)? {
    var weekday = component(.weekday, from: today.start)
    var daysToWeekStart = 7 - ((weekday - firstWeekday) % 7 + 7) % 7
    var instant = today.start.addingTimeInterval(12 * 3_600)
    var starts: [DateInterval] = []
    // Two weeks are at most 14 steps; a skipped day makes a step longer, not more steps.
    for _ in 0..<14 {
      instant.addTimeInterval(24 * 3_600)
      let nextWeekday = component(.weekday, from: instant)
      let calendarDays = ((nextWeekday - weekday) % 7 + 7) % 7
      // Where the clock went back a whole day (America/Sitka, 1867), a day later is the same weekday.
      guard calendarDays > 0 else { return nil }
      daysToWeekStart -= calendarDays
      if daysToWeekStart <= 0 {
        guard let start = dateInterval(of: .day, for: instant) else { return nil }
        starts.append(start)
        daysToWeekStart += 7
        if starts.count == 2 { return (starts[0], starts[1]) }
      }
      weekday = nextWeekday
    }
    return nil
  }
}
