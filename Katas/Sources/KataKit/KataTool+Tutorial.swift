import Foundation
import ToolPlatform

/// `kata tutorial start NAME` and `kata tutorial check`: a DocC tutorial taken in the learner's
/// own clone, on a branch of its own, as a kata is.
extension KataTool {
  /// The tutorials the manifest names, and the one called `name` (its file's name without
  /// `.tutorial`), or `nil` after saying which names there are.
  private func tutorial(named name: String, in workspace: Workspace) throws
    -> (TutorialManifest, TutorialManifest.Entry)?
  {
    let manifest = try TutorialManifest.read(
      from: workspace.katas.appendingPathComponent("tutorials.json"))
    let names = manifest.tutorials.map(TutorialReplay.name(of:))
    guard let entry = manifest.tutorials.first(where: { TutorialReplay.name(of: $0) == name })
    else {
      say(
        style.bad("There is no tutorial '\(ToolOutput.escaped(name))'.")
          + " Name one of: \(names.joined(separator: ", ")).")
      return nil
    }
    return (manifest, entry)
  }

  func startTutorial(_ name: String, in workspace: Workspace) throws -> Exit {
    guard let (manifest, entry) = try tutorial(named: name, in: workspace) else {
      return .cannotRun
    }
    guard refusedOverChanges(in: workspace, command: "tutorial start \(name)") == nil else {
      return .cannotRun
    }
    var progress = workspace.progress()
    let here = workspace.currentBranch()
    let origin = here.hasPrefix("kata/") ? (progress.origin ?? here) : here
    let branch = Workspace.tutorialBranch(name)
    let resumed = try enter(
      branch, from: here, origin: origin, named: name, tutorial: true, in: workspace
    ) {
      try workspace.tutorialCommit(
        for: entry, as: manifest.workspace, on: origin,
        message: Workspace.tutorialStartMessage(name))
    }
    progress.current = nil
    progress.tutorial = name
    progress.origin = origin
    progress.hints = []
    progress.hintLevel = nil
    try workspace.save(progress)
    workspace.clearJournal()

    guard let read = try TutorialReplay.read(in: workspace.root, only: [name]).first else {
      return .cannotRun
    }
    let states = try TutorialStates(
      tutorial: read.tutorial, entry: read.entry, stepFiles: read.stepFiles)
    say(style.strong("Tutorial: \(read.tutorial.title)") + " (\(states.steps.count) steps)\n")
    if resumed {
      say("You are on branch \(branch), where you left this tutorial.")
    } else {
      let grown = entry.files.values.sorted().map { "  \($0)" }.joined(separator: "\n")
      say(
        ("Your workspace lives on its own branch, \(branch); `kata reset` takes you back to "
          + "\(origin). On this branch the package builds only what the tutorial builds on: "
          + "Package.swift drops the app, the file store and the other tests, and the files the "
          + "tutorial grows are not there yet:").wrapped() + "\n" + grown + "\n"
          + "Everything else is as it was, to read.".wrapped())
    }
    let place = states.place(of: workspace.tutorialFiles(of: entry))
    say("")
    switch place {
    case .notBegun: say(nextStep(after: nil, of: states, origin: origin, in: workspace))
    case .at(let index), .nearest(let index, _):
      say(
        "Your files are \(place == .at(index) ? "at" : "nearest") step \(index + 1) of "
          + "\(states.steps.count). `swift run --package-path Katas kata tutorial check` says "
          + "whether they do what it declares.\n")
      say(nextStep(after: index, of: states, origin: origin, in: workspace))
    }
    return .success
  }

