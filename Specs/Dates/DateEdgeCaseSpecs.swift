import Fakes
import Foundation
import Testing
import TodoVIPER

/// Named regression cases for the date rules where days, weeks and calendars are not simple:
/// short and long days, missing and repeated midnights, skipped days, odd offsets, the date line,
/// every week rule, year ends, leap days, non-Gregorian calendars and known Foundation traps.
///
/// Every expected relation was worked out by hand from the rules and the zone's offsets; the
/// instants are written in the zone's own offset where that makes the local time plain.
struct DateEdgeCaseSpecs {
  /// One case: a calendar, "now", a due date, the relation the rules give, and why.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let zone: String
    let firstWeekday: Int
    let calendar: Calendar.Identifier
    let now: String
    let due: String
    let expected: NearTermDateRelation?
    let reason: String

    init(
      _ name: String, zone: String, firstWeekday: Int, calendar: Calendar.Identifier = .gregorian,
      now: String, due: String, expected: NearTermDateRelation?, reason: String
    ) {
      self.name = name
      self.zone = zone
      self.firstWeekday = firstWeekday
      self.calendar = calendar
      self.now = now
      self.due = due
      self.expected = expected
      self.reason = reason
    }

    var testDescription: String { name }

    /// The command line that shows the same answer, with every boundary, at a terminal: for the
    /// message of a case that fails, so that it can be looked into, or reported, at once.
    var explainCommand: String {
      "printf 'explain \(due)\\n' | swift run todo --now \(now) --time-zone \(zone) "
        + "--first-weekday \(firstWeekday) --calendar \(CalendarName.name(of: calendar))"
    }
  }

  static let dayBoundaries: [Case] = [
    Case(
      "the last millisecond of today is today", zone: "UTC", firstWeekday: 1,
      now: "2014-05-21T12:00:00Z", due: "2014-05-21T23:59:59.999Z", expected: .today,
      reason: "a day ends just before the next midnight, not at 23:59:59"),
    Case(
      "the last microsecond of today is today", zone: "UTC", firstWeekday: 1,
      now: "2014-05-21T12:00:00Z", due: "2014-05-21T23:59:59.999999Z", expected: .today,
      reason: "comparisons are of instants, not of whole seconds"),
    Case(
      "the first instant of tomorrow is tomorrow", zone: "UTC", firstWeekday: 1,
      now: "2014-05-21T12:00:00Z", due: "2014-05-22T00:00:00Z", expected: .tomorrow,
      reason: "a day starts at its midnight, inclusive"),
    Case(
      "a microsecond before today is out of range", zone: "UTC", firstWeekday: 1,
      now: "2014-05-21T12:00:00Z", due: "2014-05-20T23:59:59.999999Z", expected: nil,
      reason: "the window starts at the first instant of today"),
    Case(
      "at the last instant of a day, its first instant is still today", zone: "UTC",
      firstWeekday: 1, now: "2014-05-21T23:59:59.999Z", due: "2014-05-21T00:00:00Z",
      expected: .today, reason: "now at 23:59:59.999 is still Wednesday"),
    Case(
      "at the first instant of a day, the day before is out of range", zone: "UTC",
      firstWeekday: 1, now: "2014-05-22T00:00:00Z", due: "2014-05-21T23:59:59.999Z",
      expected: nil, reason: "now at midnight is already Thursday"),
    Case(
      "Kathmandu's day ends at 18:15 UTC", zone: "Asia/Kathmandu", firstWeekday: 1,
      now: "2014-05-21T12:00:00+05:45", due: "2014-05-21T18:14:59.999Z", expected: .today,
      reason: "+05:45: 18:14:59.999 UTC is 23:59:59.999 local"),
    Case(
      "Kathmandu's tomorrow starts at 18:15 UTC", zone: "Asia/Kathmandu", firstWeekday: 1,
      now: "2014-05-21T12:00:00+05:45", due: "2014-05-21T18:15:00Z", expected: .tomorrow,
      reason: "+05:45: 18:15 UTC is midnight local"),
    Case(
      "Kathmandu's today started at 18:15 UTC the day before", zone: "Asia/Kathmandu",
      firstWeekday: 1, now: "2014-05-21T12:00:00+05:45", due: "2014-05-20T18:15:00Z",
      expected: .today, reason: "+05:45: 18:15 UTC on the 20th is midnight on the 21st"),
    Case(
      "Chatham's Sunday starts at 11:15 UTC on Saturday", zone: "Pacific/Chatham",
      firstWeekday: 2, now: "2024-06-15T12:00:00+12:45", due: "2024-06-15T11:15:00Z",
      expected: .tomorrow, reason: "+12:45 in winter: Sunday 00:00 local is Saturday 11:15 UTC"),
    Case(
      "Chatham's Saturday ends at 11:14:59 UTC", zone: "Pacific/Chatham", firstWeekday: 2,
      now: "2024-06-15T12:00:00+12:45", due: "2024-06-15T11:14:59Z", expected: .today,
      reason: "+12:45: one second before local midnight"),
    Case(
      "Chatham's Monday starts next week", zone: "Pacific/Chatham", firstWeekday: 2,
      now: "2024-06-15T12:00:00+12:45", due: "2024-06-16T11:15:00Z", expected: .nextWeek,
      reason: "weeks from Monday: Monday 17 June 00:00 local starts next week"),
  ]

  static let shortAndLongDays: [Case] = [
    Case(
      "New York's 23-hour day ends at 04:00 UTC", zone: "America/New_York", firstWeekday: 1,
      now: "2024-03-10T12:00:00Z", due: "2024-03-11T03:59:59Z", expected: .today,
      reason: "2024-03-10 skips 02:00-03:00; 23:59:59 EDT is 03:59:59 UTC"),
    Case(
      "New York: 86 400 s after a 23-hour day's start is already tomorrow",
      zone: "America/New_York", firstWeekday: 1, now: "2024-03-10T12:00:00Z",
      due: "2024-03-11T04:30:00Z", expected: .tomorrow,
      reason: "00:30 EDT on Monday; start (05:00 UTC) + 86 400 s would say today"),
    Case(
      "New York's 23-hour day started at 00:00 EST", zone: "America/New_York", firstWeekday: 1,
      now: "2024-03-10T12:00:00Z", due: "2024-03-10T04:59:59Z", expected: nil,
      reason: "04:59:59 UTC is Saturday 23:59:59 EST"),
    Case(
      "New York's 25-hour day runs to 05:00 UTC", zone: "America/New_York", firstWeekday: 1,
      now: "2024-11-03T12:00:00Z", due: "2024-11-04T04:30:00Z", expected: .today,
      reason: "2024-11-03 repeats 01:00-02:00; 23:30 EST is 04:30 UTC"),
    Case(
      "New York: the day after a 25-hour day starts at 05:00 UTC", zone: "America/New_York",
      firstWeekday: 1, now: "2024-11-03T12:00:00Z", due: "2024-11-04T05:00:00Z",
      expected: .tomorrow, reason: "Monday 00:00 EST"),
    Case(
      "New York: the first 01:30 is today", zone: "America/New_York", firstWeekday: 1,
      now: "2024-11-03T05:30:00Z", due: "2024-11-03T04:00:00Z", expected: .today,
      reason: "now 01:30 EDT (first pass); Sunday began at 00:00 EDT"),
    Case(
      "New York: the repeated 01:30 is today", zone: "America/New_York", firstWeekday: 1,
      now: "2024-11-03T06:30:00Z", due: "2024-11-03T04:00:00Z", expected: .today,
      reason: "now 01:30 EST (second pass) is the same Sunday"),
    Case(
      "Berlin's 23-hour day ends at 22:00 UTC", zone: "Europe/Berlin", firstWeekday: 2,
      now: "2024-03-31T10:00:00Z", due: "2024-03-31T21:59:59.999Z", expected: .today,
      reason: "2024-03-31 skips 02:00-03:00; 23:59:59.999 CEST"),
    Case(
      "Berlin: Monday after a 23-hour Sunday is tomorrow, not next week", zone: "Europe/Berlin",
      firstWeekday: 2, now: "2024-03-31T10:00:00Z", due: "2024-03-31T22:00:00Z",
      expected: .tomorrow, reason: "Monday 00:00 CEST starts next week, but tomorrow wins"),
    Case(
      "Berlin's 25-hour day runs to 23:00 UTC", zone: "Europe/Berlin", firstWeekday: 2,
      now: "2024-10-27T10:00:00Z", due: "2024-10-27T22:30:00Z", expected: .today,
      reason: "2024-10-27 repeats 02:00-03:00; 23:30 CET; start + 86 400 s would say tomorrow"),
    Case(
      "Berlin: the day after a 25-hour day starts at 23:00 UTC", zone: "Europe/Berlin",
      firstWeekday: 2, now: "2024-10-27T10:00:00Z", due: "2024-10-27T23:00:00Z",
      expected: .tomorrow, reason: "Monday 00:00 CET"),
    Case(
      "Berlin: the repeated 02:30 is the same day as the first", zone: "Europe/Berlin",
      firstWeekday: 2, now: "2024-10-27T00:30:00Z", due: "2024-10-27T01:30:00Z",
      expected: .today, reason: "now 02:30 CEST, due 02:30 CET"),
    Case(
      "Lord Howe's 24.5-hour day runs to 13:30 UTC", zone: "Australia/Lord_Howe",
      firstWeekday: 1, now: "2024-04-07T00:00:00Z", due: "2024-04-07T13:29:59Z",
      expected: .today, reason: "2024-04-07 turns 02:00 +11 back to 01:30 +10:30"),
    Case(
      "Lord Howe: the day after a 24.5-hour day starts at 13:30 UTC",
      zone: "Australia/Lord_Howe", firstWeekday: 1, now: "2024-04-07T00:00:00Z",
      due: "2024-04-07T13:30:00Z", expected: .tomorrow, reason: "Monday 00:00 +10:30"),
    Case(
      "Lord Howe: a 24.5-hour day started at 00:00 +11", zone: "Australia/Lord_Howe",
      firstWeekday: 1, now: "2024-04-07T00:00:00Z", due: "2024-04-06T13:00:00Z",
      expected: .today, reason: "Sunday 00:00 +11 is Saturday 13:00 UTC"),
    Case(
      "Lord Howe's 23.5-hour day ends at 13:00 UTC", zone: "Australia/Lord_Howe",
      firstWeekday: 1, now: "2024-10-06T00:00:00Z", due: "2024-10-06T12:59:59Z",
      expected: .today, reason: "2024-10-06 skips 02:00-02:30; 23:59:59 +11"),
    Case(
      "Lord Howe: 86 400 s after a 23.5-hour day's start is already tomorrow",
      zone: "Australia/Lord_Howe", firstWeekday: 1, now: "2024-10-06T00:00:00Z",
      due: "2024-10-06T13:15:00Z", expected: .tomorrow,
      reason: "00:15 +11 on Monday; start (13:30 UTC) + 86 400 s would say today"),
    Case(
      "Lord Howe: a 23.5-hour day started at 00:00 +10:30", zone: "Australia/Lord_Howe",
      firstWeekday: 1, now: "2024-10-06T00:00:00Z", due: "2024-10-05T13:29:59Z",
      expected: nil, reason: "13:29:59 UTC is Saturday 23:59:59 +10:30"),
    Case(
      "Troll's 22-hour day ends at 22:00 UTC", zone: "Antarctica/Troll", firstWeekday: 1,
      now: "2024-03-31T12:00:00Z", due: "2024-03-31T21:59:59Z", expected: .today,
      reason: "2024-03-31 jumps from +00 to +02 at 01:00 UTC; 23:59:59 +02"),
    Case(
      "Troll: the day after a 22-hour day starts at 22:00 UTC", zone: "Antarctica/Troll",
      firstWeekday: 1, now: "2024-03-31T12:00:00Z", due: "2024-03-31T22:00:00Z",
      expected: .tomorrow, reason: "Monday 00:00 +02"),
    Case(
      "Troll's 26-hour day runs to midnight UTC", zone: "Antarctica/Troll", firstWeekday: 1,
      now: "2024-10-27T12:00:00Z", due: "2024-10-27T23:59:59Z", expected: .today,
      reason: "2024-10-27 falls from +02 to +00; starts 22:00 UTC the day before"),
    Case(
      "Troll: a 26-hour day started at 00:00 +02", zone: "Antarctica/Troll", firstWeekday: 1,
      now: "2024-10-27T12:00:00Z", due: "2024-10-26T21:59:59Z", expected: nil,
      reason: "21:59:59 UTC is Saturday 23:59:59 +02"),
  ]

  static let missingAndRepeatedMidnights: [Case] = [
    Case(
      "São Paulo: Saturday ends at 02:59:59.999 UTC", zone: "America/Sao_Paulo", firstWeekday: 1,
      now: "2018-11-03T12:00:00-03:00", due: "2018-11-04T02:59:59.999Z", expected: .today,
      reason: "23:59:59.999 -03 on Saturday 2018-11-03"),
    Case(
      "São Paulo: Sunday without a midnight starts at 01:00", zone: "America/Sao_Paulo",
      firstWeekday: 1, now: "2018-11-03T12:00:00-03:00", due: "2018-11-04T03:00:00Z",
      expected: .tomorrow, reason: "00:00 -03 became 01:00 -02; that is tomorrow's first instant"),
    Case(
      "São Paulo: the 23-hour Sunday ends at 01:59:59 UTC", zone: "America/Sao_Paulo",
      firstWeekday: 1, now: "2018-11-03T12:00:00-03:00", due: "2018-11-05T01:59:59Z",
      expected: .tomorrow, reason: "23:59:59 -02 on Sunday"),
    Case(
      "São Paulo: Monday after the missing midnight is next week", zone: "America/Sao_Paulo",
      firstWeekday: 1, now: "2018-11-03T12:00:00-03:00", due: "2018-11-05T02:00:00Z",
      expected: .nextWeek, reason: "Monday 00:00 -02; weeks from Sunday, today is Saturday"),
    Case(
      "São Paulo: at 01:00 on the day without a midnight, Saturday is over",
      zone: "America/Sao_Paulo", firstWeekday: 1, now: "2018-11-04T03:00:00Z",
      due: "2018-11-04T02:59:59Z", expected: nil, reason: "now is Sunday's first instant"),
    Case(
      "São Paulo: the repeated 23:30 is still Saturday", zone: "America/Sao_Paulo",
      firstWeekday: 1, now: "2019-02-17T02:30:00Z", due: "2019-02-16T12:00:00-02:00",
      expected: .today, reason: "2019-02-17 00:00 -02 turned back to 23:00 -03 on Saturday"),
    Case(
      "São Paulo: after a repeated hour, Sunday starts at 00:00 -03", zone: "America/Sao_Paulo",
      firstWeekday: 1, now: "2019-02-17T02:30:00Z", due: "2019-02-17T03:00:00Z",
      expected: .tomorrow, reason: "the clock never showed Sunday before 03:00 UTC"),
    Case(
      "Havana: Sunday without a midnight starts at 01:00 CDT", zone: "America/Havana",
      firstWeekday: 1, now: "2024-03-09T12:00:00-05:00", due: "2024-03-10T05:00:00Z",
      expected: .tomorrow, reason: "2024-03-10 00:00 CST became 01:00 CDT"),
    Case(
      "Havana: Saturday before the missing midnight ends at 04:59:59 UTC", zone: "America/Havana",
      firstWeekday: 1, now: "2024-03-09T12:00:00-05:00", due: "2024-03-10T04:59:59Z",
      expected: .today, reason: "23:59:59 CST"),
    Case(
      "Havana: in the second midnight hour, Sunday began at the first", zone: "America/Havana",
      firstWeekday: 1, now: "2024-11-03T05:30:00Z", due: "2024-11-03T04:00:00Z",
      expected: .today, reason: "01:00 CDT turned back to 00:00 CST; now is 00:30 CST"),
    Case(
      "Havana: in the second midnight hour, Saturday is over", zone: "America/Havana",
      firstWeekday: 1, now: "2024-11-03T05:30:00Z", due: "2024-11-03T03:59:59Z",
      expected: nil, reason: "03:59:59 UTC is Saturday 23:59:59 CDT"),
    Case(
      "Havana: the 25-hour Sunday ends at 04:59:59 UTC on Monday", zone: "America/Havana",
      firstWeekday: 1, now: "2024-11-03T05:30:00Z", due: "2024-11-04T04:59:59Z",
      expected: .today, reason: "23:59:59 CST on Sunday"),
    Case(
      "Santiago: the repeated 23:30 is Saturday", zone: "America/Santiago", firstWeekday: 1,
      now: "2024-04-07T03:30:00Z", due: "2024-04-06T12:00:00-03:00", expected: .today,
      reason: "Sunday 00:00 -03 turned back to Saturday 23:00 -04; now is 23:30 -04"),
    Case(
      "Santiago: Sunday after a repeated hour starts at 00:00 -04", zone: "America/Santiago",
      firstWeekday: 1, now: "2024-04-07T03:30:00Z", due: "2024-04-07T04:00:00Z",
      expected: .tomorrow, reason: "tomorrow, though it starts next week"),
    Case(
      "Santiago: the 25-hour Saturday ends at 03:59:59 UTC", zone: "America/Santiago",
      firstWeekday: 1, now: "2024-04-07T03:30:00Z", due: "2024-04-07T03:59:59Z",
      expected: .today, reason: "23:59:59 -04 on Saturday"),
    Case(
      "Santiago: Sunday without a midnight starts at 01:00 -03", zone: "America/Santiago",
      firstWeekday: 2, now: "2024-09-07T12:00:00-04:00", due: "2024-09-08T04:00:00Z",
      expected: .tomorrow, reason: "2024-09-08 00:00 -04 became 01:00 -03"),
    Case(
      "Santiago: Monday after the missing midnight is next week", zone: "America/Santiago",
      firstWeekday: 2, now: "2024-09-07T12:00:00-04:00", due: "2024-09-09T03:00:00Z",
      expected: .nextWeek, reason: "Monday 00:00 -03; weeks from Monday"),
    Case(
      "Cairo: Friday without a midnight starts at 01:00 +03", zone: "Africa/Cairo",
      firstWeekday: 7, now: "2023-04-27T14:00:00+02:00", due: "2023-04-27T22:00:00Z",
      expected: .tomorrow, reason: "2023-04-28 00:00 +02 became 01:00 +03"),
    Case(
      "Cairo: Thursday before the missing midnight ends at 21:59:59 UTC", zone: "Africa/Cairo",
      firstWeekday: 7, now: "2023-04-27T14:00:00+02:00", due: "2023-04-27T21:59:59Z",
      expected: .today, reason: "23:59:59 +02"),
    Case(
      "Cairo: Saturday after a 23-hour Friday starts next week", zone: "Africa/Cairo",
      firstWeekday: 7, now: "2023-04-27T14:00:00+02:00", due: "2023-04-28T21:00:00Z",
      expected: .nextWeek, reason: "Saturday 00:00 +03; weeks from Saturday"),
    Case(
      "Cairo: the first 23:30 is the same Thursday as the repeated one", zone: "Africa/Cairo",
      firstWeekday: 7, now: "2023-10-26T21:30:00Z", due: "2023-10-26T20:30:00Z",
      expected: .today, reason: "Friday 00:00 +03 turned back to Thursday 23:00 +02"),
    Case(
      "Cairo: Friday after a repeated hour starts at 00:00 +02", zone: "Africa/Cairo",
      firstWeekday: 7, now: "2023-10-26T21:30:00Z", due: "2023-10-26T22:00:00Z",
      expected: .tomorrow, reason: "the clock never showed Friday before 22:00 UTC"),
    Case(
      "Goose Bay: in minutes repeated after midnight, the new day has begun",
      zone: "America/Goose_Bay", firstWeekday: 1, now: "2010-11-07T03:30:00Z",
      due: "2010-11-07T03:00:00Z", expected: .today,
      reason: "00:01 -03 turned back to Saturday 23:01 -04; Sunday began at 00:00 -03"),
    Case(
      "Goose Bay: in minutes repeated after midnight, Saturday is over",
      zone: "America/Goose_Bay", firstWeekday: 1, now: "2010-11-07T03:30:00Z",
      due: "2010-11-06T12:00:00-03:00", expected: nil,
      reason: "a day that has begun goes on though the clock shows Saturday 23:30 again"),
    Case(
      "Goose Bay: the rest of the week after a turned-back midnight", zone: "America/Goose_Bay",
      firstWeekday: 1, now: "2010-11-07T03:30:00Z", due: "2010-11-13T12:00:00-04:00",
      expected: .laterThisWeek, reason: "today is Sunday, the first day of the week"),
    Case(
      "Goose Bay: before the turn-back, the repeated Saturday minutes are tomorrow",
      zone: "America/Goose_Bay", firstWeekday: 1, now: "2010-11-07T02:30:00Z",
      due: "2010-11-07T03:30:00Z", expected: .tomorrow,
      reason: "now is the first Saturday 23:30; Sunday starts at 03:00 UTC"),
  ]

  static let skippedDays: [Case] = [
    Case(
      "Apia: tomorrow is Saturday when Friday 2011-12-30 was skipped", zone: "Pacific/Apia",
      firstWeekday: 1, now: "2011-12-29T12:00:00-10:00", due: "2011-12-30T10:00:00Z",
      expected: .tomorrow, reason: "Thursday 24:00 -10 became Saturday 00:00 +14"),
    Case(
      "Apia: the last instant of the Saturday after the skip is tomorrow", zone: "Pacific/Apia",
      firstWeekday: 1, now: "2011-12-29T12:00:00-10:00", due: "2011-12-31T09:59:59Z",
      expected: .tomorrow, reason: "23:59:59 +14 on Saturday 2011-12-31"),
    Case(
      "Apia: Sunday after the skip is next week", zone: "Pacific/Apia", firstWeekday: 1,
      now: "2011-12-29T12:00:00-10:00", due: "2011-12-31T10:00:00Z", expected: .nextWeek,
      reason: "Sunday 2012-01-01 00:00 +14; weeks from Sunday"),
    Case(
      "Apia: at Thursday's last instant, the next instant is tomorrow", zone: "Pacific/Apia",
      firstWeekday: 1, now: "2011-12-30T09:59:59.999Z", due: "2011-12-30T10:00:00Z",
      expected: .tomorrow, reason: "the next instant is Saturday 00:00 +14"),
    Case(
      "Apia, weeks from Saturday: next week ends before Saturday 2012-01-07",
      zone: "Pacific/Apia", firstWeekday: 7, now: "2011-12-29T12:00:00-10:00",
      due: "2012-01-06T09:59:59Z", expected: .nextWeek,
      reason: "next week is Saturday 12-31 through Friday 01-06"),
    Case(
      "Apia, weeks from Saturday: Saturday 2012-01-07 is out of range", zone: "Pacific/Apia",
      firstWeekday: 7, now: "2011-12-29T12:00:00-10:00", due: "2012-01-06T10:00:00Z",
      expected: nil, reason: "Saturday 00:00 +14 starts the week after next"),
    Case(
      "Apia, weeks from Friday: next week starts on the skipped day", zone: "Pacific/Apia",
      firstWeekday: 6, now: "2011-12-29T12:00:00-10:00", due: "2012-01-05T09:59:59Z",
      expected: .nextWeek, reason: "next week is Friday 12-30 (skipped) through Thursday 01-05"),
    Case(
      "Apia, weeks from Friday: Friday 2012-01-06 is out of range", zone: "Pacific/Apia",
      firstWeekday: 6, now: "2011-12-29T12:00:00-10:00", due: "2012-01-05T10:00:00Z",
      expected: nil, reason: "Friday 00:00 +14 starts the week after next"),
    Case(
      "Kiritimati: tomorrow is Sunday when Saturday 1994-12-31 was skipped",
      zone: "Pacific/Kiritimati", firstWeekday: 1, now: "1994-12-30T12:00:00-10:00",
      due: "1994-12-31T10:00:00Z", expected: .tomorrow,
      reason: "Friday 24:00 -10 became Sunday 1995-01-01 00:00 +14; tomorrow wins"),
    Case(
      "Kiritimati: Monday after the skip is next week", zone: "Pacific/Kiritimati",
      firstWeekday: 1, now: "1994-12-30T12:00:00-10:00", due: "1995-01-01T10:00:00Z",
      expected: .nextWeek, reason: "Monday 00:00 +14"),
    Case(
      "Kiritimati: next week ends before Sunday 1995-01-08", zone: "Pacific/Kiritimati",
      firstWeekday: 1, now: "1994-12-30T12:00:00-10:00", due: "1995-01-07T10:00:00Z",
      expected: nil, reason: "Sunday 00:00 +14 starts the week after next"),
    Case(
      "Kiritimati, weeks from Saturday: a skipped first day of next week",
      zone: "Pacific/Kiritimati", firstWeekday: 7, now: "1994-12-30T12:00:00-10:00",
      due: "1995-01-06T09:59:59Z", expected: .nextWeek,
      reason: "next week is Saturday 12-31 (skipped) through Friday 01-06"),
    Case(
      "Kwajalein: tomorrow is Sunday when Saturday 1993-08-21 was skipped",
      zone: "Pacific/Kwajalein", firstWeekday: 2, now: "1993-08-20T12:00:00-12:00",
      due: "1993-08-21T12:00:00Z", expected: .tomorrow,
      reason: "Friday 24:00 -12 became Sunday 00:00 +12"),
    Case(
      "Kwajalein: Monday after the skip is next week", zone: "Pacific/Kwajalein",
      firstWeekday: 2, now: "1993-08-20T12:00:00-12:00", due: "1993-08-22T12:00:00Z",
      expected: .nextWeek, reason: "Monday 00:00 +12; weeks from Monday"),
    Case(
      "Kwajalein: next week ends before Monday 1993-08-30", zone: "Pacific/Kwajalein",
      firstWeekday: 2, now: "1993-08-20T12:00:00-12:00", due: "1993-08-29T11:59:59Z",
      expected: .nextWeek, reason: "Sunday 23:59:59 +12"),
    Case(
      "Kanton: twelve days ahead across a skipped day is not one day late",
      zone: "Pacific/Kanton", firstWeekday: 1, now: "1994-12-20T00:00:00-11:00",
      due: "1994-12-31T11:00:00Z", expected: nil,
      reason: "Sunday 1995-01-01 00:00 +13 starts the week after next (Saturday was skipped)"),
    Case(
      "Kanton: the last instant before the skipped day is next week", zone: "Pacific/Kanton",
      firstWeekday: 1, now: "1994-12-20T00:00:00-11:00", due: "1994-12-31T10:59:59Z",
      expected: .nextWeek, reason: "Friday 12-30 23:59:59 -11"),
  ]

  static let zonesAndWeekRules: [Case] = [
    Case(
      "Kiritimati, east of the date line, is a day ahead", zone: "Pacific/Kiritimati",
      firstWeekday: 1, now: "2024-05-21T12:00:00Z", due: "2024-05-22T10:30:00Z",
      expected: .tomorrow, reason: "+14: now is Wednesday 02:00, due Thursday 00:30"),
    Case(
      "Kiritimati: Tuesday is already yesterday", zone: "Pacific/Kiritimati", firstWeekday: 1,
      now: "2024-05-21T12:00:00Z", due: "2024-05-21T09:59:59Z", expected: nil,
      reason: "+14: 09:59:59 UTC is Tuesday 23:59:59"),
    Case(
      "Pago Pago, west of the date line, is a day behind", zone: "Pacific/Pago_Pago",
      firstWeekday: 1, now: "2024-05-21T12:00:00Z", due: "2024-05-22T10:30:00Z",
      expected: .today, reason: "-11: now is Tuesday 01:00, due Tuesday 23:30"),
    Case(
      "the calendar's zone, not the process's (UTC), decides the day", zone: "Pacific/Pago_Pago",
      firstWeekday: 1, now: "2024-05-21T23:30:00Z", due: "2024-05-21T10:00:00Z",
      expected: nil, reason: "in UTC both are Tuesday; at -11 the due date is Monday 23:00"),
    Case(
      "weeks from Tuesday: Monday ends this week", zone: "UTC", firstWeekday: 3,
      now: "2014-05-21T12:00:00Z", due: "2014-05-26T23:59:59Z", expected: .laterThisWeek,
      reason: "this week is Tuesday 05-20 through Monday 05-26"),
    Case(
      "weeks from Tuesday: Tuesday starts next week", zone: "UTC", firstWeekday: 3,
      now: "2014-05-21T12:00:00Z", due: "2014-05-27T00:00:00Z", expected: .nextWeek,
      reason: "next week is Tuesday 05-27 through Monday 06-02"),
    Case(
      "weeks from Wednesday: today starts the week", zone: "UTC", firstWeekday: 4,
      now: "2014-05-21T12:00:00Z", due: "2014-05-27T12:00:00Z", expected: .laterThisWeek,
      reason: "this week is Wednesday 05-21 through Tuesday 05-27"),
    Case(
      "weeks from Wednesday: the week after next starts on Wednesday 06-04", zone: "UTC",
      firstWeekday: 4, now: "2014-05-21T12:00:00Z", due: "2014-06-04T00:00:00Z", expected: nil,
      reason: "next week ends with Tuesday 06-03"),
    Case(
      "weeks from Thursday: today ends the week", zone: "UTC", firstWeekday: 5,
      now: "2014-05-21T12:00:00Z", due: "2014-05-23T12:00:00Z", expected: .nextWeek,
      reason: "Friday is the second day of next week"),
    Case(
      "weeks from Thursday: the week after next starts on Thursday 05-29", zone: "UTC",
      firstWeekday: 5, now: "2014-05-21T12:00:00Z", due: "2014-05-29T00:00:00Z", expected: nil,
      reason: "next week is Thursday 05-22 through Wednesday 05-28"),
    Case(
      "weeks from Friday: the day after tomorrow starts next week", zone: "UTC", firstWeekday: 6,
      now: "2014-05-21T12:00:00Z", due: "2014-05-23T00:00:00Z", expected: .nextWeek,
      reason: "this week is Friday 05-16 through Thursday 05-22"),
    Case(
      "weeks from Friday: Thursday 05-29 ends next week", zone: "UTC", firstWeekday: 6,
      now: "2014-05-21T12:00:00Z", due: "2014-05-29T23:59:59Z", expected: .nextWeek,
      reason: "next week is Friday 05-23 through Thursday 05-29"),
    Case(
      "weeks from Saturday: Friday ends this week", zone: "UTC", firstWeekday: 7,
      now: "2014-05-21T12:00:00Z", due: "2014-05-23T12:00:00Z", expected: .laterThisWeek,
      reason: "this week is Saturday 05-17 through Friday 05-23"),
    Case(
      "weeks from Saturday: Saturday 05-31 is out of range", zone: "UTC", firstWeekday: 7,
      now: "2014-05-21T12:00:00Z", due: "2014-05-31T00:00:00Z", expected: nil,
      reason: "next week is Saturday 05-24 through Friday 05-30"),
  ]

  static let yearsAndCalendars: [Case] = [
    Case(
      "a week straddling the new year: Saturday 2021-01-02 is this week", zone: "UTC",
      firstWeekday: 1, now: "2020-12-30T12:00:00Z", due: "2021-01-02T23:59:59Z",
      expected: .laterThisWeek, reason: "this week is Sunday 2020-12-27 through 2021-01-02"),
    Case(
      "a week straddling the new year: Sunday 2021-01-03 is next week", zone: "UTC",
      firstWeekday: 1, now: "2020-12-30T12:00:00Z", due: "2021-01-03T00:00:00Z",
      expected: .nextWeek, reason: "week numbers restart, weeks do not"),
    Case(
      "ISO week 53 of 2020 ends on Sunday 2021-01-03", zone: "UTC", firstWeekday: 2,
      calendar: .iso8601, now: "2020-12-31T12:00:00Z", due: "2021-01-03T12:00:00Z",
      expected: .laterThisWeek, reason: "2020-W53 is Monday 12-28 through Sunday 01-03"),
    Case(
      "after ISO week 53 of 2020 comes week 1 of 2021: next week", zone: "UTC", firstWeekday: 2,
      calendar: .iso8601, now: "2020-12-31T12:00:00Z", due: "2021-01-04T00:00:00Z",
      expected: .nextWeek, reason: "2021-W01 starts on Monday 01-04"),
    Case(
      "after 2021 week 1 is out of range", zone: "UTC", firstWeekday: 2, calendar: .iso8601,
      now: "2020-12-31T12:00:00Z", due: "2021-01-11T00:00:00Z", expected: nil,
      reason: "2021-W02 starts on Monday 01-11"),
    Case(
      "ISO week 53 of 2026 ends on Sunday 2027-01-03", zone: "UTC", firstWeekday: 2,
      calendar: .iso8601, now: "2026-12-31T12:00:00Z", due: "2027-01-03T23:59:59Z",
      expected: .laterThisWeek, reason: "2026-W53 is Monday 12-28 through Sunday 01-03"),
    Case(
      "the leap day 2024-02-29 is tomorrow", zone: "UTC", firstWeekday: 1,
      now: "2024-02-28T12:00:00Z", due: "2024-02-29T12:00:00Z", expected: .tomorrow,
      reason: "2024 is a leap year"),
    Case(
      "after a leap day, March 1st is later this week", zone: "UTC", firstWeekday: 1,
      now: "2024-02-28T12:00:00Z", due: "2024-03-01T00:00:00Z", expected: .laterThisWeek,
      reason: "Friday after Wednesday, with Thursday 02-29 between"),
    Case(
      "the leap day 2000-02-29 is tomorrow", zone: "UTC", firstWeekday: 1,
      now: "2000-02-28T12:00:00Z", due: "2000-02-29T00:00:00Z", expected: .tomorrow,
      reason: "2000 is divisible by 400: a leap year"),
    Case(
      "2100 has no leap day: March 1st is tomorrow", zone: "UTC", firstWeekday: 1,
      now: "2100-02-28T12:00:00Z", due: "2100-03-01T00:00:00Z", expected: .tomorrow,
      reason: "2100 is divisible by 100, not 400"),
    Case(
      "2100: Saturday 03-06 ends this week", zone: "UTC", firstWeekday: 1,
      now: "2100-02-28T12:00:00Z", due: "2100-03-06T23:59:59Z", expected: .laterThisWeek,
      reason: "today is Sunday 02-28; this week ends Saturday 03-06"),
    Case(
      "2100: Sunday 03-14 is out of range", zone: "UTC", firstWeekday: 1,
      now: "2100-02-28T12:00:00Z", due: "2100-03-14T00:00:00Z", expected: nil,
      reason: "next week is Sunday 03-07 through Saturday 03-13"),
    Case(
      "japanese: Reiwa 1 May 1st is tomorrow after Heisei 31 April 30th", zone: "Asia/Tokyo",
      firstWeekday: 1, calendar: .japanese, now: "2019-04-30T12:00:00+09:00",
      due: "2019-05-01T00:00:00+09:00", expected: .tomorrow,
      reason: "an era change is an ordinary midnight"),
    Case(
      "japanese: one week across an era change", zone: "Asia/Tokyo", firstWeekday: 1,
      calendar: .japanese, now: "2019-04-29T12:00:00+09:00", due: "2019-05-04T12:00:00+09:00",
      expected: .laterThisWeek,
      reason: "Sunday 04-28 through Saturday 05-04 is one week; Foundation's week test splits it"),
    Case(
      "japanese: the Sunday after the era change is next week", zone: "Asia/Tokyo",
      firstWeekday: 1, calendar: .japanese, now: "2019-04-29T12:00:00+09:00",
      due: "2019-05-05T00:00:00+09:00", expected: .nextWeek, reason: "Reiwa 1-05-05"),
    Case(
      "japanese: two Sundays after the era change is out of range", zone: "Asia/Tokyo",
      firstWeekday: 1, calendar: .japanese, now: "2019-04-29T12:00:00+09:00",
      due: "2019-05-12T00:00:00+09:00", expected: nil, reason: "next week ends Saturday 05-11"),
    Case(
      "hebrew: Rosh Hashanah 5785 is tomorrow", zone: "Asia/Jerusalem", firstWeekday: 1,
      calendar: .hebrew, now: "2024-10-02T12:00:00+03:00", due: "2024-10-03T00:00:00+03:00",
      expected: .tomorrow, reason: "29 Elul 5784, then 1 Tishrei 5785; days start at midnight"),
    Case(
      "hebrew: the week across the new year ends on Shabbat", zone: "Asia/Jerusalem",
      firstWeekday: 1, calendar: .hebrew, now: "2024-10-02T12:00:00+03:00",
      due: "2024-10-05T23:59:59+03:00", expected: .laterThisWeek,
      reason: "Sunday 09-29 through Saturday 10-05"),
    Case(
      "hebrew: next week ends before Sunday 10-13", zone: "Asia/Jerusalem", firstWeekday: 1,
      calendar: .hebrew, now: "2024-10-02T12:00:00+03:00", due: "2024-10-13T00:00:00+03:00",
      expected: nil, reason: "next week is Sunday 10-06 through Saturday 10-12"),
    Case(
      "islamic-umalqura: the last day of 1445 starts next week", zone: "Asia/Riyadh",
      firstWeekday: 7, calendar: .islamicUmmAlQura, now: "2024-07-04T12:00:00+03:00",
      due: "2024-07-06T00:00:00+03:00", expected: .nextWeek,
      reason: "weeks from Saturday; today is Thursday, tomorrow Friday ends the week"),
    Case(
      "islamic-umalqura: 1 Muharram 1446 is next week", zone: "Asia/Riyadh", firstWeekday: 7,
      calendar: .islamicUmmAlQura, now: "2024-07-04T12:00:00+03:00",
      due: "2024-07-07T00:00:00+03:00", expected: .nextWeek, reason: "a new year inside a week"),
    Case(
      "islamic-umalqura: Saturday 07-13 is out of range", zone: "Asia/Riyadh", firstWeekday: 7,
      calendar: .islamicUmmAlQura, now: "2024-07-04T12:00:00+03:00",
      due: "2024-07-13T00:00:00+03:00", expected: nil,
      reason: "next week is Saturday 07-06 through Friday 07-12"),
    Case(
      "persian: Nowruz 1403 is tomorrow", zone: "Asia/Tehran", firstWeekday: 7,
      calendar: .persian, now: "2024-03-19T12:00:00+03:30", due: "2024-03-20T00:00:00+03:30",
      expected: .tomorrow, reason: "29 Esfand 1402, then 1 Farvardin 1403"),
    Case(
      "persian: Friday after Nowruz ends this week", zone: "Asia/Tehran", firstWeekday: 7,
      calendar: .persian, now: "2024-03-19T12:00:00+03:30", due: "2024-03-22T23:59:59+03:30",
      expected: .laterThisWeek, reason: "weeks from Saturday: 03-16 through 03-22"),
    Case(
      "persian: Saturday 03-30 is out of range", zone: "Asia/Tehran", firstWeekday: 7,
      calendar: .persian, now: "2024-03-19T12:00:00+03:30", due: "2024-03-30T00:00:00+03:30",
      expected: nil, reason: "next week is Saturday 03-23 through Friday 03-29"),
  ]

  static let foundationTraps: [Case] = [
    Case(
      "Nuuk at 23:30 on a Sunday, where Foundation's week interval is nil: today",
      zone: "America/Nuuk", firstWeekday: 2, now: "2026-03-30T00:30:00Z",
      due: "2026-03-29T01:00:00Z", expected: .today,
      reason: "-01 since 2026-03-29 01:00 UTC; Sunday 00:00 -01"),
    Case(
      "Nuuk at 23:30 on a Sunday: Monday is tomorrow", zone: "America/Nuuk", firstWeekday: 2,
      now: "2026-03-30T00:30:00Z", due: "2026-03-30T01:00:00Z", expected: .tomorrow,
      reason: "Monday 00:00 -01, the first day of next week"),
    Case(
      "Nuuk at 23:30 on a Sunday: next week ends at 00:59:59 UTC on Monday 04-06",
      zone: "America/Nuuk", firstWeekday: 2, now: "2026-03-30T00:30:00Z",
      due: "2026-04-06T00:59:59Z", expected: .nextWeek, reason: "Sunday 04-05 23:59:59 -01"),
    Case(
      "Nuuk at 23:30 on a Sunday: Monday 04-06 is out of range", zone: "America/Nuuk",
      firstWeekday: 2, now: "2026-03-30T00:30:00Z", due: "2026-04-06T01:00:00Z", expected: nil,
      reason: "Monday 04-06 00:00 -01 starts the week after next"),
    Case(
      "Nuuk at 23:30 on a Tuesday: Sunday 04-05 ends this week", zone: "America/Nuuk",
      firstWeekday: 2, now: "2026-04-01T00:30:00Z", due: "2026-04-05T12:00:00-01:00",
      expected: .laterThisWeek, reason: "this week is Monday 03-30 through Sunday 04-05"),
  ]

  @Test(
    arguments: dayBoundaries + shortAndLongDays + missingAndRepeatedMidnights + skippedDays
      + zonesAndWeekRules + yearsAndCalendars + foundationTraps)
  func `relates the due date as the rules say`(_ example: Case) throws {
    let calendar = Calendar.fixture(
      example.calendar, firstWeekday: example.firstWeekday, timeZone: example.zone)
    let boundaries = try #require(NearTermBoundaries(now: .iso(example.now), calendar: calendar))

    #expect(
      boundaries.relation(of: .iso(example.due)) == example.expected,
      "\(example.reason); to see why: \(example.explainCommand)")
  }

  @Test func `a case that fails says the todo command line that explains it`() {
    let example = Case(
      "Apia's Thursday before the skipped Friday", zone: "Pacific/Apia", firstWeekday: 2,
      calendar: .islamicUmmAlQura, now: "2011-12-29T12:00:00-10:00", due: "2011-12-31",
      expected: .tomorrow, reason: "")

    #expect(
      example.explainCommand
        == "printf 'explain 2011-12-31\\n' | swift run todo --now 2011-12-29T12:00:00-10:00 "
        + "--time-zone Pacific/Apia --first-weekday 2 --calendar islamic-umalqura")
  }

  // MARK: - A day that came twice

  // When Alaska became American, Sitka's clocks went back a whole day: Friday 1867-10-18 came
  // twice, the second time from 09:01:13 UTC. A day later can then be the same weekday, and
  // Foundation gives a day of no length at the turn. Where the rules cannot count the week,
  // there are no boundaries: no guess.

  @Test func `where a day came twice, a week that holds both has no boundaries`() {
    let calendar = Calendar.gregorian(firstWeekday: 1, timeZone: "America/Sitka")

    #expect(NearTermBoundaries(now: .iso("1867-10-10T00:00:00Z"), calendar: calendar) == nil)
  }

  @Test func `at the instant a day came again, Foundation's day has no length: no boundaries`() {
    let calendar = Calendar.gregorian(firstWeekday: 1, timeZone: "America/Sitka")

    #expect(NearTermBoundaries(now: .iso("1867-10-18T09:01:13Z"), calendar: calendar) == nil)
  }

  @Test func `where a day came twice earlier this week, this week has no start`() throws {
    let calendar = Calendar.gregorian(firstWeekday: 2, timeZone: "America/Sitka")
    let boundaries = try #require(
      NearTermBoundaries(now: .iso("1867-10-20T09:15:00Z"), calendar: calendar))

    #expect(boundaries.startOfThisWeek(in: calendar) == nil)
  }

  @Test func `where the week's first day came twice, this week starts at its first midnight`()
    throws
  {
    // Kwajalein's clocks went back 23 hours at the end of Tuesday 1969-09-30, from +11 to -12:
    // that Tuesday came twice. On Wednesday, in weeks from Tuesday, the week began with it.
    let calendar = Calendar.gregorian(firstWeekday: 3, timeZone: "Pacific/Kwajalein")
    let boundaries = try #require(
      NearTermBoundaries(now: .iso("1969-10-01T12:00:00Z"), calendar: calendar))

    #expect(boundaries.startOfToday == .iso("1969-10-01T12:00:00Z"))
    #expect(boundaries.startOfThisWeek(in: calendar) == .iso("1969-09-29T13:00:00Z"))
  }

  @Test(arguments: [1e15, -1e15, Double.infinity, Double.nan])
  func `an instant no calendar can place has no boundaries, and does not crash`(
    secondsSince1970: Double
  ) {
    let calendar = Calendar.fixture(.gregorian, firstWeekday: 1, timeZone: "America/New_York")

    #expect(
      NearTermBoundaries(now: Date(timeIntervalSince1970: secondsSince1970), calendar: calendar)
        == nil)
  }
}
