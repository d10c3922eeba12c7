import Testing

@testable import KataKit

/// What a check says while it works: each wrong version with its verdict directly beneath it,
/// and, during a long build, that it is still at work.
struct CheckOutputTests {
  let wrong = Kata.WrongVersion(
    patch: "02-list-interactor-order-spec/wrong-title-only.patch",
    hint: "an interactor that sorts by title alone, whatever the due dates")

  func report(_ outcomes: [String: TestReport.Outcome]) -> TestReport {
    var report = TestReport()
    report.outcomes = outcomes
    return report
  }

  @Test func `a wrong version is named by its number and what it gets wrong, before its run`() {
    #expect(
      KataTool.wrongVersionLine(2, of: 4, wrong)
        == "Wrong version 2 of 4: an interactor that sorts by title alone, whatever the due dates")
  }

  @Test func `a wrong version caught names the specs that caught it, in order`() {
    let caught = report(["the order": .failed, "a title": .failed, "the count": .passed])

    #expect(
      KataTool.verdict(on: caught, Style(colour: false))
        == "  ✔ caught by \"a title\", \"the order\"")
  }

  @Test func `a wrong version let through says that no spec failed with it`() {
    let through = report(["the order": .passed])

    #expect(
      KataTool.verdict(on: through, Style(colour: false))
        == "  ✘ NOT caught: no spec of yours failed with it")
  }

  @Test func `a wrong version that crashed the run before a spec failed is said, and not caught`() {
    var crashed = report([:])
    crashed.crash = TestReport.Crash(
      message: "Fatal error: boom", place: "TodoVIPER/ListInteractor.swift:12", test: "the order")

    #expect(
      KataTool.verdict(on: crashed, Style(colour: false))
        == "  ✘ NOT caught: the code crashed (TodoVIPER/ListInteractor.swift:12: Fatal error: "
        + "boom) before a spec of yours failed")
  }

  @Test func `the verdict is coloured on a terminal`() {
    #expect(
      KataTool.verdict(on: report(["the order": .failed]), Style(colour: true))
        == "  \u{1B}[32m✔ caught\u{1B}[0m by \"the order\"")
    #expect(
      KataTool.verdict(on: report([:]), Style(colour: true))
        == "  \u{1B}[31m✘ NOT caught\u{1B}[0m: no spec of yours failed with it")
  }

  @Test func `a long build says before it starts what it does and how long it takes`() {
    #expect(
      KataTool.firstBuildLine
        == "Building the package once, in a copy of its own (.build/kata-check/package): "
        + "a few minutes the first time; later checks take seconds. A line every 30 s says it "
        + "is still at work.")
  }

  @Test(arguments: [
    (30, "  … still building: 30 s so far"),
    (60, "  … still building: 1 min so far"),
    (90, "  … still building: 1 min 30 s so far"),
    (390, "  … still building: 6 min 30 s so far"),
  ])
  func `a long build says every 30 s that it is still at work`(seconds: Int, line: String) {
    #expect(KataTool.stillBuilding(after: seconds) == line)
  }

  @Test
  func `a spec outside the kata's list that the change broke is shown with its values and a hint`()
  {
    let kata = Kata(
      name: "k", kind: .makeItGreen, title: "T", goal: "G", start: "s.patch", files: [],
      specs: [Kata.Spec(suite: "AddInteractorSpecs", name: "a title is trimmed", hint: "H")])
    var run = TestReport()
    run.outcomes = ["a title is trimmed": .passed, "a title is kept as typed": .failed]
    run.issues = [
      "a title is kept as typed": [
        "at /p/Specs/AddInteractorSpecs.swift:111:5: Expectation failed: (title → \"a\") == \"b\"",
        "± inserted [\"a\"], removed [\"b\"]",
      ]
    ]
    let progress = Judgement.progress(in: kata, from: run)

    let (lines, hint) = KataTool.notGreen(
      kata, progress, in: run, relative: { $0.replacingOccurrences(of: "/p/", with: "") },
      style: Style(colour: false))

    #expect(
      lines == [
        "The kata's one spec passes, but a spec of the same suite that passed before the kata "
          + "began fails now:",
        "✘ a title is kept as typed",
        "  at Specs/AddInteractorSpecs.swift:111:5: Expectation failed: (title → \"a\") == \"b\"",
        "  ± inserted [\"a\"], removed [\"b\"]",
        "",
        "Hint: This spec passed before the kata began, so your change broke it: read what it "
          + "expects, and\n      make it pass again without failing the kata's own specs.",
        "",
        "1 of 1 spec of the kata passes; 1 spec that passed before fails now.",
      ])
    #expect(hint.hasPrefix("This spec passed before the kata began"))
  }
}
