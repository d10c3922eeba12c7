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
    // A verify that checks nothing must not pass for one that checked everything.
    guard !katas.isEmpty else {
      say(style.bad("kata verify: Katas/katas.json names no kata: there is nothing to check."))
      return .notDone
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
    say(style.good(Self.allHold(katas.count)))
    return .success
  }

  /// The last line of a run in which every kata held: `count` of them.
  static func allHold(_ count: Int) -> String {
    count == 1
      ? "kata verify: the kata holds against the package's code."
      : "kata verify: all \(count) katas hold against the package's code."
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
}
