/// What a run of specs means for a kata: the decisions of `kata check` and `kata verify`, apart
/// from the running, so each is specified on its own.
public enum Judgement {
  // MARK: - Make it green

  /// Where a learner is in a make-it-green kata.
  public struct Progress: Equatable, Sendable {
    /// The first declared spec, in the manifest's order, that did not pass; `nil` when all did.
    public var firstRed: Kata.Spec?
    /// How many of the declared specs passed.
    public var passing: Int
    /// How many specs the kata declares.
    public var total: Int
    /// Specs of the kata's suites that failed though the kata does not declare them.
    ///
    /// The learner's code broke something that worked. Each is in its suite when the run named
    /// one.
    public var alsoFailing: [Kata.Spec]

    /// Whether the kata is done: every declared spec passed, and nothing else broke.
    public var isDone: Bool { firstRed == nil && alsoFailing.isEmpty }
  }

  /// Returns where the learner is in `kata`, a make-it-green kata, from the run of its suites.
  ///
  /// A declared spec that did not run counts as red: a spec that did not run is not a spec that
  /// passed.
  public static func progress(in kata: Kata, from report: TestReport) -> Progress {
    let specs = kata.specs ?? []
    let passed = specs.filter { report.outcome(of: $0) == .passed }
    return Progress(
      firstRed: specs.first { report.outcome(of: $0) != .passed },
      passing: passed.count, total: specs.count,
      alsoFailing: undeclaredFailures(of: specs, in: report))
  }

  // MARK: - Write the spec

  /// What a learner's spec made of the package's code and of each wrong version.
  public enum Grade: Equatable, Sendable {
    /// The learner's suite ran no spec.
    case noSpecRan
    /// The learner's spec fails against the package's own code, which is right: it must pass
    /// there first. The issues it recorded, by spec.
    case failsOnTheRealCode(issues: [String: [String]])
    /// The spec passes on the real code; the wrong versions it caught and let through.
    case graded(caught: [Kata.WrongVersion], letThrough: [Kata.WrongVersion])

    /// Whether the kata is done: the spec passes on the real code and catches every wrong version.
    public var isDone: Bool {
      if case .graded(_, let letThrough) = self { letThrough.isEmpty } else { false }
    }
  }

  /// Judges the run of the learner's suite against the package's own code: `nil` when it passed,
  /// so the wrong versions come next.
  public static func gradeOnTheRealCode(_ report: TestReport) -> Grade? {
    if report.outcomes.isEmpty { return .noSpecRan }
    let failed = report.failed
    guard failed.isEmpty else {
      return .failsOnTheRealCode(issues: report.issues.filter { failed.contains($0.key) })
    }
    return nil
  }

  /// Returns whether the learner's suite caught a wrong version.
  ///
  /// It did when some spec of it ran and failed: a run that built nothing, ran nothing or was
  /// stopped before a failure catches nothing.
  public static func caught(_ report: TestReport) -> Bool {
    !report.failed.isEmpty
  }

  // MARK: - Verify

  /// Returns what is wrong with a make-it-green kata's starting state; empty when nothing is.
  ///
  /// It must fail every spec it declares, and nothing else.
  ///
  /// - Parameters:
  ///   - declared: The specs the kata declares, each in its suite.
  ///   - report: The run of every spec of the `Specs` target on the starting state.
  public static func startStateProblems(declared: [Kata.Spec], report: TestReport) -> [String] {
    var problems: [String] = []
    for spec in declared {
      let name = "\"\(spec.name)\" (\(spec.suite))"
      switch report.outcome(of: spec) {
      case nil:
        problems.append("declares \(name), which did not run: was it renamed or removed?")
      case .passed:
        problems.append(
          "its starting state already passes \(name): the stub no longer takes that "
            + "behaviour away")
      case .failed:
        break
      }
    }
    for spec in undeclaredFailures(of: declared, in: report) {
      problems.append(
        "its starting state also fails \"\(spec.name)\"\(spec.suite.isEmpty ? "" : " (\(spec.suite))"), "
          + "which it does not declare")
    }
    return problems
  }

  /// The specs that failed in `report` though `specs` do not name them, in order, each in its
  /// suite when the run named one (an empty suite when not).
  static func undeclaredFailures(of specs: [Kata.Spec], in report: TestReport) -> [Kata.Spec] {
    let declared = Set(
      specs.map { report.inSuites.isEmpty ? $0.name : TestReport.key($0.suite, $0.name) })
    return report.failedSpecs.subtracting(declared).sorted().map { key in
      guard !report.inSuites.isEmpty, let slash = key.firstIndex(of: "/") else {
        return Kata.Spec(suite: "", name: key)
      }
      return Kata.Spec(
        suite: String(key[..<slash]), name: String(key[key.index(after: slash)...]))
    }
  }
}
