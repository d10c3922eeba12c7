import Testing

@testable import KataKit

/// What a run of specs means for a kata.
struct JudgementTests {
  let kata = Kata(
    name: "three-specs", kind: .makeItGreen, title: "Three specs", goal: "Make them pass.",
    start: "00/start.patch", files: ["A.swift"],
    specs: [
      .init(suite: "ASpecs", name: "first", hint: "Do the first thing."),
      .init(suite: "ASpecs", name: "second", hint: "Do the second thing."),
      .init(suite: "BSpecs", name: "third", hint: "Do the third thing."),
    ])

  func report(_ outcomes: [String: TestReport.Outcome]) -> TestReport {
    var report = TestReport()
    report.outcomes = outcomes
    return report
  }

  // MARK: - Done, and still done

  @Test func `a done kata whose last check failed is not done for hint and start`() {
    var progress = Workspace.Progress()
    progress.done = ["three-specs"]

    #expect(progress.standsDone("three-specs"))
    #expect(!progress.standsDone("two-specs"))
    progress.lastChecked = "two-specs"
    progress.lastCheckPassed = false
    #expect(progress.standsDone("three-specs"))
    progress.lastChecked = "three-specs"
    #expect(!progress.standsDone("three-specs"))
    progress.lastCheckPassed = true
    #expect(progress.standsDone("three-specs"))
  }

  // MARK: - Make it green

  @Test func `the first red spec is the first in the kata's order, not the run's`() {
    let progress = Judgement.progress(
      in: kata, from: report(["first": .passed, "second": .failed, "third": .failed]))

    #expect(progress.firstRed?.name == "second")
    #expect(progress.passing == 1)
    #expect(progress.total == 3)
    #expect(progress.alsoFailing == [])
    #expect(!progress.isDone)
  }

  @Test func `a declared spec that did not run is red, not passed`() {
    let progress = Judgement.progress(in: kata, from: report(["first": .passed, "third": .passed]))

    #expect(progress.firstRed?.name == "second")
    #expect(progress.passing == 2)
  }

  @Test func `the kata is done when every declared spec passed and nothing else broke`() {
    let done = Judgement.progress(
      in: kata, from: report(["first": .passed, "second": .passed, "third": .passed]))
    let broke = Judgement.progress(
      in: kata,
      from: report(["first": .passed, "second": .passed, "third": .passed, "other": .failed]))

    #expect(done.isDone)
    #expect(done.passing == 3)
    #expect(broke.firstRed == nil)
    #expect(broke.alsoFailing.map(\.name) == ["other"])
    #expect(!broke.isDone)
  }

  // MARK: - Write the spec

  @Test func `a learner's spec is graded only once it ran and passed on the real code`() {
    var failing = report(["mine": .failed])
    failing.issues = ["mine": ["at Mine.swift:3:5: Issue recorded"]]

    #expect(Judgement.gradeOnTheRealCode(report([:])) == .noSpecRan)
    #expect(
      Judgement.gradeOnTheRealCode(failing)
        == .failsOnTheRealCode(issues: ["mine": ["at Mine.swift:3:5: Issue recorded"]]))
    #expect(Judgement.gradeOnTheRealCode(report(["mine": .passed, "also mine": .passed])) == nil)
  }

  @Test func `a wrong version is caught when a spec of the learner's ran and failed`() {
    #expect(Judgement.caught(report(["mine": .passed, "also mine": .failed])))
    #expect(!Judgement.caught(report(["mine": .passed])))
    #expect(!Judgement.caught(report([:])))
  }

  @Test func `the kata is done when the spec lets no wrong version through`() {
    let wrong = Kata.WrongVersion(patch: "00/wrong.patch", hint: "a wrong one")

    #expect(Judgement.Grade.graded(caught: [wrong], letThrough: []).isDone)
    #expect(!Judgement.Grade.graded(caught: [], letThrough: [wrong]).isDone)
    #expect(!Judgement.Grade.noSpecRan.isDone)
  }

  @Test func `specs of the same name in two suites are told apart by their suite`() {
    let languages = Kata(
      name: "two-languages", kind: .makeItGreen, title: "Two", goal: "Translate.",
      start: "00/start.patch", files: ["A.strings"],
      specs: [
        .init(suite: "GermanSpecs", name: "the edit form", hint: "German."),
        .init(suite: "SpanishSpecs", name: "the edit form", hint: "Spanish."),
      ])
    let run = TestReport.reading(
      """
      ◇ Suite GermanSpecs started.
      ✔ Test "the edit form" passed after 0.002 seconds.
      ◇ Suite SpanishSpecs started.
      ✘ Test "the edit form" failed after 0.002 seconds with 1 issue.
      ◇ Suite EnglishSpecs started.
      ✔ Test "the edit form" passed after 0.002 seconds.
      """)

    let progress = Judgement.progress(in: languages, from: run)

    #expect(progress.firstRed?.suite == "SpanishSpecs")
    #expect(progress.passing == 1)
    #expect(progress.alsoFailing == [])
    #expect(
      Judgement.startStateProblems(declared: languages.specs!, report: run) == [
        "its starting state already passes \"the edit form\" (GermanSpecs): the stub no longer "
          + "takes that behaviour away"
      ])
  }

  @Test func `a starting state that fails a declared spec's namesake in another suite says so`() {
    let run = TestReport.reading(
      """
      ◇ Suite EnglishSpecs started.
      ✘ Test "the add form" failed after 0.002 seconds with 1 issue.
      ◇ Suite GermanSpecs started.
      ✘ Test "the add form" failed after 0.002 seconds with 1 issue.
      """)

    #expect(
      Judgement.startStateProblems(
        declared: [.init(suite: "EnglishSpecs", name: "the add form")], report: run) == [
          "its starting state also fails \"the add form\" (GermanSpecs), which it does not declare"
        ])
  }

  // MARK: - Verify

  @Test func `a starting state that fails exactly its declared specs has no problem`() {
    let problems = Judgement.startStateProblems(
      declared: Array(kata.specs!.prefix(2)),
      report: report(["first": .failed, "second": .failed, "unrelated": .passed]))

    #expect(problems == [])
  }

  @Test func `a starting state that already passes a declared spec is a problem`() {
    let problems = Judgement.startStateProblems(
      declared: Array(kata.specs!.prefix(2)), report: report(["first": .failed, "second": .passed]))

    #expect(
      problems == [
        "its starting state already passes \"second\" (ASpecs): the stub no longer takes that "
          + "behaviour away"
      ])
  }

  @Test func `a declared spec that no longer runs, and an undeclared red, are problems`() {
    let problems = Judgement.startStateProblems(
      declared: [kata.specs![0], .init(suite: "ASpecs", name: "renamed")],
      report: report(["first": .failed, "other": .failed]))

    #expect(
      problems == [
        "declares \"renamed\" (ASpecs), which did not run: was it renamed or removed?",
        "its starting state also fails \"other\", which it does not declare",
      ])
  }
}
