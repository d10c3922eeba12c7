import Foundation

/// `kata verify`: every kata checked against the package's code, as rustlings' `dev check`
/// checks its exercises, so a kata that drifts from the code is a red CI.
///
/// It works in a copy of the package (the files git tracks, and new ones it does not ignore),
/// never in the learner's tree, and builds there in one build folder for every kata. It checks:
/// - the package's own code builds and passes every spec a kata names;
/// - each make-it-green kata's starting state compiles and fails exactly the specs it declares;
/// - each write-the-spec kata's starting spec file compiles (and is red until written), and the
///   package's own spec of the behaviour fails against every wrong version, each of which
///   compiles; its schemata (every wrong version behind one switch, one build) compile, are the
///   package's own code with nothing switched on, and with each wrong version switched on make
///   every spec of the own spec's suite end as that version's patch does.
struct Verification {
  private let source: Workspace
  private let say: (String) -> Void
  private let style: Style
  /// The times of this run's phases, counted as they go.
  private let tally = Tally()

  init(from folder: URL, say: @escaping (String) -> Void, style: Style) throws {
    source = try Workspace(from: folder)
    self.say = say
    self.style = style
  }

  func run(only names: [String]) throws -> KataTool.Exit {
    let manifest = try source.manifest()
    let katas =
      try names.isEmpty
      ? manifest.katas
      : names.map { name in
        guard let kata = manifest.kata(named: name) else {
          throw KataFailure("there is no kata '\(name)': see `kata list`")
        }
        return kata
      }
    let manifestProblems = Self.problems(of: manifest, in: source)
    guard manifestProblems.isEmpty else {
      say(
        style.bad("✘ Katas/katas.json:") + "\n"
          + manifestProblems.map { "  \($0)" }.joined(separator: "\n"))
      return .notDone
    }

    let started = ContinuousClock.now
    let (copy, folder) = try tally.timing(\.copying) { try source.toolsCopy() }
    defer { try? FileManager.default.removeItem(at: folder) }
    // Each write-the-spec kata's starting state adds its spec file, and nothing else: all of
    // them go in first, and stay, so the specs' module is not rebuilt to add one and again to
    // take it out for every such kata. Their suites are left out of every other run.
    var startProblems: [String: String] = [:]
    var learnerSuites: [String] = []
    for kata in katas where kata.kind == .writeTheSpec {
      do {
        try copy.apply(kata.start)
        learnerSuites += kata.learnerSpec.map { [$0.suite] } ?? []
      } catch {
        startProblems[kata.name] = "its starting state: \(error)"
      }
    }
    say(
      "Building the package's own code in a copy (\(copy.root.path)), with the starting spec "
        + "files of the write-the-spec katas…")
    let errors = try build(copy)
    guard errors.isEmpty else {
      say(
        style.bad("✘ The package's own code, with the katas' starting spec files, does not build:")
          + "\n" + errors.prefix(8).map { "  " + copy.relative($0) }.joined(separator: "\n"))
      return .notDone
    }
    let pristine = try runSpecs(in: copy, skipping: learnerSuites)
    say("  (\(tally.times.said()))")
    var failing = 0
    let pristineProblems = Self.pristineProblems(of: katas, report: pristine)
    if !pristineProblems.isEmpty {
      say(
        style.bad("✘ The package's own code:") + "\n"
          + pristineProblems.map { "  \($0)" }.joined(separator: "\n"))
      failing += 1
    }
    for kata in katas {
      let number = manifest.number(of: kata) ?? 0
      say("Verifying kata \(number), \(kata.name)…")
      let before = tally.times
      let problems =
        try startProblems[kata.name].map { [$0] }
        ?? verify(kata, in: copy, skipping: learnerSuites)
      if problems.isEmpty {
        say(style.good("✔ \(number). \(kata.name)") + ": " + summary(of: kata))
      } else {
        failing += 1
        say(
          style.bad("✘ \(number). \(kata.name):") + "\n"
            + problems.map { "  \($0)" }.joined(separator: "\n"))
      }
      say("  (\(tally.times.since(before).said()))")
    }
    say("Time: " + tally.times.said(total: Self.seconds(since: started)) + ".")
    guard failing == 0 else {
      say(style.bad("kata verify: \(failing) problem\(failing == 1 ? "" : "s") found."))
      return .notDone
    }
    say(style.good("kata verify: all \(katas.count) katas hold against the package's code."))
    return .success
  }

