import Foundation
import ToolPlatform

extension KataTool {
  func start(_ name: String, in workspace: Workspace) throws -> Exit {
    let manifest = try workspace.manifest()
    guard let kata = manifest.kata(named: name), let number = manifest.number(of: kata) else {
      say(
        style.bad("There is no kata '\(ToolOutput.escaped(name))'.")
          + " Name one by its name or its number, 1 to \(manifest.katas.count): see `kata list`.")
      return .cannotRun
    }
    guard refusedOverChanges(in: workspace, command: "start \(name)") == nil else {
      return .cannotRun
    }
    var progress = workspace.progress()
    let here = workspace.currentBranch()
    let origin = here.hasPrefix("kata/") ? (progress.origin ?? here) : here
    let branch = "kata/\(kata.name)"
    // The starting state is made first, in a commit of its own that no branch names yet: a
    // patch that does not apply leaves everything as it was.
    let resumed = try enter(
      branch, from: here, origin: origin, named: kata.name, tutorial: false, in: workspace
    ) {
      try workspace.startingCommit(
        kata.start, on: origin, message: "kata \(kata.name): the starting state")
    }
    if progress.current != kata.name { progress.hintLevel = nil }
    progress.current = kata.name
    progress.tutorial = nil
    progress.origin = origin
    progress.hints = []
    try workspace.save(progress)
    workspace.clearJournal()

    say(
      style.strong("Kata \(number) of \(manifest.katas.count): \(kata.name)")
        + " (\(kata.kind.label))")
    say(kata.title + "\n")
    say(kata.goal.wrapped() + "\n")
    say("Work in:\n" + kata.files.map { "  \($0)" }.joined(separator: "\n") + "\n")
    if resumed {
      say(
        "You are on branch \(branch), where you left this kata"
          + (progress.standsDone(kata.name)
            ? ": it is done (`kata compare` shows your work beside the package's own)." : "."))
    } else {
      say(
        "Your attempt lives on its own branch, \(branch); `kata reset` takes you back to \(origin)."
      )
    }
    say("Next: swift run --package-path Katas kata check")
    return .success
  }

  /// Takes the learner from `here` to `branch`, made first at the commit `made` returns when
  /// there is no such branch: the start of the kata or tutorial `name`, journalled, so that a
  /// start stopped half-way is completed or undone by the next command.
  ///
  /// - Returns: Whether the branch was there already (the learner takes up their work again).
  func enter(
    _ branch: String, from here: String, origin: String, named name: String, tutorial: Bool,
    in workspace: Workspace, made: () throws -> String
  ) throws -> Bool {
    guard here != branch else { return true }
    let makes = !workspace.hasBranch(branch)
    let commit = makes ? try made() : nil
    try workspace.write(
      Workspace.Journal(
        step: .start, kata: name, from: here, to: branch, origin: origin, madeBranch: makes,
        startingCommit: commit, tutorial: tutorial))
    do {
      if let commit { try workspace.makeBranch(branch, at: commit) }
      try workspace.checkOut(branch)
    } catch {
      try recover(in: workspace)
      throw error
    }
    return !makes
  }
}