  func checkTutorial(in workspace: Workspace) throws -> Exit {
    let progress = workspace.progress()
    guard let name = progress.tutorial else {
      say(
        "No tutorial is under way: start one with "
          + "`swift run --package-path Katas kata tutorial start NAME`.")
      return .cannotRun
    }
    guard let (_, entry) = try tutorial(named: name, in: workspace),
      let read = try TutorialReplay.read(in: workspace.root, only: [name]).first
    else { return .cannotRun }
    let branch = Workspace.tutorialBranch(name)
    if workspace.currentBranch() != branch {
      say(
        "You are on \(workspace.currentBranch()), not on \(branch): checking the files as they are here."
      )
    }
    let states = try TutorialStates(
      tutorial: read.tutorial, entry: read.entry, stepFiles: read.stepFiles)
    let files = workspace.tutorialFiles(of: entry)
    let place = states.place(of: files)
    let count = states.steps.count
    let index: Int
    switch place {
    case .notBegun:
      say("You have not begun the tutorial's steps yet.\n")
      say(nextStep(after: nil, of: states, origin: progress.origin, in: workspace))
      return .notDone
    case .at(let at):
      index = at
      say(
        style.strong("Your files are at step \(at + 1) of \(count)") + ": "
          + title(of: states.steps[at]))
    case .nearest(let at, let lines):
      index = at
      let differences = lines.sorted { $0.key < $1.key }.map {
        "\($0.value) line\($0.value == 1 ? "" : "s") of \($0.key)"
      }
      say(
        style.strong("Your files are nearest step \(at + 1) of \(count)") + ": "
          + title(of: states.steps[at]) + "\n"
          + "They differ from it in \(differences.joined(separator: " and ")) (spaces and "
          + "comments aside).")
    }
    let step = states.steps[index]
    guard let declaration = step.step.declaration else {
      throw KataFailure("the step \(step.step.id) declares nothing: `kata tutorials --no-build`")
    }
    say("Running what the step runs: \(Self.command(of: step.step))…")
    // The page shows a compiler error by its message; a file typed otherwise, even with a
    // comment of the learner's own, has it on another line, and is judged by its messages alone.
    let check = try TutorialStepCheck.run(
      declaration, in: workspace, ignoringLines: !states.hasText(of: index, in: files))
    say(
      "\nWhat the step declares:\n"
        + TutorialStepCheck.expected(declaration).map { "  \($0)" }
        .joined(separator: "\n"))
    say("What happened:\n" + check.happened.map { "  \($0)" }.joined(separator: "\n") + "\n")
    let compare = Self.comparisons(of: place, in: states)
    guard check.problems.isEmpty else {
      say(
        style.bad("✘ Not what the step declares:") + "\n"
          + check.problems.map { "  \($0)" }.joined(separator: "\n")
          + (compare.isEmpty ? "" : "\nTo see how your files differ from the step's:\n")
          + compare.map { "  \($0)" }.joined(separator: "\n"))
      return .notDone
    }
    say(style.good("✔ As the step declares."))
    if !compare.isEmpty {
      say(
        "Your files differ from the step's, but do what it declares. To see how:\n"
          + compare.map { "  \($0)" }.joined(separator: "\n"))
    }
    say("\n" + nextStep(after: index, of: states, origin: progress.origin, in: workspace))
    return .success
  }

  /// The commands that show how each of the learner's files differs from the step's state:
  /// each file that differs beside the step file it is compared with.
  static func comparisons(of place: TutorialStates.Place, in states: TutorialStates) -> [String] {
    guard case .nearest(let index, let lines) = place else { return [] }
    return lines.keys.sorted().map { path in
      guard let source = states.sources[index][path] else {
        return "\(path): at this step it is not written yet"
      }
      return "git diff --no-index \(source) \(path)"
    }
  }

  /// What to do after the step at `index` (before the first with `nil`): the next step's title,
  /// its file, the command it names, and the `cp` that takes its file for a learner who would
  /// rather copy than type; or, after the last, that the tutorial is done.
  func nextStep(
    after index: Int?, of states: TutorialStates, origin: String?, in workspace: Workspace
  ) -> String {
    let next = (index ?? -1) + 1
    guard states.steps.indices.contains(next) else {
      return style.good("That was the last step: the tutorial is done.")
        + " Commit your work if you like; `kata reset` takes you back"
        + (origin.map { " to \($0)" } ?? "") + "."
    }
    let step = states.steps[next]
    let command = Self.command(of: step.step)
    // git keeps no empty folder: the folder of a file the tutorial has not written yet may not
    // be there, and a `cp` into it would fail.
    let folder = (step.path as NSString).deletingLastPathComponent
    let makesFolder =
      FileManager.default.fileExists(atPath: workspace.root.appendingPathComponent(folder).path)
      ? "" : "mkdir -p \(folder) && "
    return style.strong("Next: step \(next + 1) of \(states.steps.count)") + ": "
      + title(of: step) + "\n"
      + "  Write \(step.path) as the step shows it, then run: \(command)\n"
      + "  To copy the step's file instead of typing it: \(makesFolder)cp \(step.source) "
      + "\(step.path)\n"
      + "  Then `swift run --package-path Katas kata tutorial check` says whether it does what "
      + "the step declares."
  }

  /// A step's title, as the page shows it beside its number, and its id.
  private func title(of step: TutorialStates.Step) -> String {
    // DocC's symbol links (``ListInteractorInput``) read as code on a terminal.
    "“\(step.step.title.replacingOccurrences(of: "``", with: "`"))” (\(step.step.id))"
  }

  /// The command a step names: `swift test --filter FILTER`; for a step that runs no spec (it
  /// does not compile), the one its prose names, else the build.
  static func command(of step: Tutorial.Step) -> String {
    if let run = step.declaration?.run { return "swift test --filter \(run)" }
    if let named = step.text.firstMatch(of: /swift test --filter ([A-Za-z0-9_]+)/) {
      return "swift test --filter \(named.1)"
    }
    return "swift build --build-tests"
  }
}
