import Foundation

extension Verification {
  /// Returns what is wrong with the manifest itself: names, kinds, patches.
  static func problems(of manifest: Manifest, in workspace: Workspace) -> [String] {
    var problems: [String] = []
    var names: Set<String> = []
    var patches: Set<String> = []
    for (index, kata) in manifest.katas.enumerated() {
      let label = "kata \(index + 1) (\(kata.name))"
      if !names.insert(kata.name).inserted { problems.append("\(label): the name is used twice") }
      var used = [kata.start]
      switch kata.kind {
      case .makeItGreen:
        if (kata.specs ?? []).isEmpty { problems.append("\(label): declares no spec") }
        for spec in kata.specs ?? [] where spec.hint == nil {
          problems.append("\(label): \"\(spec.name)\" has no hint")
        }
      case .writeTheSpec:
        if kata.learnerSpec == nil { problems.append("\(label): names no learner spec") }
        if kata.ownSpec == nil { problems.append("\(label): names no spec of its own") }
        if (kata.wrongVersions ?? []).isEmpty { problems.append("\(label): has no wrong version") }
        used += (kata.wrongVersions ?? []).map(\.patch)
        if let schemata = kata.schemata {
          used.append(schemata)
        } else {
          problems.append(
            "\(label): names no schemata (its wrong versions switched at run time, one build)")
        }
      }
      problems += hintProblems(of: kata, label: label, in: workspace)
      for patch in used {
        patches.insert(patch)
        if !FileManager.default.fileExists(
          atPath: workspace.exercises.appendingPathComponent(patch).path)
        {
          problems.append("\(label): Katas/Exercises/\(patch) is missing")
        }
      }
    }
    let onDisk =
      (try? FileManager.default.subpathsOfDirectory(atPath: workspace.exercises.path))?
      .filter { $0.hasSuffix(".patch") } ?? []
    for patch in onDisk.sorted() where !patches.contains(patch) {
      problems.append("Katas/Exercises/\(patch) belongs to no kata")
    }
    return problems
  }

  /// Returns what is wrong with `kata`'s hints: it needs three levels, and neither the first
  /// two nor the hint of a spec (which `kata check` shows unasked) may give a line of the answer
  /// away (``lineGivenAway(by:answer:shown:)``).
  static func hintProblems(of kata: Kata, label: String, in workspace: Workspace) -> [String] {
    let hints = kata.hints ?? []
    var problems: [String] = []
    if hints.count != 3 || hints.contains(where: \.isEmpty) {
      problems.append(
        "\(label): has \(hints.count) hints, not three (where to look, the approach, the code)")
    }
    let answer = answerLines(of: kata, in: workspace)
    let shown = startingLines(of: kata, in: workspace)
    let unasked =
      hints.prefix(2).enumerated().map { ("hint \($0.offset + 1)", $0.element) }
      + (kata.specs ?? []).compactMap { spec in
        spec.hint.map { ("the hint of \"\(spec.name)\"", $0) }
      }
    for (which, hint) in unasked {
      if let line = lineGivenAway(by: hint, answer: answer, shown: shown) {
        problems.append("\(label): \(which) gives a line of the answer away: \(line)")
      }
    }
    return problems
  }

  /// Returns the line of `answer` that `hint` gives away, if it gives one.
  ///
  /// A hint gives a line away when it holds the whole line; when a piece of code it quotes
  /// (between backticks) of twelve characters or more is part of the line, unless that piece is
  /// only a name (`report(_:_:)` says where to look); or when it quotes a call the line makes,
  /// however short (`presentAddInterface()`, `present()`: the answer is then to make that call),
  /// unless the starting state the learner is given already shows that call (`shown`).
  static func lineGivenAway(by hint: String, answer: [String], shown: [String]) -> String? {
    let text = hint.collapsingSpaces()
    let quoted = hint.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element).collapsingSpaces() }
    let code = quoted.filter { $0.count >= 12 && !$0.isAName }
    let calls = quoted.filter { quote in
      quote.isAName && quote.hasSuffix(")") && !shown.contains { $0.makesCall(quote) }
    }
    return answer.first { line in
      text.contains(line) || code.contains { line.contains($0) }
        || calls.contains { line.makesCall($0) }
    }
  }

  /// The lines of `kata`'s answer.
  ///
  /// For a make-it-green kata, those its starting state takes out; for a write-the-spec kata,
  /// the body of the package's own spec. Only lines of twelve
  /// characters or more that are not comments, white space collapsed.
  static func answerLines(of kata: Kata, in workspace: Workspace) -> [String] {
    let lines: [String]
    switch kata.kind {
    case .makeItGreen:
      lines = patchLines(of: kata, marked: "-", in: workspace)
    case .writeTheSpec:
      let source = kata.ownSpec.flatMap { workspace.specSource(named: $0.name) }
      lines = (source?.text.split(separator: "\n").map(String.init) ?? []).dropFirst(2).map { $0 }
    }
    return lines.map { $0.collapsingSpaces() }
      .filter { $0.count >= 12 && !$0.hasPrefix("//") }
  }

  /// The lines `kata`'s starting state adds, comments too, white space collapsed: what the
  /// learner is shown before any hint (the `// Kata:` comment of a stub, a spec file to write).
  static func startingLines(of kata: Kata, in workspace: Workspace) -> [String] {
    patchLines(of: kata, marked: "+", in: workspace).map { $0.collapsingSpaces() }
  }

  /// The lines of `kata`'s starting patch marked `mark` (`-` taken out, `+` added), without it.
  static func patchLines(of kata: Kata, marked mark: Character, in workspace: Workspace)
    -> [String]
  {
    let patch =
      (try? String(
        contentsOf: workspace.exercises.appendingPathComponent(kata.start), encoding: .utf8))
      ?? ""
    let header = String(repeating: mark, count: 3)
    return patch.split(separator: "\n").filter { $0.first == mark && !$0.hasPrefix(header) }
      .map { String($0.dropFirst()) }
  }

  /// Returns what is wrong with the package's own code for `katas`: every spec they name must
  /// run and pass on it, and so must every other spec.
  static func pristineProblems(of katas: [Kata], report: TestReport) -> [String] {
    var problems: [String] = []
    for kata in katas {
      for spec in (kata.specs ?? []) + [kata.ownSpec].compactMap(\.self)
      where report.outcome(of: spec) != .passed {
        let how = report.outcome(of: spec) == nil ? "does not run" : "fails"
        problems.append("\"\(spec.name)\", which kata \(kata.name) names, \(how)")
      }
    }
    for name in report.failed.sorted() { problems.append("\"\(name)\" fails") }
    var seen: Set<String> = []
    return problems.filter { seen.insert($0).inserted }
  }
}
