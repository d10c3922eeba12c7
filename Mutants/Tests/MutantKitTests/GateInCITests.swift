import Foundation
import Testing

/// What the mutation gate runs, and where `.ci/run` stands with it.
///
/// The gate (`.ci/mutants`) runs the tool's own tests, then every mutant of `Sources`. `.ci/run`
/// does not run it yet (it would take CI past its 20 minutes), and ends with the suite, so that
/// the suite's summary stays the last thing it prints.
struct GateInCITests {
  static let ci = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".ci")

  /// The commands of a script: its lines that are not comments, `echo`es or blank.
  func commands(_ name: String) throws -> [String] {
    try String(contentsOf: Self.ci.appendingPathComponent(name), encoding: .utf8)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("echo ") }
  }

  @Test func `CI's last command is the suite, and it does not run the gate yet`() throws {
    let run = try commands("run")

    #expect(run.last == "swift test")
    #expect(!run.contains { $0.contains(".ci/mutants") })
  }

  @Test func `the gate runs the tool's tests, then every mutant of Sources, failing on any`()
    throws
  {
    let gate = try commands("mutants")

    #expect(gate.contains("swift test --package-path Mutants"))
    #expect(gate.last == "Mutants/run --gate --quiet --report .build/mutants-report.txt Sources")
  }
}
