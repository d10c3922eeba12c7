import Testing

@testable import KataKit

/// What the replay of a tutorial decides.
///
/// The files hang together, and each step does what it declares. The compiler's and Swift Testing's lines are as the replay of the package's own
/// tutorials printed them.
struct TutorialJudgementTests {
  // MARK: - A step

  let compilesRed = StepDeclaration(
    id: "list-interactor-compiles", build: .compiles, run: "ListInteractorSpecs",
    specs: .red(["finding upcoming items asks for today through the end of next week"]),
    shows: ["(dataManager.messages → [])"])

  /// The run of that step's specs, as the replay read it.
  let redRun = """
    ◇ Test run started.
    ◇ Suite ListInteractorSpecs started.
    ◇ Test "finding upcoming items asks for today through the end of next week" started.
    ✘ Test "finding upcoming items asks for today through the end of next week" recorded an issue at ListInteractorSpecs.swift:22:5: Expectation failed: (dataManager.messages → []) == ([.todoItems(dueFrom: .iso("2014-05-21T00:00:00Z"), before: .iso("2014-06-01T00:00:00Z"))] → [Fakes.TodoDataManagerSpy.Message.todoItems(dueFrom: 2014-05-21 00:00:00 +0000, before: 2014-06-01 00:00:00 +0000)])
    ✘ Test "finding upcoming items asks for today through the end of next week" failed after 0.002 seconds with 1 issue.
    ✘ Suite ListInteractorSpecs failed after 0.002 seconds with 1 issue.
    ✘ Test run with 1 test in 1 suite failed after 0.003 seconds with 1 issue.
    """

  /// The same spec passing: the step's code did more than the step before said.
  let greenRun = """
    ◇ Test run started.
    ◇ Suite ListInteractorSpecs started.
    ✔ Test "finding upcoming items asks for today through the end of next week" passed after 0.001 seconds.
    ✔ Suite ListInteractorSpecs passed after 0.001 seconds.
    ✔ Test run with 1 test in 1 suite passed after 0.002 seconds.
    """

