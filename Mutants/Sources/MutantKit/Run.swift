import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command line asked for.
public struct Options: Sendable {
  public var paths: [String] = []
  public var listOnly = false
  public var gate = false
  public var report: String?
  public var readme: String?
  public var only: Set<String>?
  public var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// A stage of a mutant's suites gets this many times what they took switched off.
  public var timeoutFactor = 3.0
  /// A stage of a mutant's suites is never given less than this (see `Stages`).
  public var floorSeconds = 2.0
  /// The whole suite rebuilt (`--check-against-rebuild`) gets this much more than
  /// `timeoutFactor` times what it took switched off.
  public var graceSeconds = 10.0
  public var keep = false
  public var checkAgainstRebuild: Int?
  public var seed: UInt64 = 29
  public var quiet = false

  public init() {}

  public static let usage = """
    usage: Mutants/run [--list] [--gate] [--report FILE] [--readme FILE] [--only LIST]
                       [--jobs N] [--timeout-factor X] [--keep] [PATH ...]
           Mutants/run --check-against-rebuild N [--seed S] [PATH ...]
    PATH: folders or Swift files under Sources (default: Sources).
    """

  /// Reads the arguments; a wrong one is a message naming it and what is accepted.
  public static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let next = rest.popFirst() else { throw ToolError("\(name) needs a value\n\(usage)") }
      return next
    }
    func number(_ name: String) throws -> Int {
      let text = try value(name)
      guard let number = Int(text), number > 0 else {
        throw ToolError("\(name) takes a whole number above 0, not \"\(text)\"")
      }
      return number
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--list": options.listOnly = true
      case "--gate": options.gate = true
      case "--keep": options.keep = true
      case "--quiet": options.quiet = true
      case "--report": options.report = try value(argument)
      case "--readme": options.readme = try value(argument)
      case "--jobs": options.jobs = try number(argument)
      case "--check-against-rebuild": options.checkAgainstRebuild = try number(argument)
      case "--seed": options.seed = UInt64(try number(argument))
      case "--timeout-factor":
        let text = try value(argument)
        guard let factor = Double(text), factor > 0 else {
          throw ToolError("--timeout-factor takes a number above 0, not \"\(text)\"")
        }
        options.timeoutFactor = factor
      case "--only":
        let path = try value(argument)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          throw ToolError("--only: cannot read \(path)")
        }
        options.only = Set(
          text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty })
      default:
        if argument.hasPrefix("-") {
          throw ToolError("unknown option \(argument)\n\(usage)")
        }
        options.paths.append(argument)
      }
    }
    if options.paths.isEmpty { options.paths = ["Sources"] }
    return options
  }
}

/// A run of the tool over a package: finds the mutants, copies the package, builds the
/// schemata once, runs the suite switched off, then each mutant's suites switched on.
public final class MutationRun {
  let options: Options
  let root: String
  let children = Children()
  var copy: String?
  var results: [Result] = []
  var stale: [Marker] = []
  var started = Date()
  /// How many builds the last `buildSchemata` took.
  var builds = 0
  var phase = "finding the mutants"
  /// Where the time went: each phase in the order they ran.
  var phases: [Phase] = []
  var phaseStart = Date()
  var phaseStartProcessor = MutationRun.processorSeconds()

  /// One phase of a run: its name, its seconds, the processor time the tool and every process
  /// it waited for used in it (a figure the machine's load does not change much), and the load
  /// average of the last minute when it ended (the machine's, other people's builds and all).
  public struct Phase: Equatable, Sendable {
    public var name: String
    public var seconds: Double
    public var processor: Double
    public var load: Double

    public init(name: String, seconds: Double, processor: Double, load: Double) {
      self.name = name
      self.seconds = seconds
      self.processor = processor
      self.load = load
    }
  }

