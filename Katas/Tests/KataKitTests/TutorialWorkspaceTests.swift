import Foundation
import Testing

@testable import KataKit

/// A tutorial's workspace, as `kata tutorial start` makes it and `kata reset` undoes it.
///
/// What it takes out of the learner's clone and puts in its manifest, what `kata tutorial check`
/// says before the first step, and the clone brought back byte for byte. Nothing is built: the
/// replay (`kata tutorials`) builds every step in such a workspace.
struct TutorialWorkspaceTests {
  let plan = TutorialManifest.WorkspacePlan(
    keep: ["Package.swift", "Sources/Core", "Sources/Terminal/Reader.swift", "Fakes/Spy.swift"],
    remove: ["Sources/Core/App"], manifestLines: ["package.products.removeAll()"])
  let entry = TutorialManifest.Entry(
    tutorial: "T.tutorial", steps: "Steps",
    files: [
      "List.swift": "Sources/Core/List/List.swift", "ListSpecs.swift": "Specs/ListSpecs.swift",
    ],
    answersKatas: [])

  @Test
  func `in the folders the tutorial builds, the workspace keeps what the plan keeps, less its own`()
  {
    let tracked = [
      "Package.swift", "README.md", "Sources/Core/Item.swift", "Sources/Core/List/List.swift",
      "Sources/Core/App/Root.swift", "Sources/Core/Core.docc/Guide.md",
      "Sources/Terminal/Reader.swift", "Sources/Terminal/View.swift", "Sources/Program/main.swift",
      "Fakes/Spy.swift", "Fakes/Other.swift", "Specs/ListSpecs.swift", "Specs/OtherSpecs.swift",
      "Tests/EndToEnd.swift", "Katas/katas.json",
    ]

    #expect(
      Workspace.removed(from: tracked, by: plan, for: entry) == [
        "Sources/Core/List/List.swift", "Sources/Core/App/Root.swift",
        "Sources/Terminal/View.swift", "Fakes/Other.swift", "Specs/ListSpecs.swift",
        "Specs/OtherSpecs.swift",
      ])
  }

  @Test func `a target's folder is Sources and its name, or the first folder elsewhere`() {
    #expect(
      TutorialManifest.WorkspacePlan.targetFolder(of: "Sources/Core/List/A.swift") == "Sources/Core"
    )
    #expect(TutorialManifest.WorkspacePlan.targetFolder(of: "Specs/List/ASpecs.swift") == "Specs")
    #expect(TutorialManifest.WorkspacePlan.targetFolder(of: "Package.swift") == nil)
  }

  @Test
  func `tutorial start makes the workspace on its own branch, and reset brings the clone back`()
    throws
  {
    try inACopy { learner in
      let before = learner.git("rev-parse", "HEAD^{tree}")
      let manifest = try learner.read("Package.swift")

      let start = learner.kata("tutorial", "start", "BuildAVIPERModuleTestFirst")

      #expect(start.status == 0)
      #expect(start.lines.first == "Tutorial: Build a VIPER module test-first (28 steps)")
      #expect(learner.git("branch", "--show-current") == "kata/tutorial/BuildAVIPERModuleTestFirst")
      #expect(
        learner.git("log", "-1", "--format=%s")
          == "kata tutorial BuildAVIPERModuleTestFirst: the workspace")
      #expect(learner.git("status", "--porcelain") == "")
      #expect(
        learner.git("ls-files", "Specs", "Fakes", "Sources/TodoTerminal", "Sources/TodoVIPER/App")
          .split(separator: "\n") == [
            "Fakes/Fixtures.swift", "Fakes/ListInteractorOutputSpy.swift",
            "Fakes/ListInteractorSpy.swift", "Fakes/ListViewSpy.swift",
            "Fakes/ListWireframeSpy.swift", "Fakes/SequentialIdentitySource.swift",
            "Fakes/StubError.swift", "Fakes/SuspendingDataManagerSpy.swift",
            "Fakes/TodoDataManagerSpy.swift", "Sources/TodoTerminal/ResourceBundle.swift",
            "Sources/TodoTerminal/SystemFile.swift",
          ])
      for absent in [
        "Sources/TodoVIPER/List/ListInteractor.swift",
        "Sources/TodoVIPER/List/ListPresenter.swift",
      ] {
        #expect(!FileManager.default.fileExists(atPath: learner.root.path + "/" + absent))
      }
      // What a learner reads stays: the guides, the tutorial's own steps, the rest of the clone.
      for kept in [
        "README.md", "Tests/EndToEnd/EndToEndTests.swift", "Sources/todo/main.swift",
        "Sources/TodoVIPER/TodoVIPER.docc/Tutorials/BuildAVIPERModuleTestFirst/"
          + "list-interactor-first-spec.swift.txt",
      ] {
        #expect(FileManager.default.fileExists(atPath: learner.root.path + "/" + kept))
      }
      #expect(
        try learner.read("Package.swift").hasPrefix(manifest + "\n// A tutorial's workspace"))
      #expect(
        try learner.read("Package.swift").hasSuffix(
          "package.targets.first { $0.name == \"Specs\" }?.dependencies = "
            + "[\"TodoVIPER\", \"TodoTerminal\", \"Fakes\"]\n"))
      let next: [String] = [
        "Next: step 1 of 28: “Write the first spec in `Specs/List/ListInteractorSpecs.swift`: "
          + "finding upcoming items asks the store for one window, from the start of today to "
          + "the start of the week after next, written out by hand.” (list-interactor-first-spec)",
        "  Write Specs/List/ListInteractorSpecs.swift as the step shows it, then run: "
          + "swift test --filter ListInteractorSpecs",
        "  To copy the step's file instead of typing it: mkdir -p Specs/List && "
          + "cp Sources/TodoVIPER/TodoVIPER.docc/"
          + "Tutorials/BuildAVIPERModuleTestFirst/list-interactor-first-spec.swift.txt "
          + "Specs/List/ListInteractorSpecs.swift",
        "  Then `swift run --package-path Katas kata tutorial check` says whether it does what "
          + "the step declares.",
      ]
      #expect(Array(start.lines.suffix(4)) == next)

      let check = learner.kata("tutorial", "check")

      #expect(check.status == 1)
      #expect(check.lines.first == "You have not begun the tutorial's steps yet.")

      try learner.write("my notes\n", to: "Notes.txt")
      _ = learner.git("add", "Notes.txt")
      _ = learner.git("commit", "-q", "-m", "my notes")

      let reset = learner.kata("reset")

      #expect(reset.status == 0)
      #expect(
        reset.lines == [
          "Back on main, with the tree as it was before the tutorial BuildAVIPERModuleTestFirst.",
          "Your attempt is kept on branch kata/tutorial/BuildAVIPERModuleTestFirst, as you "
            + "committed it: `kata tutorial start BuildAVIPERModuleTestFirst` takes it up again.",
        ])
      #expect(learner.git("branch", "--show-current") == "main")
      #expect(learner.git("rev-parse", "HEAD^{tree}") == before)
      #expect(learner.git("status", "--porcelain") == "")
      // The tutorial writes the answers of the first four katas: kata list starts elsewhere.
      #expect(
        learner.kata("list").lines.last
          == "Start: swift run --package-path Katas kata start routing-to-add")

      let again = learner.kata("tutorial", "start", "BuildAVIPERModuleTestFirst")

      #expect(again.status == 0)
      #expect(
        again.lines.contains(
          "You are on branch kata/tutorial/BuildAVIPERModuleTestFirst, where you left this "
            + "tutorial."))
      #expect(try learner.read("Notes.txt") == "my notes\n")
    }
  }

  @Test func `an unknown tutorial, or tutorial without what to do, is refused and names them`()
    throws
  {
    try inACopy { learner in
      let unknown = learner.kata("tutorial", "start", "Nope")

      #expect(unknown.status == 2)
      #expect(
        unknown.lines == [
          "There is no tutorial 'Nope'. Name one of: BuildAVIPERModuleTestFirst, "
            + "ChangeAnItemByItsIdentity."
        ])
      #expect(learner.git("branch", "--show-current") == "main")
      #expect(learner.kata("tutorial").status == 2)
      #expect(
        learner.kata("tutorial", "check").lines == [
          "No tutorial is under way: start one with "
            + "`swift run --package-path Katas kata tutorial start NAME`."
        ])
    }
  }
}
