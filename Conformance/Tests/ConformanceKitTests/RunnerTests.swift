import ConformanceKit
import Foundation
import Testing

/// `conformance` against implementations that pass, fail, crash, go silent or talk nonsense:
/// every case gets a line, the run never hangs, and the exit status says whether it is green.
struct RunnerTests {
  /// Three cases from the package's own files: Apia's skipped Friday, Berlin's 23-hour Sunday,
  /// Goose Bay's turned-back midnight.
  static let threeCases = [
    #"{"id": "apia-friday-skipped", "now": "2011-12-29T12:00:00-10:00", "due": "2011-12-30T10:00:00Z", "timeZone": "Pacific/Apia", "firstWeekday": 1, "calendar": "gregorian", "expected": "tomorrow", "rule": "skipped-day", "tags": ["day-skipped"], "why": "Thursday 24:00 -10 became Saturday 00:00 +14", "source": "reasoning"}"#,
    #"{"id": "berlin-monday-tomorrow-wins", "now": "2024-03-31T10:00:00Z", "due": "2024-03-31T22:00:00Z", "timeZone": "Europe/Berlin", "firstWeekday": 2, "calendar": "gregorian", "expected": "tomorrow", "rule": "tomorrow-wins", "tags": ["dst-gap"], "why": "Monday 00:00 CEST", "source": "reasoning"}"#,
    #"{"id": "goose-bay-saturday-is-over", "now": "2010-11-07T03:30:00Z", "due": "2010-11-06T12:00:00-03:00", "timeZone": "America/Goose_Bay", "firstWeekday": 1, "calendar": "gregorian", "expected": "beforeToday", "rule": "day-goes-on", "tags": ["midnight-repeated"], "why": "a day that has begun goes on", "source": "reasoning"}"#,
  ]

  /// Runs `conformance` with `options` and `command` on `cases` written to a file of their
  /// own, with `knownFailures` as the known failures when given.
  static func run(
    _ command: [String], options: [String] = [], cases: [String] = threeCases,
    knownFailures: String? = nil
  ) throws -> Runner.Outcome {
    let folder = try Built.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("cases.jsonl")
    try (cases.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    var arguments = ["--cases", file.path] + options
    if let knownFailures {
      let list = folder.appendingPathComponent("known-failures.txt")
      try knownFailures.write(to: list, atomically: true, encoding: .utf8)
      arguments += ["--known-failures", list.path]
    }
    let outcome = Runner.outcome(of: arguments + command)
    return Runner.Outcome(
      text: outcome.text.replacingOccurrences(of: folder.path + "/", with: ""),
      status: outcome.status)
  }

  @Test func `the package's own implementation passes every case, and the run is green`() throws {
    #expect(
      try Self.run([Built.bucket])
        == .init(
          text: """
            pass apia-friday-skipped
            pass berlin-monday-tomorrow-wins
            pass goose-bay-saturday-is-over
            summary: 3 cases: 3 passed, 0 failed, 0 errors, 0 known failures; 0 withdrawn and 0 skipped, not run

            """, status: 0))
  }

