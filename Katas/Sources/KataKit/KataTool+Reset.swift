import Foundation

extension KataTool {
  func reset(in workspace: Workspace) throws -> Exit {
    var progress = workspace.progress()
    guard let name = progress.current, let origin = progress.origin else {
      say("No kata is under way: there is nothing to reset.")
      return .success
    }
    guard refusedOverChanges(in: workspace, command: "reset") == nil else { return .cannotRun }
    let branch = "kata/\(name)"
    let here = workspace.currentBranch()
    try workspace.write(
      Workspace.Journal(step: .reset, kata: name, from: here, to: origin))
    do {
      if here != origin { try workspace.checkOut(origin) }
    } catch {
      try recover(in: workspace)
      throw error
    }
    progress.current = nil
    progress.origin = nil
    progress.hints = []
    try workspace.save(progress)
    workspace.clearJournal()
    say(
      "Back on \(origin), with the tree as it was before kata \(name).\n"
        + "Your attempt is kept on branch \(branch), as you committed it: "
        + "`kata start \(name)` takes it up again.")
    return .success
  }
}
