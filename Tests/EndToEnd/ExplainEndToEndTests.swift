import Foundation
import Testing

/// `todo explain`: where a due date falls, with every boundary that decided it, in two time
/// zones with different first weekdays, one case per section.
struct ExplainEndToEndTests {
  /// One place and time: the options, and the rows that do not depend on the due date.
  struct Context: Sendable {
    let options: [String]
    let nowRow: String
    let boundaryRows: String
    let zoneAndCalendarRows: String
  }

  /// Sunday 2026-11-22 at 10:00 in UTC, weeks from Sunday (the `C` locale's).
  static let utcSundayFirst = Context(
    options: ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC"],
    nowRow: "now                              2026-11-22T10:00:00Z, Sunday\n",
    boundaryRows: """
      start of today                   2026-11-22T00:00:00Z
      start of tomorrow                2026-11-23T00:00:00Z
      start of the day after tomorrow  2026-11-24T00:00:00Z
      start of this week               2026-11-22T00:00:00Z
      start of next week               2026-11-29T00:00:00Z
      start of the week after next     2026-12-06T00:00:00Z

      """,
    zoneAndCalendarRows: """
      time zone                        GMT (time-zone data \(TimeZone.timeZoneDataVersion))
      calendar                         gregorian, weeks from Sunday (--first-weekday 1)

      """)

  /// Wednesday 2026-11-25 at 15:30 in Kolkata (+05:30), weeks from Monday.
  static let kolkataMondayFirst = Context(
    options: [
      "--now", "2026-11-25T10:00:00Z", "--time-zone", "Asia/Kolkata", "--first-weekday", "2",
    ],
    nowRow: "now                              2026-11-25T15:30:00+05:30, Wednesday\n",
    boundaryRows: """
      start of today                   2026-11-25T00:00:00+05:30
      start of tomorrow                2026-11-26T00:00:00+05:30
      start of the day after tomorrow  2026-11-27T00:00:00+05:30
      start of this week               2026-11-23T00:00:00+05:30
      start of next week               2026-11-30T00:00:00+05:30
      start of the week after next     2026-12-07T00:00:00+05:30

      """,
    zoneAndCalendarRows: """
      time zone                        Asia/Kolkata (time-zone data \(TimeZone.timeZoneDataVersion))
      calendar                         gregorian, weeks from Monday (--first-weekday 2)

      """)

  static let today = "from the start of today, before the start of tomorrow: today"
  static let tomorrow =
    "from the start of tomorrow, before the start of the day after tomorrow: tomorrow"
  static let laterThisWeek = "before the start of next week, after tomorrow: later this week"
  static let nextWeek =
    "from the start of next week, before the start of the week after next: next week"

  @Test(arguments: [
    (utcSundayFirst, "2026-11-22T18:00:00Z", "2026-11-22T18:00:00Z, Sunday", today),
    (utcSundayFirst, "tomorrow", "2026-11-23T00:00:00Z, Monday", tomorrow),
    (utcSundayFirst, "friday", "2026-11-27T00:00:00Z, Friday", laterThisWeek),
    (utcSundayFirst, "2026-12-01", "2026-12-01T00:00:00Z, Tuesday", nextWeek),
    (kolkataMondayFirst, "today", "2026-11-25T00:00:00+05:30, Wednesday", today),
    (kolkataMondayFirst, "thursday", "2026-11-26T00:00:00+05:30, Thursday", tomorrow),
    (kolkataMondayFirst, "sunday", "2026-11-29T00:00:00+05:30, Sunday", laterThisWeek),
    (kolkataMondayFirst, "2026-12-06", "2026-12-06T00:00:00+05:30, Sunday", nextWeek),
  ])
  func `explain shows the boundaries and the rule that decided the section`(
    _ context: Context, _ due: String, _ dueRow: String, _ rule: String
  ) async throws {
    let result = try await TodoRunner.run(context.options, input: "explain \(due)\n")

    #expect(
      result
        == .init(
          output: "Nothing to do from today through the end of next week.\n" + context.nowRow
            + "due                              \(dueRow)\n" + context.boundaryRows
            + "section                          \(rule)\n" + context.zoneAndCalendarRows,
          error: "", status: 0))
  }
}
