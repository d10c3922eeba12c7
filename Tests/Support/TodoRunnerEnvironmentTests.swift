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
}
