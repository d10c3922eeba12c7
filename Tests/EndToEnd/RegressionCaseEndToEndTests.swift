import Fakes
import Foundation
import Testing

/// A user turns an answer they think wrong into a failing case without writing Swift: the
/// built `todo` explains a due date and ends with its case line; the user changes the line's
/// `expected` and `why`, adds it to a cases folder's `local.jsonl`, and the suite's own
/// runner, `RegressionCaseFilesSpecs`, fails by the case's id.
///
/// The suite runs as `swift test` runs it: this test bundle, started again with a filter, on
/// the folder the environment variable `TODO_CONFORMANCE_CASES` names. On Linux only, where the
/// bundle is the program `swift test` starts.
struct RegressionCaseEndToEndTests {
  /// The case line `explain 2011-12-31` ends with, on Thursday 2011-12-29 at noon in Apia.
  static let apiaLine =
    #"{"id": "local-a633dd7b", "now": "2011-12-29T12:00:00-10:00", "#
    + #""due": "2011-12-31T00:00:00+14:00", "timeZone": "Pacific/Apia", "firstWeekday": 1, "#
    + #""calendar": "gregorian", "expected": "tomorrow", "rule": "tomorrow", "#
    + #""tags": ["explained"], "why": "todo explain's answer, by the rule tomorrow: change "#
    + #"expected to the right group, and say here why it is right", "#
    + #""source": "todo explain, time-zone data \#(TimeZone.timeZoneDataVersion)"}"#

  /// The last line of `explain` with `options`, as `todo` prints it.
  static func lastLine(_ options: [String], explaining day: String) async throws -> String {
    let explained = try await TodoRunner.run(["--in-memory"] + options, input: "explain \(day)\n")
    return String(explained.output.split(separator: "\n").last ?? "")
  }

  /// The report's H5-27: in Berlin's local-mean-time years (its offset then was +00:53:28),
  /// and where Kiritimati's clock is already in the year 10000, `explain` gave no case line and
  /// no word of why.
  @Test func `explain writes a case in UTC where the zone's offset has seconds, or says why not`()
    async throws
  {
    let berlin = try await Self.lastLine(
      ["--now", "1850-06-01T12:00:00Z", "--time-zone", "Europe/Berlin"], explaining: "tomorrow")
    let kiritimati = try await Self.lastLine(
      ["--now", "9999-12-31T20:00:00Z", "--time-zone", "Pacific/Kiritimati"],
      explaining: "tomorrow")

    #expect(
      berlin
        == #"case: {"id": "local-27272372", "now": "1850-06-01T12:00:00Z", "#
        + #""due": "1850-06-01T23:06:32Z", "timeZone": "Europe/Berlin", "firstWeekday": 1, "#
        + #""calendar": "gregorian", "expected": "tomorrow", "rule": "tomorrow-wins", "#
        + #""tags": ["explained"], "why": "todo explain's answer, by the rule tomorrow-wins: "#
        + #"change expected to the right group, and say here why it is right", "#
        + #""source": "todo explain, time-zone data \#(TimeZone.timeZoneDataVersion)"}"#)
    #expect(
      kiritimati
        == "case: none: the due date is outside the years 0000 to 9999 in UTC, and a case's "
        + "instants are ISO 8601 text, which cannot write it")
  }

  /// Runs the test of this bundle that takes the user's own cases on the cases of `folder`.
  static func runCases(in folder: URL) async throws -> TodoRunner.Result {
    try await TodoRunner.run(
      [
        "--testing-library", "swift-testing", "--filter", "the cases you added to local.jsonl pass",
      ],
      inputBytes: Data(), environment: ["TODO_CONFORMANCE_CASES": folder.path],
      executable: URL(fileURLWithPath: CommandLine.arguments[0]))
  }

  @Test(.enabled(if: isLinux, "the test bundle is the program swift test starts on Linux"))
  func `an explained answer changed to another and added to local.jsonl fails by its id`()
    async throws
  {
    let explained = try await TodoRunner.run(
      ["--in-memory", "--now", "2011-12-29T12:00:00-10:00", "--time-zone", "Pacific/Apia"],
      input: "explain 2011-12-31\n")
    let caseLine = explained.output.split(separator: "\n").last { $0.hasPrefix("case: ") }
    let line = try #require(caseLine?.dropFirst("case: ".count)).description
    #expect(line == Self.apiaLine)
    let folder = try TemporaryDirectory()
    let local = folder.url.appendingPathComponent("local.jsonl")
    try (line + "\n").write(to: local, atomically: true, encoding: .utf8)

    let asExplained = try await Self.runCases(in: folder.url)
    let edited = line.replacing(#""expected": "tomorrow""#, with: #""expected": "laterThisWeek""#)
      .replacing(/"why": "[^"]*"/, with: #""why": "Saturday is the day after tomorrow""#)
    try (edited + "\n").write(to: local, atomically: true, encoding: .utf8)
    let changed = try await Self.runCases(in: folder.url)

    // Swift Testing reports on standard error.
    #expect(asExplained.status == 0, "\(asExplained.error)")
    #expect(
      asExplained.error.contains(
        "✔ Test \"the cases you added to local.jsonl pass\" with 1 test case passed"),
      "\(asExplained.error)")
    #expect(changed.status != 0)
    #expect(
      changed.error.contains(
        "local.jsonl:1 local-a633dd7b: expected laterThisWeek (rule tomorrow: Saturday is the "
          + "day after tomorrow), but the package answered tomorrow by the rule tomorrow"))
    #expect(
      changed.error.contains(
        "to see every boundary: printf 'explain 2011-12-31T00:00:00+14:00\\n' | swift run todo "
          + "--in-memory --now 2011-12-29T12:00:00-10:00 --time-zone Pacific/Apia "
          + "--first-weekday 1 --calendar gregorian"))
  }
}

extension RegressionCaseEndToEndTests {
  @Test func `on an Arabic screen the case line is the same JSON, untranslated and unisolated`()
    async throws
  {
    let result = try await TodoRunner.run(
      [
        "--in-memory", "--now", "2011-12-29T12:00:00-10:00", "--time-zone", "Pacific/Apia",
        "--locale", "ar_EG", "--first-weekday", "1",
      ], input: "explain 2011-12-31\n")
    let lines = result.output.split(separator: "\n")

    #expect(lines.contains { $0.hasPrefix("الآن") })
    #expect(lines.last.map(String.init) == "case: " + Self.apiaLine)
  }
}

/// Whether this is Linux, where the test bundle is a program of its own.
private let isLinux: Bool = {
  #if os(Linux)
    true
  #else
    false
  #endif
}()
