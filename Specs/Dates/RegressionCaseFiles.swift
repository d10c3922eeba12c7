import Foundation
import Testing
import TodoVIPER

/// The regression cases of `Conformance/cases/*.jsonl`, read once for the whole run: each case
/// with the place it was read from, and every line that is not a case.
///
/// The folder is `Conformance/cases/` of this package, or the one the environment variable
/// `TODO_CONFORMANCE_CASES` names (a test that adds a case of its own sets it).
struct RegressionCaseFiles {
  /// One case as read, named in the test report by its id.
  struct Entry: CustomTestStringConvertible, Sendable {
    let regressionCase: RegressionCase
    /// The file and line it was read from: `skipped-days.jsonl:4`.
    let place: String

    var testDescription: String { regressionCase.id }
  }

  /// "Now" and the calendar of a question: all that the package's boundaries depend on.
  struct Moment: Hashable {
    let now: Date
    let timeZone: String
    let firstWeekday: Int
    let calendar: String

    init(_ question: RegressionQuestion) {
      now = question.nowInstant
      timeZone = question.timeZone
      firstWeekday = question.firstWeekday
      calendar = question.calendar
    }
  }

  /// Every case read, withdrawn ones too, in the order of the files and their lines.
  let entries: [Entry]
  /// Each line that is not a case: its file and line, and why.
  let problems: [String]
  /// The package's boundaries around each "now" the cases ask about, worked out once for all
  /// the cases that share it (most generated ones do): `nil` where the package has none.
  private let boundaries: [Moment: NearTermBoundaries?]

  /// The cases that run: every case but the withdrawn ones.
  var running: [Entry] { entries.filter { $0.regressionCase.withdrawn == nil } }

  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The folder the cases are read from.
  static let folder =
    ProcessInfo.processInfo.environment["TODO_CONFORMANCE_CASES"].map {
      URL(fileURLWithPath: $0)
    } ?? packageRoot.appendingPathComponent("Conformance/cases")

  /// The cases of ``folder``, read when a test first asks for them.
  static let standard = RegressionCaseFiles(folder: folder)

  /// Reads every `.jsonl` file of `folder`, in the order of their names; an empty line is
  /// skipped.
  init(folder: URL) {
    var entries: [Entry] = []
    var problems: [String] = []
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".jsonl") }.sorted()
    if names.isEmpty { problems.append("\(folder.path): no .jsonl file") }
    for name in names {
      guard
        let text = try? String(
          contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      else {
        problems.append("\(name): cannot be read as UTF-8 text")
        continue
      }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where !line.isEmpty
      {
        let place = "\(name):\(index + 1)"
        do {
          entries.append(
            Entry(regressionCase: try RegressionCase(jsonLine: String(line)), place: place))
        } catch {
          problems.append("\(place): \(error)")
        }
      }
    }
    self.entries = entries
    self.problems = problems
    var boundaries: [Moment: NearTermBoundaries?] = [:]
    for entry in entries {
      let question = entry.regressionCase.question
      let moment = Moment(question)
      if boundaries[moment] == nil {
        boundaries[moment] = NearTermBoundaries(
          now: question.nowInstant, calendar: question.calendarOfCase)
      }
    }
    self.boundaries = boundaries
  }

  /// Returns the package's answer to `question`, one of these files': the rule of
  /// ``NearTermBoundaries`` that places its due date, as ``RegressionQuestion/answer()`` gives
  /// it, from the boundaries worked out once for its "now".
  func answer(to question: RegressionQuestion) -> NearTermRule? {
    boundaries[Moment(question)]??.rule(of: question.dueInstant)
  }

  /// The command line that shows the package's answer to `question`, with every boundary, at
  /// a terminal.
  static func explainCommand(_ question: RegressionQuestion) -> String {
    "printf 'explain \(question.due)\\n' | swift run todo --now \(question.now) --time-zone "
      + "\(question.timeZone) --first-weekday \(question.firstWeekday) --calendar "
      + question.calendar
  }

  /// What a case whose group the package does not give says: the case, the package's answer
  /// and the rule it applied with the boundaries that decided it, and the command that shows
  /// them all.
  static func failure(of entry: Entry) -> String {
    let regressionCase = entry.regressionCase
    let question = regressionCase.question
    let zone = question.calendarOfCase.timeZone
    let answered: String
    if let boundaries = NearTermBoundaries(
      now: question.nowInstant, calendar: question.calendarOfCase)
    {
      let rule = boundaries.rule(of: question.dueInstant)
      let instants = [
        ("today", boundaries.startOfToday), ("tomorrow", boundaries.startOfTomorrow),
        ("the day after tomorrow", boundaries.startOfDayAfterTomorrow),
        ("next week", boundaries.startOfNextWeek),
        ("the week after next", boundaries.startOfWeekAfterNext),
      ].map { "\($0.0) \(ISO8601Instant.text(for: $0.1, in: zone) ?? "\($0.1)")" }
      answered =
        "the package answered \(rule.group.rawValue) by the rule \(rule.name) "
        + "(due \(ISO8601Instant.text(for: question.dueInstant, in: zone) ?? question.due); "
        + "starts of \(instants.joined(separator: ", ")))"
    } else {
      answered = "the package has no answer: the calendar cannot work out the near term"
    }
    return "\(entry.place) \(regressionCase.id): expected \(regressionCase.expected.rawValue) "
      + "(rule \(regressionCase.rule): \(regressionCase.why)), but \(answered); to see every "
      + "boundary: \(explainCommand(question))"
  }
}
