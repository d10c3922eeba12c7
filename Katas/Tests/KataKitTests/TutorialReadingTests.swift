import Testing

@testable import KataKit

/// Reading a DocC tutorial: its sections, its steps' prose and code, and the declaration beside
/// each step.
struct TutorialReadingTests {
  let tutorial = """
    @Tutorial(time: 10) {
      @Intro(title: "Build a thing") {
        What it is about.
      }

      @Section(title: "The first part") {
        @ContentAndMedia {
          Why.
        }

        @Steps {
          @Step {
            Write the first spec: it asks
            for the `window`.

            @Comment {
              step: thing-first-spec
              does not compile: ThingSpecs.swift:12: cannot find type 'Thing' in scope
              not run
            }

            @Code(name: "ThingSpecs.swift", file: "thing-first-spec.swift.txt")

            `swift test --filter ThingSpecs` does not compile: `cannot find type 'Thing' in scope`.
          }

          @Step {
            Write the least that compiles.

            @Comment {
              step: thing-compiles
              compiles
              run: ThingSpecs
              red: it asks for the window
              shows: (spy.messages → [])
            }

            @Code(name: "Thing.swift", file: "thing-compiles.swift.txt")
          }
        }
      }
    }
    """

  @Test
  func `a tutorial is read as its title, its sections and each step's prose, code and declaration`()
  {
    let read = Tutorial.reading(tutorial, path: "T.tutorial")

    #expect(read.title == "Build a thing")
    #expect(read.problems == [])
    #expect(read.sections.map(\.title) == ["The first part"])
    #expect(read.steps.map(\.line) == [12, 27])
    #expect(
      read.steps[0].paragraphs == [
        "Write the first spec: it asks for the `window`.",
        "`swift test --filter ThingSpecs` does not compile: `cannot find type 'Thing' in scope`.",
      ])
    #expect(read.steps[0].title == "Write the first spec: it asks for the `window`.")
    #expect(
      read.steps[0].code
        == .init(name: "ThingSpecs.swift", file: "thing-first-spec.swift.txt", previousFile: nil))
    #expect(
      read.steps[0].declaration
        == StepDeclaration(
          id: "thing-first-spec",
          build: .doesNotCompile(["ThingSpecs.swift:12: cannot find type 'Thing' in scope"]),
          run: nil, specs: .notRun))
    #expect(
      read.steps[1].declaration
        == StepDeclaration(
          id: "thing-compiles", build: .compiles, run: "ThingSpecs",
          specs: .red(["it asks for the window"]), shows: ["(spy.messages → [])"]))
    #expect(read.steps.map(\.problems) == [[], []])
  }

  @Test func `a code's previous file is read when it has one`() {
    let read = Tutorial.reading(
      tutorialText(steps: [
        """
        Go on.
        @Comment {
          step: b
          compiles
          run: X
          green
        }
        @Code(name: "A.swift", file: "b.swift.txt", previousFile: "a.swift.txt")
        """
      ]), path: "T.tutorial")

    #expect(
      read.steps.first?.code
        == .init(name: "A.swift", file: "b.swift.txt", previousFile: "a.swift.txt"))
  }

  @Test func `a step without a declaration or a code says so`() {
    let read = Tutorial.reading(
      tutorialText(title: nil, steps: ["Nothing declared, nothing shown."]), path: "T.tutorial")

    #expect(read.problems == ["T.tutorial: no @Intro(title: …): the tutorial has no title"])
    #expect(
      read.steps.first?.problems == [
        "no @Comment declaring what the step does", "no @Code: every step shows its file",
      ])
  }

  @Test(arguments: [
    (
      ["step: a", "compiles", "does not compile: A.swift:1: no", "not run"],
      "the declaration must say either compiles or does not compile: FILE:LINE: MESSAGE"
    ),
    (
      ["step: a", "compiles", "run: X", "green", "red: it works"],
      "the declaration must say one of: red: NAME (one a spec), green, not run"
    ),
    (
      ["step: a", "does not compile: A.swift:1: no", "run: X", "green"],
      "a step that does not compile runs nothing: it must say not run"
    ),
    (["step: a", "compiles", "green"], "a step that is red or green says what it runs: run:"),
    (["step: a", "compiles", "run: X", "not run"], "a step that says not run has no run:"),
    (["compiles", "run: X", "green"], "the declaration has no step: ID"),
    (
      ["step: a", "compiles", "run: X", "passes"],
      "the declaration's line \"passes\" is none of: step:, compiles, does not compile:, run:, "
        + "red:, green, not run, shows:"
    ),
  ])
  func `a declaration that cannot be read, or says two things at once, is refused`(
    _ lines: [String], _ problem: String
  ) {
    let (declaration, problems) = StepDeclaration.reading(lines)

    #expect(declaration == nil)
    #expect(problems.contains(problem))
  }
}
