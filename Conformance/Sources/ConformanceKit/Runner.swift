import ChildProcesses
import TodoVIPER
import ToolPlatform

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
/// `pass ID`, `FAIL ID: expected X, got Y (FILE:LINE, rule RULE: WHY)` or `ERROR ID: …` for each
/// case, the counts by file, the versions and a summary; it exits 0 only when every case passed
/// or is a listed known failure. The Python runner, `Conformance/conformance.py`, does the same.
public struct Runner {
  /// The outcome of a run: what to print on standard output and on standard error, and the
  /// exit status.
  public struct Outcome: Equatable, Sendable {
    public var text: String
    public var errors: String
    public var status: Int32

    public init(text: String, errors: String = "", status: Int32) {
      self.text = text
      self.errors = errors
      self.status = status
    }
  }

  let options: RunOptions
  /// Which children are the runner's own, when it is their subreaper.
  ///
  /// What the program leaves outside its process group is ended too. None in a test of the
  /// runner in its own process, which must not adopt the test's processes.
  var lineage: Lineage?

  public init(options: RunOptions, lineage: Lineage? = nil) {
    self.options = options
    self.lineage = lineage
  }

  /// Parses `arguments`, runs, and returns what to print and the exit status: 0 when every
  /// case passed or failed as listed, 1 when one did not or the run went wrong, 2 when the
  /// run could not be made (a bad command line, cases or a list that cannot be read, a
  /// selection that leaves no case, a program that cannot start).
  public static func outcome(of arguments: [String], lineage: Lineage? = nil) -> Outcome {
    do throws(ConformanceError) {
      switch try RunOptions.parse(arguments) {
      case .print(let text): return Outcome(text: text, status: 0)
      case .run(let options):
        var runner = Runner(options: options, lineage: lineage)
        return try runner.run()
      }
    } catch {
      return Outcome(text: "", errors: "conformance: \(error)\n", status: 2)
    }
  }

  /// Runs the program on the selected cases.
  ///
  /// - Throws: ``ConformanceError`` when the run cannot be made.
  public mutating func run() throws(ConformanceError) -> Outcome {
    let files = try CaseFiles(paths: options.cases)
    let known = try KnownFailures(paths: options.knownFailures)
    let selection = try Selection(files.entries, options: options)
    let listed = known.matches(for: files.entries.map(\.regressionCase.id))
    var generalErrors = listed.problems
    var answers = Answers(cases: selection.chosen.map(\.regressionCase))
    let ending = try Exchange.run(
      options.command, lines: selection.chosen.map(\.regressionCase.question.jsonLine),
      timeLimit: options.timeout, answers: &answers, lineage: &lineage)
    generalErrors += answers.generalProblems
    if answers.isComplete, let problem = Self.problem(with: ending, timeout: options.timeoutText) {
      generalErrors.append(problem)
    }
    let noAnswer = Self.noAnswer(ending, timeout: options.timeoutText) + answers.strayNote
    let results = selection.chosen.map { entry in
      CaseResult(
        entry: entry, verdict: answers.verdicts[entry.regressionCase.id] ?? .error(noAnswer),
        listing: listed.byID[entry.regressionCase.id])
    }
    let summary = Summary(
      results: results, withdrawn: files.entries.count - selection.running.count,
      skipped: selection.running.count - selection.chosen.count,
      generalErrors: generalErrors.count)
    let status: Int32 = summary.isGreen ? 0 : 1
    guard !options.json else {
      return Outcome(
        text: JSONReport(results: results, summary: summary, generalErrors: generalErrors).text,
        status: status)
    }
    var lines = results.filter { !options.quiet || $0.failsTheRun }.map(\.line)
    lines += generalErrors.map { "ERROR: \($0)" }
    lines += options.groupings.flatMap { CountsTable(results, by: $0).lines }
    lines += [Versions.line, summary.line]
    return Outcome(text: lines.joined(separator: "\n") + "\n", status: status)
  }

  /// What a case with no answer says, from the way the program ended.
  static func noAnswer(_ ending: Exchange.Ending, timeout: String) -> String {
    switch ending {
    case .exited(let status):
      "no answer: the program ended (exit status \(status)) before answering"
    case .signalled(let signal):
      "no answer: the program was ended by signal \(signal) (\(signalName(signal))) before "
        + "answering"
    case .timedOut:
      "no answer within \(timeout) s: the program was ended"
    }
  }

  /// What is wrong with the way the program ended once every case was answered, if anything.
  static func problem(with ending: Exchange.Ending, timeout: String) -> String? {
    switch ending {
    case .exited(0): nil
    case .exited(let status): "the program ended with exit status \(status)"
    case .signalled(let signal): "the program was ended by signal \(signal) (\(signalName(signal)))"
    case .timedOut:
      "the program did not end within \(timeout) s of its last answer, and was ended"
    }
  }

  /// The name of a signal, such as SIGSEGV.
  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGHUP: "SIGHUP"
    case SIGINT: "SIGINT"
    case SIGQUIT: "SIGQUIT"
    case SIGILL: "SIGILL"
    case SIGTRAP: "SIGTRAP"
    case SIGABRT: "SIGABRT"
    case SIGBUS: "SIGBUS"
    case SIGFPE: "SIGFPE"
    case SIGKILL: "SIGKILL"
    case SIGSEGV: "SIGSEGV"
    case SIGPIPE: "SIGPIPE"
    case SIGALRM: "SIGALRM"
    case SIGTERM: "SIGTERM"
    default: "signal \(signal)"
    }
  }
}
