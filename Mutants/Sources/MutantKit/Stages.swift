import Foundation

/// One run of the built tests for a mutant: some of the suites that reach its site, and how long
/// it may take before it is ended (a time-out is a kill: the mutant was noticed).
public struct Stage: Equatable, Sendable {
  public var suites: [String]
  public var timeout: Double
  /// The processor time its suites used switched off (with the `todo`s they started), when
  /// known: a run that used far more was spinning (see `Stages.runsAgain`).
  public var work: Double?

  public init(suites: [String], timeout: Double, work: Double? = nil) {
    self.suites = suites
    self.timeout = timeout
    self.work = work
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
  /// Each suite took `durations` (seconds, alone in a process) switched off, and used `work`
  /// (processor seconds, with what it started). A stage may take `factor` times the sum of its
  /// suites' times, and never less than `floor` seconds.
  public static func plan(
    _ suites: [String], durations: [String: Double], work: [String: Double] = [:],
    factor: Double, floor: Double
  ) -> [Stage] {
    guard !suites.isEmpty else { return [] }
    let timed = suites.map { (suite: $0, seconds: durations[$0] ?? 1) }
      .sorted { ($0.seconds, $0.suite) < ($1.seconds, $1.suite) }
    let limit = (timed.first?.seconds ?? 0) * quickFactor + quickMargin
    let quick = timed.filter { $0.seconds <= limit }
    let slow = timed.filter { $0.seconds > limit }
    return [quick, slow].filter { !$0.isEmpty }.map { part in
      let used = part.map { work[$0.suite] }
      return Stage(
        suites: part.map(\.suite).sorted(),
        timeout: max(floor, factor * part.reduce(0) { $0 + $1.seconds }),
        work: used.contains(nil) ? nil : used.reduce(0) { $0 + ($1 ?? 0) })
    }
  }

  /// The seconds a `todo` that a stage's end-to-end tests start may run: 10, and 40 on the
  /// stage's second chance; its runner reads them from `Switch.runLimitVariable`.
  ///
  /// Far beyond what a `todo` of these tests needs (2 s at most, with two stages of end-to-end
  /// tests running at once), so that only one a mutant made spin, or one starved by a busy
  /// machine, reaches it. The runner says so on standard error (`runLimitMark`), and the tool
  /// takes it as the stage's time-out: a starved `todo` gets the second chance a starved stage
  /// gets, with four times the time, and cannot hide a survivor.
  public static func runLimit(secondChance: Bool) -> Int { secondChance ? 40 : 10 }

  /// The processor seconds from which a `todo` ended at its run limit was spinning.
  ///
  /// Twice the most that one `todo` of the package's tests uses unchanged (0.12 s, with the
  /// whole suite run twice at once): a starved one has used less than it needs. A spinning
  /// one, beside dozens of others on two cores, used 0.43 to 0.51 s in its 10 s.
  public static let spinningTodoSeconds = 0.25

  /// Whether a stage that ran past its limit (or whose `todo` ran past its own) is run once
  /// more, with four times the time.
  ///
  /// Not when it was spinning, a loop the mutant made endless, for a time-out is then a kill:
  /// when its processes (the test run, and every `todo` it started) used the processor for
  /// more than twice what the stage's suites used switched off, plus 0.2 s (`used`, `work`),
  /// as a run starved by a busy machine has done no more than the work of the unchanged run;
  /// or when the `todo` its runner ended used `spinningTodoSeconds` or more (`todo`). Not when
  /// the machine's `load` (the last minute's average) is no more than its `cores`: nothing
  /// starved the run, which was waiting for what never came. Otherwise a busy machine may
  /// have slowed the run past its limit, and a second run decides.
  public static func runsAgain(
    used: Double?, work: Double?, todo: Double? = nil, load: Double, cores: Int
  ) -> Bool {
    if let used, let work, used > 2 * work + 0.2 { return false }
    if let todo, todo >= spinningTodoSeconds { return false }
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
