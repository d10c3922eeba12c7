import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// The commit the run measures, and whether `Sources` has changes not committed: read when
  /// the run starts, so that a run a signal stops still says it.
  var measured: (commit: String, dirty: String)?

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
}
