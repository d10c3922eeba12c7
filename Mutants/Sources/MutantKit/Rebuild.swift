import Foundation
import ToolPlatform

/// A small random number generator whose sequence a seed fixes (SplitMix64), so that a check
/// draws the same mutants again.
public struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension MutationRun {
  /// Draws `count` of `sites` at random, by `seed`, from every target in turn.
  public static func draw(_ count: Int, from sites: [Mutant], seed: UInt64) -> [Mutant] {
    var generator = SeededGenerator(seed: seed)
    // In a fixed order, whatever order the sites come in: the same seed, the same draw.
    let sorted = sites.sorted {
      ($0.file, $0.line, $0.column, $0.change) < ($1.file, $1.line, $1.column, $1.change)
    }
    let grouped = Dictionary(grouping: sorted, by: \.target)
    let targets = grouped.keys.sorted()
    var byTarget: [String: [Mutant]] = [:]
    for target in targets {
      byTarget[target] = grouped[target, default: []].shuffled(using: &generator)
    }
    var drawn: [Mutant] = []
    while drawn.count < count, byTarget.values.contains(where: { !$0.isEmpty }) {
      for target in targets where drawn.count < count {
        if let next = byTarget[target]?.popLast() { drawn.append(next) }
      }
    }
    return drawn
  }

  /// What a rebuilt mutant's suite runs with beyond the tool's environment: what a switched-on
  /// run has, so that both ways run the same tests.
  ///
  /// The package's tests run some tests only in a run of the mutation tool (those that start
  /// `todo` as other users, which a plain `swift test` leaves out): they know it by a variable
  /// of the tool's (`Tests/Support/TodoRunner.swift`). So the rebuilt suite has the switch's
  /// variable too, naming no site (the rebuilt build has no switch: its mutant is written in),
  /// and the same limit on each `todo`'s run; and `temporary` for its `TMPDIR`.
  static func rebuiltRunEnvironment(temporary: String) -> [String: String] {
    [
      Switch.variable: "none", Switch.runLimitVariable: "\(Stages.runLimit(secondChance: false))",
      "TMPDIR": temporary,
    ]
  }

  /// Runs `count` mutants drawn at random (seeded) both ways: switched on in the one build, and
  /// rebuilt with the mutant written in; prints "K of N agree" and fails on any disagreement.
  func checkAgainstRebuild(count: Int, sites: [Mutant]) throws -> Int32 {
    let runStart = Date()
    var prepared = try prepare(sites: sites)
    let drawn = Set(Self.draw(count, from: Array(prepared.sites.values), seed: options.seed))
    let allBuilt = prepared.sites.count
    prepared.sites = prepared.sites.filter { drawn.contains($0.value) }
    say("Drew \(drawn.count) of the \(allBuilt) mutants that built (seed \(options.seed)).")
    results = []
    let timings = try runMutants(prepared)
    let schemataSeconds = Date().timeIntervalSince(runStart)
    let switched = Dictionary(uniqueKeysWithValues: results.map { ($0.mutant, $0) })

    // The other way: the mutant written into the file, a build, the whole suite.
    phase = "rebuilding a mutant"
    let copy = prepared.copy
    let log = try runFolderPath() + "/rebuild.log"
    // Like each job's of the pool: the tests that run `todo` as another user keep its store in
    // the temporary folder, which any user may write in (sticky).
    let temporaryFolder = try runFolder?.folder("rebuild-tmp", creating: true)
    try temporaryFolder?.setPermissions(0o1777)
    let rebuiltEnvironment = Self.rebuiltRunEnvironment(temporary: temporaryFolder?.path ?? "")
    let wholeStart = Date()
    let whole = try runToEnd(
      [prepared.binary, "--testing-library", "swift-testing"], in: copy, log: log,
      environment: rebuiltEnvironment)
    let wholeSeconds = Date().timeIntervalSince(wholeStart)
    guard whole == .exited(0) else {
      throw ToolError(
        "the whole suite fails switched off (\(whole)): see \(ToolOutput.escaped(log))")
    }
    var agree = 0
    var disagreements: [String] = []
    let rebuildStart = Date()
    var lastWritten = Date.distantPast
    for mutant in drawn.sorted(by: { $0.name < $1.name }) {
      let original = try readInCopy(mutant.file)
      var lines = original.components(separatedBy: "\n")
      guard mutant.line >= 1, mutant.line <= lines.count, lines[mutant.line - 1] == mutant.original
      else { throw ToolError("\(mutant.name) is not in the copy's text of its file") }
      lines[mutant.line - 1] = mutant.mutated
      // Each write a second at least after the one before: the build tells a changed file by
      // its time to the second, and a small package built within one second kept the text
      // before (the fixture's, on a quiet machine: a rebuilt run had the last mutant in, and
      // not its own).
      func write(_ text: String) throws {
        let wait = lastWritten.addingTimeInterval(1.05).timeIntervalSinceNow
        if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
        try writeInCopy(text, to: mutant.file)
        lastWritten = Date()
      }
      try write(lines.joined(separator: "\n"))
      let built = try runToEnd(["swift", "build", "--build-tests"], in: copy, log: log)
      // The tests that read the sources as text see them as they are, as switched on.
      try write(original)
      let rebuilt: Verdict
      switch built {
      case .exited(0):
        let pid = try children.start(
          [prepared.binary, "--testing-library", "swift-testing"], in: copy,
          environment: environment.merging(rebuiltEnvironment) { $1 }, log: log,
          timeout: options.graceSeconds + options.timeoutFactor * wholeSeconds)
        var ending = Ending.exited(0)
        while true {
          try checkStop()
          if let ended = children.poll(interval: 50_000).first(where: { $0.pid == pid }) {
            ending = ended.ending
            break
          }
        }
        rebuilt = Verdict.of(ending)
      case .exited: rebuilt = .doesNotBuild
      default: rebuilt = .error
      }
      let verdict = switched[mutant]?.verdict ?? .error
      let same =
        verdict.isKilled == rebuilt.isKilled && verdict != .error && rebuilt != .error
        && rebuilt != .doesNotBuild
      if same {
        agree += 1
      } else {
        // What the rebuilt run printed last, so that a disagreement says why.
        let tail = Self.log(log)
          .split(separator: "\n").suffix(12).map { "      " + ToolOutput.escaped(String($0)) }
          .joined(separator: "\n")
        disagreements.append(
          "\(mutant.name): switched on \(verdict.rawValue), rebuilt \(rebuilt.rawValue); "
            + "the rebuilt run's last lines:\n\(tail)")
      }
      say(
        "\(same ? "agree" : "DISAGREE"): \(mutant.name): \(verdict.rawValue) / \(rebuilt.rawValue)")
    }
    let rebuildSeconds = Date().timeIntervalSince(rebuildStart)
    let n = drawn.count
    out("\n\(agree) of \(n) agree")
    for line in disagreements { out("  \(line)") }
    let perSwitched = n == 0 ? 0 : timings.mutants / Double(n)
    let perRebuilt = n == 0 ? 0 : rebuildSeconds / Double(n)
    out(
      "\nThe same \(n) mutants: switched on in one build \(format(schemataSeconds)) s (the build "
        + "\(format(timings.build)) s, the suite switched off \(format(timings.baseline)) s, "
        + "\(format(perSwitched)) s a mutant); rebuilt one by one \(format(rebuildSeconds)) s "
        + "(\(format(perRebuilt)) s a mutant); "
        + "\(format(schemataSeconds == 0 ? 0 : rebuildSeconds / schemataSeconds)) times faster.")
    if allBuilt > 0 {
      let oneBuild = timings.build + timings.baseline + perSwitched * Double(allBuilt)
      out(
        "All \(allBuilt) mutants of the path: one build about \(format(oneBuild)) s, rebuilt one by "
          + "one about \(format(perRebuilt * Double(allBuilt))) s: "
          + "\(format(perRebuilt * Double(allBuilt) / oneBuild)) times faster.")
    }
    return disagreements.isEmpty ? 0 : 1
  }

  func format(_ value: Double) -> String { String(format: "%.1f", value) }
}
