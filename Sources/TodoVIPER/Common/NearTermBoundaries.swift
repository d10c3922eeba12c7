import Foundation

/// The five instants that divide the near term into today, tomorrow, later this week and next week.
///
/// The rules, in the calendar's own time zone and week:
/// - Today is the calendar day that holds "now".
/// - Tomorrow is the next calendar day that exists (where a day was skipped, the one after it).
/// - This week is the week that holds today, starting on the calendar's `firstWeekday` (1–7).
///   Later this week: after tomorrow, through the last day of this week.
/// - Next week is the following week, except a day that is tomorrow: tomorrow wins.
/// - The near term is half-open: from the first instant of today up to, not including, the first
///   instant of the week after next. Anything earlier or later has no relation.
///
/// Every boundary is the first instant of a calendar day, found from a day's own interval or from
/// the middle of a day, never by adding 86 400 seconds or one day to a midnight (a midnight may
/// not exist, or may happen twice). The calendar is asked a handful of questions once; relating a
/// due date is then four comparisons of instants.
///
/// ```swift
/// let boundaries = try #require(NearTermBoundaries(now: may21_2014AtNoon, calendar: sundayFirst))
/// #expect(boundaries.relation(of: may22_2014AtNoon) == .tomorrow)
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
    guard
      let today = calendar.dateInterval(of: .day, for: now),
      let tomorrow = calendar.dateInterval(of: .day, for: today.end),
      let startOfNextWeek = calendar.startOfDay(
        daysAfterTheDayOf: now, count: calendar.daysFromDayToNextWeek(of: now)),
      let startOfWeekAfterNext = calendar.startOfDay(
        daysAfterTheDayOf: now, count: calendar.daysFromDayToNextWeek(of: now) + 7),
      today.start <= now, now < today.end, today.end <= tomorrow.start,
      today.end <= startOfNextWeek, startOfNextWeek < startOfWeekAfterNext
    else { return nil }
    self.startOfToday = today.start
    self.startOfTomorrow = tomorrow.start
    self.startOfDayAfterTomorrow = tomorrow.end
    self.startOfNextWeek = startOfNextWeek
    self.startOfWeekAfterNext = startOfWeekAfterNext
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

extension Calendar {
  /// Returns how many calendar days lie from the day of `date` to the first day of the next week:
  /// 1 on the last day of a week, 7 on its first day.
  fileprivate func daysFromDayToNextWeek(of date: Date) -> Int {
    let daysIntoWeek = ((component(.weekday, from: date) - firstWeekday) % 7 + 7) % 7
    return 7 - daysIntoWeek
  }

  /// Returns the first instant of the calendar day `count` days after the day of `date`, or of
  /// the next day that exists where that one was skipped.
  ///
  /// It steps from the middle of the day, far from the midnights where time zones skip or repeat
  /// an hour, so a missing or repeated midnight cannot shift the result by a day.
  fileprivate func startOfDay(daysAfterTheDayOf date: Date, count: Int) -> Date? {
    guard let day = dateInterval(of: .day, for: date),
      let sameTimeLater = self.date(
        byAdding: .day, value: count, to: day.start.addingTimeInterval(day.duration / 2))
    else { return nil }
    return dateInterval(of: .day, for: sameTimeLater)?.start
  }
}
