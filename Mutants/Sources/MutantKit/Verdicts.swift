import Foundation
import ToolPlatform

/// What became of a mutant.
public enum Verdict: String, Sendable, CaseIterable {
  /// A suite that reaches the site failed with it switched on.
  case killed = "killed"
  /// A suite that reaches the site crashed with it switched on (a trap: SIGILL, SIGTRAP, …),
  /// which the same suite does not switched off.
  case crashed = "killed (crash)"
  /// A suite that reaches the site ran past its time with it switched on, and was ended.
  case timedOut = "killed (time out)"
  /// Every suite that reaches the site passed with it switched on.
  case survived = "SURVIVED"
  /// No suite reaches the site: a survivor by definition.
  case notCovered = "NOT COVERED"
  /// Marked equivalent at its site; not run.
  case equivalent = "equivalent"
  /// The site's rewrite does not compile; left out of the build.
  case doesNotBuild = "does not build"
  /// The run of its suites ended in a way that says nothing of the mutant (a signal the tool
  /// did not send, such as SIGKILL from outside); reported, never counted as a verdict.
  case error = "ERROR"

  /// Whether the gate fails on it: a survivor, a site no suite reaches, an error.
  public var failsGate: Bool { self == .survived || self == .notCovered || self == .error }

  public var isKilled: Bool { self == .killed || self == .crashed || self == .timedOut }

  /// The verdict a run of a mutant's suites gives by how it ended.
  public static func of(_ ending: Ending) -> Verdict {
    switch ending {
    case .exited(0): .survived
    case .exited, .failed: .killed
    case .timedOut: .timedOut
    case .signalled(let number):
      [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE].contains(number) ? .crashed : .error
    }
  }
}

/// One mutant and what became of it.
public struct Result: Sendable {
  public var mutant: Mutant
  public var verdict: Verdict
  /// The marker's reason, the suites that ran, or what went wrong.
  public var detail: String
  public var seconds: Double

  public init(mutant: Mutant, verdict: Verdict, detail: String = "", seconds: Double = 0) {
    self.mutant = mutant
    self.verdict = verdict
    self.detail = detail
    self.seconds = seconds
  }
}

/// The tables and the report file.
public enum Report {
  /// One row per folder: mutants, killed, survived, not covered, marked, do not build, score.
  public static func table(_ results: [Result]) -> String {
    var lines = [
      "| folder | mutants | killed | survived | not covered | equivalent (marked) | do not build "
        + "| errors | score |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    let folders = Dictionary(grouping: results) {
      ToolOutput.escaped(($0.mutant.file as NSString).deletingLastPathComponent)
    }
    func row(_ name: String, _ results: [Result]) -> String {
      func count(_ verdicts: Verdict...) -> Int {
        results.filter { verdicts.contains($0.verdict) }.count
      }
      let killed = count(.killed, .crashed, .timedOut)
      let survived = count(.survived)
      let notCovered = count(.notCovered)
      let total = killed + survived + notCovered
      let score = total == 0 ? "-" : "\(100 * killed / total) %"
      return "| \(name) | \(results.count) | \(killed) | \(survived) | \(notCovered) "
        + "| \(count(.equivalent)) | \(count(.doesNotBuild)) | \(count(.error)) | \(score) |"
    }
    for folder in folders.keys.sorted() {
      lines.append(row("`\(folder)`", folders[folder, default: []]))
    }
    if folders.count > 1 { lines.append(row("all", results)) }
    return lines.joined(separator: "\n")
  }

  /// Every mutant with its verdict, one on each line, sorted by place; every name, marker and
  /// reason taken from the sources escaped, so that the file is safe to print.
  public static func file(_ results: [Result], stale: [Marker], heading: String) -> String {
    var lines = [heading, ""]
    let width = Verdict.allCases.map(\.rawValue.count).max() ?? 0
    for result in results.sorted(by: {
      ($0.mutant.file, $0.mutant.line, $0.mutant.column) < (
        $1.mutant.file, $1.mutant.line, $1.mutant.column
      )
    }) {
      let verdict = result.verdict.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
      var line = "\(verdict)  \(result.mutant.name)"
      if !result.detail.isEmpty { line += "  (\(ToolOutput.escaped(result.detail)))" }
      lines.append(line)
    }
    for marker in stale {
      lines.append(
        "STALE MARKER".padding(toLength: width, withPad: " ", startingAt: 0)
          + "  \(marker.place)  \(ToolOutput.escaped(marker.change))"
          + (marker.occurrence > 1 ? " #\(marker.occurrence)" : "")
          + ": no such mutant on line \(marker.codeLine)")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
