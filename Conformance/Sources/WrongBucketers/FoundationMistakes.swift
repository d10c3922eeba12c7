import Foundation
import TodoVIPER

/// Foundation's own answers, where they differ from the rules: what an app gets that calls
/// them directly.
extension WrongBucketer {
  static let foundationWeekInterval = WrongBucketer(
    name: "foundation-week-interval",
    mistake: "the weeks are Foundation's dateInterval(of: .weekOfYear, for:)",
    source:
      "Foundation: nil in America/Nuuk at 23:00-23:59 after the 2026 March change, wrong next "
      + "to a skipped day (found by this package's sweep; NearTermBoundaries' doc comment)"
  ) { question in
    let calendar = question.calendarOfCase
    guard let edges = Edges(rightFor: question),
      let thisWeek = calendar.dateInterval(of: .weekOfYear, for: question.nowInstant),
      let nextWeek = calendar.dateInterval(of: .weekOfYear, for: thisWeek.end)
    else { return nil }
    return edges.replacingWeeks(next: thisWeek.end, afterNext: nextWeek.end)
      .group(of: question.dueInstant)
  }

  static let isDateInTomorrowPlus60Seconds = WrongBucketer(
    name: "is-date-in-tomorrow-plus-60-s",
    mistake: "tomorrow is the day that holds the end of today plus 60 s, compared by date",
    source:
      "swift-corelibs-foundation NSCalendar.isDateInTomorrow: range(of: .day, for: Date()), "
      + "then compare(date, to: interval.end + 60.0, toUnitGranularity: .day)"
  ) { question in
    let calendar = question.calendarOfCase
    guard let edges = Edges(rightFor: question),
      let today = calendar.dateInterval(of: .day, for: question.nowInstant)
    else { return nil }
    let group = edges.group(of: question.dueInstant)
    guard group != .beforeToday, group != .today else { return group }
    let inTomorrow = today.end.addingTimeInterval(60)
    if calendar.compare(question.dueInstant, to: inTomorrow, toGranularity: .day) == .orderedSame {
      return .tomorrow
    }
    return group == .tomorrow ? edges.groupAfterTomorrow(of: question.dueInstant) : group
  }

  static let addingDaysAcrossASkippedDay = WrongBucketer(
    name: "adding-days-across-a-skipped-day",
    mistake: "next week's first day is today plus the days left in the week, by Foundation",
    source:
      "Foundation's date(byAdding: .day) lands a day late across a skipped day "
      + "(Pacific/Kanton 1994); whenever issue #252, \"The Samoa-esque problem\""
  ) { question in
    let calendar = question.calendarOfCase
    let toNextWeek = Edges.daysToNextWeek(from: question.nowInstant, in: calendar)
    guard let edges = Edges(rightFor: question),
      let nextWeek = calendar.date(byAdding: .day, value: toNextWeek, to: question.nowInstant),
      let weekAfter = calendar.date(
        byAdding: .day, value: toNextWeek + 7, to: question.nowInstant)
    else { return nil }
    return edges.replacingWeeks(
      next: calendar.startOfDay(for: nextWeek), afterNext: calendar.startOfDay(for: weekAfter)
    ).group(of: question.dueInstant)
  }

  static let foundationSameWeek = WrongBucketer(
    name: "foundation-same-week",
    mistake: "this week and next week by Foundation's isDate(_:equalTo:toGranularity: .weekOfYear)",
    source:
      "Foundation: the week test splits a week at the Japanese era change of 2019-05-01 (found "
      + "by this package's date edge cases)"
  ) { question in
    let calendar = question.calendarOfCase
    guard let edges = Edges(rightFor: question) else { return nil }
    let group = edges.group(of: question.dueInstant)
    guard group == .laterThisWeek || group == .nextWeek || group == .afterNextWeek else {
      return group
    }
    let due = question.dueInstant
    if calendar.isDate(due, equalTo: question.nowInstant, toGranularity: .weekOfYear) {
      return .laterThisWeek
    }
    let inNextWeek = edges.nextWeek.addingTimeInterval(43_200)
    if calendar.isDate(due, equalTo: inNextWeek, toGranularity: .weekOfYear) { return .nextWeek }
    return .afterNextWeek
  }
}
