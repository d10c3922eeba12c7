import ToolPlatform

/// What a run of `swift build` and `swift test` said: whether it built, the compiler's errors,
/// and, for each test by its name, whether it passed and the issues it recorded.
///
/// Read from Swift Testing's own lines (`✔ Test "…" passed`, `✘ Test "…" recorded an issue at
/// …`), so a check knows which specs ran: a spec that did not run is not a spec that passed.
public struct TestReport: Sendable, Equatable {
  /// How one test ended.
  public enum Outcome: Sendable, Equatable {
    case passed
    case failed
  }

  /// Each test that ran, by its name, and how it ended.
  public var outcomes: [String: Outcome] = [:]
  /// The issues each failing test recorded, in order: what failed and where, then any lines
  /// that followed it (the values compared, a comment).
  public var issues: [String: [String]] = [:]
  /// The compiler's errors (`File.swift:12:5: error: …`), when the code did not build.
  public var buildErrors: [String] = []
  /// Whether the run was stopped at its time limit, before every test ended.
  public var timedOut = false
  /// The crash that ended the run early, if the code trapped.
  public var crash: Crash?

  /// A trap in the code under test: `fatalError`, a failed precondition, an index out of range.
  public struct Crash: Sendable, Equatable {
    /// What the runtime said: `Fatal error: boom`.
    public var message: String
    /// Where: `TodoVIPER/ListInteractor.swift:102`, as the runtime names it.
    public var place: String
    /// The test that was running, if a test had started and not ended.
    public var test: String?
  }

  public init() {}

  /// Returns the names of the tests that failed.
  public var failed: Set<String> { Set(outcomes.filter { $0.value == .failed }.keys) }

  /// How the spec `spec` ended, in its suite; `nil` when it did not run.
  ///
  /// Read in the suite the output names, when it names one (`◇ Suite GermanSpecs started.`,
  /// the specs run one at a time), so that two suites' tests of the same name are told apart;
  /// by the name alone otherwise.
  public func outcome(of spec: Kata.Spec) -> Outcome? {
    inSuites.isEmpty ? outcomes[spec.name] : inSuites[Self.key(spec.suite, spec.name)]
  }

  /// The issues the spec `spec` recorded, in its suite.
  public func issues(of spec: Kata.Spec) -> [String] {
    (inSuites.isEmpty ? issues[spec.name] : issuesInSuites[Self.key(spec.suite, spec.name)]) ?? []
  }

  /// The tests that failed, each as `Suite/name` (by its name alone when the output names no
  /// suite).
  public var failedSpecs: Set<String> {
    inSuites.isEmpty ? failed : Set(inSuites.filter { $0.value == .failed }.keys)
  }

  /// Each test that ran, as `Suite/name`, and how it ended.
  var inSuites: [String: Outcome] = [:]
  /// The issues each failing test recorded, as `Suite/name`.
  var issuesInSuites: [String: [String]] = [:]

  /// The key of a test in its suite: `GermanSpecs/the edit form`.
  static func key(_ suite: String, _ name: String) -> String { suite + "/" + name }

  /// Reads the output of `swift build --build-tests`: the compiler's errors, without the
  /// repeats the build prints for each task that saw them.
  ///
  /// Each is escaped (``ToolOutput/escaped(_:)``): the learner's code, which the compiler
  /// quotes, cannot move the terminal's cursor or clear its screen when the tool shows it.
  public static func buildErrors(in output: String) -> [String] {
    var seen: Set<String> = []
    var errors: [String] = []
    for line in lines(of: output) {
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.contains(": error: "), !text.hasPrefix("|"), text.first != "`" else { continue }
      if seen.insert(text).inserted { errors.append(text) }
    }
    return errors
  }

  /// Reads the output of `swift test`, each line escaped as ``buildErrors(in:)`` escapes it:
  /// the names and issues of specs the learner wrote.
  public static func reading(_ output: String) -> TestReport {
    var report = TestReport()
    var open: String?
    var suite: String?
    var running: [String] = []
    for line in lines(of: output) {
      if report.crash == nil, let crash = crash(in: line, running: running.last) {
        report.crash = crash
      }
      let startsAStatus = ["◇", "✔", "✘", "⚠", "➜", "↳", "􀟈"].contains { line.hasPrefix($0) }
      if let name = open, !startsAStatus || line.hasPrefix("↳") {
        if !line.isEmpty { report.note(line, of: name, in: suite) }
        continue
      }
      open = nil
      if line.hasPrefix("◇ Suite "), line.hasSuffix(" started.") {
        suite = String(line.dropFirst("◇ Suite ".count).dropLast(" started.".count))
      }
      guard let name = testName(in: line) else { continue }
      if line.hasPrefix("◇"), line.hasSuffix(" started.") {
        running.append(name)
      } else if line.contains(" passed after ") || line.contains(" failed after ") {
        running.removeAll { $0 == name }
      }
      if line.hasPrefix("✔"), line.contains(" passed after ") {
        report.note(.passed, of: name, in: suite)
      } else if line.hasPrefix("✘"), line.contains(" failed after ") {
        report.note(.failed, of: name, in: suite)
      } else if line.hasPrefix("✘"), let range = line.range(of: " recorded an issue ") {
        report.note(String(line[range.upperBound...]), of: name, in: suite)
        open = name
      }
    }
    return report
  }

  private mutating func note(_ outcome: Outcome, of name: String, in suite: String?) {
    outcomes[name] = outcome
    if let suite { inSuites[Self.key(suite, name)] = outcome }
  }

  private mutating func note(_ issue: String, of name: String, in suite: String?) {
    issues[name, default: []].append(issue)
    if let suite { issuesInSuites[Self.key(suite, name), default: []].append(issue) }
  }

  /// Returns the crash `line` reports, `path:line: Fatal error: message`, if it reports one.
  private static func crash(in line: String, running: String?) -> Crash? {
    for kind in [": Fatal error", ": Precondition failed", ": Assertion failed"] {
      guard let range = line.range(of: kind) else { continue }
      return Crash(
        message: String(line[range.lowerBound...].dropFirst(2)),
        place: String(line[..<range.lowerBound]).trimmingCharacters(in: .whitespaces),
        test: running)
    }
    return nil
  }

  /// Returns the name in `Test "name"` at the start of a status line.
  private static func testName(in line: String) -> String? {
    guard let start = line.range(of: "Test \""),
      let end = line[start.upperBound...].firstIndex(of: "\"")
    else { return nil }
    return String(line[start.upperBound..<end])
  }

  /// The lines of `output`, each with its control characters escaped.
  private static func lines(of output: String) -> [String] {
    output.split(separator: "\n", omittingEmptySubsequences: false).map {
      ToolOutput.escaped(String($0))
    }
  }
}