  private func summary(of kata: Kata) -> String {
    switch kata.kind {
    case .makeItGreen:
      "its starting state compiles and fails its \(kata.specs?.count ?? 0) specs, and only those"
    case .writeTheSpec:
      "its spec file compiles, and the package's own spec catches all "
        + "\(kata.wrongVersions?.count ?? 0) wrong versions, patched and switched at run time alike"
    }
  }

  /// Returns what is wrong with `kata` against the copy's code, which it leaves as it found it.
  ///
  /// A write-the-spec kata's starting state is in the copy already, and stays; the suites of
  /// those starting states, `learnerSuites`, are left out of a make-it-green kata's run.
  private func verify(_ kata: Kata, in copy: Workspace, skipping learnerSuites: [String])
    throws -> [String]
  {
    var problems: [String] = []
    if kata.kind == .makeItGreen {
      do {
        try copy.apply(kata.start)
      } catch {
        return ["its starting state: \(error)"]
      }
    }
    for file in kata.files
    where !FileManager.default.fileExists(atPath: copy.root.appendingPathComponent(file).path) {
      problems.append("it names \(file), which its starting state does not have")
    }
    if let problem = try buildProblem(in: copy, "its starting state") {
      problems.append(problem)
    } else {
      switch kata.kind {
      case .makeItGreen:
        let report = try runSpecs(in: copy, skipping: learnerSuites)
        problems += Judgement.startStateProblems(
          declared: kata.specs ?? [], report: report)
      case .writeTheSpec:
        if let learner = kata.learnerSpec {
          let report = try runSpecs(in: copy, suites: [learner.suite])
          if report.outcomes.isEmpty {
            problems.append("its starting spec file runs no spec of \(learner.suite)")
          } else if report.failed.isEmpty {
            problems.append(
              "its starting spec file already passes: a learner would start on green")
          }
        }
      }
    }
    guard kata.kind == .writeTheSpec, let own = kata.ownSpec else {
      try copy.apply(kata.start, reverse: true)
      return problems
    }
    var asPatched: [String: TestReport] = [:]
    for wrong in kata.wrongVersions ?? [] {
      try copy.apply(wrong.patch)
      if let problem = try buildProblem(in: copy, "the wrong version \(wrong.patch)") {
        problems.append(problem)
      } else {
        let report = try runSpecs(in: copy, suites: [own.suite])
        asPatched[wrong.patch] = report
        if report.outcome(of: own) != .failed {
          problems.append(
            "the package's own spec \"\(own.name)\" lets the wrong version \(wrong.patch) "
              + "through (\(wrong.hint))")
        }
      }
      try copy.apply(wrong.patch, reverse: true)
    }
    if let schemata = kata.schemata {
      problems += try schemataProblems(of: kata, schemata, own: own, asPatched, in: copy)
    }
    return problems
  }

  /// Returns what is wrong with `kata`'s schemata: with nothing switched on, the package's own
  /// spec's suite must pass; with each wrong version switched on, every spec of that suite must
  /// end as it does with the wrong version's patch applied (`asPatched`), the same spec failing.
  private func schemataProblems(
    of kata: Kata, _ schemata: String, own: Kata.Spec, _ asPatched: [String: TestReport],
    in copy: Workspace
  ) throws -> [String] {
    do {
      try copy.apply(schemata)
    } catch {
      return ["its schemata: \(error)"]
    }
    defer { try? copy.apply(schemata, reverse: true) }
    if let problem = try buildProblem(in: copy, "its schemata \(schemata)") { return [problem] }
    var problems: [String] = []
    let right = try runSpecs(in: copy, suites: [own.suite])
    if right.outcome(of: own) != .passed || !right.failed.isEmpty {
      problems.append(
        "with no wrong version switched on, its schemata \(schemata) fail "
          + right.failed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
          + " of \(own.suite): unset, they must be the package's own code")
    }
    for wrong in kata.wrongVersions ?? [] {
      guard let patched = asPatched[wrong.patch] else { continue }
      let name = Schemata.name(of: wrong)
      let switched = try runSpecs(in: copy, suites: [own.suite], switchedOn: name)
      if switched.outcomes != patched.outcomes {
        let differ = Set(switched.outcomes.keys).union(patched.outcomes.keys)
          .filter { switched.outcomes[$0] != patched.outcomes[$0] }.sorted()
        problems.append(
          "\(Schemata.variable)=\(name) does not fail as \(wrong.patch) does: "
            + differ.map {
              "\"\($0)\" \(Self.said(switched.outcomes[$0])) switched, "
                + "\(Self.said(patched.outcomes[$0])) patched"
            }.joined(separator: "; "))
      }
    }
    return problems
  }

