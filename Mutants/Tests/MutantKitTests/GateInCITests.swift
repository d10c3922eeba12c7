import Foundation
import Testing

/// CI holds the score: `.ci/run` runs the mutation gate (`.ci/mutants`: the tool's own tests,
/// then every mutant of `Sources`), before its last command, the full suite, whose summary
/// stays the last thing it prints (Mutants/README.md, "The gate"; the Test-first guide).
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

  @Test func `CI runs the gate just before the full suite, which comes last`() throws {
    let run = try commands("run")

    #expect(run.suffix(2) == [".ci/mutants", "TODO_SUITE=full swift test"])
  }

  @Test func `the gate runs the tool's tests, then every mutant of Sources, failing on any`()
    throws
  {
    let gate = try commands("mutants")

    #expect(gate.contains("swift test --package-path Mutants"))
    #expect(gate.last == "Mutants/run --gate --quiet --report .build/mutants-report.txt Sources")
  }
}
