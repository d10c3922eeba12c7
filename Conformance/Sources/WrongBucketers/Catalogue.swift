import Foundation
import TodoVIPER

extension WrongBucketer {
  /// Every wrong bucketer, each the rules with one mistake that real code made.
  public static let all: [WrongBucketer] = [
    sundayFirstWeeks, yearBlindWeekNumbers, tomorrowLosesToNextWeek, endOfDayAtNextMidnight,
    daysOf86400Seconds, startOfDayPlusDays, foundationWeekInterval, isDateInTomorrowPlus60Seconds,
    processTimeZone, nextWeekWithinSevenDays, wallClockDates, addingDaysAcrossASkippedDay,
    everyDayExists, foundationSameWeek, weeksOfDaysThatExist, dayEndsAt235959, wholeSeconds,
    clockTimeSinceMidnight,
  ]

  /// Returns the wrong bucketer named `name`, if the catalogue has one.
  public static func named(_ name: String) -> WrongBucketer? {
    all.first { $0.name == name }
  }

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

  static let daysOf86400Seconds = WrongBucketer(
    name: "days-of-86400-s",
    mistake: "every day lasts 86 400 s: each edge is the start of today plus whole days",
    source:
      "30-seconds-of-code issue #564, \"tomorrow() is wrong two hours of the year\": a day "
      + "taken as 60 * 60 * 24 s"
  ) { question in
    let calendar = question.calendarOfCase
    let today = calendar.startOfDay(for: question.nowInstant)
    let toNextWeek = Double(Edges.daysToNextWeek(from: question.nowInstant, in: calendar))
    let day = 86_400.0
    return Edges(
      today: today, tomorrow: today + day, dayAfterTomorrow: today + 2 * day,
      nextWeek: today + toNextWeek * day, weekAfterNext: today + (toNextWeek + 7) * day
    ).group(of: question.dueInstant)
  }

  static let startOfDayPlusDays = WrongBucketer(
    name: "start-of-day-plus-days",
    mistake: "each edge is the start of today plus whole calendar days, not the day's own start",
    source:
      "moment-timezone issue #672, \"Incorrect output when adding a day at 00:00 on a DST "
      + "switch (Brazil)\"; Apache Druid PR #8711, days that do not start at midnight"
  ) { question in
    let calendar = question.calendarOfCase
    let today = calendar.startOfDay(for: question.nowInstant)
    let toNextWeek = Edges.daysToNextWeek(from: question.nowInstant, in: calendar)
    func plus(_ days: Int) -> Date? { calendar.date(byAdding: .day, value: days, to: today) }
    guard let tomorrow = plus(1), let dayAfter = plus(2), let nextWeek = plus(toNextWeek),
      let weekAfter = plus(toNextWeek + 7)
    else { return nil }
    return Edges(
      today: today, tomorrow: tomorrow, dayAfterTomorrow: dayAfter, nextWeek: nextWeek,
      weekAfterNext: weekAfter
    ).group(of: question.dueInstant)
  }

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

  static let processTimeZone = WrongBucketer(
    name: "process-time-zone",
    mistake: "days in the process's time zone (UTC on a server) instead of the calendar's",
    source:
      "cally issue #56, \"'today' calculated relative to UTC rather than system time\"; the "
      + "objc.io apps read the device's calendar, never the one they were given"
  ) { question in
    var calendar = question.calendarOfCase
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    return Edges(rightFor: question, calendar: calendar)?.group(of: question.dueInstant)
  }

