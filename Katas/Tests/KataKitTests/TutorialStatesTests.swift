import Foundation
import Testing

@testable import KataKit

/// Where a learner's files stand among a tutorial's steps: which step they are at, or the
/// nearest, and by how many lines they differ from it.
struct TutorialStatesTests {
  /// Three steps: a spec, the code that compiles, then the spec grown by one line.
  let states: TutorialStates

  init() throws {
    func step(_ id: String, _ name: String, previous: String? = nil) -> String {
      "Step \(id).\n\n@Comment {\n  step: \(id)\n  compiles\n  not run\n}\n\n"
        + "@Code(name: \"\(name)\", file: \"\(id).swift.txt\""
        + (previous.map { ", previousFile: \"\($0).swift.txt\"" } ?? "") + ")"
    }
    let text = tutorialText(steps: [
      step("first-spec", "ThingSpecs.swift"), step("compiles", "Thing.swift"),
      step("second-spec", "ThingSpecs.swift", previous: "first-spec"),
    ])
    states = try TutorialStates(
      tutorial: Tutorial.reading(text, path: "T.tutorial"),
      entry: TutorialManifest.Entry(
        tutorial: "T.tutorial", steps: "Steps",
        files: [
          "ThingSpecs.swift": "Specs/ThingSpecs.swift", "Thing.swift": "Sources/Thing.swift",
        ],
        answersKatas: []),
      stepFiles: [
        "first-spec.swift.txt": "spec one\n",
        "compiles.swift.txt": "struct Thing {\n  init() {}\n}\n",
        "second-spec.swift.txt": "spec one\nspec two\n",
      ])
  }

