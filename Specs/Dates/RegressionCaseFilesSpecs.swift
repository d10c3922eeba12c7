import Foundation
import Testing
import TodoVIPER

/// Every regression case of `Conformance/cases/` (see `Conformance/README.md`), each a test of
/// its own named by its id: the package's answer, and an oracle's, against the case's
/// expectation.
///
/// The cases are data: a user adds one to `Conformance/cases/local.jsonl` without writing Swift
/// (`todo explain` ends with the line to add). They are read once for the whole run.
struct RegressionCaseFilesSpecs {
  @Test(arguments: RegressionCaseFiles.standard.published)
  func `the package answers the case as its file expects`(_ entry: RegressionCaseFiles.Entry) {
    Self.expectTheAnswerExpected(by: entry)
  }

  /// The user's own cases, apart from the suite's, so that a run that passes says how many of
  /// them it ran: `✔ Test "the cases you added to local.jsonl pass" with 2 test cases passed`.
  @Test(
    .enabled(
      if: !RegressionCaseFiles.standard.local.isEmpty, "local.jsonl holds none of your cases yet"),
    arguments: RegressionCaseFiles.standard.local)
  func `the cases you added to local.jsonl pass`(_ entry: RegressionCaseFiles.Entry) {
    Self.expectTheAnswerExpected(by: entry)
  }

