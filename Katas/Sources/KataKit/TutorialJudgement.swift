import Foundation

/// What the replay of a tutorial decides, apart from the building and running, so each decision
/// is specified on its own: whether the tutorial's files hang together, and whether a step did
/// what it declares.
public enum TutorialJudgement {
  // MARK: - The files

  /// Returns what is wrong with `tutorial`'s files, without building anything.
  ///
  /// Each step shows one file, a state of one of the package's files (`entry.files`), and
  /// declares what it does. Its file is named after its id; its `previousFile` is the file of
  /// the step before that showed the same name (none for the first); every file of the folder
  /// of steps is a step's; the last step of each name is the package's file as it is; and the
  /// prose says what the declaration says: the `swift test --filter` it runs, every error,
  /// every red spec and every piece of output it shows.
  ///
  /// - Parameters:
  ///   - stepFiles: The files of the tutorial's folder of steps, by name, with their text.
  ///   - packageFiles: The text of each of the package's files `entry.files` names, by path;
  ///     a path without an entry is not in the package.
  public static func fileProblems(
    of tutorial: Tutorial, entry: TutorialManifest.Entry, stepFiles: [String: String],
    packageFiles: [String: String]
  ) -> [String] {
    var problems = tutorial.problems
    var shown: [String: String] = [:]
    var ids: Set<String> = []
    for step in tutorial.steps {
      let place = "\(tutorial.path):\(step.line), step \(step.id)"
      problems += step.problems.map { "\(place): \($0)" }
      if let declaration = step.declaration, !ids.insert(declaration.id).inserted {
        problems.append("\(place): a second step with the id \(declaration.id)")
      }
      guard let code = step.code else { continue }
      if let id = step.declaration?.id, code.file.prefix(while: { $0 != "." }) != id {
        problems.append(
          "\(place): its file is \(code.file); a step's file is named after its id: \(id).…")
      }
      if entry.files[code.name] == nil {
        problems.append(
          "\(place): it shows \(code.name), which Katas/tutorials.json does not name for "
            + "this tutorial")
      }
      if stepFiles[code.file] == nil {
        problems.append("\(place): its file \(code.file) is not in \(entry.steps)")
      }
      switch (shown[code.name], code.previousFile) {
      case (nil, let previous?):
        problems.append(
          "\(place): previousFile is \(previous), but it is the first step that shows "
            + "\(code.name): it has no previous file")
      case (let last?, nil):
        problems.append(
          "\(place): it has no previousFile; the step before that showed \(code.name) is "
            + "\(last)")
      case (let last?, let previous?) where last != previous:
        problems.append(
          "\(place): previousFile is \(previous); the step before that showed \(code.name) "
            + "is \(last)")
      default: break
      }
      shown[code.name] = code.file
      if let declaration = step.declaration {
        problems += proseProblems(of: step, declaration).map { "\(place): \($0)" }
      }
    }
    let used = Set(tutorial.steps.compactMap(\.code?.file))
    for file in stepFiles.keys.sorted() where !used.contains(file) {
      problems.append("\(entry.steps)/\(file): a step file no step of \(tutorial.path) shows")
    }
    for (name, path) in entry.files.sorted(by: { $0.key < $1.key }) {
      guard let last = shown[name] else {
        problems.append(
          "\(tutorial.path): Katas/tutorials.json names \(name), which no step shows")
        continue
      }
      guard let step = stepFiles[last] else { continue }
      guard let real = packageFiles[path] else {
        problems.append("\(tutorial.path): \(path), the package's \(name), does not exist")
        continue
      }
      if step != real {
        problems.append(
          "\(tutorial.path): the last step of \(name), \(last), is not the package's \(path): "
            + firstDifference(step: step, package: real)
            + ". To take the package's file: cp \(path) \(entry.steps)/\(last)")
      }
    }
    return problems
  }

  /// Returns where `step` and `package` first differ, in words.
  static func firstDifference(step: String, package: String) -> String {
    let stepLines = step.split(separator: "\n", omittingEmptySubsequences: false)
    let packageLines = package.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(stepLines, packageLines).prefix { $0 == $1 }.count
    func shown(_ lines: [Substring]) -> String {
      line < lines.count ? "“\(lines[line].trimmingCharacters(in: .whitespaces))”" : "the end"
    }
    return "from line \(line + 1), the step has \(shown(stepLines)), the package "
      + "\(shown(packageLines)) (\(stepLines.count) lines in the step, \(packageLines.count) "
      + "in the package)"
  }

  /// Returns what `step`'s prose leaves out of `declaration`: what a learner reads must be what
  /// the replay checks.
  static func proseProblems(of step: Tutorial.Step, _ declaration: StepDeclaration) -> [String] {
    let prose = step.text
    var missing: [String] = []
    if let run = declaration.run, !prose.contains("--filter \(run)"),
      !prose.contains("--filter \"\(run)\"")
    {
      missing.append("the command it runs, `swift test --filter \(run)`")
    }
    if case .doesNotCompile(let errors) = declaration.build {
      for message in Set(errors.map(message(of:))).sorted() where !prose.contains(message) {
        missing.append("the error “\(message)”")
      }
    }
    if case .red(let names) = declaration.specs {
      missing += names.filter { !prose.contains($0) }.map { "the red spec “\($0)”" }
    }
    missing += declaration.shows.filter { !prose.contains($0) }.map { "what it shows, “\($0)”" }
    return missing.map { "its prose does not say \($0), which its declaration does" }
  }