  @Test func `a wrong answer fails its case, and the run`() throws {
    #expect(
      try Self.run([Built.bucket, "--wrong", "tomorrow-loses-to-next-week"])
        == .init(
          text: """
            pass apia-friday-skipped
            FAIL berlin-monday-tomorrow-wins: expected tomorrow, got nextWeek
            pass goose-bay-saturday-is-over
            summary: 3 cases: 2 passed, 1 failed, 0 errors, 0 known failures; 0 withdrawn and 0 skipped, not run; FAILED

            """, status: 1))
  }

  @Test func `a listed known failure that fails is reported and forgiven`() throws {
    let outcome = try Self.run(
      [Built.bucket, "--wrong", "tomorrow-loses-to-next-week"],
      knownFailures:
        "# tomorrow loses\nberlin-monday-tomorrow-wins  # this one loses to next week\n")

    #expect(
      outcome
        == .init(
          text: """
            pass apia-friday-skipped
            known berlin-monday-tomorrow-wins: expected tomorrow, got nextWeek (known-failures.txt:2: this one loses to next week)
            pass goose-bay-saturday-is-over
            summary: 3 cases: 2 passed, 0 failed, 0 errors, 1 known failure; 0 withdrawn and 0 skipped, not run

            """, status: 0))
  }

  @Test func `a listed known failure that passes fails the run, so that its line goes`() throws {
    let outcome = try Self.run(
      [Built.bucket], knownFailures: "goose-bay-saturday-is-over # tz data\n")

    #expect(
      outcome
        == .init(
          text: """
            pass apia-friday-skipped
            pass berlin-monday-tomorrow-wins
            ERROR goose-bay-saturday-is-over: passed, but known-failures.txt:1 lists it as a known failure; remove that line
            summary: 3 cases: 2 passed, 0 failed, 1 error, 0 known failures; 0 withdrawn and 0 skipped, not run; FAILED

            """, status: 1))
  }

  @Test func `a listed id that no case has fails the run`() throws {
    let outcome = try Self.run([Built.bucket], knownFailures: "no-such-case\n")

    #expect(outcome.status == 1)
    #expect(
      outcome.text.contains(
        "ERROR: known-failures.txt:1 lists no-such-case, which no case has; remove that line\n"))
  }

  @Test func `a program that crashes is reported case by case`() throws {
    let outcome = try Self.run(["/bin/sh", "-c", "read -r line; kill -SEGV $$"])

    #expect(
      outcome
        == .init(
          text: """
            ERROR apia-friday-skipped: no answer: the program was ended by signal 11 (SIGSEGV) before answering
            ERROR berlin-monday-tomorrow-wins: no answer: the program was ended by signal 11 (SIGSEGV) before answering
            ERROR goose-bay-saturday-is-over: no answer: the program was ended by signal 11 (SIGSEGV) before answering
            summary: 3 cases: 0 passed, 0 failed, 3 errors, 0 known failures; 0 withdrawn and 0 skipped, not run; FAILED

            """, status: 1))
  }

  @Test func `a program that ends after two answers leaves the third case an error`() throws {
    let outcome = try Self.run(["/bin/sh", "-c", "head -n 2 | \(Built.bucket); exit 3"])

    #expect(
      outcome
        == .init(
          text: """
            pass apia-friday-skipped
            pass berlin-monday-tomorrow-wins
            ERROR goose-bay-saturday-is-over: no answer: the program ended (exit status 3) before answering
            summary: 3 cases: 2 passed, 0 failed, 1 error, 0 known failures; 0 withdrawn and 0 skipped, not run; FAILED

            """, status: 1))
  }

  @Test func `a silent program is reported case by case within the time limit, never a hang`()
    throws
  {
    let start = ContinuousClock.now
    let outcome = try Self.run(["/bin/sh", "-c", "exec sleep 60"], options: ["--timeout", "0.5"])

    #expect(ContinuousClock.now - start < .seconds(10))
    #expect(
      outcome
        == .init(
          text: """
            ERROR apia-friday-skipped: no answer within 0.5 s: the program went silent, and was ended
            ERROR berlin-monday-tomorrow-wins: no answer within 0.5 s: the program went silent, and was ended
            ERROR goose-bay-saturday-is-over: no answer within 0.5 s: the program went silent, and was ended
            summary: 3 cases: 0 passed, 0 failed, 3 errors, 0 known failures; 0 withdrawn and 0 skipped, not run; FAILED

            """, status: 1))
  }

  @Test func `lines that answer nothing asked, and answers that are no group, are errors`() throws {
    let script = """
      echo 'hello'
      echo '{"id": "someone-else", "group": "today"}'
      echo '{"id": "apia-friday-skipped", "group": "soon"}'
      echo '{"id": "berlin-monday-tomorrow-wins", "error": "no such zone"}'
      echo '{"id": "goose-bay-saturday-is-over", "group": "beforeToday"}'
      echo '{"id": "goose-bay-saturday-is-over", "group": "today"}'
      cat > /dev/null
      """

    let outcome = try Self.run(["/bin/sh", "-c", script])

    #expect(
      outcome
        == .init(
          text: """
            ERROR apia-friday-skipped: answered 'soon', which is not a group: beforeToday, today, tomorrow, laterThisWeek, nextWeek, afterNextWeek
            ERROR berlin-monday-tomorrow-wins: the program has no answer: no such zone
            pass goose-bay-saturday-is-over
            ERROR: line 1 of the output is not an answer {"id": …, "group": …}: hello
            ERROR: line 2 of the output answers someone-else, which was not asked
            summary: 3 cases: 1 passed, 0 failed, 2 errors, 0 known failures, and 2 other errors; 0 withdrawn and 0 skipped, not run; FAILED

            """, status: 1))
  }

  @Test func `globs choose the cases to run and to skip, and a withdrawn case does not run`()
    throws
  {
    let withdrawn = String(Self.threeCases[0].dropLast()) + #", "withdrawn": "a duplicate"}"#
    let outcome = try Self.run(
      [Built.bucket], options: ["--run", "*-*-*-*", "--skip", "goose-*"],
      cases: [withdrawn] + Self.threeCases.dropFirst())

    #expect(
      outcome
        == .init(
          text: """
            pass berlin-monday-tomorrow-wins
            summary: 1 cases: 1 passed, 0 failed, 0 errors, 0 known failures; 1 withdrawn and 1 skipped, not run

            """, status: 0))
  }

  @Test func `--json writes every result and the counts as one object`() throws {
    let outcome = try Self.run(
      [Built.bucket, "--wrong", "tomorrow-loses-to-next-week"], options: ["--json"])

    #expect(outcome.status == 1)
    #expect(
      outcome.text
        == #"{"errors":[],"results":[{"id":"apia-friday-skipped","result":"pass"},"#
        + #"{"expected":"tomorrow","got":"nextWeek","id":"berlin-monday-tomorrow-wins","#
        + #""result":"fail"},{"id":"goose-bay-saturday-is-over","result":"pass"}],"#
        + #""summary":{"cases":3,"errors":0,"failed":1,"generalErrors":0,"knownFailures":0,"#
        + #""passed":2,"skipped":0,"withdrawn":0}}"# + "\n")
  }

  @Test func `a case file with a line that is no case stops the run before it starts`() throws {
    let outcome = try Self.run(
      [Built.bucket], cases: Self.threeCases + [#"{"id": "half"}"#])

    #expect(
      outcome
        == .init(
          text: """
            conformance: the cases cannot be read:
              cases.jsonl:4: has no "now", "due", "timeZone", "firstWeekday", "calendar", "expected", "rule", "tags", "why" or "source"; a case has id, now, due, timeZone, firstWeekday, calendar, expected, rule, tags, why and source

            """, status: 2))
  }

  @Test(arguments: [
    ([String](), "no command to run: give the program that answers the cases"),
    (["--timeout", "soon", "x"], "--timeout 'soon' is not a number of seconds above 0"),
    (["--cases"], "--cases needs a value"),
    (["--verbose", "x"], "unknown option '--verbose'"),
  ])
  func `a command line that cannot be run says why, and how to write one`(
    _ arguments: [String], _ problem: String
  ) {
    #expect(
      Runner.outcome(of: arguments)
        == .init(text: "conformance: \(problem)\n\(RunOptions.usage)\n", status: 2))
  }

  @Test func `the package's own implementation passes every case of the suite in one process`()
    throws
  {
    let outcome = Runner.outcome(of: [Built.bucket])

    #expect(outcome.status == 0, "\(outcome.text.split(separator: "\n").suffix(5))")
    #expect(
      outcome.text.hasSuffix(
        "0 failed, 0 errors, 0 known failures; 0 withdrawn and 0 skipped, not run\n"))
  }
}
