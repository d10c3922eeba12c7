import Foundation
import Testing

/// The environment the end-to-end tests give `todo`: a clean one, but for the switch of
/// `Mutants/run`, which must reach every process the tests start (see Mutants/README.md).
struct TodoRunnerEnvironmentTests {
  @Test func `todo gets a clean environment and what the test adds`() {
    let environment = TodoRunner.environment(
      adding: ["TZ": "Asia/Tokyo", "LANG": "de_DE.UTF-8"],
      inheriting: ["HOME": "/root", "PATH": "/opt/bin", "TODO_SUITE": "full", "LC_ALL": "C"])

    #expect(
      environment == [
        "PATH": "/usr/bin:/bin", "TZ": "Asia/Tokyo", "LANG": "de_DE.UTF-8",
        "SWIFT_BACKTRACE": "enable=no",
      ])
  }

  @Test func `the mutation tool's switch and trace reach todo`() {
    let environment = TodoRunner.environment(
      adding: [:],
      inheriting: ["HOME": "/root", "TODO_MUTANT": "17", "TODO_MUTANT_TRACE": "/tmp/t/3"])

    #expect(
      environment == [
        "PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C", "SWIFT_BACKTRACE": "enable=no",
        "TODO_MUTANT": "17", "TODO_MUTANT_TRACE": "/tmp/t/3",
      ])
  }

  @Test func `what a test sets wins over the switch it inherits`() {
    let environment = TodoRunner.environment(
      adding: ["TODO_MUTANT": "2"], inheriting: ["TODO_MUTANT": "17"])

    #expect(environment["TODO_MUTANT"] == "2")
  }

  @Test(arguments: [
    ([:], false), (["TODO_SUITE": "quick"], false), (["TODO_SUITE": "FULL"], false),
    (["TODO_MUTANTS": "1"], false), (["TODO_SUITE": "full"], true), (["TODO_MUTANT": "17"], true),
    (["TODO_MUTANT_TRACE": "/tmp/t/3", "TODO_MUTANT_TESTS": "/tmp/t/3.tests"], true),
  ])
  func `the tests that run todo as other users run in a full run and in the mutation tool's`(
    _ environment: [String: String], _ expected: Bool
  ) {
    #expect(TodoRunner.runsOtherUserTests(in: environment) == expected)
  }

  @Test func `a run may take 120 s, or the seconds the mutation tool gives its stage's runs`() {
    #expect(TodoRunner.Running.limit(inheriting: [:]) == .seconds(120))
    #expect(TodoRunner.Running.limit(inheriting: ["TODO_MUTANT_RUN_LIMIT": "18"]) == .seconds(18))
  }

  @Test func `a limit that is not a number of seconds from 1 to 120 leaves the 120 s`() {
    for text in ["soon", "0", "-5", "121", "1e9", ""] {
      #expect(
        TodoRunner.Running.limit(inheriting: ["TODO_MUTANT_RUN_LIMIT": text]) == .seconds(120),
        "\(text)")
    }
  }
}
