import Foundation

extension KataTool {
  func check(in workspace: Workspace) throws -> Exit {
    let started = ContinuousClock.now
    var times = CheckTimes()
    defer {
      if ProcessInfo.processInfo.environment[CheckTimes.variable] != nil {
        say(times.said(total: Verification.seconds(since: started)))
      }
    }
    let manifest = try workspace.manifest()
    var progress = workspace.progress()
    guard let name = progress.current, let kata = manifest.kata(named: name) else {
      say(noKataUnderWay(progress))
      return .cannotRun
    }
    let branch = workspace.currentBranch()
    if branch != "kata/\(kata.name)" {
      say("You are on \(branch), not on kata/\(kata.name): checking the code as it is here.")
    }
    // Every kata is checked in one copy of the tool's own, which builds the specs alone, and of
    // them the files of the suites the check runs; for a write-the-spec kata, with its wrong
    // versions switched at run time.
    let suites = kata.kind == .writeTheSpec ? kata.learnerSpec.map { [$0.suite] } : kata.suites
    let built = try times.timing("copy") {
      try Schemata.copy(
        of: workspace, with: kata.kind == .writeTheSpec ? kata.schemata : nil, running: suites)
    }
    say("Building the package and its specs…")
    if !FileManager.default.fileExists(atPath: built.root.appendingPathComponent(".build").path) {
      say(Self.firstBuildLine)
    }
    let errors = try times.timing("build") {
      try built.build(every: Double(Self.buildProgressInterval)) {
        say(Self.stillBuilding(after: Int($0)))
      }
    }
    guard errors.isEmpty else {
      let hint = Self.compileErrorHint
      say(
        style.bad("✘ The code does not compile, so no spec can run yet:") + "\n"
          + errors.prefix(8).map { "  " + built.relative($0) }.joined(separator: "\n")
          + (errors.count > 8 ? "\n  … and \(errors.count - 8) more" : "") + "\n\n"
          + Self.hintLine(hint, style))
      progress.hints = [hint]
      try workspace.save(progress)
      return .notDone
    }
    let (exit, hints) =
      switch kata.kind {
      case .makeItGreen:
        try checkGreen(
          kata, in: built, manifest: manifest, done: progress.done,
          givenAway: givenAway(in: workspace), times: &times)
      case .writeTheSpec:
        try checkSpec(
          kata, in: built, manifest: manifest, done: progress.done,
          givenAway: givenAway(in: workspace), times: &times)
      }
    progress.hints = hints
    progress.lastChecked = kata.name
    progress.lastCheckPassed = exit == .success
    if exit == .success, !progress.done.contains(kata.name) { progress.done.append(kata.name) }
    try workspace.save(progress)
    return exit
  }

  func checkGreen(
    _ kata: Kata, in workspace: Workspace, manifest: Manifest, done: [String],
    givenAway: [String], times: inout CheckTimes
  ) throws -> (Exit, [String]) {
    say("Running the kata's specs…")
    let report = try times.timing("specs") { try workspace.runSpecs(suites: kata.suites) }
    if report.timedOut { say(style.bad(Self.timedOutMessage)) }
    let progress = Judgement.progress(in: kata, from: report)
    if progress.isDone {
      say(style.good("✔ All \(progress.total) specs pass: kata \(kata.name) is done."))
      sayNext(after: kata, in: manifest, done: done, givenAway: givenAway)
      return (.success, [])
    }
    let (lines, hint) = Self.notGreen(
      kata, progress, in: report, relative: workspace.relative, style: style)
    say(lines.joined(separator: "\n"))
    return (.notDone, [hint])
  }

  /// Returns what a check of a make-it-green kata that is not done says, and the hint that
  /// `kata hint` repeats.
  ///
  /// The first red spec with what it recorded, its hint and the count; and each spec of the
  /// kata's suites that passed before the kata began and fails now, with its values too (the
  /// first three in full, the others by name).
  static func notGreen(
    _ kata: Kata, _ progress: Judgement.Progress, in report: TestReport,
    relative: (String) -> String, style: Style
  ) -> (lines: [String], hint: String) {
    let broken = progress.alsoFailing
    var lines: [String] = []
    if let red = progress.firstRed {
      lines += failure(of: red, in: report, relative: relative, lines: 16, style: style)
    } else {
      lines.append(
        (progress.total == 1
          ? "The kata's one spec passes, but "
          : "All \(progress.total) specs of the kata pass, but ")
          + style.bad(
            broken.count == 1
              ? "a spec of the same suite that passed before the kata began fails now:"
              : "\(broken.count) specs of the same suites that passed before the kata began "
                + "fail now:"))
    }
    let hint =
      progress.firstRed.map { $0.hint ?? kata.goal }
      ?? "This spec passed before the kata began, so your change broke it: read what it "
      + "expects, and make it pass again without failing the kata's own specs."
    if progress.firstRed != nil, !broken.isEmpty {
      lines.append("These specs passed before the kata began, and fail now too:")
    }
    for (index, spec) in broken.enumerated() {
      lines += failure(
        of: spec, in: report, relative: relative, lines: index < 3 ? 16 : 0, style: style)
    }
    lines += [
      "", hintLine(hint, style), "",
      broken.isEmpty
        ? "\(progress.passing) of \(progress.total) specs pass."
        : "\(progress.passing) of \(progress.total) spec\(progress.total == 1 ? "" : "s") of the "
          + "kata pass\(progress.passing == 1 ? "es" : ""); \(broken.count) spec"
          + "\(broken.count == 1 ? "" : "s") that passed before fail\(broken.count == 1 ? "s" : "") now.",
    ]
    return (lines, hint)
  }

