import Fakes
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
    /// The case line's "now", time zone and first weekday, as JSON fields.
    let caseQuestion: String
  }

  /// One section: the rule's words on the section row, and the group and rule the case line gives.
  struct Section: Sendable {
    let row: String
    let group: String
    let rule: String
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

      """,
    caseQuestion: #""now": "2026-11-22T10:00:00Z", "timeZone": "GMT", "firstWeekday": 1"#)

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

      """,
    caseQuestion: #""now": "2026-11-25T15:30:00+05:30", "timeZone": "Asia/Kolkata", "#
      + #""firstWeekday": 2"#)

  static let today = Section(
    row: "from the start of today, before the start of tomorrow: today", group: "today",
    rule: "today")
  static let tomorrow = Section(
    row: "from the start of tomorrow, before the start of the day after tomorrow: tomorrow",
    group: "tomorrow", rule: "tomorrow")
  static let laterThisWeek = Section(
    row: "before the start of next week, after tomorrow: later this week",
    group: "laterThisWeek", rule: "later-this-week")
  static let nextWeek = Section(
    row: "from the start of next week, before the start of the week after next: next week",
    group: "nextWeek", rule: "next-week")

  /// The case line `explain` ends with: the question, the package's answer, a fresh id.
  static func caseLine(
    _ context: Context, id: String, due: String, section: Section
  ) -> String {
    let fields = context.caseQuestion.split(separator: ", ").map(String.init)
    return #"case: {"id": "\#(id)", \#(fields[0]), "due": "\#(due)", \#(fields[1]), "#
      + #"\#(fields[2]), "calendar": "gregorian", "expected": "\#(section.group)", "#
      + #""rule": "\#(section.rule)", "tags": ["explained"], "why": "todo explain's answer, "#
      + #"by the rule \#(section.rule): change expected to the right group, and say here why "#
      + #"it is right", "source": "todo explain, time-zone data "#
      + #"\#(TimeZone.timeZoneDataVersion)"}"# + "\n"
  }

  /// Each case starts `todo`: a plain `swift test` takes every fourth, a full run (CI's) all
  /// of them; `TerminalListViewSpecs.swift` lays out an explanation's rows in process.
  @Test(
    arguments: SuiteSize.sample(
      [
        (
          utcSundayFirst, "2026-11-22T18:00:00Z", "2026-11-22T18:00:00Z", "Sunday", today,
          "633efc1e"
        ),
        (utcSundayFirst, "tomorrow", "2026-11-23T00:00:00Z", "Monday", tomorrow, "87dea7fe"),
        (utcSundayFirst, "friday", "2026-11-27T00:00:00Z", "Friday", laterThisWeek, "4e31140a"),
        (utcSundayFirst, "2026-12-01", "2026-12-01T00:00:00Z", "Tuesday", nextWeek, "7f002f59"),
        (kolkataMondayFirst, "today", "2026-11-25T00:00:00+05:30", "Wednesday", today, "1544aa3e"),
        (
          kolkataMondayFirst, "thursday", "2026-11-26T00:00:00+05:30", "Thursday", tomorrow,
          "092fa30b"
        ),
        (
          kolkataMondayFirst, "sunday", "2026-11-29T00:00:00+05:30", "Sunday", laterThisWeek,
          "cdec596a"
        ),
        (
          kolkataMondayFirst, "2026-12-06", "2026-12-06T00:00:00+05:30", "Sunday", nextWeek,
          "08ed838a"
        ),
      ], every: 4))
  func `explain shows the boundaries and the rule that decided the section, then its case`(
    _ context: Context, _ typed: String, _ due: String, _ weekday: String, _ section: Section,
    _ id: String
  ) async throws {
    let result = try await TodoRunner.run(context.options, input: "explain \(typed)\n")

    #expect(
      result
        == .init(
          output: "Nothing to do from today through the end of next week.\n" + context.nowRow
            + "due                              \(due), \(weekday)\n" + context.boundaryRows
            + "section                          \(section.row)\n" + context.zoneAndCalendarRows
            + Self.caseLine(context, id: "local-\(id)", due: due, section: section),
          error: "", status: 0))
  }
}
