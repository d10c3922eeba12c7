import ConformanceKit
import Testing

/// The suite's own cases against the package's own implementation, in one process of it.
struct SuiteTests {
  @Test func `the package's own implementation passes every case of the suite in one process`() {
    let outcome = Runner.outcome(of: ["--quiet", Built.bucket])

    #expect(outcome.status == 0, "\(outcome.text)\(outcome.errors)")
    #expect(outcome.errors == "")
    #expect(
      outcome.text.hasSuffix(
        "cases: 1634 passed, 0 failed, 0 errors, 0 known failures; 0 withdrawn and 0 skipped, "
          + "not run\n"))
  }
}
