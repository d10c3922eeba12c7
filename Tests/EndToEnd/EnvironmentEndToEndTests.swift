import Fakes
import Foundation
import Testing

/// What `todo` makes of the locale variables and of `TZ`, whatever they hold.
///
/// "Now" is Sunday 2026-11-22 at 10:00 UTC. A Saturday item shows where the week starts: under
/// Later This Week when weeks start on Sunday (as with `C`), under Next Week when on Monday.
struct EnvironmentEndToEndTests {
  let now = ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC"]
  let noContent = "Nothing to do from today through the end of next week.\n"
  let party = Script.add("Party", due: "saturday")

  // MARK: - Locale variables ICU cannot read

  /// A value whose first part is 12 letters or more made ICU dereference a null default locale
  /// (SIGSEGV) the first time a calendar was opened, `--locale` or not.
  static let unreadableLocales = [
    (["LANG": "aaaaaaaaaaaa"], [String](), "LANG 'aaaaaaaaaaaa'"),
    (["LANG": "12345678901234"], [], "LANG '12345678901234'"),
    (["LANG": "aaaaaaaaaaaa_DE.UTF-8"], ["--locale", "en_US"], "LANG 'aaaaaaaaaaaa_DE.UTF-8'"),
    (["LC_ALL": "aaaaaaaaaaaa", "LANG": "de_DE.UTF-8"], [], "LC_ALL 'aaaaaaaaaaaa'"),
    (
      ["LANG": "en_US@k=" + String(repeating: "a", count: 200)], [],
      "LANG 'en_US@k=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…'"
    ),
  ]