  @Test func `each step writes its file, which a learner may copy from the folder of steps`() {
    #expect(
      states.steps.map { "\($0.step.id) \($0.path) \($0.source)" } == [
        "first-spec Specs/ThingSpecs.swift Steps/first-spec.swift.txt",
        "compiles Sources/Thing.swift Steps/compiles.swift.txt",
        "second-spec Specs/ThingSpecs.swift Steps/second-spec.swift.txt",
      ])
  }

  @Test func `no file of the tutorial is not begun; a file it does not grow is not counted`() {
    #expect(states.place(of: [:]) == .notBegun)
    #expect(states.place(of: ["Sources/Other.swift": "x\n"]) == .notBegun)
  }

  @Test func `the files as a step leaves them are at that step, every file counted`() {
    #expect(states.place(of: ["Specs/ThingSpecs.swift": "spec one\n"]) == .at(0))
    #expect(
      states.place(of: [
        "Specs/ThingSpecs.swift": "spec one\n",
        "Sources/Thing.swift": "struct Thing {\n  init() {}\n}\n",
      ]) == .at(1))
    #expect(
      states.place(of: [
        "Specs/ThingSpecs.swift": "spec one\nspec two\n",
        "Sources/Thing.swift": "struct Thing {\n  init() {}\n}\n",
      ]) == .at(2))
  }

  @Test func `code typed on other lines, or without its comments, is the step's code`() {
    #expect(
      states.place(of: [
        "Specs/ThingSpecs.swift": "// my notes\nspec one spec two // and a comment\n",
        "Sources/Thing.swift": "struct Thing { init() {} }",
      ]) == .at(2))
    #expect(
      states.place(of: ["Specs/ThingSpecs.swift": "spec \"//\" one\n"])
        == .nearest(index: 0, lines: ["Specs/ThingSpecs.swift": 1]))
  }

  /// A learner who typed a step with a comment of their own is at that step, but the
  /// compiler's errors are on other lines than the page's: `kata tutorial check` then judges
  /// them by their messages, and by their lines only for the step's own text.
  @Test func `files at a step are its text only when every byte is the step's`() {
    let typed = ["Specs/ThingSpecs.swift": "// my notes\nspec one\n"]
    let copied = ["Specs/ThingSpecs.swift": "spec one\n"]

    #expect(states.place(of: typed) == .at(0))
    #expect(!states.hasText(of: 0, in: typed))
    #expect(states.hasText(of: 0, in: copied))
    #expect(!states.hasText(of: 1, in: copied))
    #expect(
      states.hasText(
        of: 1,
        in: [
          "Specs/ThingSpecs.swift": "spec one\n",
          "Sources/Thing.swift": "struct Thing {\n  init() {}\n}\n",
        ]))
  }

  @Test func `the step files a state's files come from are known, for a learner to compare`() {
    #expect(
      states.sources == [
        ["Specs/ThingSpecs.swift": "Steps/first-spec.swift.txt"],
        [
          "Specs/ThingSpecs.swift": "Steps/first-spec.swift.txt",
          "Sources/Thing.swift": "Steps/compiles.swift.txt",
        ],
        [
          "Specs/ThingSpecs.swift": "Steps/second-spec.swift.txt",
          "Sources/Thing.swift": "Steps/compiles.swift.txt",
        ],
      ])
  }

  @Test func `indentation and blank lines typed otherwise are no difference`() {
    #expect(
      states.place(of: [
        "Specs/ThingSpecs.swift": "spec one\n",
        "Sources/Thing.swift": "struct Thing {\n\n    init() {}   \n}",
      ]) == .at(1))
  }

  @Test func `files typed otherwise are nearest the step they differ least from, lines counted`() {
    #expect(
      states.place(of: [
        "Specs/ThingSpecs.swift": "spec one\nspec two, typed\n",
        "Sources/Thing.swift": "struct Thing {\n  init() {}\n}\n",
      ]) == .nearest(index: 2, lines: ["Specs/ThingSpecs.swift": 1]))
    #expect(
      states.place(of: [
        "Specs/ThingSpecs.swift": "spec one, typed\nspec two\n",
        "Sources/Thing.swift": "struct Thing {\n  init() {}\n}\n",
      ]) == .nearest(index: 2, lines: ["Specs/ThingSpecs.swift": 1]))
    #expect(
      states.place(of: [
        "Specs/ThingSpecs.swift": "spec one\n", "Sources/Thing.swift": "struct Thing {}\n",
      ]) == .nearest(index: 0, lines: ["Sources/Thing.swift": 1]))
  }

  @Test func `a tutorial whose step shows a file it does not name is refused`() {
    let text = tutorialText(steps: [
      "Step.\n\n@Comment {\n  step: a\n  compiles\n  not run\n}\n\n"
        + "@Code(name: \"Other.swift\", file: \"a.swift.txt\")"
    ])
    #expect(throws: KataFailure.self) {
      try TutorialStates(
        tutorial: Tutorial.reading(text, path: "T.tutorial"),
        entry: TutorialManifest.Entry(
          tutorial: "T.tutorial", steps: "Steps", files: ["Thing.swift": "Sources/Thing.swift"],
          answersKatas: []),
        stepFiles: ["a.swift.txt": "x\n"])
    }
  }

  @Test func `each file that differs is compared with the step file its state comes from`() {
    #expect(
      KataTool.comparisons(
        of: .nearest(index: 1, lines: ["Sources/Thing.swift": 2, "Specs/ThingSpecs.swift": 1]),
        in: states) == [
          "git diff --no-index Steps/compiles.swift.txt Sources/Thing.swift",
          "git diff --no-index Steps/first-spec.swift.txt Specs/ThingSpecs.swift",
        ])
    #expect(
      KataTool.comparisons(of: .nearest(index: 0, lines: ["Sources/Thing.swift": 1]), in: states)
        == ["Sources/Thing.swift: at this step it is not written yet"])
    #expect(KataTool.comparisons(of: .at(1), in: states) == [])
  }

  @Test func `a step runs what it declares, or, when it runs nothing, what its prose names`() {
    func step(_ body: String) -> Tutorial.Step {
      Tutorial.reading(tutorialText(steps: [body]), path: "T.tutorial").steps[0]
    }
    let declared = "@Comment {\n  step: a\n  compiles\n  run: ASpecs\n  green\n}"
    let notRun = "@Comment {\n  step: a\n  does not compile: A.swift:1: x\n  not run\n}"

    #expect(KataTool.command(of: step("Go.\n\n" + declared)) == "swift test --filter ASpecs")
    #expect(
      KataTool.command(of: step("`swift test --filter BSpecs` stops.\n\n" + notRun))
        == "swift test --filter BSpecs")
    #expect(KataTool.command(of: step("Go.\n\n" + notRun)) == "swift build --build-tests")
  }
}

extension TutorialStatesTests {
  @Test func `the next kata is one a tutorial taken has not given away, while there is one`() {
    let katas = ["a", "b", "c"].map {
      Kata(name: $0, kind: .makeItGreen, title: "", goal: "", start: "", files: [])
    }

    #expect(KataTool.next(after: nil, in: katas, done: [], givenAway: ["a", "b"])?.name == "c")
    #expect(KataTool.next(after: "c", in: katas, done: ["c"], givenAway: ["a"])?.name == "b")
    #expect(KataTool.next(after: "c", in: katas, done: ["b", "c"], givenAway: ["a"])?.name == "a")
    #expect(KataTool.next(after: nil, in: katas, done: [])?.name == "a")
  }
}

extension TutorialStatesTests {
  @Test func `every step of the package's tutorials is told apart from the others, as code`()
    throws
  {
    for read in try TutorialReplay.read(in: packageRoot) {
      let states = try TutorialStates(
        tutorial: read.tutorial, entry: read.entry, stepFiles: read.stepFiles)
      for index in states.steps.indices {
        #expect(
          states.place(of: states.states[index]) == .at(index),
          "\(read.entry.tutorial), step \(index + 1), \(states.steps[index].step.id)")
      }
    }
  }
}
