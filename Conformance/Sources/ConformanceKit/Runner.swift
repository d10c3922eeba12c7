import Foundation
import TodoVIPER

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `conformance`: runs the cases against one program, which answers every question of the
/// suite in one process, and says what became of each case.
///
/// The contract (toml-test's, adapted): the runner starts COMMAND once and writes every
/// question to its standard input, one JSON object a line,
/// `{"id": …, "now": …, "due": …, "timeZone": …, "firstWeekday": …, "calendar": …}`; the program
/// writes one line a question on its standard output, `{"id": …, "group": …}`, or
/// `{"id": …, "error": "why"}` for a question it cannot answer, in any order. The runner prints
/// `pass ID`, `FAIL ID: expected X, got Y` or `ERROR ID: …` for each case, then a summary, and
/// exits 0 only when every case passed or is a listed known failure.
public struct Runner {
  /// The outcome of a run: the text to print and the exit status.
  public struct Outcome: Equatable, Sendable {
    public var text: String
    public var status: Int32

    public init(text: String, status: Int32) {
      self.text = text
      self.status = status
    }
  }

  let options: RunOptions

  public init(options: RunOptions) {
    self.options = options
  }

  /// Parses `arguments`, runs, and returns what to print and the exit status: 0 when every
  /// case passed or failed as listed, 1 when one did not, 2 when the run could not be made.
  public static func outcome(of arguments: [String]) -> Outcome {
    do throws(ConformanceError) {
      return try Runner(options: RunOptions.parse(arguments)).run()
    } catch {
      return Outcome(text: "conformance: \(error)\n", status: 2)
    }
  }

  /// Runs the program on the selected cases.
  ///
  /// - Throws: ``ConformanceError`` when the cases or the known failures cannot be read.
  public func run() throws(ConformanceError) -> Outcome {
    let files = try CaseFiles(
      paths: options.cases.isEmpty ? [CaseFiles.defaultFolder.path] : options.cases)
    let known =
      try options.knownFailures.map { path throws(ConformanceError) in
        try KnownFailures(path: path)
      } ?? .none
    var generalErrors = known.listings.filter { listed in
      !files.entries.contains { $0.regressionCase.id == listed.key }
    }.sorted { $0.value.place < $1.value.place }.map {
      "\($0.value.place) lists \($0.key), which no case has; remove that line"
    }
    let running = files.entries.filter { $0.regressionCase.withdrawn == nil }
    let selected = running.filter { selects($0.regressionCase.id) }
    var answers = Answers(cases: selected.map(\.regressionCase))
    let ending = Exchange.run(
      options.command, lines: selected.map(\.regressionCase.question.jsonLine),
      timeLimit: options.timeout
    ) { line in
      answers.read(line)
      return !answers.isComplete
    }
    generalErrors += answers.problems
    if let problem = Self.problem(with: ending, allAnswered: answers.isComplete) {
      generalErrors.append(problem)
    }
    let results = selected.map { entry in
      CaseResult(
        id: entry.regressionCase.id,
        verdict: answers.verdicts[entry.regressionCase.id]
          ?? .error(Self.noAnswer(ending, timeLimit: options.timeout)),
        listing: known.listings[entry.regressionCase.id])
    }
    let summary = Summary(
      results: results, withdrawn: files.entries.count - running.count,
      skipped: running.count - selected.count, generalErrors: generalErrors.count)
    let status: Int32 = summary.isGreen ? 0 : 1
    let text =
      options.json
      ? JSONReport(results: results, summary: summary, generalErrors: generalErrors).text
      : results.map { $0.line + "\n" }.joined()
        + generalErrors.map { "ERROR: \($0)\n" }.joined() + summary.line + "\n"
    return Outcome(text: text, status: status)
  }

  /// Whether the case with `id` runs: it matches a `--run` glob (or there is none), and no
  /// `--skip` glob.
  func selects(_ id: String) -> Bool {
    (options.run.isEmpty || options.run.contains { fnmatch($0, id, 0) == 0 })
      && !options.skip.contains { fnmatch($0, id, 0) == 0 }
  }

  /// What a case with no answer says, from the way the program ended.
  static func noAnswer(_ ending: Exchange.Ending, timeLimit: Double) -> String {
    switch ending {
    case .exited(let status):
      "no answer: the program ended (exit status \(status)) before answering"
    case .signalled(let signal):
      "no answer: the program was ended by signal \(signal) (\(signalName(signal))) before "
        + "answering"
    case .silent(let seconds):
      "no answer within \(seconds.formatted()) s: the program went silent, and was ended"
    case .notStarted(let reason):
      "not run: \(reason)"
    }
  }

  /// What is wrong with the way the program ended once every case was answered, if anything.
  static func problem(with ending: Exchange.Ending, allAnswered: Bool) -> String? {
    guard allAnswered else { return nil }
    return switch ending {
    case .exited(0): nil
    case .exited(let status): "the program ended with exit status \(status)"
    case .signalled(let signal): "the program was ended by signal \(signal) (\(signalName(signal)))"
    case .silent(let seconds):
      "the program did not end within \(seconds.formatted()) s of its input's end, and was ended"
    case .notStarted(let reason): reason
    }
  }

  /// The name of a signal, such as SIGSEGV.
  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGABRT: "SIGABRT"
    case SIGSEGV: "SIGSEGV"
    case SIGKILL: "SIGKILL"
    case SIGTERM: "SIGTERM"
    case SIGILL: "SIGILL"
    case SIGBUS: "SIGBUS"
    case SIGTRAP: "SIGTRAP"
    default: "signal \(signal)"
    }
  }
}
