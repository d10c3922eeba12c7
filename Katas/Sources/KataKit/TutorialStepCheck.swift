import Foundation

/// What a tutorial's step does, checked where the learner's files are: the package built, the
/// specs the step names run as `swift test --filter` runs them, and the outcome held to the
/// step's declaration.
///
/// `kata tutorial check` runs it in the learner's workspace; the replay (`kata tutorials`) in its
/// copy, after each step's file is put in place.
struct TutorialStepCheck {
  /// How the step's build and run differ from its declaration; empty when they do not.
  var problems: [String]
  /// What it did, in words: `red, with its 1 declared spec failing`.
  var verdict: String
  /// What happened, line by line, for a learner: the compiler's errors, or the specs that
  /// failed with what they said, or how many passed.
  var happened: [String]

  /// Builds `workspace` as the learner's files are, runs what `declaration` runs, and judges it.
  ///
  /// - Parameters:
  ///   - ignoringLines: Whether a compiler error is judged by its file and message alone, not
  ///     its line: for files a learner typed otherwise than the step's.
  ///   - tally: Where the build's and the run's times are counted, if anywhere.
  static func run(
    _ declaration: StepDeclaration, in workspace: Workspace, ignoringLines: Bool = false,
    tally: Tally? = nil
  ) throws -> TutorialStepCheck {
    let build = { try workspace.build() }
    let built = try tally.map { try $0.timing(\.builds, build) } ?? build()
    let errors = TutorialJudgement.declared(errors: built.map(workspace.relative))
    var report: TestReport?
    var output = errors.joined(separator: "\n")
    if errors.isEmpty, let filter = declaration.run {
      let run = { try workspace.runSpecs(filter: filter) }
      let ran = try tally.map { try $0.timing(\.runs, run) } ?? run()
      report = ran.report
      output = ran.output
    }
    let problems = TutorialJudgement.problems(
      of: declaration, errors: errors, report: report, output: output,
      ignoringLines: ignoringLines)
    return TutorialStepCheck(
      problems: problems, verdict: verdict(of: declaration, report: report),
      happened: happened(errors: errors, report: report, in: workspace))
  }

  /// What the step did, in the words of its declaration.
  static func verdict(of declaration: StepDeclaration, report: TestReport?) -> String {
    switch (declaration.build, declaration.specs) {
    case (.doesNotCompile(let errors), _):
      "does not compile, with its \(errors.count) declared error\(errors.count == 1 ? "" : "s")"
    case (.compiles, .red(let names)):
      "red, with its \(names.count) declared spec\(names.count == 1 ? "" : "s") failing"
    case (.compiles, .green):
      "green: \(report?.outcomes.count ?? 0) spec\(report?.outcomes.count == 1 ? "" : "s") pass"
    case (.compiles, .notRun): "compiles"
    }
  }

  /// Returns what a step declares, in a learner's words.
  ///
  /// `It does not compile, with this error:`, `It compiles, and this spec fails:` and so on.
  static func expected(_ declaration: StepDeclaration) -> [String] {
    var lines: [String] = []
    switch declaration.build {
    case .doesNotCompile(let errors):
      lines.append(
        "It does not compile, with \(errors.count == 1 ? "this error" : "these errors"):")
      lines += errors.map { "  \($0)" }
      lines.append(
        "(`swift test` stops at the build, and SwiftPM then ends with `error: fatalError`: that "
          + "is the failed build, not a crash.)")
    case .compiles:
      switch declaration.specs {
      case .green: lines.append("It compiles, and every spec it runs passes.")
      case .red(let names):
        lines.append(
          "It compiles, and \(names.count == 1 ? "this spec fails" : "these specs fail"):")
        lines += names.map { "  ✘ \($0)" }
      case .notRun: lines.append("It compiles.")
      }
    }
    lines += declaration.shows.map { "  and the output shows: \($0)" }
    return lines
  }

  /// What happened, for a learner: the errors, or each failing spec with its first lines, or how
  /// many specs passed.
  static func happened(errors: [String], report: TestReport?, in workspace: Workspace)
    -> [String]
  {
    if !errors.isEmpty {
      return ["It does not compile:"] + errors.prefix(8).map { "  \($0)" }
        + (errors.count > 8 ? ["  … and \(errors.count - 8) more"] : [])
    }
    guard let report else { return ["It compiles."] }
    if let crash = report.crash { return ["It compiles, and then:"] + KataTool.crashLines(crash) }
    let failed = report.failed.sorted()
    guard !failed.isEmpty else {
      let count = report.outcomes.count
      return [
        "It compiles, and the \(count) spec\(count == 1 ? "" : "s") it runs pass\(count == 1 ? "es" : "")."
      ]
    }
    var lines = ["It compiles, and \(failed.count == 1 ? "this spec fails" : "these specs fail"):"]
    for name in failed {
      lines.append("  ✘ \(name)")
      let issues = report.issues[name] ?? []
      lines += issues.prefix(6).map { "    " + workspace.relative($0) }
      if issues.count > 6 { lines.append("    … and \(issues.count - 6) more lines") }
    }
    return lines
  }
}
