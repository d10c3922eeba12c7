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

    /// Whether it is one of the user's own cases, read from ``RegressionCaseFiles/localFile``.
    var isLocal: Bool { place.hasPrefix(RegressionCaseFiles.localFile + ":") }
  }

  /// The file of the user's own cases, such as the line `todo explain` ends with: empty in the
  /// repository.
  static let localFile = "local.jsonl"

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
  /// The cases that run, of the suite's own files: every one but the user's.
  var published: [Entry] { running.filter { !$0.isLocal } }
  /// The user's own cases that run, those of ``localFile``: a test of their own, so that a run
  /// says how many of them passed.
  var local: [Entry] { running.filter(\.isLocal) }

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
  ///
  /// The lines are read, and the package's boundaries worked out, on as many threads as there
  /// are cores: the run waits for the cases before any of them runs.
  init(folder: URL) {
    var lines: [(place: String, text: String)] = []
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
      // Split at the line feeds of the bytes: a split on the character "\n" compares every
      // character of the 1,600 lines, and costs ten times more.
      for (index, line) in text.utf8.split(
        separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false
      ).enumerated() where !line.isEmpty {
        lines.append(("\(name):\(index + 1)", String(text[line.startIndex..<line.endIndex])))
      }
    }
    var entries: [Entry] = []
    let read = Self.concurrentMap(lines) { line in
      Result { () throws(RegressionCaseError) in try RegressionCase(jsonLine: line.text) }
    }
    for (line, result) in zip(lines, read) {
      switch result {
      case .success(let regressionCase):
        entries.append(Entry(regressionCase: regressionCase, place: line.place))
      case .failure(let error):
        problems.append("\(line.place): \(error)")
      }
    }
    self.entries = entries
    self.problems = problems
    var firsts: [Moment: RegressionQuestion] = [:]
    for entry in entries where firsts[Moment(entry.regressionCase.question)] == nil {
      firsts[Moment(entry.regressionCase.question)] = entry.regressionCase.question
    }
    let moments = Array(firsts.values)
    let found = Self.concurrentMap(moments) {
      NearTermBoundaries(now: $0.nowInstant, calendar: $0.calendarOfCase)
    }
    boundaries = Dictionary(uniqueKeysWithValues: zip(moments.map(Moment.init), found))
  }

  /// Returns `transform` of each of `items`, in order, worked out on as many threads as there
  /// are cores (Dispatch's, never the cooperative ones the tests run on).
  static func concurrentMap<Item: Sendable, Value: Sendable>(
    _ items: [Item], _ transform: @Sendable (Item) -> Value
  ) -> [Value] {
    let slots = Slots<Value>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { index in
      slots.put(transform(items[index]), at: index)
    }
    return slots.values()
  }

  /// Returns the package's answer to `question`, one of these files': the rule of
  /// ``NearTermBoundaries`` that places its due date, as ``RegressionQuestion/answer()`` gives
  /// it, from the boundaries worked out once for its "now".
  func answer(to question: RegressionQuestion) -> NearTermRule? {
    boundaries[Moment(question)]??.rule(of: question.dueInstant)
  }

  /// The command line that shows the package's answer to `question`, with every boundary, at
  /// a terminal: in memory, so that it neither opens nor makes the user's own store.
  static func explainCommand(_ question: RegressionQuestion) -> String {
    "printf 'explain \(question.due)\\n' | swift run todo --in-memory --now \(question.now) "
      + "--time-zone \(question.timeZone) --first-weekday \(question.firstWeekday) --calendar "
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

/// One value per index, each slot written by the one iteration of a concurrent loop that owns
/// its index, and read once every iteration has ended (`concurrentPerform` returns then).
///
/// Unchecked: the slots are memory of their own, never resized, and no two threads touch one
/// slot; that is what makes it safe, and what ThreadSanitizer checks.
private final class Slots<Value>: @unchecked Sendable {
  private let slots: UnsafeMutableBufferPointer<Value?>

  init(count: Int) {
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil)
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Puts `value` in slot `index`; only the iteration of that index calls it.
  func put(_ value: Value, at index: Int) {
    slots[index] = value
  }

  /// Every slot's value, in index order; call it once the iterations have ended.
  func values() -> [Value] {
    slots.compactMap { $0 }
  }
}