  static let nextWeekWithinSevenDays = WrongBucketer(
    name: "next-week-within-7-days",
    mistake: "this week is the 7 days from today, next week the 7 after",
    source:
      "TaskNotes issue #516, \"This week shows next 7 days\"; Nextcloud Tasks issue #3063, "
      + "\"Weekly overview doesn't show current week, but rather next 7 days\""
  ) { question in
    let calendar = question.calendarOfCase
    guard let edges = Edges(rightFor: question),
      let week = calendar.date(byAdding: .day, value: 7, to: edges.today),
      let fortnight = calendar.date(byAdding: .day, value: 14, to: edges.today)
    else { return nil }
    return edges.replacingWeeks(next: week, afterNext: fortnight).group(of: question.dueInstant)
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

  static let everyDayExists = WrongBucketer(
    name: "every-day-exists",
    mistake: "tomorrow is the next date, even when the zone skipped it",
    source:
      "calendar_fallacies issue #44, \"Another exception to the 7 day week: Samoa\": "
      + "Thursday 2011-12-29 was followed by Saturday"
  ) { question in
    guard let edges = Edges(rightFor: question) else { return nil }
    let group = edges.group(of: question.dueInstant)
    // The dates the clock shows at noon today and tomorrow, and the date after today's.
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
    let zone = question.calendarOfCase.timeZone
    func shown(_ instant: Date) -> Date {
      let noon = instant.addingTimeInterval(43_200)
      return utc.startOfDay(for: noon.addingTimeInterval(Double(zone.secondsFromGMT(for: noon))))
    }
    let nextDate = shown(edges.today).addingTimeInterval(86_400)
    guard group == .tomorrow, shown(edges.tomorrow) != nextDate else { return group }
    return edges.groupAfterTomorrow(of: question.dueInstant)
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

  static let weeksOfDaysThatExist = WrongBucketer(
    name: "weeks-of-days-that-exist",
    mistake: "a week is seven days that exist: a skipped day is not counted",
    source:
      "whenever issue #252, \"The Samoa-esque problem\": 2011-12-22 plus 8 days should be "
      + "Saturday 12-31, with Friday 12-30 skipped"
  ) { question in
    let calendar = question.calendarOfCase
    guard let edges = Edges(rightFor: question),
      let today = calendar.dateInterval(of: .day, for: question.nowInstant)
    else { return nil }
    var day = today
    var count = 0
    var weekStarts: [Date] = []
    let toNextWeek = Edges.daysToNextWeek(from: question.nowInstant, in: calendar)
    while weekStarts.count < 2, count < 30 {
      guard let next = calendar.dateInterval(of: .day, for: day.end) else { return nil }
      day = next
      count += 1
      if count == toNextWeek || count == toNextWeek + 7 { weekStarts.append(day.start) }
    }
    guard weekStarts.count == 2 else { return nil }
    return edges.replacingWeeks(next: weekStarts[0], afterNext: weekStarts[1])
      .group(of: question.dueInstant)
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

  static let wholeSeconds = WrongBucketer(
    name: "whole-seconds",
    mistake: "instants rounded to the nearest whole second before they are compared",
    source:
      "Skyfield issue #924, \"utc_strftime rounds time inaccurately\": 23:59:59.5 shown as the "
      + "next day; xleak PR #66, datetimes within half a second of midnight"
  ) { question in
    let now = Date(timeIntervalSince1970: question.nowInstant.timeIntervalSince1970.rounded())
    let due = Date(timeIntervalSince1970: question.dueInstant.timeIntervalSince1970.rounded())
    return NearTermBoundaries(now: now, calendar: question.calendarOfCase)
      .map { Edges(boundaries: $0).group(of: due) }
  }

  static let clockTimeSinceMidnight = WrongBucketer(
    name: "clock-time-since-midnight",
    mistake: "today began as long ago as the clock's hours, minutes and seconds say",
    source:
      "deephaven-core issue #5244, \"minuteOfDay returns surprising results on DST days\"; "
      + "Luxon issue #1608, the minute of the day across a change of offset"
  ) { question in
    let calendar = question.calendarOfCase
    guard var edges = Edges(rightFor: question) else { return nil }
    let shown = calendar.dateComponents([.hour, .minute, .second], from: question.nowInstant)
    let elapsed = (shown.hour ?? 0) * 3_600 + (shown.minute ?? 0) * 60 + (shown.second ?? 0)
    let now = question.nowInstant.timeIntervalSince1970.rounded(.down)
    edges.today = Date(timeIntervalSince1970: now - Double(elapsed))
    return edges.group(of: question.dueInstant)
  }
}
