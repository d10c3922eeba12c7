import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The run itself: the mutants prepared, run, and reported.
extension MutationRun {
  func runChecked() throws -> Int32 {
    let found = try findMutants()
    if !options.listOnly { measured = whatIsMeasured() }
    stale = found.flatMap(\.stale)
    var sites: [Mutant] = []
    for file in found {
      for mutant in file.mutants where options.only?.contains(mutant.name) ?? true {
        if let marker = file.equivalence[mutant] {
          results.append(Result(mutant: mutant, verdict: .equivalent, detail: marker.reason))
        } else {
          sites.append(mutant)
        }
      }
    }
    if options.listOnly {
      for mutant in sites { print(mutant.name) }
      for marker in stale {
        print(
          "stale marker: \(marker.place) \"\(marker.change)\": no such mutant on line \(marker.codeLine)"
        )
      }
      return 0
    }
    if let count = options.checkAgainstRebuild {
      return try checkAgainstRebuild(count: count, sites: sites)
    }
    say(
      "\(sites.count) mutants to run in \(found.count) files (\(results.count) marked equivalent, "
        + "\(stale.count) stale markers); \(options.jobs) at a time.")
    let schemata = try prepare(sites: sites)
    let timings = try runMutants(schemata)
    return finish(timings: timings)
  }

  /// The copy, rewritten and built, and the suite run switched off with each site it reaches.
  struct Prepared {
    var copy: String
    var binary: String
    /// Site number → mutant, for the sites that built.
    var sites: [Int: Mutant]
    /// Suite → seconds it took switched off.
    var durations: [String: Double]
    /// Suite → processor seconds it used switched off, with the `todo`s it started.
    var work: [String: Double] = [:]
    /// Site number → the suites that reach it.
    var reached: [Int: [String]]
    /// Site number → suite → the tests of it whose `todo` reached the site, for the suites
    /// that reach it only through the `todo` processes of those tests: those tests are run,
    /// not the whole suite.
    var tests: [Int: [String: [String]]] = [:]
    var buildSeconds: Double
    var baselineSeconds: Double
  }

  func prepare(sites: [Mutant]) throws -> Prepared {
    endPhase("finding the mutants")
    phase = "copying the package"
    let copy = try makeCopy()
    endPhase("copying the package")
    phase = "building the mutant schemata"
    let buildStart = Date()
    let built = try buildSchemata(sites: sites, in: copy)
    let buildSeconds = Date().timeIntervalSince(buildStart)
    endPhase("building (\(builds) build\(builds == 1 ? "" : "s"))")
    say(
      "Built once in \(Int(buildSeconds)) s: \(built.count) sites switchable, "
        + "\(sites.count - built.count) do not build.")
    phase = "running the suite switched off"
    let binary = try testBinary(in: copy)
    let suites = try listSuites(binary: binary, in: copy)
    endPhase("listing the suites")
    let baselineStart = Date()
    let (durations, work, reached, tests) = try baseline(
      binary: binary, suites: suites, in: copy, siteCount: sites.count)
    let baselineSeconds = Date().timeIntervalSince(baselineStart)
    endPhase("the \(suites.count) suites switched off, one process each")
    say(
      "The suite passes switched off: \(suites.count) suites in \(String(format: "%.1f", baselineSeconds)) s."
    )
    return Prepared(
      copy: copy, binary: binary, sites: built, durations: durations, work: work, reached: reached,
      tests: tests, buildSeconds: buildSeconds, baselineSeconds: baselineSeconds)
  }

  struct Timings {
    var build: Double
    var baseline: Double
    var mutants: Double
    var count: Int
  }

  func runMutants(_ prepared: Prepared) throws -> Timings {
    phase = "running the mutants"
    let start = Date()
    var queue: [(Int, Mutant)] = []
    for (number, mutant) in prepared.sites.sorted(by: { $0.key < $1.key }) {
      let suites = prepared.reached[number] ?? []
      if suites.isEmpty {
        results.append(Result(mutant: mutant, verdict: .notCovered))
      } else {
        queue.append((number, mutant))
      }
    }
    let total = queue.count
    var done = 0
    var quickOnly = 0
    try runPool(
      queue, in: prepared.copy, stopAtFailure: true,
      job: { number, mutant in
        let stages = Stages.plan(
          prepared.reached[number] ?? [], durations: prepared.durations, work: prepared.work,
          factor: options.timeoutFactor, floor: options.floorSeconds)
        let tests = prepared.tests[number] ?? [:]
        return stages.map { stage in
          (
            Self.testRun(prepared.binary, suites: stage.suites.flatMap { tests[$0] ?? [$0] }),
            [
              Switch.variable: "\(number)",
              Switch.runLimitVariable: "\(Stages.runLimit(secondChance: false))",
            ], stage.timeout, stage.work
          )
        }
      },
      finished: { number, mutant, end in
        var verdict = Verdict.of(end.ending)
        let noTestRan = verdict == .survived && !Self.ranTests(end.log)
        if noTestRan { verdict = .error }
        let detail = Self.detail(
          suites: prepared.reached[number]?.count ?? 0, end: end, noTestRan: noTestRan)
        results.append(
          Result(mutant: mutant, verdict: verdict, detail: detail, seconds: end.seconds))
        done += 1
        if end.steps == 1 { quickOnly += 1 }
        if verdict != .killed || !options.quiet {
          if verdict.failsGate || !options.quiet {
            say("\(done)/\(total) \(verdict.rawValue): \(mutant.name)")
          }
        }
      })
    endPhase("\(total) mutants (\(quickOnly) decided by one run)")
    return Timings(
      build: prepared.buildSeconds, baseline: prepared.baselineSeconds,
      mutants: Date().timeIntervalSince(start), count: total)
  }