  /// Each case starts `todo`: a plain `swift test` takes every other one, a full run (CI's)
  /// all.
  @Test(arguments: SuiteSize.sample(unreadableLocales, every: 2))
  func `a locale variable ICU cannot read is named in a warning, and the run goes on as with C`(
    _ environment: [String: String], _ options: [String], _ named: String
  ) async throws {
    let result = try await TodoRunner.run(now + options, input: party, environment: environment)

    #expect(
      result
        == .init(
          output: noContent + "Later This Week\n  1. Party (Saturday)\n",
          error: "todo: warning: \(named) is not a locale name such as en_US.UTF-8 or C; using C\n",
          status: 0))
  }

  @Test func `LC_MESSAGES is checked too, and the other variables keep their meaning`() async throws
  {
    let result = try await TodoRunner.run(
      now, input: party, environment: ["LC_MESSAGES": "aaaaaaaaaaaa", "LANG": "de_DE.UTF-8"])

    #expect(
      result
        == .init(
          output: "Nichts zu tun von heute bis zum Ende der nächsten Woche.\n"
            + "Nächste Woche\n  1. Party (Samstag)\n",
          error: "todo: warning: LC_MESSAGES 'aaaaaaaaaaaa' is not a locale name such as "
            + "en_US.UTF-8 or C; using C\n",
          status: 0))
  }

  @Test func `a locale variable with escape sequences is named escaped`() async throws {
    let result = try await TodoRunner.run(now, environment: ["LANG": "\u{1B}[2Jxxxxxxxxxxxxxx"])

    #expect(
      result.error
        == "todo: warning: LANG '\\u{1B}[2Jxxxxxxxxxxxxxx' is not a locale name such as "
        + "en_US.UTF-8 or C; using C\n")
    #expect(result.status == 0)
  }

  // MARK: - TZ, read as libc reads it

  /// `todo` without `--time-zone`, adding an item due at `due`; returns the listing after the add.
  func listing(tz: String, due: String) async throws -> TodoRunner.Result {
    try await TodoRunner.run(
      ["--now", "2026-11-22T10:00:00Z", "--first-weekday", "2"], input: Script.add("X", due: due),
      environment: ["TZ": tz])
  }

  /// Values of TZ a C program reads, each with a due date and the listing it gives: each case
  /// starts `todo`, so a plain `swift test` takes every fourth (a POSIX offset, a zone name
  /// after a colon, a zone with its rules), and a full run (CI's) takes them all;
  /// `TimeZoneVariableTests.swift` reads each of them in process.
  static let readableTZ = [
    // POSIX `std offset`: the offset is west of Greenwich, so GMT+5 is five hours behind UTC.
    // 2026-11-23T03:00:00Z is still Sunday 22:00 there; read as UTC+5 it would be Monday.
    ("GMT+5", "2026-11-23T03:00:00Z", "Today\n  1. X\n"),
    ("EST5", "2026-11-23T03:00:00Z", "Today\n  1. X\n"),
    ("<-05>5", "2026-11-23T03:00:00Z", "Today\n  1. X\n"),
    // Nine hours ahead: 2026-11-22T16:00:00Z is Monday 01:00 in Tokyo.
    ("JST-9", "2026-11-22T16:00:00Z", "Tomorrow\n  1. X (Monday)\n"),
    (":Asia/Tokyo", "2026-11-22T16:00:00Z", "Tomorrow\n  1. X (Monday)\n"),
    ("/usr/share/zoneinfo/Asia/Tokyo", "2026-11-22T16:00:00Z", "Tomorrow\n  1. X (Monday)\n"),
    (":/usr/share/zoneinfo/Asia/Tokyo", "2026-11-22T16:00:00Z", "Tomorrow\n  1. X (Monday)\n"),
    ("Asia/Tokyo", "2026-11-22T16:00:00Z", "Tomorrow\n  1. X (Monday)\n"),
    ("EST5EDT", "2026-11-23T03:00:00Z", "Today\n  1. X\n"),
    ("<+0545>-5:45", "2026-11-22T18:15:00Z", "Tomorrow\n  1. X (Monday)\n"),
    // An empty TZ is UTC, as for every C program.
    ("", "2026-11-22T23:59:59Z", "Today\n  1. X\n"),
  ]

  @Test(arguments: SuiteSize.sample(readableTZ, every: 4))
  func `TZ is read as libc reads it`(_ tz: String, _ due: String, _ listing: String) async throws {
    #expect(
      try await self.listing(tz: tz, due: due)
        == .init(output: noContent + listing, error: "", status: 0)
    )
  }

  /// Values of TZ `todo` cannot read: sampled as ``readableTZ`` is.
  static let unreadableTZ = [
    "CET-1CEST,M3.5.0,M10.5.0/3", "Mars/Olympus", ":Mars/Olympus", "/etc/passwd", "GMT+25",
    "+05:00",
  ]

  @Test(arguments: SuiteSize.sample(unreadableTZ, every: 2))
  func `a TZ that cannot be read is refused with exit status 2`(_ tz: String) async throws {
    let result = try await listing(tz: tz, due: "2026-11-23")

    #expect(
      result
        == .init(
          output: "",
          error: "todo: TZ '\(tz)' is not a time zone todo can read; set it to an IANA name "
            + "such as Europe/Berlin, a fixed offset such as UTC0 or JST-9, or give --time-zone\n",
          status: 2))
  }

  @Test func `a TZ naming a zone file outside a zoneinfo folder is read by its content`()
    async throws
  {
    // `cp /usr/share/zoneinfo/Asia/Tokyo lt; TZ=$PWD/lt date` prints JST; so does todo.
    let folder = try TemporaryDirectory()
    let copy = folder.path("lt")
    try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: copy)

    for tz in [copy, ":" + copy] {
      #expect(
        try await listing(tz: tz, due: "2026-11-22T16:00:00Z")
          == .init(output: noContent + "Tomorrow\n  1. X (Monday)\n", error: "", status: 0))
    }
  }

  @Test func `--time-zone is used, and TZ not read, when both are given`() async throws {
    let result = try await TodoRunner.run(
      ["--now", "2026-11-22T10:00:00Z", "--time-zone", "Asia/Tokyo", "--first-weekday", "2"],
      input: Script.add("X", due: "2026-11-22T16:00:00Z"), environment: ["TZ": "Mars/Olympus"])

    #expect(
      result == .init(output: noContent + "Tomorrow\n  1. X (Monday)\n", error: "", status: 0))
  }
}
