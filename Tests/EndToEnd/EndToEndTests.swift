import Fakes
import Foundation
import Testing

/// The whole app at a terminal: the built `todo` executable, run with piped input.
///
/// "Now" is Sunday 2026-11-22 at 10:00 UTC unless a test says otherwise; weeks start on Monday,
/// so tomorrow (Monday 23) starts next week, and next week runs to Sunday 2026-11-29.
struct EndToEndTests {
  let sunday = ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2"]
  let noContent = "Nothing to do from today through the end of next week.\n"

  @Test func `an empty store starts with the no-content message`() async throws {
    #expect(try await TodoRunner.run(sunday) == .init(output: noContent, error: "", status: 0))
  }

  @Test func `an added item is listed under its heading after the save`() async throws {
    let result = try await TodoRunner.run(
      sunday, input: (Script.add("Buy milk", due: "2026-11-23") + "quit\n"))

    #expect(
      result
        == .init(output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n", error: "", status: 0)
    )
  }

  @Test func `each of the four sections, in order, with weekdays`() async throws {
    let result = try await TodoRunner.run(
      ["--now", "2026-11-24T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2"],
      input: Script.add("Plan holiday", due: "2026-12-06T18:00:00Z")
        + Script.add("Call mum", due: "friday")
        + Script.add("Buy milk", due: "tomorrow")
        + Script.add("Get a haircut", due: "today")
        + Script.add("Pay rent", due: "2026-11-30")
        + "list\n")

    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(
      result.output.components(separatedBy: "\n").suffix(10) == [
        "Today",
        "  1. Get a haircut",
        "Tomorrow",
        "  2. Buy milk (Wednesday)",
        "Later This Week",
        "  3. Call mum (Friday)",
        "Next Week",
        "  4. Pay rent (Monday)",
        "  5. Plan holiday (Sunday)",
        "",
      ])
  }

