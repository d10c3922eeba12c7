import ChildProcesses
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Both runners, the Swift one and the Python one, through every scenario of
/// `Conformance/Tests/scenarios.json`: one table of what a runner must do, not two sets of
/// tests, so the two cannot drift apart.
struct ScenarioTests {
  /// A runner under test.
  enum RunnerUnderTest: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case swift = "Swift"
    case python = "Python"

    var testDescription: String { rawValue }

    /// The command that starts it, before its arguments.
    var command: [String] {
      switch self {
      case .swift: [Built.products.appendingPathComponent("conformance").path]
      case .python:
        [
          Self.interpreter,
          URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("conformance.py").path,
        ]
      }
    }

    /// The interpreter `python3` names, found once: a version manager's shim (pyenv's) costs a
    /// third of a second at every start.
    static let interpreter: String = {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
      let output = Pipe()
      process.standardOutput = output
      guard (try? process.run()) != nil else { return "python3" }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let path = String(decoding: data, as: UTF8.self).trimmingCharacters(
        in: .whitespacesAndNewlines)
      return path.isEmpty ? "python3" : path
    }()
  }

  @Test(arguments: Scenario.all, RunnerUnderTest.allCases)
  func `each runner does as the scenario says`(_ scenario: Scenario, _ runner: RunnerUnderTest)
    throws
  {
    let folder = try Built.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try (scenario.cases.map { $0 + "\n" }.joined()).write(
      to: folder.appendingPathComponent("cases.jsonl"), atomically: true, encoding: .utf8)
    for (name, text) in scenario.files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    if let setup = scenario.setup { try ScenarioRun.shell(setup, in: folder) }
    let arguments = scenario.arguments.flatMap { argument in
      argument == "{bucket}" ? [Built.bucket] : Scenario.programs[argument] ?? [argument]
    }

    let run = try ScenarioRun(runner.command + arguments, scenario: scenario, in: folder)

    let expected = { (lines: [String]) in
      lines.map { $0.replacingOccurrences(of: "{runner}", with: runner.rawValue) }
    }
    if let stdout = scenario.stdout {
      #expect(ScenarioRun.matching(run.stdout, expected(stdout)) == expected(stdout))
    }
    if let json = scenario.stdoutJSON {
      let wanted = json.replacingOccurrences(of: "{runner}", with: runner.rawValue)
      #expect(ScenarioRun.sameJSON(run.stdout.joined(separator: "\n"), wanted), "\(run.stdout)")
    }
    #expect(
      ScenarioRun.matching(run.stderr, expected(scenario.stderr)) == expected(scenario.stderr))
    #expect(run.ending == scenario.ending)
    #expect(run.seconds <= scenario.within, "the run took \(run.seconds) s")
    if let ended = scenario.ended {
      let text = (try? String(contentsOf: folder.appendingPathComponent(ended), encoding: .utf8))
      let pids = (text ?? "").split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
      #expect(!pids.isEmpty, "no process id in \(ended)")
      #expect(ScenarioRun.stillRunning(pids) == [], "left running after the run")
    }
  }
}
