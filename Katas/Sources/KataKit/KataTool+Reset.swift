import Foundation

extension KataTool {
  func reset(in workspace: Workspace) throws -> Exit {
    var progress = workspace.progress()
    let tutorial = progress.tutorial
    guard let name = tutorial ?? progress.current, let origin = progress.origin else {
      say("No kata or tutorial is under way: there is nothing to reset.")
      return .success
    }
    guard refusedOverChanges(in: workspace, command: "reset") == nil else { return .cannotRun }
    let branch = tutorial == nil ? "kata/\(name)" : Workspace.tutorialBranch(name)
    let here = workspace.currentBranch()
    try workspace.write(
      Workspace.Journal(
        step: .reset, kata: name, from: here, to: origin, tutorial: tutorial != nil))
    do {
      if here != origin { try workspace.checkOut(origin) }
    } catch {
      try recover(in: workspace)
      throw error
    }
    progress.current = nil
    progress.tutorial = nil
    progress.origin = nil
    progress.hints = []
    try workspace.save(progress)
    workspace.clearJournal()
    let what = tutorial == nil ? "kata \(name)" : "the tutorial \(name)"
    let again = tutorial == nil ? "kata start \(name)" : "kata tutorial start \(name)"
    say(
      "Back on \(origin), with the tree as it was before \(what).\n"
        + "Your attempt is kept on branch \(branch), as you committed it: "
        + "`\(again)` takes it up again.")
    return .success
  }
}
