import Foundation
import ToolPlatform

/// How long `swift test` takes the way a learner and CI run it, in wall-clock time and in
/// processor time.
///
/// It is measured in a copy of the package, so that nothing in the working tree is touched:
/// three runs each of
/// - a cold `swift test` (a fresh copy, no build folder),
/// - a warm `swift test` (nothing changed since the last build),
/// - a warm `swift test --filter Specs`,
/// - a one-line edit of `ListPresenter.swift`, then `swift test --filter ListPresenterSpecs`.
///
/// Each figure is the median of the three wall-clock times (min and max beside it), and each has
/// a goal. The warm run's processor time (user and system, of `swift test` and every process it
/// starts: the test process and each `todo` it runs) is a figure of its own, with its goal, and
/// so is the one-minute load average the warm runs started at: each warm run, filtered or not,
/// waits for it to fall below 1 first (at most two minutes). The copy is the tracked files of the package root as they are now
/// (`git ls-files`), edits too.
enum SuiteTimings {
  /// One measured command: its name, its goal in seconds, and the three runs.
  struct Figure {
    let name: String
    let command: String
    let goal: Double
    var runs: [Run] = []
  }

  /// One run of a command: its wall-clock and processor seconds, and the load it started at.
  struct Run {
    var seconds: Double
    var processor: Double
    var load: String
  }

  static func measure(into report: inout Report) {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path),
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Specs").path)
    else {
      fail("run the suite figure from the package root, where Package.swift and Specs are")
    }
    var figures = [
      Figure(name: "cold", command: "swift test", goal: 60),
      Figure(name: "warm", command: "swift test", goal: 5),
      Figure(name: "specs", command: "swift test --filter Specs", goal: 1.5),
      Figure(
        name: "after an edit", command: "swift test --filter ListPresenterSpecs", goal: 8),
    ]
    for round in 1...3 {
      let scratch = copyOfPackage(at: root)
      defer { scratch.remove() }
      let copy = scratch.url.appendingPathComponent("package")
      progress("suite: round \(round) of 3, cold")
      figures[0].runs.append(time(figures[0].command, in: copy))
      progress("suite: round \(round) of 3, warm, filtered, after an edit")
      settle()
      figures[1].runs.append(time(figures[1].command, in: copy))
      settle()
      figures[2].runs.append(time(figures[2].command, in: copy))
      let presenter = copy.appendingPathComponent("Sources/TodoVIPER/List/ListPresenter.swift").path
      let source: String
      do {
        source = try ToolFile.readText(at: presenter, limit: 1 << 20)
      } catch {
        fail("cannot edit: \(error)")
      }
      writeText(source + "// An edit, round \(round).\n", to: presenter)
      figures[3].runs.append(time(figures[3].command, in: copy))
      progress(
        "suite: round \(round): warm \(formatDuration(figures[1].runs[round - 1].seconds)), "
          + "\(formatDuration(figures[1].runs[round - 1].processor)) of processor, at load "
          + figures[1].runs[round - 1].load)
    }
    for figure in figures {
      let sorted = figure.runs.map(\.seconds).sorted()
      report.add(
        "suite: \(figure.name)", work: figure.command,
        figure: formatDuration(sorted[1]),
        perUnit: "min \(formatDuration(sorted[0])), max \(formatDuration(sorted[2]))")
      report.target(
        "suite-\(figure.name.replacingOccurrences(of: " ", with: "-"))",
        measured: "\(formatDuration(sorted[1])) median, \(formatDuration(sorted[2])) max",
        goal: "<= \(significant(figure.goal)) s (median of 3)", met: sorted[1] <= figure.goal)
    }
    let warm = figures[1].runs
    let processor = warm.map(\.processor).sorted()
    report.add(
      "suite: warm, processor", work: "swift test, user + system, every process",
      figure: formatDuration(processor[1]),
      perUnit: "min \(formatDuration(processor[0])), max \(formatDuration(processor[2]))")
    report.add(
      "suite: warm, load", work: "one-minute load average at each start",
      figure: warm.map(\.load).sorted()[1], perUnit: warm.map(\.load).joined(separator: ", "))
    report.target(
      "suite-warm-processor",
      measured: "\(formatDuration(processor[1])) median, \(formatDuration(processor[2])) max",
      goal: "<= 8 s (median of 3)", met: processor[1] <= 8)
  }

  /// Waits, at most two minutes, until the one-minute load average is below 1: a warm run
  /// measured just after the cold build would start at the load the build left (about 2 on two
  /// cores), which says more of the build than of the suite.
  static func settle() {
    let start = ContinuousClock.now
    while let load = Double(KataTimings.loadAverage()), load >= 1,
      ContinuousClock.now - start < .seconds(120)
    {
      Thread.sleep(forTimeInterval: 5)
    }
    progress(
      "suite: waited \((ContinuousClock.now - start).components.seconds) s for the load to fall "
        + "below 1: it is \(KataTimings.loadAverage())")
  }

  /// Copies the package's tracked files, as they are in the working tree, to `package` in a
  /// new folder of the run's own (``Scratch``), which it returns; the logs go beside the copy.
  static func copyOfPackage(at root: URL) -> Scratch {
    let scratch = Scratch("todo-suite-")
    let status = runShell(
      #"mkdir "$1" && git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$1""#, in: root,
      arguments: [scratch.path("package")]
    ).status
    guard status == 0 else {
      fail("cannot copy the package to \(ToolOutput.escaped(scratch.path("package")))")
    }
    return scratch
  }

  /// Runs `command` in `folder` and returns how long it took, in wall-clock seconds and in the
  /// processor seconds of every process it ran (the children this process waited for, and
  /// theirs); a failing command stops the benchmark, as its time would mean nothing, and shows
  /// what failed: the output's lines that name a failure, and its last lines, from a log kept
  /// beside the copy (`<copy>.log`, in the run's own folder, removed when the command passes).
  static func time(_ command: String, in folder: URL) -> Run {
    let load = KataTimings.loadAverage()
    let log = folder.appendingPathExtension("log").path
    let before = childrenProcessorSeconds()
    let ending = runShell(command + #" > "$1" 2>&1"#, in: folder, arguments: [log])
    let status = ending.status
    guard status == 0 else {
      fail(
        "'\(command)' failed in \(ToolOutput.escaped(folder.path)) (status \(status)); its "
          + "output is in \(ToolOutput.escaped(log))\n" + failureSummary(of: textOfFile(log)))
    }
    _ = unlink(log)
    return Run(
      seconds: ending.seconds, processor: childrenProcessorSeconds() - before, load: load)
  }

  /// The lines of a failed run worth reading first: those of Swift Testing that say a test
  /// failed or recorded an issue (they start with "✘") and the compiler's and SwiftPM's errors,
  /// at most 40, then the last 10 lines of the output.
  static func failureSummary(of output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    let failures = lines.filter { line in
      line.hasPrefix("✘") || line.hasPrefix("error:") || line.contains(": error:")
    }
    // Each line escaped: it is the output of a program the benchmarks ran, not theirs.
    return (failures.prefix(40) + ["…"] + lines.suffix(10)).map { ToolOutput.escaped(String($0)) }
      .joined(separator: "\n")
  }

  /// The user and system seconds of every child process that has ended and been waited for,
  /// with their own such children (`getrusage(RUSAGE_CHILDREN)`).
  private static func childrenProcessorSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
      let status = getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
      let status = getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    guard status == 0 else { return 0 }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

}
