import Testing

@testable import KataKit

/// Reading what `swift build` and `swift test` print.
struct TestReportTests {
  /// Swift Testing's lines, as `swift test` printed them for a starting state.
  let output = """
    ◇ Test run started.
    ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
    ◇ Suite ListInteractorSpecs started.
    ✘ Test "a store error is reported, not swallowed" recorded an issue at ListInteractorSpecs.swift:140:5: Expectation failed: (output.messages → []) == ([.failedToFindUpcomingItems("the disk is on fire")] → [Fakes.ListInteractorOutputSpy.Message.failedToFindUpcomingItems("the disk is on fire")])
    ± removed [Fakes.ListInteractorOutputSpy.Message.failedToFindUpcomingItems("the disk is on fire")]
    ✔ Test "an item a store returns from outside the window is left out" passed after 0.002 seconds.
    ✘ Test "a store error is reported, not swallowed" failed after 0.003 seconds with 1 issue.
    ✘ Test "an empty title is rejected and nothing is stored" with 3 test cases failed after 0.004 seconds with 3 issues.
    ✔ Test "an explanation's relation is the one the list gives" with 5 test cases passed after 0.002 seconds.
    ✘ Suite ListInteractorSpecs failed after 0.005 seconds with 1 issue.
    ✘ Test run with 4 tests in 1 suite failed after 0.005 seconds with 4 issues.
    """

  @Test func `each test is read with how it ended, parameterized ones too`() {
    let report = TestReport.reading(output)

    #expect(
      report.outcomes == [
        "a store error is reported, not swallowed": .failed,
        "an item a store returns from outside the window is left out": .passed,
        "an empty title is rejected and nothing is stored": .failed,
        "an explanation's relation is the one the list gives": .passed,
      ])
    #expect(
      report.failed == [
        "a store error is reported, not swallowed",
        "an empty title is rejected and nothing is stored",
      ])
  }

  /// Two suites, each with a test of the same name, one failing: as the language specs are.
  let twoSuites = """
    ◇ Test run started.
    ◇ Suite GermanSpecs started.
    ✘ Test "the edit form" recorded an issue at GermanSpecs.swift:31:5: Expectation failed: a != b
    ✘ Test "the edit form" failed after 0.003 seconds with 1 issue.
    ✘ Suite GermanSpecs failed after 0.004 seconds with 1 issue.
    ◇ Suite SpanishSpecs started.
    ✔ Test "the edit form" passed after 0.002 seconds.
    ✔ Suite SpanishSpecs passed after 0.002 seconds.
    ✘ Test run with 2 tests in 2 suites failed after 0.005 seconds with 1 issue.
    """

  @Test func `a test is read in its suite: two suites may have a test of the same name`() {
    let report = TestReport.reading(twoSuites)

    #expect(report.outcome(of: .init(suite: "GermanSpecs", name: "the edit form")) == .failed)
    #expect(report.outcome(of: .init(suite: "SpanishSpecs", name: "the edit form")) == .passed)
    #expect(report.outcome(of: .init(suite: "FrenchSpecs", name: "the edit form")) == nil)
    #expect(
      report.issues(of: .init(suite: "GermanSpecs", name: "the edit form")) == [
        "at GermanSpecs.swift:31:5: Expectation failed: a != b"
      ])
    #expect(report.issues(of: .init(suite: "SpanishSpecs", name: "the edit form")) == [])
    #expect(report.failedSpecs == ["GermanSpecs/the edit form"])
  }

  @Test func `an issue is read with where it was and the lines that follow it`() {
    let report = TestReport.reading(output)

    #expect(
      report.issues == [
        "a store error is reported, not swallowed": [
          "at ListInteractorSpecs.swift:140:5: Expectation failed: (output.messages → []) == "
            + "([.failedToFindUpcomingItems(\"the disk is on fire\")] → [Fakes.ListInteractorOutputSpy"
            + ".Message.failedToFindUpcomingItems(\"the disk is on fire\")])",
          "± removed [Fakes.ListInteractorOutputSpy.Message.failedToFindUpcomingItems(\"the disk is "
            + "on fire\")]",
        ]
      ])
  }

  @Test func `a crash is read with its message, its place and the test that was running`() {
    let report = TestReport.reading(
      """
      ◇ Test run started.
      ◇ Suite ListInteractorSpecs started.
      ◇ Test "finding upcoming items asks for today through the end of next week" started.
      ✔ Test "finding upcoming items asks for today through the end of next week" passed after 0.002 seconds.
      ◇ Test "each item is related to today, sorted by due date and then title" started.
      TodoVIPER/ListInteractor.swift:102: Fatal error: boom
      Current stack trace:
      0    libswiftCore.so                    0x00007f0b5c2a4e30 _swift_stdlib_reportFatalErrorInFile + 109
      error: Exited with unexpected signal code 4
      """)

    #expect(
      report.crash
        == TestReport.Crash(
          message: "Fatal error: boom", place: "TodoVIPER/ListInteractor.swift:102",
          test: "each item is related to today, sorted by due date and then title"))
    #expect(
      report.outcomes == [
        "finding upcoming items asks for today through the end of next week": .passed
      ])
  }

  @Test func `a run that did not crash has no crash`() {
    #expect(TestReport.reading(output).crash == nil)
  }

  @Test func `output with no test in it reads as nothing run`() {
    let report = TestReport.reading(
      "error: no tests found; create a target in the 'Tests' directory")

    #expect(report.outcomes == [:])
    #expect(report.failed == [])
  }

  @Test func `a compiler's errors are read once each, without the lines that show the code`() {
    let output = """
      [3/9] Compiling TodoVIPER ListInteractor.swift
      /tmp/p/Sources/TodoVIPER/List/ListInteractor.swift:60:5: error: cannot find 'itemz' in scope
       58 |     let request = lastRequest
       60 |     itemz.sort()
          |     `- error: cannot find 'itemz' in scope
      /tmp/p/Sources/TodoVIPER/List/ListInteractor.swift:60:5: error: cannot find 'itemz' in scope
      /tmp/p/Specs/Katas/ListOrderKata.swift:31:7: error: missing return in closure
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      """

    #expect(
      TestReport.buildErrors(in: output) == [
        "/tmp/p/Sources/TodoVIPER/List/ListInteractor.swift:60:5: error: cannot find 'itemz' in scope",
        "/tmp/p/Specs/Katas/ListOrderKata.swift:31:7: error: missing return in closure",
      ])
  }
}
