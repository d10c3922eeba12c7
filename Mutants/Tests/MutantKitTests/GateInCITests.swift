import Foundation
import Testing

/// What the mutation gate runs, and where `.ci/run` stands with it.
///
/// The gate (`.ci/mutants`) runs the tool's own tests, then every mutant of `Sources`. `.ci/run`
/// runs the gate alone (`--gate-only`: the tool's tests stay out of CI's time) just before the
/// suite, its last command, so that the suite's summary stays the last thing it prints.
struct GateInCITests {
  static let ci = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".ci")

  /// The commands of a script: its lines that are not comments, `echo`es, stage headings
  /// (`stage "…"`, which print one) or blank.
  func commands(_ name: String) throws -> [String] {
    try String(contentsOf: Self.ci.appendingPathComponent(name), encoding: .utf8)
      .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter {
        !$0.isEmpty && !$0.hasPrefix("#") && !$0.hasPrefix("echo ")
          && !$0.hasPrefix("stage ")
      }
  }

  @Test func `CI runs the gate over Sources just before its last command, the suite`() throws {
    let run = try commands("run")

    #expect(run.suffix(2) == [".ci/mutants --gate-only", "swift test"])
    #expect(run.filter { $0.contains(".ci/mutants") } == [".ci/mutants --gate-only"])
  }

  @Test func `the gate runs the tool's tests, then every mutant of Sources, failing on any`()
    throws
  {
    let gate = try commands("mutants")

    #expect(gate.contains("swift test --package-path Mutants"))
    #expect(gate.last == "Mutants/run --gate --quiet --report .build/mutants-report.txt Sources")
  }
}