  @Test func `a learner's typed file gives the step's errors on other lines: judged by message`() {
    let step = StepDeclaration(
      id: "s", build: .doesNotCompile(["ASpecs.swift:12: cannot find 'A' in scope"]), run: nil,
      specs: .notRun)
    let moved = ["ASpecs.swift:10: cannot find 'A' in scope"]

    #expect(
      TutorialJudgement.problems(
        of: step, errors: moved, report: nil, output: "", ignoringLines: true) == [])
    #expect(
      TutorialJudgement.problems(of: step, errors: moved, report: nil, output: "") == [
        "it does not compile as it declares: declared but not given: ASpecs.swift:12: cannot "
          + "find 'A' in scope; given but not declared: ASpecs.swift:10: cannot find 'A' in scope"
      ])
    #expect(
      TutorialJudgement.problems(
        of: step, errors: ["BSpecs.swift:12: cannot find 'A' in scope"], report: nil, output: "",
        ignoringLines: true) == [
          "it does not compile as it declares: declared but not given: ASpecs.swift: cannot "
            + "find 'A' in scope; given but not declared: BSpecs.swift: cannot find 'A' in scope"
        ])
  }

  @Test func `a step that does what it declares has no problem`() {
    #expect(
      TutorialJudgement.problems(
        of: compilesRed, errors: [], report: TestReport.reading(redRun), output: redRun) == [])
  }

  @Test func `a step file with a syntax error does not compile, though its step declares it does`()
  {
    let errors = TutorialJudgement.declared(errors: [
      "Sources/TodoVIPER/List/ListInteractor.swift:27:41: error: expected '{' in body of function declaration"
    ])

    #expect(
      errors == ["ListInteractor.swift:27: expected '{' in body of function declaration"])
    #expect(
      TutorialJudgement.problems(of: compilesRed, errors: errors, report: nil, output: "")
        == [
          "it does not compile, though it declares it compiles: ListInteractor.swift:27: "
            + "expected '{' in body of function declaration"
        ])
  }

  @Test func `a step declared red whose spec passes is green, and says which spec passes`() {
    #expect(
      TutorialJudgement.problems(
        of: compilesRed, errors: [], report: TestReport.reading(greenRun), output: greenRun)
        == [
          "it is green, though it declares red: “finding upcoming items asks for today through "
            + "the end of next week”, which passes",
          "it declares it shows “(dataManager.messages → [])”, which its output does not; it "
            + "says: ",
        ])
  }

  @Test func `a step red with another spec than it declares names both`() {
    var declaration = compilesRed
    declaration.specs = .red(["on a Monday-first calendar next week ends on Sunday"])
    declaration.shows = []

    #expect(
      TutorialJudgement.problems(
        of: declaration, errors: [], report: TestReport.reading(redRun), output: redRun)
        == [
          "it declares red “on a Monday-first calendar next week ends on Sunday”, which did not run",
          "“finding upcoming items asks for today through the end of next week” fails too, "
            + "undeclared",
        ])
  }

  @Test func `a step declared green that is red names the specs that fail`() {
    var declaration = compilesRed
    declaration.specs = .green
    declaration.shows = []

    #expect(
      TutorialJudgement.problems(
        of: declaration, errors: [], report: TestReport.reading(redRun), output: redRun)
        == [
          "it is red, though it declares green: “finding upcoming items asks for today through "
            + "the end of next week”"
        ])
  }

  @Test func `a step whose filter runs no spec is not green`() {
    var declaration = compilesRed
    declaration.specs = .green
    declaration.shows = []

    #expect(
      TutorialJudgement.problems(
        of: declaration, errors: [], report: TestReport.reading("◇ Test run started."), output: "")
        == ["swift test --filter ListInteractorSpecs runs no spec"])
  }

  @Test
  func `an error message that changed is a difference, with what was declared and what was given`()
  {
    let declaration = StepDeclaration(
      id: "list-interactor-first-spec",
      build: .doesNotCompile([
        "ListInteractorSpecs.swift:12: cannot find type 'ListInteractor' in scope",
        "ListInteractorSpecs.swift:13: cannot find 'ListInteractor' in scope",
      ]), run: nil, specs: .notRun)
    let errors = TutorialJudgement.declared(errors: [
      "Specs/List/ListInteractorSpecs.swift:12:28: error: cannot find type 'ListInteractor' in scope",
      "Specs/List/ListInteractorSpecs.swift:13:22: error: cannot find 'ListInteractor' in scope",
    ])
    let changed = TutorialJudgement.declared(errors: [
      "Specs/List/ListInteractorSpecs.swift:12:28: error: cannot find type 'ListInteractor' in scope",
      "Specs/List/ListInteractorSpecs.swift:13:22: error: no such module 'ListInteractor'",
    ])

    #expect(
      TutorialJudgement.problems(of: declaration, errors: errors, report: nil, output: "") == [])
    #expect(
      TutorialJudgement.problems(of: declaration, errors: changed, report: nil, output: "") == [
        "it does not compile as it declares: declared but not given: ListInteractorSpecs.swift:13: "
          + "cannot find 'ListInteractor' in scope; given but not declared: "
          + "ListInteractorSpecs.swift:13: no such module 'ListInteractor'"
      ])
    #expect(
      TutorialJudgement.problems(of: declaration, errors: [], report: nil, output: "") == [
        "it compiles, though it declares it does not: ListInteractorSpecs.swift:12: cannot find "
          + "type 'ListInteractor' in scope; ListInteractorSpecs.swift:13: cannot find "
          + "'ListInteractor' in scope"
      ])
  }

  @Test func `specs that crash or do not end are not a verdict`() {
    var crashed = TestReport()
    crashed.outcomes = ["a": .failed]
    crashed.crash = .init(
      message: "Fatal error: boom", place: "TodoVIPER/ListInteractor.swift:12", test: "a")
    var late = TestReport()
    late.outcomes = ["a": .passed]
    late.timedOut = true
    var declaration = compilesRed
    declaration.shows = []

    #expect(
      TutorialJudgement.problems(of: declaration, errors: [], report: crashed, output: "") == [
        "the specs crashed: Fatal error: boom at TodoVIPER/ListInteractor.swift:12"
      ])
    #expect(
      TutorialJudgement.problems(of: declaration, errors: [], report: late, output: "") == [
        "the specs did not end in time"
      ])
  }

  // MARK: - The files

  let entry = TutorialManifest.Entry(
    tutorial: "T.tutorial", steps: "T",
    files: ["ThingSpecs.swift": "Specs/ThingSpecs.swift", "Thing.swift": "Sources/Thing.swift"],
    answersKatas: [])

  /// A tutorial of three steps: a spec that does not compile, the least code, the code that
  /// passes; with `previous`, the third step's previousFile.
  func tutorial(previous: String = "thing-compiles.swift.txt") -> Tutorial {
    Tutorial.reading(
      tutorialText(steps: [
        """
        Write the spec.
        @Comment {
          step: thing-spec
          does not compile: ThingSpecs.swift:3: cannot find 'Thing' in scope
          not run
        }
        @Code(name: "ThingSpecs.swift", file: "thing-spec.swift.txt")
        `swift test --filter ThingSpecs` says `cannot find 'Thing' in scope`.
        """,
        """
        Write the least that compiles.
        @Comment {
          step: thing-compiles
          compiles
          run: ThingSpecs
          red: it works
        }
        @Code(name: "Thing.swift", file: "thing-compiles.swift.txt")
        `swift test --filter ThingSpecs`: ✘ “it works”.
        """,
        """
        Make it work.
        @Comment {
          step: thing-works
          compiles
          run: ThingSpecs
          green
        }
        @Code(name: "Thing.swift", file: "thing-works.swift.txt", previousFile: "\(previous)")
        `swift test --filter ThingSpecs` passes.
        """,
      ]), path: "T.tutorial")
  }

  let stepFiles = [
    "thing-spec.swift.txt": "spec\n", "thing-compiles.swift.txt": "stub\n",
    "thing-works.swift.txt": "works\n",
  ]
  let packageFiles = ["Specs/ThingSpecs.swift": "spec\n", "Sources/Thing.swift": "works\n"]

  @Test func `files that hang together have no problem`() {
    #expect(
      TutorialJudgement.fileProblems(
        of: tutorial(), entry: entry, stepFiles: stepFiles, packageFiles: packageFiles) == [])
  }

  @Test func `a last step that differs from the package's file says where, and how to take it`() {
    var changed = packageFiles
    changed["Sources/Thing.swift"] = "works\nbetter\n"

    #expect(
      TutorialJudgement.fileProblems(
        of: tutorial(), entry: entry, stepFiles: stepFiles, packageFiles: changed) == [
          "T.tutorial: the last step of Thing.swift, thing-works.swift.txt, is not the package's "
            + "Sources/Thing.swift: from line 2, the step has “”, the package “better” (2 lines "
            + "in the step, 3 in the package). To take the package's file: cp Sources/Thing.swift "
            + "T/thing-works.swift.txt"
        ])
  }

  @Test func `a broken previousFile chain names the file it should name`() {
    #expect(
      TutorialJudgement.fileProblems(
        of: tutorial(previous: "thing-spec.swift.txt"), entry: entry, stepFiles: stepFiles,
        packageFiles: packageFiles) == [
          "T.tutorial:27, step thing-works: previousFile is thing-spec.swift.txt; the step "
            + "before that showed Thing.swift is thing-compiles.swift.txt"
        ])
  }

  @Test func `a step file no step uses, and a step whose file is missing, are named`() {
    var files = stepFiles
    files["thing-old.swift.txt"] = "old\n"
    files["thing-compiles.swift.txt"] = nil

    #expect(
      TutorialJudgement.fileProblems(
        of: tutorial(), entry: entry, stepFiles: files, packageFiles: packageFiles) == [
          "T.tutorial:16, step thing-compiles: its file thing-compiles.swift.txt is not in T",
          "T/thing-old.swift.txt: a step file no step of T.tutorial shows",
        ])
  }

  @Test func `prose that leaves out what the declaration says is named`() {
    let silent = Tutorial.reading(
      tutorialText(steps: [
        """
        Write the spec.
        @Comment {
          step: thing-spec
          compiles
          run: ThingSpecs
          red: it works
          shows: (spy → [])
        }
        @Code(name: "ThingSpecs.swift", file: "thing-spec.swift.txt")
        """
      ]), path: "T.tutorial")
    let declaration = silent.steps[0].declaration!

    #expect(
      TutorialJudgement.proseProblems(of: silent.steps[0], declaration) == [
        "its prose does not say the command it runs, `swift test --filter ThingSpecs`, which its "
          + "declaration does",
        "its prose does not say the red spec “it works”, which its declaration does",
        "its prose does not say what it shows, “(spy → [])”, which its declaration does",
      ])
  }

  @Test func `a step's file is named after its id, and shows a file the manifest names`() {
    var wrongEntry = entry
    wrongEntry.files["Thing.swift"] = nil

    let problems = TutorialJudgement.fileProblems(
      of: tutorial(), entry: wrongEntry, stepFiles: stepFiles, packageFiles: packageFiles)

    #expect(
      problems == [
        "T.tutorial:16, step thing-compiles: it shows Thing.swift, which Katas/tutorials.json "
          + "does not name for this tutorial",
        "T.tutorial:27, step thing-works: it shows Thing.swift, which Katas/tutorials.json does "
          + "not name for this tutorial",
      ])
  }
}
