import Foundation
import TodoVIPER

/// Mistakes about how long a day is, where it starts, and which zone and instant count:
/// each from a bug report of a library or an app.
extension WrongBucketer {
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
}