  private static func said(_ outcome: TestReport.Outcome?) -> String {
    switch outcome {
    case .passed: "passes"
    case .failed: "fails"
    case nil: "does not run"
    }
  }

  /// Builds the copy; returns the problem, naming `what` and the compiler's first errors, when
  /// it does not compile.
  private func buildProblem(in copy: Workspace, _ what: String) throws -> String? {
    let errors = try build(copy)
    guard !errors.isEmpty else { return nil }
    return "\(what) does not compile: "
      + errors.prefix(3).map(copy.relative).joined(separator: " ")
  }

  /// Builds the copy, the time counted.
  private func build(_ copy: Workspace) throws -> [String] {
    try tally.timing(\.builds) { try copy.build() }
  }

  /// Runs the copy's specs, the time counted.
  private func runSpecs(
    in copy: Workspace, suites: [String]? = nil, skipping: [String] = [],
    switchedOn wrong: String? = nil
  ) throws -> TestReport {
    try tally.timing(\.runs) {
      try copy.runSpecs(suites: suites, skipping: skipping, switchedOn: wrong)
    }
  }

  static func seconds(since start: ContinuousClock.Instant) -> Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

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
  private static func patchLines(of kata: Kata, marked mark: Character, in workspace: Workspace)
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

extension String {
  /// Whether the text is a bare name, `presentAddInterface()` or `report(_:_:)`, not code.
  var isAName: Bool {
    var name = Substring(self)
    if name.hasSuffix(")"), let open = name.firstIndex(of: "(") {
      let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
      guard labels.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) else {
        return false
      }
      name = name[..<open]
    }
    return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Whether this code calls `call` (`presentAddInterface()`), by itself or on a receiver
  /// (`addModule.presentAddInterface()`), not as the end of a longer name (`represent()`).
  func makesCall(_ call: String) -> Bool {
    var rest = self[...]
    while let found = rest.range(of: call) {
      let before = found.lowerBound == startIndex ? nil : self[index(before: found.lowerBound)]
      if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
      rest = self[found.upperBound...]
    }
    return false
  }

  /// The text with its white space trimmed, and each run of it inside made one space.
  func collapsingSpaces() -> String {
    split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

extension Verification {
  /// Where `kata verify`'s time went, in seconds.
  ///
  /// The copy, each build and each run of the specs: said for each kata and for the whole run,
  /// so that CI's log shows which phase grew.
  struct Times {
    var copying = 0.0
    var builds: [Double] = []
    var runs: [Double] = []

    /// What was counted since `before`, which these times began as.
    func since(_ before: Times) -> Times {
      Times(
        copying: copying - before.copying, builds: Array(builds.dropFirst(before.builds.count)),
        runs: Array(runs.dropFirst(before.runs.count)))
    }

    /// `builds 12.5 s (2), spec runs 2.1 s (3)`; with `total`, the whole run's line: the copy,
    /// the first build apart (a cold one) and the rest (git, the reading of output).
    func said(total: Double? = nil) -> String {
      let built = builds.reduce(0, +)
      let ran = runs.reduce(0, +)
      let counts = "builds \(Self.seconds(built)) (\(builds.count)"
      guard let total else {
        return counts + "), spec runs \(Self.seconds(ran)) (\(runs.count))"
      }
      let first = builds.first.map { "; the first \(Self.seconds($0))" } ?? ""
      let rest = max(0, total - copying - built - ran)
      return "\(Self.seconds(total)) in all: copying the package \(Self.seconds(copying)), "
        + counts + first + "), spec runs \(Self.seconds(ran)) (\(runs.count)), "
        + "the rest \(Self.seconds(rest))"
    }

    private static func seconds(_ value: Double) -> String {
      String(format: "%.1f s", value)
    }
  }
}

/// The times of a `kata verify` or `kata tutorials` run, counted as it goes.
final class Tally {
  var times = Verification.Times()

  /// Runs `body`, and counts its time as one more of `phase`.
  func timing<Result>(
    _ phase: WritableKeyPath<Verification.Times, [Double]>, _ body: () throws -> Result
  ) rethrows -> Result {
    let start = ContinuousClock.now
    defer { times[keyPath: phase].append(Verification.seconds(since: start)) }
    return try body()
  }

  /// Runs `body`, and adds its time to `phase`.
  func timing<Result>(
    _ phase: WritableKeyPath<Verification.Times, Double>, _ body: () throws -> Result
  ) rethrows -> Result {
    let start = ContinuousClock.now
    defer { times[keyPath: phase] += Verification.seconds(since: start) }
    return try body()
  }
}
