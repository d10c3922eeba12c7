import Foundation
import ToolPlatform

/// How long the regression cases take: the suite's own run of every case, and the runner with
/// the package's implementation, in a copy of the package (as ``SuiteTimings`` copies it).
///
/// After one build of each, three runs each of
/// - a warm `swift test --filter RegressionCaseFilesSpecs`: every case, its own test, against
///   the package and the oracle (goal: 1 s);
/// - `conformance viper-todo-bucket`: every case, written to one process of the package's own
///   implementation and its answers read back (goal: 5 s).
///
/// Each figure is the median of the three wall-clock times, with min and max, the median
/// processor time and the load the first run started at.
enum ConformanceTimings {
  static func measure(into report: inout Report) {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Conformance").path)
    else { fail("run the conformance figure from the package root, where Conformance is") }
    let scratch = SuiteTimings.copyOfPackage(at: root)
    defer { scratch.remove() }
    let copy = scratch.url.appendingPathComponent("package")
    progress("conformance: building the package's tests and the Conformance package in a copy")
    for build in ["swift build --build-tests", "swift build --package-path Conformance"] {
      guard runShell(build + " > /dev/null 2>&1", in: copy).status == 0 else {
        fail("'\(build)' failed in \(ToolOutput.escaped(copy.path))")
      }
    }
    let cases =
      (try? ToolFolder(opening: copy.path + "/Conformance/cases").entries())?
      .filter { $0.name.hasSuffix(".jsonl") }.count ?? 0
    let figures: [(name: String, command: String, goal: Double)] = [
      ("cases in swift test", "swift test --skip-build --filter RegressionCaseFilesSpecs", 1),
      (
        "cases through the runner",
        "Conformance/.build/debug/conformance Conformance/.build/debug/viper-todo-bucket", 5
      ),
    ]
    for figure in figures {
      progress("conformance: \(figure.name), 3 runs")
      let runs = (1...3).map { _ in SuiteTimings.time(figure.command, in: copy) }
      let sorted = runs.map(\.seconds).sorted()
      let processor = runs.map(\.processor).sorted()
      report.add(
        "conformance: \(figure.name)", work: "every case of \(cases) files",
        figure: formatDuration(sorted[1]),
        perUnit: "min \(formatDuration(sorted[0])), max \(formatDuration(sorted[2])), "
          + "processor \(formatDuration(processor[1])), at load \(runs[0].load)")
      report.target(
        "conformance-\(figure.name.replacingOccurrences(of: " ", with: "-"))",
        measured: "\(formatDuration(sorted[1])) median, \(formatDuration(sorted[2])) max",
        goal: "<= \(Int(figure.goal)) s (median of 3)", met: sorted[1] <= figure.goal)
    }
  }
}