  /// Notes the time since the last phase ended as `name`'s.
  func endPhase(_ name: String) {
    let processor = Self.processorSeconds()
    phases.append(
      Phase(
        name: name, seconds: Date().timeIntervalSince(phaseStart),
        processor: processor - phaseStartProcessor, load: Self.load()))
    phaseStart = Date()
    phaseStartProcessor = processor
  }

  /// The processor time (user and system) the tool and the children it has waited for used.
  static func processorSeconds() -> Double {
    var own = rusage()
    var children = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &own)
      getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &children)
    #else
      getrusage(RUSAGE_SELF, &own)
      getrusage(RUSAGE_CHILDREN, &children)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(own.ru_utime) + seconds(own.ru_stime) + seconds(children.ru_utime)
      + seconds(children.ru_stime)
  }

  /// `copying the package 0.2 s (processor 0.1 s, load 3.2), …`.
  var phaseBreakdown: String { Self.breakdown(phases) }

  /// Each phase's name, seconds, processor seconds and load when it ended.
  public static func breakdown(_ phases: [Phase]) -> String {
    phases.map {
      "\($0.name) \(String(format: "%.1f", $0.seconds)) s (processor "
        + "\(String(format: "%.1f", $0.processor)) s, load \(String(format: "%.1f", $0.load)))"
    }.joined(separator: ", ")
  }
  /// Every environment variable of the tool's, but those that change what the tests do.
  ///
  /// Once the copy is made, `TMPDIR` is a folder in it, so that what the compiler and SwiftPM
  /// leave there goes with it.
  var environment: [String: String]

  public init(options: Options, root: String) {
    self.options = options
    self.root = root
    var environment = ProcessInfo.processInfo.environment
    for key in environment.keys where key.hasPrefix("TODO_MUTANT") || key == "TODO_SUITE" {
      environment[key] = nil
    }
    self.environment = environment
  }

  func say(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Stops the run if a signal asked: every child ended by its id, the copy removed, what was
  /// measured printed.
  func checkStop() throws {
    guard let signal = Stop.requested else { return }
    throw Stopped(signal: signal)
  }

  struct Stopped: Error { var signal: Int32 }

  /// Runs the tool; returns the exit status.
  public func run() -> Int32 {
    Stop.install()
    defer { cleanUp() }
    do {
      return try runChecked()
    } catch let stopped as Stopped {
      children.endAll()
      say("\nStopped by signal \(stopped.signal) while \(phase); nothing of the run is left.")
      if !results.isEmpty {
        print("What was measured before the stop (\(results.count) mutants):\n")
        print(Report.table(results))
        printSurvivors()
        // The report and the table say what they hold: a run stopped part of the way.
        let heading =
          ((try? heading()) ?? "")
          + " Stopped by signal \(stopped.signal) after \(results.count) mutants, part of the way."
        if let report = options.report {
          let text = Report.file(results, stale: stale, heading: heading)
          try? text.write(toFile: report, atomically: true, encoding: .utf8)
        }
        if let readme = options.readme { updateReadme(readme, heading: heading) }
      }
      return 128 + stopped.signal
    } catch {
      children.endAll()
      say("mutate: \(error)")
      return 2
    }
  }

  /// The folder for temporary files (`TMPDIR`), without a slash at its end.
  static var temporaryFolder: String {
    var folder = NSTemporaryDirectory()
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    return folder
  }

  func cleanUp() {
    children.endAll()
    if let copy, !options.keep {
      try? FileManager.default.removeItem(atPath: copy)
      // SwiftPM's lock files for the copy's build folder, named after its path.
      let temporary = Self.temporaryFolder
      let prefix = (copy + "/package").replacingOccurrences(of: "/", with: "_")
      for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
      where name.hasPrefix(prefix) {
        try? FileManager.default.removeItem(atPath: temporary + "/" + name)
      }
    }
    if let copy, options.keep { say("The copy is kept: \(copy)") }
  }

  // MARK: - Finding

  /// The Swift files the paths name, as paths from the root.
  func files() throws -> [String] {
    var files: [String] = []
    for path in options.paths {
      let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
      var isFolder: ObjCBool = false
      let full = root + "/" + trimmed
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
        throw ToolError("no such file or folder: \(path) (a folder or a Swift file under Sources)")
      }
      guard trimmed == "Sources" || trimmed.hasPrefix("Sources/") else {
        throw ToolError("\(path) is not under Sources: the tool mutates the package's sources")
      }
      if isFolder.boolValue {
        let names = FileManager.default.enumerator(atPath: full)?.compactMap { $0 as? String } ?? []
        files += names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(trimmed)/\($0)" }
      } else {
        files.append(trimmed)
      }
    }
    return files
  }

  func findMutants() throws -> [FileMutants] {
    try files().map { file in
      guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else {
        throw ToolError("cannot read \(file)")
      }
      return SiteFinder.mutants(inFile: file, text: text)
    }
  }

  // MARK: - The run

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

  /// The commit the run measures, and whether `Sources` has changes not committed: read when
  /// the run starts, so that a run a signal stops still says it.
  var measured: (commit: String, dirty: String)?

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

  // MARK: - Steps

  /// Runs a short command in the package's own folder and returns what it printed.
  func capture(_ arguments: [String], in folder: String? = nil) -> String? {
    let log = Self.temporaryFolder + "/mutate-\(getpid())-capture.txt"
    defer { try? FileManager.default.removeItem(atPath: log) }
    guard
      let pid = try? children.start(
        arguments, in: folder ?? root, environment: environment, log: log, timeout: 60)
    else { return nil }
    while true {
      if let ended = children.poll().first(where: { $0.pid == pid }) {
        guard ended.ending == .exited(0) else { return nil }
        return (try? String(contentsOfFile: log, encoding: .utf8))?
          .trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if Stop.requested != nil { return nil }
    }
  }

  /// Copies the package into a temporary folder of the tool's own, without build folders.
  func makeCopy() throws -> String {
    var template = Array((Self.temporaryFolder + "/mutants-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw ToolError("cannot make a temporary folder") }
    let base = String(cString: made)
    copy = base
    // Readable by all, as the package's own tree is: tests that run `todo` as another user
    // (setpriv) must reach the built `todo`, their folders and the trace files.
    chmod(base, 0o755)
    try FileManager.default.createDirectory(
      atPath: base + "/tmp", withIntermediateDirectories: true)
    environment["TMPDIR"] = base + "/tmp"
    let target = base + "/package"
    try Self.copyTree(from: root, to: target)
    return target
  }

  /// Copies the folder `source` to `target`, without build folders, as real files and folders.
  ///
  /// A link is copied as what it points to, never as a link: the run writes its schemata into
  /// the copy's files for the whole build, and a write through a link would change a file
  /// outside the copy (a source file linked from elsewhere), and leave it changed if the run
  /// were killed. A link to nothing is left out.
  ///
  /// - Parameter holding: The real paths of the folders being copied that hold `source`.
  /// - Throws: ``ToolError`` for a link to a folder that holds it: the copy would never end.
  static func copyTree(from source: String, to target: String, holding: [String] = []) throws {
    let manager = FileManager.default
    let folder = realPath(source) ?? source
    try manager.createDirectory(atPath: target, withIntermediateDirectories: true)
    for name in try manager.contentsOfDirectory(atPath: source) {
      if name.hasPrefix(".build") || name == ".git" || name == ".swiftpm" { continue }
      let from = source + "/" + name
      guard let real = realPath(from) else { continue }
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: real, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        if real == folder || holding.contains(real) {
          throw ToolError(
            "cannot copy the package: \(from) is a link to \(real), a folder that holds it, so "
              + "the copy would never end")
        }
        try copyTree(from: from, to: target + "/" + name, holding: holding + [folder])
      } else {
        try manager.copyItem(atPath: real, toPath: target + "/" + name)
      }
    }
  }

  /// The path of what `path` names, every link in it followed (realpath(3)); `nil` when it
  /// names nothing.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Rewrites the files in the copy and builds them once.
  ///
  /// A site whose rewrite does not compile is left out and the build tried again. Puts the original texts back once built. Returns the sites
  /// that built, by number.
  func buildSchemata(sites: [Mutant], in copy: String) throws -> [Int: Mutant] {
    builds = 0
    let numbered = Dictionary(
      uniqueKeysWithValues: sites.enumerated().map { ($0.offset, $0.element) })
    var included = Set(numbered.keys)
    let files = Set(sites.map(\.file))
    var originals: [String: String] = [:]
    for file in files {
      originals[file] = try String(contentsOfFile: copy + "/" + file, encoding: .utf8)
    }
    let targets = Set(sites.map(\.target))
    defer {
      // Tests that read the sources as text see them as they are, not rewritten.
      for (file, text) in originals {
        try? text.write(toFile: copy + "/" + file, atomically: false, encoding: .utf8)
      }
      for target in targets {
        try? FileManager.default.removeItem(atPath: "\(copy)/Sources/\(target)/\(Switch.fileName)")
      }
    }
    for target in targets {
      try Schemata.switchFile(target: target, count: sites.count).write(
        toFile: "\(copy)/Sources/\(target)/\(Switch.fileName)", atomically: false, encoding: .utf8)
    }
    for attempt in 1...12 {
      var rewritten: [String: SchemataFile] = [:]
      for file in files {
        let fileSites = included.sorted().compactMap { number in
          numbered[number].flatMap { $0.file == file ? (number: number, mutant: $0) : nil }
        }
        let schemata = Schemata.rewrite(
          originals[file] ?? "", sites: fileSites, target: fileSites.first?.mutant.target ?? "")
        rewritten[file] = schemata
        try schemata.text.write(toFile: copy + "/" + file, atomically: false, encoding: .utf8)
      }
      let log = copy + "/../build-\(attempt).log"
      builds = attempt
      let ending = try runToEnd(["swift", "build", "--build-tests"], in: copy, log: log)
      if ending == .exited(0) { break }
      guard case .exited = ending else {
        throw ToolError("the build did not end by itself (\(ending)); no verdict is given")
      }
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      let failing = Self.failingSites(
        log: text, copy: copy, rewritten: rewritten, originals: originals, included: included,
        numbered: numbered)
      if failing.isEmpty || attempt == 12 {
        let errors = text.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
        throw ToolError(
          "the package does not build, and not because of a site:\n"
            + errors.joined(separator: "\n"))
      }
      included.subtract(failing.keys)
      for (number, message) in failing.sorted(by: { $0.key < $1.key }) {
        guard let mutant = numbered[number] else { continue }
        results.append(Result(mutant: mutant, verdict: .doesNotBuild, detail: message))
      }
      say("Build \(attempt): \(failing.count) sites do not build; building again without them.")
    }
    return numbered.filter { included.contains($0.key) }
  }

  /// The sites the compiler's errors point at: the site at the error's column, else every site
  /// on its line, else the sites of the statement above it, else the operator declared there.
  static func failingSites(
    log: String, copy: String, rewritten: [String: SchemataFile], originals: [String: String],
    included: Set<Int>, numbered: [Int: Mutant]
  ) -> [Int: String] {
    var failing: [Int: String] = [:]
    let error = #/^(.+?\.swift):([0-9]+):([0-9]+): error: (.*)$/#
    let resolvedCopy = (copy as NSString).resolvingSymlinksInPath
    for line in log.split(separator: "\n") {
      guard let match = String(line).firstMatch(of: error) else { continue }
      var path = String(match.1)
      for prefix in [copy + "/", resolvedCopy + "/"] where path.hasPrefix(prefix) {
        path = String(path.dropFirst(prefix.count))
      }
      guard let schemata = rewritten[path], let number = Int(match.2), let column = Int(match.3)
      else { continue }
      let message = String(match.4)
      func note(_ sites: some Sequence<Int>) {
        for site in sites where failing[site] == nil { failing[site] = message }
      }
      if let site = schemata.declarations.first(where: { $0.value.contains(number) }) {
        note([site.key])
        continue
      }
      let onLine = schemata.positions.filter {
        $0.value.line == number && included.contains($0.key)
      }
      if let exact = onLine.first(where: { $0.value.column == column - 1 }) {
        note([exact.key])
      } else if !onLine.isEmpty {
        note(onLine.keys)
      } else {
        note(
          blockSites(
            before: number, in: originals[path] ?? "", schemata: schemata,
            included: included, numbered: numbered))
      }
    }
    return failing
  }

  /// The sites an error on a line without one points at (`missing return`, a value of type
  /// `()` used further on): the dropped calls of the file that are the only statement of their
  /// block (the value of a closure or of a `case`), all at once; else the nearest site above.
  static func blockSites(
    before number: Int, in text: String, schemata: SchemataFile, included: Set<Int>,
    numbered: [Int: Mutant]
  ) -> Set<Int> {
    let lines = text.components(separatedBy: "\n")
    func code(_ index: Int, step: Int) -> String {
      var index = index + step
      while index >= 0, index < lines.count {
        let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, !trimmed.hasPrefix("//") { return trimmed }
        index += step
      }
      return ""
    }
    let alone = schemata.positions.filter { site in
      guard included.contains(site.key), let mutant = numbered[site.key],
        mutant.kind == .dropCall
      else { return false }
      let before = code(mutant.line - 1, step: -1)
      let after = code(mutant.line - 1, step: 1)
      return (before.hasSuffix(":") || before.hasSuffix("{") || before.hasSuffix(" in"))
        && (after.hasPrefix("case ") || after.hasPrefix("default:") || after.hasPrefix("}"))
    }
    if !alone.isEmpty { return Set(alone.keys) }
    // Else the sites of the nearest line above that has any (a closure's value a few lines up).
    let above = schemata.positions.filter { included.contains($0.key) && $0.value.line < number }
    let nearest = above.map(\.value.line).max()
    return Set(above.filter { $0.value.line == nearest }.keys)
  }

  /// Runs a command to its end, the run stopping on a signal; past `timeout` (an hour unless
  /// told: a build on a loaded machine) the command is ended and its ending is `.timedOut`.
  func runToEnd(
    _ arguments: [String], in folder: String, log: String,
    environment extra: [String: String] = [:], timeout: TimeInterval = 3_600
  ) throws -> Ending {
    let pid = try children.start(
      arguments, in: folder, environment: environment.merging(extra) { $1 }, log: log,
      timeout: timeout)
    while true {
      try checkStop()
      if let ended = children.poll(interval: 50_000).first(where: { $0.pid == pid }) {
        return ended.ending
      }
    }
  }

  func testBinary(in copy: String) throws -> String {
    let folder = copy + "/.build/debug"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard let name = names.first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
      throw ToolError("no test bundle in \(folder)")
    }
    #if os(macOS)
      // On macOS the tests run through xctest, the bundle as its argument.
      return folder + "/" + name
    #else
      return folder + "/" + name
    #endif
  }

  /// The suites: the first part of each test's name (`Specs.ListInteractorSpecs`).
  func listSuites(binary: String, in copy: String) throws -> [String] {
    let log = copy + "/../list.log"
    let ending = try runToEnd(
      [binary, "--testing-library", "swift-testing", "--list-tests"], in: copy, log: log)
    guard ending == .exited(0), let text = try? String(contentsOfFile: log, encoding: .utf8) else {
      throw ToolError("cannot list the tests (\(ending))")
    }
    var suites: [String] = []
    for line in text.split(separator: "\n") where line.contains("(") {
      let suite = String(line.split(separator: "/").first ?? line)
      if suites.last != suite, !suites.contains(suite) { suites.append(suite) }
    }
    return suites
  }

  /// The machine's load average over the last minute (0 if unknown).
  static func load() -> Double {
    var averages = [Double](repeating: 0, count: 3)
    return getloadavg(&averages, 3) > 0 ? averages[0] : 0
  }

  /// The command that runs the tests of `suites` (and the tests named, `Suite/test()`) with
  /// the built test `binary`, one test at a time.
  ///
  /// A stage ends at its first failure: run in parallel, every test of a stage started at once
  /// and used the processor until then (dozens of end-to-end tests, each starting `todo`), and
  /// a mutant took twice the processor time it takes one test after the other. The suites
  /// switched off run so too, so that the time a stage may take comes from runs like its own.
  static func testRun(_ binary: String, suites: [String]) -> [String] {
    [binary, "--testing-library", "swift-testing", "--no-parallel", "--filter", filter(suites)]
  }

  /// A filter that selects the tests of `suites`, and the tests named (`Suite/test()`).
  static func filter(_ suites: [String]) -> String {
    let escaped = suites.map { NSRegularExpression.escapedPattern(for: $0) }
    return "^(" + escaped.joined(separator: "|") + ")(/|$)"
  }

  static func ranTests(_ log: String) -> Bool {
    log.contains("Test run with ") && !log.contains("Test run with 0 tests")
  }

  /// Runs every suite switched off, each noting the sites it reaches; every one must pass.
  ///
  /// The suite's own process notes them in its trace; each `todo` an end-to-end test starts
  /// notes them in a trace of its own, beside the name of its test
  /// (`Tests/Support/TodoRunner.swift`). Returns each suite's seconds and processor seconds,
  /// each site's suites, and, for a site that a suite reaches only through its tests' `todo`,
  /// those tests.
  func baseline(binary: String, suites: [String], in copy: String, siteCount: Int) throws -> (
    [String: Double], [String: Double], [Int: [String]], [Int: [String: [String]]]
  ) {
    var durations: [String: Double] = [:]
    var work: [String: Double] = [:]
    var reached: [Int: [String]] = [:]
    var tests: [Int: [String: [String]]] = [:]
    var failures: [String] = []
    let traces = copy + "/../traces"
    try FileManager.default.createDirectory(atPath: traces, withIntermediateDirectories: true)
    chmod(traces, 0o755)
    let queue = suites.enumerated().map { ($0.offset, $0.element) }
    try runPool(
      queue, in: copy,
      job: { index, suite in
        let trace = "\(traces)/\(index)"
        _ = FileManager.default.createFile(
          atPath: trace, contents: Data(count: max(siteCount, 1)))
        chmod(trace, 0o666)
        try FileManager.default.createDirectory(
          atPath: trace + ".tests", withIntermediateDirectories: true)
        chmod(trace + ".tests", 0o755)
        return [
          (
            Self.testRun(binary, suites: [suite]),
            [Switch.traceVariable: trace, Switch.testsVariable: trace + ".tests"], nil, nil
          )
        ]
      },
      finished: { index, suite, end in
        let (ending, log) = (end.ending, end.log)
        durations[suite] = end.seconds
        work[suite] = end.processor
        guard ending == .exited(0), Self.ranTests(log) else {
          failures.append(
            "\(suite) (\(ending)):\n"
              + log.split(separator: "\n").suffix(15).joined(separator: "\n"))
          return
        }
        let trace = "\(traces)/\(index)"
        func sites(_ file: String) -> Set<Int> {
          let bytes = (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data()
          return Set(bytes.enumerated().filter { $0.element != 0 }.map(\.offset))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: trace + ".tests")) ?? []
        let children = names.filter { !$0.hasSuffix(".test") }.map { name in
          let file = trace + ".tests/" + name
          return (
            test: try? String(contentsOfFile: file + ".test", encoding: .utf8), sites: sites(file)
          )
        }
        let reach = Reach.of(suite: suite, inProcess: sites(trace), children: children)
        for site in reach.sites { reached[site, default: []].append(suite) }
        for (site, named) in reach.tests { tests[site, default: [:]][suite] = named }
      })
    guard failures.isEmpty else {
      throw ToolError(
        "the suite fails switched off, so no mutant can be judged:\n"
          + failures.joined(separator: "\n"))
    }
    for key in reached.keys { reached[key]?.sort() }
    return (durations, work, reached, tests)
  }

  /// What Swift Testing prints when a test records an issue that is not a known one
  /// (`✘ Test name() recorded an issue at File.swift:12:5: …`); a known issue prints
  /// "recorded a known issue" and fails nothing.
  static let failureMark = Array(" recorded an issue".utf8)

  /// What `Tests/Support/TodoRunner.swift` prints on standard error when it ends a `todo` that
  /// ran past `TODO_MUTANT_RUN_LIMIT` (`todo (process 123) ran past its run limit of 10 s,
  /// having used 3.46 s of processor, and was ended`).
  static let runLimitMark = Array(" ran past its run limit".utf8)

  /// What a stage's log shows: a test that recorded an issue, or a `todo` ended at its limit,
  /// with the processor seconds it had used when its runner could tell.
  enum Sign: Equatable {
    case failure
    case runLimit(processor: Double?)
  }

  /// What the log, read from `offset` on, shows first, if anything (a `todo` ended at its
  /// limit comes before the test it fails); moves `offset` to what was read, less a mark's
  /// length, so that a mark cut in two is found next, and a run-limit line is read whole.
  static func sign(log: String, from offset: inout UInt64) -> Sign? {
    guard let handle = FileHandle(forReadingAtPath: log) else { return nil }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: offset)) != nil,
      let data = try? handle.readToEnd(), !data.isEmpty
    else { return nil }
    let bytes = [UInt8](data)
    func position(of mark: [UInt8]) -> Int? {
      guard bytes.count >= mark.count else { return nil }
      for start in 0...(bytes.count - mark.count) where bytes[start] == mark[0] {
        if bytes[start..<start + mark.count].elementsEqual(mark) { return start }
      }
      return nil
    }
    let failure = position(of: failureMark)
    if let start = position(of: runLimitMark), start < failure ?? bytes.count {
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        // The line is not whole yet: read it again, from its mark, next time.
        offset += UInt64(start)
        return nil
      }
      let line = String(decoding: bytes[start..<end], as: UTF8.self)
      let used = line.firstMatch(of: #/having used ([0-9]+\.[0-9]+) s of processor/#)
        .flatMap { Double($0.1) }
      return .runLimit(processor: used)
    }
    if failure != nil { return .failure }
    offset += UInt64(max(0, bytes.count - max(failureMark.count, runLimitMark.count)))
    return nil
  }

  /// One run of a command in a pool's job: its arguments, the variables it adds, its time limit,
  /// and the processor seconds the same run used switched off, when known.
  typealias Step = (
    arguments: [String], environment: [String: String], timeout: TimeInterval?, work: Double?
  )

  /// How a pool's job ended: the ending of the last step run, the seconds of them all, their
  /// logs one after another, how many steps ran, the processor seconds of the last one (when
  /// it ended by itself), and whether the last was given its second chance.
  struct JobEnd {
    var ending: Ending
    var seconds: Double
    var log: String
    var steps: Int
    var processor: Double?
    var hadSecondChance: Bool
  }

  /// A pool's job under way: its item, its folder, the steps still to run, the logs so far.
  struct Running<Item> {
    var index: Int
    var item: Item
    var start: Date
    var folder: String
    var steps: ArraySlice<Step>
    var log: String
    /// The step under way, and whether it has been given its second, longer chance.
    var current: Step? = nil
    var retried = false
    /// How many steps have been started, and how much of the current one's log was read.
    var started = 0
    var scanned: UInt64 = 0
    /// The processor seconds of a `todo` the current step's runner ended at its run limit.
    var todoProcessor: Double? = nil
  }

  /// Runs `items` up to `options.jobs` at a time, each in a temporary folder of its own.
  ///
  /// An item is a list of steps, run one after the other while each exits 0; `finished` gets
  /// how they ended (``JobEnd``).
  /// With `stopAtFailure`, a step is ended as soon as its log shows a test that recorded an
  /// issue (its ending is then `.failed`): one failure decides; or a `todo` ended at its run
  /// limit, which is the step's time-out.
  func runPool<Item>(
    _ items: [(Int, Item)], in copy: String, stopAtFailure: Bool = false,
    job: (Int, Item) throws -> [Step],
    finished: (Int, Item, JobEnd) throws -> Void
  ) throws {
    var pending = items[...]
    var running: [pid_t: Running<Item>] = [:]
    let work = copy + "/../jobs"
    func launch(_ job: Running<Item>) throws {
      var job = job
      guard let step = job.steps.popFirst() else { return }
      job.current = step
      job.retried = false
      job.started += 1
      try start(job, step)
    }
    func start(_ job: Running<Item>, _ step: Step) throws {
      var job = job
      job.scanned = 0
      job.todoProcessor = nil
      var environment = self.environment.merging(step.environment) { $1 }
      environment["TMPDIR"] = job.folder + "/tmp"
      let pid = try children.start(
        step.arguments, in: copy, environment: environment, log: job.folder + "/log",
        timeout: step.timeout)
      running[pid] = job
    }
    while !pending.isEmpty || !running.isEmpty {
      try checkStop()
      while running.count < options.jobs, let (index, item) = pending.popFirst() {
        let folder = "\(work)/\(index)"
        try FileManager.default.createDirectory(
          atPath: folder + "/tmp", withIntermediateDirectories: true)
        chmod(work, 0o755)
        chmod(folder, 0o755)
        chmod(folder + "/tmp", 0o1777)
        let steps = try job(index, item)
        guard !steps.isEmpty else {
          try finished(
            index, item,
            JobEnd(
              ending: .exited(0), seconds: 0, log: "", steps: 0, processor: nil,
              hadSecondChance: false))
          continue
        }
        try launch(
          Running(
            index: index, item: item, start: Date(), folder: folder, steps: steps[...], log: ""))
      }
      if stopAtFailure {
        for (pid, job) in running {
          var scanned = job.scanned
          switch Self.sign(log: job.folder + "/log", from: &scanned) {
          case .failure: children.stopAtFailure(pid)
          case .runLimit(let processor):
            running[pid]?.todoProcessor = processor
            children.timeOut(pid)
          case nil: break
          }
          running[pid]?.scanned = scanned
        }
      }
      for (pid, ending) in children.poll() {
        guard var job = running.removeValue(forKey: pid) else { continue }
        job.log += (try? String(contentsOfFile: job.folder + "/log", encoding: .utf8)) ?? ""
        if ending == .exited(0), !job.steps.isEmpty {
          try launch(job)
          continue
        }
        // A time-out of a run that was not spinning is a kill only if it holds with four times
        // the time: a busy machine can slow a run past its limit, or a `todo` past its own,
        // and that must not hide a survivor (see `Stages.runsAgain`).
        if ending == .timedOut, !job.retried, var step = job.current, let limit = step.timeout,
          Stages.runsAgain(
            used: children.cpuAtTimeOut[pid], work: step.work, todo: job.todoProcessor,
            load: Self.load(), cores: options.jobs)
        {
          step.timeout = limit * 4
          if step.environment[Switch.runLimitVariable] != nil {
            step.environment[Switch.runLimitVariable] = "\(Stages.runLimit(secondChance: true))"
          }
          job.retried = true
          job.current = step
          try start(job, step)
          continue
        }
        try finished(
          job.index, job.item,
          JobEnd(
            ending: ending, seconds: Date().timeIntervalSince(job.start), log: job.log,
            steps: job.started, processor: children.cpuAtEnd[pid], hadSecondChance: job.retried))
        try? FileManager.default.removeItem(atPath: job.folder)
      }
    }
  }
}
