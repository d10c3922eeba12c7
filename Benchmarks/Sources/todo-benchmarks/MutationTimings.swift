import Foundation
import ToolPlatform

/// How long the mutation tool takes (`Mutants/run`, see Mutants/README.md).
///
/// In one run of this figure, so that the ratios compare times taken at the same load:
/// - one folder (`Sources/TodoVIPER/List`) from a cold copy: the build, the suite, its mutants;
/// - the whole of `Sources`, every mutant;
/// - `--check-against-rebuild 40`: the same 40 mutants switched on in one build and rebuilt one
///   by one, whether they agree, and how much faster one build is for every mutant of Sources.
///
/// The tool works in a copy of its own; the working tree is only read.
enum MutationTimings {
  static func measure(into report: inout Report) {
    let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Mutants/run").path)
    else {
      fail("run the mutants figure from the package root, where Mutants/run is")
    }
    progress("mutants: building the tool")
    guard
      run(["swift", "build", "--package-path", "Mutants", "--product", "mutate"], in: root).status
        == 0
    else { fail("cannot build the mutation tool (swift build --package-path Mutants)") }
    let tool = root.appendingPathComponent("Mutants/.build/debug/mutate").path

    progress("mutants: one folder from a cold copy (Sources/TodoVIPER/List)")
    let folder = run([tool, "Sources/TodoVIPER/List"], in: root)
    let folderCount = number(before: " mutants run in ", in: folder.output)
    report.add(
      "mutants: Sources/TodoVIPER/List, cold copy", work: "\(folderCount) mutants, one build",
      figure: formatDuration(folder.seconds),
      perUnit: folderCount > 0
        ? "\(formatDuration(folder.seconds / Double(folderCount)))/mutant" : "-")
    report.target(
      "mutants-folder", measured: formatDuration(folder.seconds), goal: "< 2 min",
      met: folder.seconds < 120)

    progress("mutants: the whole of Sources")
    let whole = run([tool, "Sources"], in: root)
    let wholeCount = number(before: " mutants run in ", in: whole.output)
    report.add(
      "mutants: the whole of Sources", work: "\(wholeCount) mutants, one build",
      figure: formatDuration(whole.seconds),
      perUnit: wholeCount > 0 ? "\(formatDuration(whole.seconds / Double(wholeCount)))/mutant" : "-"
    )
    report.target(
      "mutants-sources", measured: formatDuration(whole.seconds), goal: "<= 5 min",
      met: whole.seconds <= 300)

    progress("mutants: 40 mutants both ways (--check-against-rebuild 40)")
    let check = run([tool, "--check-against-rebuild", "40", "Sources"], in: root)
    let agree = number(before: " of 40 agree", in: check.output)
    let faster = ratio(in: check.output)
    report.add(
      "mutants: 40 switched on against rebuilt", work: "40 mutants of Sources, both ways",
      figure: formatDuration(check.seconds), perUnit: "\(agree) of 40 agree")
    report.target(
      "mutants-agree", measured: "\(agree) of 40", goal: "40 of 40", met: agree == 40)
    report.target(
      "mutants-speed-up", measured: String(format: "%.1f times", faster),
      goal: ">= 20 times (every mutant of Sources, one build against one each)", met: faster >= 20)
  }

  /// The whole number just before `marker` in `text` ("583" in "583 mutants run in"), or 0.
  static func number(before marker: String, in text: String) -> Int {
    guard let range = text.range(of: marker) else { return 0 }
    let digits = text[..<range.lowerBound].reversed().prefix { $0.isNumber }
    return Int(String(digits.reversed())) ?? 0
  }

  /// The last "… times faster." figure the check printed: every mutant of the path.
  static func ratio(in text: String) -> Double {
    guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("All ") }),
      let range = line.range(of: " times faster")
    else { return 0 }
    let figure = line[..<range.lowerBound].reversed().prefix { $0.isNumber || $0 == "." }
    return Double(String(figure.reversed())) ?? 0
  }

  /// Runs a command in `folder`; returns its status, its standard output and its wall time.
  static func run(_ arguments: [String], in folder: URL) -> (
    status: Int32, output: String, seconds: Double
  ) {
    // Its output through a pipe, read to its end: no file of the run's to name or follow.
    let ending = Children.run(arguments, in: folder.path, capturing: true, searchingPath: true)
    return (ending.status, String(decoding: ending.output, as: UTF8.self), ending.seconds)
  }
}
