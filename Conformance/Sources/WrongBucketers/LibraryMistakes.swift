import Foundation
import TodoVIPER

/// The mistakes popular libraries make, as the table of how they answer the suite shows them
/// (`Conformance/README.md`, measured with the adapters of `Conformance/peers/`).
extension WrongBucketer {
  static let mondayFirstWeeks = WrongBucketer(
    name: "monday-first-weeks",
    mistake: "weeks always run Monday to Sunday, whatever the calendar's first weekday",
    source:
      "Taskwarrior 2.6: +WEEK, sow and sonw ignore rc.weekstart (GothenburgBitFactory/"
      + "taskwarrior#3629, #2194, #1562)"
  ) { question in
    var calendar = question.calendarOfCase
    calendar.firstWeekday = 2
    return Edges(rightFor: question, calendar: calendar)?.group(of: question.dueInstant)
  }

  static let skippedMidnightResolvedBackwards = WrongBucketer(
    name: "skipped-midnight-resolved-backwards",
    mistake:
      "each part starts at its day's clock midnight taken with the offset after the change: "
      + "where midnight was skipped, the day starts an hour early",
    source:
      "pendulum 3 start_of(\"day\") on a day without midnight (python-pendulum/pendulum#915); "
      + "Go's time.Date(y, m, d, 0, 0, 0, 0, loc) in São Paulo 2018-11-04 is 23:00 the day before"
  ) { question in
    guard let right = Edges(rightFor: question) else { return nil }
    let clock = WallClock(zone: question.calendarOfCase.timeZone)
    func early(_ start: Date) -> Date { clock.instant(atWall: clock.date(of: start)) }
    return Edges(
      today: early(right.today), tomorrow: early(right.tomorrow),
      dayAfterTomorrow: early(right.dayAfterTomorrow), nextWeek: early(right.nextWeek),
      weekAfterNext: early(right.weekAfterNext)
    ).group(of: question.dueInstant)
  }

  static let datePlusOneAtWallMidnight = WrongBucketer(
    name: "date-plus-one-at-wall-midnight",
    mistake:
      "each part starts at the clock midnight of today's date plus whole days, a skipped date "
      + "too, taken as Go's time.Date does: a skipped date lands on the day before's start",
    source:
      "Go's time.Date(2011, 12, 30, 0, 0, 0, 0, Pacific/Apia) is 2011-12-29 00:00 -10, today's "
      + "start; moment's add(1, \"day\") across Apia's skipped Friday (Conformance/peers)"
  ) { question in
    let calendar = question.calendarOfCase
    let clock = WallClock(zone: calendar.timeZone)
    let today = clock.date(of: question.nowInstant)
    let toNextWeek = Double(Edges.daysToNextWeek(from: question.nowInstant, in: calendar))
    func start(_ days: Double) -> Date { clock.instant(atWall: today + days * WallClock.day) }
    return Edges(
      today: start(0), tomorrow: start(1), dayAfterTomorrow: start(2), nextWeek: start(toNextWeek),
      weekAfterNext: start(toNextWeek + 7)
    ).group(of: question.dueInstant)
  }

  static let repeatedLastHourInNoPart = WrongBucketer(
    name: "repeated-last-hour-in-no-part",
    mistake:
      "each part ends at the first time the clock shows 23:59:59.999999 on its last day, ends "
      + "included: a repeated last hour is in no part, and falls through to after next week",
    source:
      "arrow 1.4 span(\"day\") and moment's endOf(\"day\") on a day that ends with the clock "
      + "turned back (America/Santiago 2024-04-06; Conformance/peers)"
  ) { question in
    guard let right = Edges(rightFor: question) else { return nil }
    let clock = WallClock(zone: question.calendarOfCase.timeZone)
    let due = question.dueInstant
    guard due >= right.today else { return .beforeToday }
    let parts: [(NearTermGroup, Date, Date)] = [
      (.today, right.today, right.tomorrow), (.tomorrow, right.tomorrow, right.dayAfterTomorrow),
      (.laterThisWeek, right.dayAfterTomorrow, right.nextWeek),
      (.nextWeek, right.nextWeek, right.weekAfterNext),
    ]
    for (group, start, next) in parts where start < next {
      // The last microsecond of the part's last day, the first time the clock shows it.
      let lastWall = clock.date(of: next - 0.000_001) + WallClock.day - 0.000_001
      let end = clock.firstInstant(atWall: lastWall) ?? next - 0.000_001
      if due >= start, due <= end { return group }
    }
    return .afterNextWeek
  }

  static let raisesAtMissingOrDoubledMidnight = WrongBucketer(
    name: "raises-at-missing-or-doubled-midnight",
    mistake:
      "no answer where the midnight of today's date or of the due date was skipped or came "
      + "twice: the library raises",
    source:
      "pandas Timestamp.normalize() raises NonExistentTimeError and AmbiguousTimeError there "
      + "(pandas-dev/pandas#40517)"
  ) { question in
    let clock = WallClock(zone: question.calendarOfCase.timeZone)
    for instant in [question.nowInstant, question.dueInstant]
    where clock.occurrences(ofWall: clock.date(of: instant)) != 1 {
      return nil
    }
    return Edges(rightFor: question)?.group(of: question.dueInstant)
  }

  static let wholeDaysBetweenDayStarts = WrongBucketer(
    name: "whole-days-between-day-starts",
    mistake:
      "today and tomorrow by the whole days of real time between today's start and the due "
      + "day's: a 23-hour day is 0 days",
    source:
      "pandas: (due.normalize() - now.normalize()).days is a Timedelta of real hours "
      + "(Conformance/peers)"
  ) { question in
    let calendar = question.calendarOfCase
    guard let right = Edges(rightFor: question),
      let dueDay = calendar.dateInterval(of: .day, for: question.dueInstant)
    else { return nil }
    let days = (dueDay.start.timeIntervalSince(right.today) / WallClock.day).rounded(.down)
    if days < 0 { return .beforeToday }
    if days == 0 { return .today }
    if days == 1 { return .tomorrow }
    let group = right.group(of: question.dueInstant)
    return group == .today || group == .tomorrow
      ? right.groupAfterTomorrow(of: question.dueInstant) : group
  }

  static let fixedOffsetsInProcessZone = WrongBucketer(
    name: "fixed-offsets-in-process-zone",
    mistake: "a zone given as a fixed offset is not found, and the process's zone (UTC) is used",
    source:
      "python-dateutil: tz.gettz(\"+05:45\") is None, and astimezone(None) is the process's zone "
      + "(Conformance/peers)"
  ) { question in
    var calendar = question.calendarOfCase
    if question.timeZone.hasPrefix("+") || question.timeZone.hasPrefix("-") {
      calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    }
    return Edges(rightFor: question, calendar: calendar)?.group(of: question.dueInstant)
  }

  static let refusesDatesBefore1970 = WrongBucketer(
    name: "refuses-dates-before-1970",
    mistake: "no answer for a due date before 1970",
    source:
      "Taskwarrior 2.6: '1919-03-30T00:00:00-05:00' is not a valid date in the 'Y-M-D' format "
      + "(Conformance/peers)"
  ) { question in
    guard question.dueInstant.timeIntervalSince1970 >= 0 else { return nil }
    return Edges(rightFor: question)?.group(of: question.dueInstant)
  }
}
