import ChildProcesses
import Foundation
import ToolPlatform

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
  /// The path of the copy of the package (`…/mutants-XXXXXX/package`), once made.
  var copy: String?
  /// The copy of the package, held open: every file the run writes there is written relative
  /// to it, never through a link, so nothing it writes reaches a file outside the copy.
  var copyFolder: ToolFolder?
  /// The run's own folder (`mutants-XXXXXX`), which holds the copy, the logs and the traces.
  var runFolder: ToolFolder?
  /// The temporary folder that holds the run's folder, held open from the moment the run's
  /// folder was made in it, so that it is removed from there.
  var temporaryParent: ToolFolder?
  /// What standard output refused, once it has: the run stops at its next check.
  var outputFailure: ToolOutputError?
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

  /// Writes a line on standard error; one that cannot be written is let go (there is no
  /// other place to say so).
  func say(_ text: String) {
    try? ToolOutput.write(text + "\n", to: 2)
  }

  /// Writes a line on standard output; once that fails (a reader that has gone, a full disk),
  /// the failure is kept, nothing more is written there, and the run stops at its next check.
  func out(_ text: String) {
    guard outputFailure == nil else { return }
    do {
      try ToolOutput.write(text + "\n")
    } catch {
      outputFailure = error
    }
  }

  /// Stops the run if a signal asked (every child ended by its id, the copy removed, what was
  /// measured printed), or if standard output can no longer be written.
  func checkStop() throws {
    if let signal = StopSignals.cause { throw Stopped(signal: signal) }
    if let outputFailure { throw outputFailure }
  }

  struct Stopped: Error { var signal: Int32 }

  /// A run that would check nothing: it fails, saying why.
  struct NothingToCheck: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs the tool; returns the exit status.
  public func run() -> Int32 {
    StopSignals.install()
    defer { cleanUp() }
    do {
      let status = try runChecked()
      if let outputFailure { throw outputFailure }
      return status
    } catch let stopped as Stopped {
      children.endAll()
      say("\nStopped by signal \(stopped.signal) while \(phase); nothing of the run is left.")
      if !results.isEmpty {
        out("What was measured before the stop (\(results.count) mutants):\n")
        out(Report.table(results))
        printSurvivors()
        // The report and the table say what they hold: a run stopped part of the way.
        let heading =
          ((try? heading()) ?? "")
          + " Stopped by signal \(stopped.signal) after \(results.count) mutants, part of the way."
        if let report = options.report { writeReport(to: report, heading: heading) }
        if let readme = options.readme { updateReadme(readme, heading: heading) }
      }
      return 128 + stopped.signal
    } catch let nothing as NothingToCheck {
      say("mutate: \(nothing)")
      return 1
    } catch {
      children.endAll()
      say("mutate: \(error)")
      return 2
    }
  }

  /// Writes the report file: every mutant's verdict, the stale markers.
  func writeReport(to path: String, heading: String) {
    do {
      try ToolFile.write(Report.file(results, stale: stale, heading: heading), to: path)
    } catch {
      say("mutate: --report: \(error)")
    }
  }

  /// Ends every child, removes the run's folder (the copy, its logs and traces) from the
  /// temporary folder it was made in, and SwiftPM's lock files for the copy; then dismisses the
  /// guardian, which would have done so had the run died unseen.
  func cleanUp() {
    children.endAll()
    if let runFolder, let temporaryParent, !options.keep {
      try? temporaryParent.removeTree(runFolder.name)
      // SwiftPM's lock files for the copy's build folder, named after its path.
      let prefix = (runFolder.path + "/package").replacingOccurrences(of: "/", with: "_")
      for entry in (try? temporaryParent.entries()) ?? [] where entry.name.hasPrefix(prefix) {
        try? temporaryParent.removeTree(entry.name)
      }
    }
    if let copy, options.keep { say("The copy is kept: \(ToolOutput.escaped(copy))") }
    children.dismissGuardian()
  }
}
