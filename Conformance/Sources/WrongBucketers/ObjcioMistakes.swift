import Foundation
import TodoVIPER

/// The mistakes of the objc.io VIPER apps (issue 13, 2014), in Objective-C and in Swift:
/// the code this package re-creates.
extension WrongBucketer {
  static let sundayFirstWeeks = WrongBucketer(
    name: "sunday-first-weeks",
    mistake: "weeks always run Sunday to Saturday, whatever the calendar's first weekday",
    source:
      "objc.io issue 13 VIPER apps: the end of a week is hard-wired to Saturday "
      + "(NSCalendar+CalendarAdditions, daysRemainingInWeekWithDate:)"
  ) { question in
    var calendar = question.calendarOfCase
    calendar.firstWeekday = 1
    return Edges(rightFor: question, calendar: calendar)?.group(of: question.dueInstant)
  }

  static let yearBlindWeekNumbers = WrongBucketer(
    name: "year-blind-week-numbers",
    mistake: "this week and next week by week-of-year numbers alone, the year not compared",
    source:
      "objc.io issue 13 VIPER apps: isDate:duringSameWeekAsDate: compares NSWeekCalendarUnit "
      + "only, so a day a year later in the same week number is later this week"
  ) { question in
    guard let edges = Edges(rightFor: question) else { return nil }
    let group = edges.group(of: question.dueInstant)
    guard group == .laterThisWeek || group == .nextWeek || group == .afterNextWeek else {
      return group
    }
    let calendar = question.calendarOfCase
    let week = calendar.component(.weekOfYear, from: question.dueInstant)
    if week == calendar.component(.weekOfYear, from: question.nowInstant) { return .laterThisWeek }
    let inNextWeek = question.nowInstant.addingTimeInterval(7 * 86_400)
    if week == calendar.component(.weekOfYear, from: inNextWeek) { return .nextWeek }
    return .afterNextWeek
  }

  static let tomorrowLosesToNextWeek = WrongBucketer(
    name: "tomorrow-loses-to-next-week",
    mistake: "a tomorrow that starts next week is next week",
    source:
      "objc.io issue 13 VIPER apps: nearTermRelationForDate:relativeToToday: gives NextWeek to "
      + "a tomorrow outside today's week (today Saturday, weeks from Sunday)"
  ) { question in
    guard let edges = Edges(rightFor: question) else { return nil }
    let group = edges.group(of: question.dueInstant)
    return group == .tomorrow && edges.tomorrow >= edges.nextWeek ? .nextWeek : group
  }

  static let endOfDayAtNextMidnight = WrongBucketer(
    name: "end-of-day-at-next-midnight",
    mistake: "each part ends at the next part's first instant, inclusive",
    source:
      "objc.io issue 13 VIPER app in Swift: dateForEndOfDay returns the next midnight, so the "
      + "window took in items due at 00:00 after it"
  ) { question in
    guard let edges = Edges(rightFor: question) else { return nil }
    let due = question.dueInstant
    if due < edges.today { return .beforeToday }
    if due <= edges.tomorrow { return .today }
    if due <= edges.dayAfterTomorrow { return .tomorrow }
    if due <= edges.nextWeek { return .laterThisWeek }
    if due <= edges.weekAfterNext { return .nextWeek }
    return .afterNextWeek
  }

  static let wallClockDates = WrongBucketer(
    name: "wall-clock-dates",
    mistake: "today and tomorrow by the year, month and day the clock shows",
    source:
      "objc.io issue 13 VIPER apps: compareYearMonthDay compares the calendar's year, month "
      + "and day, and tomorrow is today plus one day"
  ) { question in
    let calendar = question.calendarOfCase
    guard let edges = Edges(rightFor: question),
      let tomorrow = calendar.date(byAdding: .day, value: 1, to: question.nowInstant)
    else { return nil }
    func day(_ date: Date) -> [Int] {
      let parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
      return [parts.era, parts.year, parts.month, parts.day].map { $0 ?? 0 }
    }
    let due = day(question.dueInstant)
    if due == day(question.nowInstant) { return .today }
    if due == day(tomorrow) { return .tomorrow }
    let group = edges.group(of: question.dueInstant)
    guard group == .today || group == .tomorrow else { return group }
    return question.dueInstant < question.nowInstant ? .beforeToday : .laterThisWeek
  }

  static let dayEndsAt235959 = WrongBucketer(
    name: "day-ends-at-23-59-59",
    mistake: "a day ends at 23:59:59, inclusive: its last second's fractions are the next day",
    source:
      "objc.io issue 13 VIPER app in Objective-C: dateForEndOfDay is the next midnight less one "
      + "second; DatePicker issue #43, \"Not receiving last second data\""
  ) { question in
    guard let edges = Edges(rightFor: question) else { return nil }
    let due = question.dueInstant
    if due < edges.today { return .beforeToday }
    if due <= edges.tomorrow - 1 { return .today }
    if due <= edges.dayAfterTomorrow - 1 { return .tomorrow }
    if due <= edges.nextWeek - 1 { return .laterThisWeek }
    if due <= edges.weekAfterNext - 1 { return .nextWeek }
    return .afterNextWeek
  }
}