  /// A declared error, `File.swift:12: message`, without its line: `File.swift: message`.
  static func withoutLine(_ error: String) -> String {
    guard let match = error.firstMatch(of: /^([^:\s]+):\d+: (.*)$/) else { return error }
    return "\(match.1): \(match.2)"
  }

  /// The message of a declared error, `File.swift:12: message`, without its place.
  static func message(of error: String) -> String {
    guard let match = error.firstMatch(of: /^[^:\s]+:\d+: (.*)$/) else { return error }
    return String(match.1)
  }

  // MARK: - A step

  /// Returns the compiler's errors in `errors` (as `Workspace.build` gives them, with paths) in
  /// the form a declaration writes them: `File.swift:12: message`.
  public static func declared(errors: [String]) -> [String] {
    errors.map { error in
      guard let match = error.firstMatch(of: /^(.*?):(\d+):\d+: error: (.*)$/) else {
        return error
      }
      let file = String(match.1).split(separator: "/").last.map(String.init) ?? String(match.1)
      return "\(file):\(match.2): \(match.3)"
    }
  }

  /// Returns how a step's build and run differ from its declaration; empty when they do not.
  ///
  /// - Parameters:
  ///   - errors: The build's errors, as ``declared(errors:)`` writes them; empty when it built.
  ///   - report: The run of the declared specs; `nil` when none was run.
  ///   - output: What the build and the run printed, for the pieces the step shows.
  ///   - ignoringLines: Whether an error is compared by its file and message alone
  ///     (`File.swift: message`), not its line.
  public static func problems(
    of declaration: StepDeclaration, errors: [String], report: TestReport?, output: String,
    ignoringLines: Bool = false
  ) -> [String] {
    var problems: [String] = []
    switch declaration.build {
    case .compiles where !errors.isEmpty:
      return [
        "it does not compile, though it declares it compiles: " + errors.joined(separator: "; ")
      ]
    case .doesNotCompile(let expected) where errors.isEmpty:
      return [
        "it compiles, though it declares it does not: " + expected.joined(separator: "; ")
      ]
    case .doesNotCompile(let expected):
      let placed = ignoringLines ? { (error: String) in withoutLine(error) } : { $0 }
      let missing = Set(expected.map(placed)).subtracting(errors.map(placed)).sorted()
      let more = Set(errors.map(placed)).subtracting(expected.map(placed)).sorted()
      if !missing.isEmpty || !more.isEmpty {
        problems.append(
          "it does not compile as it declares: "
            + (missing.isEmpty ? "" : "declared but not given: \(missing.joined(separator: "; "))")
            + (missing.isEmpty || more.isEmpty ? "" : "; ")
            + (more.isEmpty ? "" : "given but not declared: \(more.joined(separator: "; "))"))
      }
    case .compiles: break
    }
    if let report { problems += runProblems(of: declaration, report) }
    let issues = report?.issues.sorted { $0.key < $1.key }.flatMap { $0.value } ?? errors
    problems += declaration.shows.filter { !output.contains($0) }.map {
      "it declares it shows “\($0)”, which its output does not; it says: "
        + issues.joined(separator: " ")
    }
    return problems
  }

  /// Returns how the run `report` differs from what `declaration` says of the specs.
  static func runProblems(of declaration: StepDeclaration, _ report: TestReport) -> [String] {
    if let crash = report.crash {
      return ["the specs crashed: \(crash.message) at \(crash.place)"]
    }
    if report.timedOut { return ["the specs did not end in time"] }
    if report.outcomes.isEmpty {
      return ["swift test --filter \(declaration.run ?? "") runs no spec"]
    }
    let failed = report.failed
    switch declaration.specs {
    case .green where !failed.isEmpty:
      return ["it is red, though it declares green: " + quoted(failed.sorted())]
    case .red(let names):
      var problems: [String] = []
      let passing = names.filter { report.outcomes[$0] == .passed }
      let notRun = names.filter { report.outcomes[$0] == nil }
      if !passing.isEmpty {
        problems.append(
          (failed.isEmpty ? "it is green, though it declares red: " : "it declares red ")
            + quoted(passing) + (passing.count == 1 ? ", which passes" : ", which pass"))
      }
      if !notRun.isEmpty {
        problems.append("it declares red \(quoted(notRun)), which did not run")
      }
      let more = failed.subtracting(names).sorted()
      if !more.isEmpty {
        problems.append("\(quoted(more)) \(more.count == 1 ? "fails" : "fail") too, undeclared")
      }
      return problems
    case .green, .notRun: return []
    }
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "“\($0)”" }.joined(separator: ", ")
  }
}
