import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// Reading a typed due date: each accepted form, and what is refused.
struct DueDateParserTests {
  /// Sunday 2026-11-22 at 10:00 UTC, on a Monday-first calendar.
  func parse(_ text: String, timeZone: String = "UTC") -> Result<Date, DueDateError> {
    DueDateParser(
      calendar: .gregorian(firstWeekday: 2, timeZone: timeZone),
      clock: FixedClock(.nov22At10)
    ).dueDate(from: text)
  }

  @Test(arguments: [
    ("2026-11-23", "2026-11-23T00:00:00Z"),
    (" 2026-11-23 ", "2026-11-23T00:00:00Z"),
    ("2024-02-29", "2024-02-29T00:00:00Z"),
    ("2026-11-23T09:30:00Z", "2026-11-23T09:30:00Z"),
    ("2025-06-11T23:59:59.999-04:00", "2025-06-12T03:59:59.999Z"),
    ("2026-11-23T09:30:00+05:45", "2026-11-23T03:45:00Z"),
    ("today", "2026-11-22T00:00:00Z"),
    ("Tomorrow", "2026-11-23T00:00:00Z"),
    ("sunday", "2026-11-22T00:00:00Z"),
    ("MONDAY", "2026-11-23T00:00:00Z"),
    ("saturday", "2026-11-28T00:00:00Z"),
  ])
  func `an accepted form names this instant`(_ text: String, _ expected: String) {
    #expect(parse(text) == .success(.iso(expected)))
  }

  @Test func `a date is the start of that day in the calendar's time zone`() {
    #expect(
      parse("2026-11-23", timeZone: "America/New_York") == .success(.iso("2026-11-23T05:00:00Z")))
  }

  @Test func `a date whose midnight does not exist starts at the first instant of the day`() {
    #expect(
      parse("2018-11-04", timeZone: "America/Sao_Paulo")
        == .success(.iso("2018-11-04T01:00:00-02:00")))
  }

  @Test func `dates before the Gregorian reform are days of the ISO 8601 calendar`() {
    // Seconds from 1970 in the proleptic Gregorian calendar (GNU `date -u -d 1582-10-10 +%s`);
    // Foundation's own ISO 8601 parser and Gregorian calendar turn Julian before 1582-10-15.
    #expect(parse("1582-10-10") == .success(Date(timeIntervalSince1970: -12_219_724_800)))
    #expect(parse("1500-03-02") == .success(Date(timeIntervalSince1970: -14_826_585_600)))
  }

  @Test func `today and tomorrow are the list's, even in minutes the clock repeated`() {
    // Goose Bay turned 00:01 -03 back to Saturday 23:01 -04 on 2010-11-07; at 03:30 UTC the
    // clock shows Saturday 23:30 again, but Sunday began at 00:00 -03 (03:00 UTC).
    let parser = DueDateParser(
      calendar: .gregorian(firstWeekday: 1, timeZone: "America/Goose_Bay"),
      clock: FixedClock(.iso("2010-11-07T03:30:00Z")))

    #expect(parser.dueDate(from: "today") == .success(.iso("2010-11-07T03:00:00Z")))
    #expect(parser.dueDate(from: "sunday") == .success(.iso("2010-11-07T03:00:00Z")))
    #expect(parser.dueDate(from: "tomorrow") == .success(.iso("2010-11-08T04:00:00Z")))
    #expect(parser.dueDate(from: "saturday") == .success(.iso("2010-11-13T04:00:00Z")))
  }

  @Test func `a day the time zone skipped is refused by name`() {
    #expect(
      parse("2011-12-30", timeZone: "Pacific/Apia")
        == .failure(.skippedDay("2011-12-30", timeZone: "Pacific/Apia")))
    #expect(
      DueDateError.skippedDay("2011-12-30", timeZone: "Pacific/Apia").description
        == "2011-12-30 does not exist in Pacific/Apia: the time zone skipped that day. Choose another day."
    )
  }

  @Test(arguments: [
    "", "2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "26-11-23", "2026-11-23T09:30:00",
    "2026-11-23T24:00:00Z", "2026-11-23T09:60:00Z", "2026-11-23T09:30:60Z",
    "2026-11-23T09:30:00+19:00",
    "2026-11-23 09:30:00Z", "2025-06-11T23:59:59-0400", "2026-11-23T09:30:00z", "next tuesday",
    "mon", "23/11/2026", "２０２６-１１-２３",
  ])
  func `anything else is refused, with the forms that are accepted`(_ text: String) {
    #expect(parse(text) == .failure(.notADate(text.trimmingCharacters(in: .whitespaces))))
  }

  @Test func `the refusal names the text and the accepted forms`() {
    #expect(
      DueDateError.notADate("soon").description
        == "'soon' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z or an offset "
        + "(2026-11-23T09:30:00Z), today, tomorrow or a weekday name.")
  }
}
