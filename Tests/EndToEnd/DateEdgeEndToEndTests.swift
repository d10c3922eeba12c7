import Fakes
import Foundation
import Testing

/// The date rules through the whole app: `todo` run with `--now`, `--time-zone`,
/// `--first-weekday` and `--calendar` on days that are not 24 hours long, or not there at all.
struct DateEdgeEndToEndTests {
  let noContent = "Nothing to do from today through the end of next week.\n"

  func run(_ options: [String], adding items: [(String, String)]) async throws -> TodoRunner.Result
  {
    let input = items.map { Script.add($0.0, due: $0.1) }.joined() + "list\n"
    return try await TodoRunner.run(options + ["--locale", "en_US"], input: input)
  }

  @Test func `New York's 23-hour day: tomorrow is the whole of Sunday`() async throws {
    // Saturday 2024-03-09, 23:30 EST; Sunday 2024-03-10 lasts from 00:00 EST to 00:00 EDT.
    let result = try await run(
      [
        "--now", "2024-03-09T23:30:00-05:00", "--time-zone", "America/New_York",
        "--first-weekday", "1",
      ],
      adding: [
        ("Last hour of Sunday", "2024-03-10T23:30:00-04:00"),
        ("Monday", "2024-03-11"),
        ("Saturday night", "2024-03-16T23:59:59.999-04:00"),
        ("Week after next", "2024-03-17"),
      ])

    #expect(result.error == "")
    #expect(
      result.output.hasSuffix(
        """
        Tomorrow
          1. Last hour of Sunday (Sunday)
        Next Week
          2. Monday (Monday)
          3. Saturday night (Saturday)

        """))
  }

  @Test func `São Paulo's missing midnight: the day starts at 01:00 and is still tomorrow`()
    async throws
  {
    // Saturday 2018-11-03 at noon; clocks went from 00:00 to 01:00 on Sunday 2018-11-04.
    let result = try await run(
      [
        "--now", "2018-11-03T12:00:00-03:00", "--time-zone", "America/Sao_Paulo",
        "--first-weekday", "1",
      ],
      adding: [
        ("Last instant of today", "2018-11-03T23:59:59.999-03:00"),
        ("First instant of Sunday", "2018-11-04"),
      ])

    #expect(result.error == "")
    #expect(
      result.output.hasSuffix(
        """
        Today
          1. Last instant of today
        Tomorrow
          2. First instant of Sunday (Sunday)

        """))
  }

  @Test
  func `Apia skipped Friday 2011-12-30: tomorrow is Saturday, and the skipped day is refused`()
    async throws
  {
    // Thursday 2011-12-29 at noon (UTC-10); the next day in Apia was Saturday 2011-12-31 (UTC+14).
    let result = try await TodoRunner.run(
      [
        "--now", "2011-12-29T12:00:00-10:00", "--time-zone", "Pacific/Apia", "--first-weekday", "2",
        "--locale", "en_US",
      ],
      input: Script.add("Party", due: "2011-12-30")
        + Script.add("Party", due: "2011-12-31")
        + Script.add("Sunday", due: "2012-01-01")
        + Script.add("Monday", due: "2012-01-02")
        + "list\n")

    #expect(
      result.error
        == "error: line 3: 2011-12-30 does not exist in Pacific/Apia: the time zone skipped that "
        + "day. Choose another day.\n")
    #expect(
      result.output.hasSuffix(
        """
        Tomorrow
          1. Party (Saturday)
        Later This Week
          2. Sunday (Sunday)
        Next Week
          3. Monday (Monday)

        """))
  }

  @Test func `the Japanese calendar's era change inside a week changes nothing`() async throws {
    // Tuesday 2019-04-30 was the last day of Heisei; Wednesday 2019-05-01 the first of Reiwa.
    let result = try await run(
      [
        "--now", "2019-04-30T12:00:00+09:00", "--time-zone", "Asia/Tokyo", "--first-weekday", "1",
        "--calendar", "japanese",
      ],
      adding: [
        ("First day of Reiwa", "2019-05-01"),
        ("Saturday", "2019-05-04"),
        ("Sunday", "2019-05-05"),
      ])

    #expect(result.error == "")
    #expect(
      result.output.hasSuffix(
        """
        Tomorrow
          1. First day of Reiwa (Wednesday)
        Later This Week
          2. Saturday (Saturday)
        Next Week
          3. Sunday (Sunday)

        """))
  }

  /// Each case starts `todo`: a plain `swift test` takes every other one, a full run (CI's)
  /// all of them.
  @Test(
    arguments: SuiteSize.sample(["hebrew", "islamic-umalqura", "persian", "iso8601"], every: 2))
  func `other calendars keep the same days and weeks`(_ calendar: String) async throws {
    // Sunday 2026-11-22; weeks from Monday.
    let result = try await run(
      [
        "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2",
        "--calendar", calendar,
      ],
      adding: [("Monday", "2026-11-23"), ("Sunday", "2026-11-29"), ("Too late", "2026-11-30")])

    #expect(result.error == "")
    #expect(
      result.output.hasSuffix(
        """
        Tomorrow
          1. Monday (Monday)
        Next Week
          2. Sunday (Sunday)

        """))
  }
}
