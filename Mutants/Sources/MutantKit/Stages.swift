import Foundation

/// One run of the built tests for a mutant: some of the suites that reach its site, and how long
/// it may take before it is ended (a time-out is a kill: the mutant was noticed).
public struct Stage: Equatable, Sendable {
  public var suites: [String]
  public var timeout: Double

  public init(suites: [String], timeout: Double) {
    self.suites = suites
    self.timeout = timeout
  }
}

/// How a mutant's suites are run: the quick ones first, the slow ones only if those all pass.
///
/// The quick ones run all in one process; the slow ones (the end-to-end tests, which start
/// `todo`) in another. Most mutants are killed
/// by a spec in the first stage, in a fraction of a second, and never wait for the slow suites
/// or for a time-out of theirs.
public enum Stages {
  /// A suite is quick when it took at most this many times the quickest suite of the mutant,
  /// plus `quickMargin` seconds, switched off: the time to start the test binary is in each.
  public static let quickFactor = 2.0
  public static let quickMargin = 0.2

  /// The stages of a mutant whose site `suites` reach.
  ///
  /// Each suite took `durations` (seconds, alone in a process) switched off. A stage may take `factor` times the sum of its
  /// suites' times, and never less than `floor` seconds.
  public static func plan(
    _ suites: [String], durations: [String: Double], factor: Double, floor: Double
  ) -> [Stage] {
    guard !suites.isEmpty else { return [] }
    let timed = suites.map { (suite: $0, seconds: durations[$0] ?? 1) }
      .sorted { ($0.seconds, $0.suite) < ($1.seconds, $1.suite) }
    let limit = (timed.first?.seconds ?? 0) * quickFactor + quickMargin
    let quick = timed.filter { $0.seconds <= limit }
    let slow = timed.filter { $0.seconds > limit }
    return [quick, slow].filter { !$0.isEmpty }.map { part in
      Stage(
        suites: part.map(\.suite).sorted(),
        timeout: max(floor, factor * part.reduce(0) { $0 + $1.seconds }))
    }
  }

  /// The seconds a `todo` that a stage's end-to-end tests start may run.
  ///
  /// Half the stage's `timeout`, at least 10 s, at most the runner's own 120 s; its runner reads
  /// them from `Switch.runLimitVariable`. A `todo` that a mutant made spin is ended while the
  /// stage runs, and its test fails; without this it outlived the stage's time-out and its
  /// second chance.
  public static func runLimit(ofStageTimeout timeout: Double) -> Int {
    Int(min(120, max(10, timeout / 2)))
  }

  /// Whether a stage that ran past its `limit` is run once more, with four times the time.
  ///
  /// Not when its busiest process used the processor for at least half the limit
  /// (`cpuSeconds`): it was spinning, a loop the mutant made endless, and a time-out is a kill.
  /// Not when the machine's `load` (the last minute's average) is no more than its `cores`:
  /// nothing starved the run, which was waiting for what never came. Otherwise a busy machine
  /// may have slowed a quick suite past its limit, and a second run decides.
  public static func runsAgain(
    afterTimeOut limit: Double, cpuSeconds: Double?, load: Double, cores: Int
  ) -> Bool {
    if let cpuSeconds, cpuSeconds >= limit / 2 { return false }
    return load > Double(cores)
  }
}

/// Which sites a suite reaches, and through which of its tests, from the traces of its run
/// switched off.
public enum Reach {
  /// The sites `suite` reaches, and for each site that it reaches only through the `todo` some
  /// of its tests start, those tests (sorted), which a mutant there runs instead of the suite.
  ///
  /// `inProcess`: the sites the suite's own process noted. `children`: for each `todo` that a
  /// test started, the test it names (`Suite/test()/File.swift:12:4`, or nil when none) and the
  /// sites it noted. A `todo` of no known test, or of a test of another suite, counts as the
  /// suite's own: the whole suite runs for its sites.
  public static func of(
    suite: String, inProcess: Set<Int>, children: [(test: String?, sites: Set<Int>)]
  ) -> (sites: Set<Int>, tests: [Int: [String]]) {
    var own = inProcess
    var byTest: [Int: Set<String>] = [:]
    for child in children {
      guard let test = child.test, test.hasPrefix(suite + "/") else {
        own.formUnion(child.sites)
        continue
      }
      for site in child.sites { byTest[site, default: []].insert(test) }
    }
    var tests: [Int: [String]] = [:]
    for (site, named) in byTest where !own.contains(site) { tests[site] = named.sorted() }
    return (own.union(byTest.keys), tests)
  }
}