  /// A report's detail for a mutant that ran: the suites that reach its site, how the run
  /// ended, the stages run (and whether the last was given its second chance), the seconds.
  static func detail(suites: Int, end: JobEnd, noTestRan: Bool) -> String {
    var detail = "\(suites) suite\(suites == 1 ? "" : "s")"
    if case .signalled(let signal) = end.ending { detail += ", ended by signal \(signal)" }
    if noTestRan { detail += ", no test ran" }
    detail += ", \(end.steps) stage\(end.steps == 1 ? "" : "s")"
    if end.hadSecondChance { detail += " (the last given a second chance)" }
    return detail + ", \(String(format: "%.1f", end.seconds)) s"
  }

  func finish(timings: Timings) -> Int32 {
    let total = Date().timeIntervalSince(started)
    let heading = try? heading()
    print("\n" + (heading ?? ""))
    print("")
    print(Report.table(results))
    print(
      "\nTimes: one build \(Int(timings.build)) s, the suite switched off "
        + String(format: "%.1f", timings.baseline) + " s, \(timings.count) mutants run in "
        + String(format: "%.1f", timings.mutants) + " s ("
        + String(format: "%.2f", timings.count == 0 ? 0 : timings.mutants / Double(timings.count))
        + " s a mutant), whole run " + String(format: "%.1f", total) + " s.")
    print("Phases: \(phaseBreakdown).")
    printSurvivors()
    if let report = options.report {
      let text = Report.file(results, stale: stale, heading: heading ?? "")
      try? text.write(toFile: report, atomically: true, encoding: .utf8)
      say("Every mutant's verdict: \(report)")
    }
    if let readme = options.readme {
      updateReadme(readme, heading: heading ?? "")
    }
    let failing = results.filter { $0.verdict.failsGate }
    if options.gate, !failing.isEmpty || !stale.isEmpty {
      say(
        "\nThe mutation gate fails: \(failing.count) mutants survive, reach no suite or end in an "
          + "error, and \(stale.count) markers are stale. Add a spec that kills each, or, where no "
          + "input can tell it from the code, mark it as Mutants/README.md says.")
      return 1
    }
    return 0
  }

  func printSurvivors() {
    let failing = results.filter { $0.verdict.failsGate }
    if !failing.isEmpty {
      print("\nSurvivors (not marked equivalent), sites no suite reaches, errors:")
      for result in failing {
        print("  \(result.verdict.rawValue)  \(result.mutant.name)")
        print("    \(result.mutant.original.trimmingCharacters(in: .whitespaces))")
      }
    }
    if !stale.isEmpty {
      print("\nStale markers (their mutant is not produced on the line below them):")
      for marker in stale {
        print(
          "  \(marker.place)  \"\(marker.change)\""
            + (marker.occurrence > 1 ? " #\(marker.occurrence)" : ""))
      }
    }
  }

  func whatIsMeasured() -> (commit: String, dirty: String) {
    let commit = capture(["git", "rev-parse", "--short", "HEAD"]) ?? "unknown"
    let dirty =
      (capture(["git", "status", "--porcelain", "--", "Sources"]) ?? "").isEmpty
      ? "" : " (with changes not committed)"
    return (commit, dirty)
  }

  /// The heading of a report, such as `Measured on 2026-11-25 19:23 UTC at commit 613bd5a …`.
  func heading() throws -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
    let (commit, dirty) = measured ?? whatIsMeasured()
    return "Measured on \(formatter.string(from: started)) at commit \(commit)\(dirty) over "
      + options.paths.joined(separator: ", ") + "."
  }

  /// Replaces what lies between `<!-- mutants: start -->` and `<!-- mutants: end -->`.
  func updateReadme(_ path: String, heading: String) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      let start = text.range(of: "<!-- mutants: start -->"),
      let end = text.range(of: "<!-- mutants: end -->"), start.upperBound <= end.lowerBound
    else {
      say("--readme: \(path) has no <!-- mutants: start --> … <!-- mutants: end --> section")
      return
    }
    let body = "\n" + heading + "\n\n" + Report.table(results) + "\n"
    let updated = text.replacingCharacters(in: start.upperBound..<end.lowerBound, with: body)
    try? updated.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