  /// A spec that failed, as a check shows it: its suite and name, then what it recorded (the
  /// values compared, where), at most `limit` lines of it, or how the run ended without it.
  static func failure(
    of spec: Kata.Spec, in report: TestReport, relative: (String) -> String, lines limit: Int,
    style: Style
  ) -> [String] {
    let issues = report.issues(of: spec)
    var lines = [style.bad("✘ " + (spec.suite.isEmpty ? "" : "\(spec.suite): ") + spec.name)]
    if limit == 0 { return lines }
    if issues.isEmpty, let crash = report.crash {
      lines += crashLines(crash)
    } else if issues.isEmpty {
      lines.append(
        report.outcome(of: spec) == nil
          ? "  It did not run." : "  It failed without saying where.")
    } else {
      lines += issues.prefix(limit).map { "  " + relative($0) }
      if issues.count > limit { lines.append("  … and \(issues.count - limit) more lines") }
    }
    return lines
  }

  func checkSpec(
    _ kata: Kata, in workspace: Workspace, manifest: Manifest, done: [String],
    givenAway: [String], times: inout CheckTimes
  ) throws -> (Exit, [String]) {
    guard let learner = kata.learnerSpec, kata.schemata != nil else {
      throw KataFailure(
        "kata \(kata.name) names no spec for the learner to write, or no schemata to try it on")
    }
    say("Running your spec against the package's own code…")
    let real = try times.timing("own code") { try workspace.runSpecs(suites: [learner.suite]) }
    if real.timedOut { say(style.bad(Self.timedOutMessage)) }
    if let grade = Judgement.gradeOnTheRealCode(real) {
      switch grade {
      case .noSpecRan:
        if let crash = real.crash {
          say(
            style.bad("✘ Your suite \(learner.suite) crashed against the package's own code:")
              + "\n" + Self.crashLines(crash).joined(separator: "\n"))
          return (.notDone, [])
        }
        say(
          style.bad("✘ Your suite \(learner.suite) ran no spec.")
            + " Write at least one `@Test` in \(learner.file).")
        return (.notDone, [])
      case .failsOnTheRealCode(let issues):
        let hint =
          "A spec must pass against the package's own code before it can catch a wrong "
          + "version: the code is right, so a red here is a wrong expectation (or a spec not "
          + "written yet)."
        var lines = [style.bad("✘ Your spec fails against the package's own code:")]
        for (name, found) in issues.sorted(by: { $0.key < $1.key }) {
          lines.append("  \(name)")
          lines += found.prefix(12).map { "    " + workspace.relative($0) }
        }
        lines += ["", Self.hintLine(hint, style)]
        say(lines.joined(separator: "\n"))
        return (.notDone, [hint])
      case .graded:
        break
      }
    }
    say(style.good("✔ It passes against the package's own code."))
    let wrongVersions = kata.wrongVersions ?? []
    var caught: [Kata.WrongVersion] = []
    var letThrough: [Kata.WrongVersion] = []
    // Each wrong version is named before its run, and its verdict said directly beneath.
    for (index, wrong) in wrongVersions.enumerated() {
      say(Self.wrongVersionLine(index + 1, of: wrongVersions.count, wrong))
      let report = try times.timing("wrong version \(index + 1)") {
        try workspace.runSpecs(suites: [learner.suite], switchedOn: Schemata.name(of: wrong))
      }
      say(Self.verdict(on: report, style))
      if Judgement.caught(report) { caught.append(wrong) } else { letThrough.append(wrong) }
    }
    say(
      "\nYour spec catches \(caught.count) of \(wrongVersions.count) wrong versions of the code.")
    if letThrough.isEmpty {
      say(style.good("✔ Kata \(kata.name) is done: your spec fails for every wrong version."))
      sayNext(after: kata, in: manifest, done: done, givenAway: givenAway)
      return (.success, [])
    }
    let hint =
      "A spec catches a wrong version when its input tells the two apart: give the code a case "
      + "where the right answer and the wrong one differ, and expect the right answer exactly."
    say(Self.hintLine(hint, style))
    return (.notDone, letThrough.map { "A spec that fails for \($0.hint)." } + [hint])
  }

  /// Says what comes after `kata`, now done: the first kata not done after it in the list's
  /// order (or before it, when every later one is done), or that every kata is.
  func sayNext(after kata: Kata, in manifest: Manifest, done: [String], givenAway: [String]) {
    guard
      let next = Self.next(
        after: kata.name, in: manifest.katas, done: done + [kata.name], givenAway: givenAway)
    else {
      say(
        style.good("Every kata is done.")
          + " `kata reset` takes you back to the branch you started from.")
      return
    }
    say(
      "Commit your work if you like, then go on: "
        + "swift run --package-path Katas kata start \(next.name)")
  }

}