  /// Expects the package's answer to `entry` to be the group its file expects; a failure says
  /// why, in words, at the caller's line.
  static func expectTheAnswerExpected(
    by entry: RegressionCaseFiles.Entry, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      RegressionCaseFiles.standard.answer(to: entry.regressionCase.question)?.group
        == entry.regressionCase.expected,
      Comment(rawValue: RegressionCaseFiles.failure(of: entry)), sourceLocation: sourceLocation)
  }

  /// The oracle's disagreements with the cases: the group, the window's rule where a case cites
  /// one, or a day rule whose condition does not hold.
  static func disagreements(with entries: [RegressionCaseFiles.Entry]) -> [String] {
    RegressionCaseFiles.concurrentMap(entries) { entry in
      let regressionCase = entry.regressionCase
      let said = "\(entry.place) \(regressionCase.id)"
      switch LocalDayOracle.answer(to: regressionCase.question) {
      case .failure(let refusal):
        return "\(said): \(refusal)"
      case .success(let answer) where answer.group != regressionCase.expected:
        return "\(said): the file expects \(regressionCase.expected.rawValue), the oracle says "
          + "\(answer.group.rawValue) (rule \(answer.rule.name)); an expectation is worked out "
          + "from the rules, never copied from the package"
      case .success(let answer)
      where NearTermRule.allCases.contains { $0.name == regressionCase.rule }
        && answer.rule.name != regressionCase.rule:
        return "\(said): the file cites the rule \(regressionCase.rule), the oracle's is "
          + answer.rule.name
      case .success(let answer)
      where RegressionCase.dayRuleNames.contains(regressionCase.rule)
        && !answer.dayRules.contains(regressionCase.rule):
        return "\(said): the file cites the rule \(regressionCase.rule), which does not bear on "
          + "this case; those that do: \(answer.dayRules.sorted().joined(separator: ", "))"
      case .success:
        return nil
      }
    }.compactMap { $0 }
  }

  @Test func `every expectation agrees with an oracle that shares no code with the package`() {
    #expect(Self.disagreements(with: RegressionCaseFiles.standard.running) == [])
  }

  @Test func `an expectation the oracle disagrees with fails the oracle check`() throws {
    var wrong = try #require(
      RegressionCaseFiles.standard.running.first {
        $0.regressionCase.id == "apia-2011-friday-skipped-tomorrow-is-saturday"
      }
    ).regressionCase
    wrong.expected = .laterThisWeek
    var citesAnother = wrong
    citesAnother.expected = .tomorrow
    citesAnother.rule = "day-goes-on"

    #expect(
      Self.disagreements(with: [
        .init(regressionCase: wrong, place: "local.jsonl:1"),
        .init(regressionCase: citesAnother, place: "local.jsonl:2"),
      ]) == [
        "local.jsonl:1 apia-2011-friday-skipped-tomorrow-is-saturday: the file expects "
          + "laterThisWeek, the oracle says tomorrow (rule tomorrow); an expectation is worked "
          + "out from the rules, never copied from the package",
        "local.jsonl:2 apia-2011-friday-skipped-tomorrow-is-saturday: the file cites the rule "
          + "day-goes-on, which does not bear on this case; those that do: calendar-zone, "
          + "day-span, first-instant, skipped-day, skipped-days-count, week-start",
      ])
  }

  @Test func `every line of the case files is a case, and no id is used twice`() {
    let files = RegressionCaseFiles.standard
    var seen: [String: String] = [:]
    var reused: [String] = []
    for entry in files.entries {
      if let first = seen[entry.regressionCase.id] {
        reused.append("\(entry.place): \(entry.regressionCase.id) is already \(first)'s id")
      }
      seen[entry.regressionCase.id] = seen[entry.regressionCase.id] ?? entry.place
    }

    #expect(files.problems == [])
    #expect(reused == [])
  }

  @Test func `the files hold at least 1,000 cases, generated ones among them`() {
    let running = RegressionCaseFiles.standard.running

    #expect(running.count >= 1_000)
    #expect(running.filter { $0.regressionCase.id.hasPrefix("gen-") }.count >= 1_000)
  }

  @Test func `every case moved from Swift is there, by the id the mapping gives it`() throws {
    let moved = try String(
      contentsOf: RegressionCaseFiles.packageRoot.appendingPathComponent(
        "Conformance/MOVED-FROM-DateEdgeCaseSpecs.tsv"), encoding: .utf8
    ).split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: "\t").last.map(String.init)
    }
    let ids = Set(RegressionCaseFiles.standard.running.map(\.regressionCase.id))

    #expect(moved.count == 122)
    #expect(moved.filter { !ids.contains($0) } == [])
  }

  @Test func `a case that fails says what the package answered, by which rule, and how to see why`()
    throws
  {
    var wrong = try RegressionCase(
      jsonLine: #"{"id": "apia-2011-friday-skipped-tomorrow-is-saturday", "#
        + #""now": "2011-12-29T12:00:00-10:00", "due": "2011-12-30T10:00:00Z", "#
        + #""timeZone": "Pacific/Apia", "firstWeekday": 1, "calendar": "gregorian", "#
        + #""expected": "tomorrow", "rule": "skipped-day", "tags": ["day-skipped"], "#
        + #""why": "Friday 2011-12-30 was skipped", "source": "reasoning"}"#)
    wrong.expected = .laterThisWeek

    #expect(
      RegressionCaseFiles.failure(of: .init(regressionCase: wrong, place: "local.jsonl:1"))
        == "local.jsonl:1 apia-2011-friday-skipped-tomorrow-is-saturday: expected laterThisWeek "
        + "(rule skipped-day: Friday 2011-12-30 was skipped), but the package answered tomorrow "
        + "by the rule tomorrow (due 2011-12-31T00:00:00+14:00; starts of today "
        + "2011-12-29T00:00:00-10:00, tomorrow 2011-12-31T00:00:00+14:00, the day after "
        + "tomorrow 2012-01-01T00:00:00+14:00, next week 2012-01-01T00:00:00+14:00, the week "
        + "after next 2012-01-08T00:00:00+14:00); to see every boundary: printf 'explain "
        + "2011-12-30T10:00:00Z\\n' | swift run todo --in-memory --now "
        + "2011-12-29T12:00:00-10:00 --time-zone Pacific/Apia --first-weekday 1 --calendar "
        + "gregorian")
  }

  @Test
  func `a case that fails says the todo command line that explains it, opening no store of yours`()
    throws
  {
    let question = try RegressionQuestion(
      id: "apia-2011-islamic-umalqura-due-day-after-skipped-friday",
      now: "2011-12-29T12:00:00-10:00", due: "2011-12-31", timeZone: "Pacific/Apia",
      firstWeekday: 2, calendar: "islamic-umalqura")

    #expect(
      RegressionCaseFiles.explainCommand(question)
        == "printf 'explain 2011-12-31\\n' | swift run todo --in-memory --now "
        + "2011-12-29T12:00:00-10:00 --time-zone Pacific/Apia --first-weekday 2 --calendar "
        + "islamic-umalqura")
  }

  @Test func `the cases of local.jsonl are told apart from the suite's, so a run names them`()
    throws
  {
    let apia = try #require(
      RegressionCaseFiles.standard.running.first {
        $0.regressionCase.id == "apia-2011-friday-skipped-tomorrow-is-saturday"
      }
    ).regressionCase
    let entries: [RegressionCaseFiles.Entry] = [
      .init(regressionCase: apia, place: "skipped-days.jsonl:4"),
      .init(regressionCase: apia, place: "local.jsonl:1"),
      .init(regressionCase: apia, place: "not-local.jsonl:2"),
    ]

    #expect(entries.map(\.isLocal) == [false, true, false])
  }
}