  @Test func `cancel closes the form and nothing is added`() async throws {
    let result = try await TodoRunner.run(sunday, input: "add\nBuy milk\ncancel\nlist\n")

    #expect(
      result
        == .init(
          output: noContent + "Cancelled: nothing was added.\n" + noContent, error: "", status: 0))
  }

  @Test func `the end of input in the form cancels it and ends the program`() async throws {
    let result = try await TodoRunner.run(sunday, input: "add\nBuy milk\n")

    #expect(
      result == .init(output: noContent + "Cancelled: nothing was added.\n", error: "", status: 0))
  }

  @Test
  func `an empty title is refused, its form ends, and nothing is stored (exit status 1)`()
    async throws
  {
    let result = try await TodoRunner.run(
      sunday, input: (Script.add("   ", due: "2026-11-23") + "list\n"))

    #expect(
      result
        == .init(
          output: noContent + noContent,
          error:
            "error: lines \(Script.entryLines()): The title is empty: type at least one letter, digit or symbol.\n",
          status: 1))
  }

  @Test func `a due date that does not parse is refused, naming its line`() async throws {
    let result = try await TodoRunner.run(
      sunday, input: (Script.add("Buy milk", due: "2026-02-30") + "list\n"))

    #expect(
      result
        == .init(
          output: noContent + noContent,
          error: "error: line 3: '2026-02-30' is not a due date: type YYYY-MM-DD, an ISO 8601 "
            + "date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday "
            + "name.\n",
          status: 1))
  }

  @Test func `a due date before today is refused, its form ends, and nothing is stored`()
    async throws
  {
    let result = try await TodoRunner.run(
      sunday,
      input: (Script.add("Buy milk", due: "2026-11-21T23:59:59Z")
        + Script.add("Buy milk", due: "2026-11-22")))

    #expect(
      result
        == .init(
          output: noContent + "Today\n  1. Buy milk\n",
          error:
            "error: lines \(Script.entryLines()): The due date 2026-11-21 is before today: choose 2026-11-22 or "
            + "later.\n",
          status: 1))
  }

  @Test func `an instant a nanosecond before today is before today, however many digits it has`()
    async throws
  {
    let result = try await TodoRunner.run(
      sunday,
      input: (Script.add("Buy milk", due: "2026-11-21T23:59:59.999999999Z")
        + Script.add("Buy milk", due: "2026-11-22")))

    #expect(
      result
        == .init(
          output: noContent + "Today\n  1. Buy milk\n",
          error:
            "error: lines \(Script.entryLines()): The due date 2026-11-21 is before today: choose 2026-11-22 or "
            + "later.\n",
          status: 1))
  }

  @Test func `an unknown command gets a one-line error and the session goes on`() async throws {
    let result = try await TodoRunner.run(sunday, input: "lsit\nlist\n")

    #expect(
      result
        == .init(
          output: noContent + noContent,
          error:
            "error: unknown command 'lsit'; type 'help' for the commands (list, add, open, explain, help, quit)\n",
          status: 0))
  }

  @Test func `help lists the commands, and quit stops reading`() async throws {
    let result = try await TodoRunner.run(sunday + ["--in-memory"], input: "help\nquit\nadd\n")

    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(result.output.hasPrefix(noContent + "Commands, one per line:\n"))
    #expect(
      result.output.hasSuffix(
        "weekday name in English (the next day with that name, today\nincluded).\n\n"
          + "The items are kept in memory only: they are gone when todo ends.\n"))
  }

  @Test func `a title with escape sequences is shown escaped`() async throws {
    let result = try await TodoRunner.run(
      sunday, input: Script.add("\u{1B}[2J\u{1B}[31mBuy milk", due: "2026-11-23"))

    #expect(result.output == noContent + "Tomorrow\n  1. \\u{1B}[2J\\u{1B}[31mBuy milk (Monday)\n")
  }

  @Test func `bytes that are not UTF-8 get an error, never a crash`() async throws {
    var bytes = Data("add\nBuy ".utf8)
    bytes.append(contentsOf: [0xFF, 0xFE])
    bytes.append(Data(("\n" + Script.add("Buy milk", due: "2026-11-23")).utf8))
    bytes.append(contentsOf: [0xC3, 0x28, 0x0A])

    let result = try await TodoRunner.run(sunday, inputBytes: bytes)

    #expect(
      result
        == .init(
          output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n",
          error: "error: line 2: that line is not UTF-8 text\n"
            + "error: that line is not UTF-8 text; type 'help' for the commands\n",
          status: 1))
  }

  @Test func `a line of 64 KiB is read whole`() async throws {
    let title = String(repeating: "long ", count: 13_107) + "e"  // 65 536 bytes

    let result = try await TodoRunner.run(sunday, input: Script.add(title, due: "2026-11-23"))

    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(result.output == noContent + "Tomorrow\n  1. \(title) (Monday)\n")
  }

  @Test func `a longer line is refused, and the session goes on`() async throws {
    let line = String(repeating: "x", count: 65_537)

    let result = try await TodoRunner.run(
      sunday, input: ("\(line)\nadd\n\(line)\(line)\n" + Script.add("Buy milk", due: "2026-11-23")))

    #expect(
      result
        == .init(
          output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n",
          error: "error: that line is longer than 65,536 bytes; type 'help' for the commands\n"
            + "error: line 3: that line is longer than 65,536 bytes\n",
          status: 1))
  }

  @Test func `Windows line endings are accepted`() async throws {
    let result = try await TodoRunner.run(
      sunday,
      input: Script.add("Buy milk", due: "2026-11-23").replacingOccurrences(of: "\n", with: "\r\n"))

    #expect(result.output == noContent + "Tomorrow\n  1. Buy milk (Monday)\n")
  }

  @Test func `the headings and the weekday names follow the locale`() async throws {
    let result = try await TodoRunner.run(
      sunday + ["--locale", "de_DE"], input: Script.add("Brot kaufen", due: "2026-11-25"))

    #expect(
      result.output
        == "Nichts zu tun von heute bis zum Ende der nächsten Woche.\n"
        + "Nächste Woche\n  1. Brot kaufen (Mittwoch)\n")
  }

  @Test func `the time zone decides the day`() async throws {
    // 10:00 UTC on Sunday is 19:00 in Tokyo; 2026-11-22T16:00:00Z is already Monday there.
    let result = try await TodoRunner.run(
      ["--now", "2026-11-22T10:00:00Z", "--time-zone", "Asia/Tokyo", "--first-weekday", "2"],
      input: Script.add("Catch the train", due: "2026-11-22T16:00:00Z"))

    #expect(result.output == noContent + "Tomorrow\n  1. Catch the train (Monday)\n")
  }

  @Test(arguments: [
    (
      "en_US.UTF-8",
      "Nothing to do from today through the end of next week.\n"
        + "Later This Week\n  1. Party (Saturday)\n"
    ),
    (
      "de_DE.UTF-8",
      "Nichts zu tun von heute bis zum Ende der nächsten Woche.\n"
        + "Nächste Woche\n  1. Party (Samstag)\n"
    ),
  ])
  func `LANG sets the default locale: the words, the weekday names and the first weekday`(
    _ lang: String, _ listing: String
  ) async throws {
    // Sunday 2026-11-22: Saturday 28 ends this week if weeks start on Sunday, else next week's.
    let result = try await TodoRunner.run(
      ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC"],
      input: Script.add("Party", due: "saturday"),
      environment: ["LANG": lang])

    #expect(result.output == listing)
  }

  @Test func `the TZ variable is the default time zone`() async throws {
    let result = try await TodoRunner.run(
      ["--now", "2026-11-22T10:00:00Z", "--first-weekday", "2"],
      input: Script.add("Catch the train", due: "2026-11-22T16:00:00Z"),
      environment: ["TZ": "Asia/Tokyo"])

    #expect(result.output == noContent + "Tomorrow\n  1. Catch the train (Monday)\n")
  }

  @Test func `--help prints the usage and exits 0`() async throws {
    let result = try await TodoRunner.run(["--help"])

    #expect(result.status == 0)
    #expect(result.error == "")
    #expect(result.output.hasPrefix("usage: todo [options]\n"))
    #expect(result.output.contains("  --first-weekday <day>  1-7 (1 = Sunday, 2 = Monday)"))
  }

  @Test func `--version prints the version`() async throws {
    #expect(
      try await TodoRunner.run(["--version"]) == .init(output: "todo 1.0.0\n", error: "", status: 0)
    )
  }

  /// Bad options with what `todo` says of each: each case starts `todo`, so a plain
  /// `swift test` takes every fourth, a full run (CI's) all; `TodoOptionsTests.swift` reads
  /// each kind of bad option in process.
  static let badOptions = [
    (["--bogus"], "todo: unknown option '--bogus'; see 'todo --help'\n"),
    (["--now"], "todo: --now needs a value; see 'todo --help'\n"),
    (
      ["--now", "tomorrow"],
      "todo: --now 'tomorrow' is not an ISO 8601 instant; give a date and time with Z or an "
        + "offset, e.g. 2026-11-22T10:00:00Z\n"
    ),
    (
      ["--time-zone", "Mars/Olympus"],
      "todo: --time-zone 'Mars/Olympus' is not a known time zone; give an IANA identifier such as "
        + "Europe/Berlin, America/New_York or UTC\n"
    ),
    (
      ["--first-weekday", "9"],
      "todo: --first-weekday '9' is not a weekday; give 1-7 (1 = Sunday, 2 = Monday) or a "
        + "weekday name such as monday\n"
    ),
    (
      ["--locale", "xx_YY"],
      "todo: --locale 'xx_YY' is not a known locale; give an identifier such as en_US, en_GB or "
        + "de_DE\n"
    ),
    (
      ["--calendar", "mayan"],
      "todo: --calendar 'mayan' is not a known calendar; give gregorian, iso8601, buddhist, "
        + "chinese, coptic, ethiopic, ethiopic-amete-alem, hebrew, indian, islamic, islamic-civil, "
        + "islamic-tbla, islamic-umalqura, japanese, persian, roc\n"
    ),
  ]

  @Test(arguments: SuiteSize.sample(badOptions, every: 4))
  func `a bad option is named on standard error with exit status 2`(
    _ arguments: [String], _ message: String
  ) async throws {
    #expect(
      try await TodoRunner.run(arguments, input: Script.add("Buy milk", due: "2026-11-23"))
        == .init(output: "", error: message, status: 2))
  }
}
