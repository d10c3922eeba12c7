import Foundation
import ToolPlatform

/// The versions a run reports: the suite's (`Conformance/VERSION`, whose changes
/// `Conformance/CHANGELOG.md` lists) and the runner's, so that results compared across time say
/// what they were measured with.
public enum Versions {
  /// The runner's version: the Swift runner and the Python one (`Conformance/conformance.py`)
  /// share it, as they share their options, their output and their exit codes.
  public static let runner = "2.0.0"

  /// The language the runner is written in.
  public static let runnerLanguage = "Swift"

  /// The suite's version, read from `Conformance/VERSION`; `unknown` when it cannot be read.
  public static let suite: String = {
    let file = CaseFiles.suiteFolder + "/VERSION"
    let text = try? ToolFile.readText(at: file, limit: 4_096)
    return text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
  }()

  /// `suite 1.1.0, runner 2.0.0 (Swift)`: the line a run prints before its summary.
  public static var line: String {
    "suite \(ToolOutput.escaped(suite)), runner \(runner) (\(runnerLanguage))"
  }
}
