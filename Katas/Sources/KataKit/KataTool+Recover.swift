import Foundation

extension KataTool {
  /// Completes or rolls back a command that was stopped between its steps, as its journal
  /// says, and says what it did.
  func recover(in workspace: Workspace) throws {
    guard let journal = workspace.journal() else { return }
    let here = workspace.currentBranch()
    let isTutorial = journal.tutorial == true
    let what = isTutorial ? "the tutorial \(journal.kata)" : "kata \(journal.kata)"
    let startCommand = isTutorial ? "kata tutorial start" : "kata start"
    switch journal.step {
    case .check:
      if let patch = journal.wrongVersion, workspace.applies(patch, reverse: true) {
        try workspace.apply(patch, reverse: true)
        say(
          "A check was stopped while the wrong version \(patch) was in the tree: it is taken out.")
      } else {
        say(
          "A stopped check's note names the wrong version \(journal.wrongVersion ?? "?"), which "
            + "is not in the tree: the note is dropped, and the tree is left as it is.")
      }
    case .start:
      if here == journal.to {
        var progress = workspace.progress()
        progress.current = isTutorial ? nil : journal.kata
        progress.tutorial = isTutorial ? journal.kata : nil
        progress.origin = journal.origin
        progress.hints = []
        try workspace.save(progress)
        say("A start of \(what) was stopped at its last step: it is finished.")
      } else {
        // The branch the start made goes only while it is still that start's: a learner who
        // checked it out and committed meanwhile keeps it, and the commits on it.
        var kept: String?
        if journal.madeBranch == true, let branch = journal.to, workspace.hasBranch(branch) {
          let deleted =
            journal.startingCommit.map { workspace.deleteBranch(branch, ifAt: $0) } ?? false
          if !deleted { kept = branch }
        }
        if let from = journal.from, here != from, workspace.uncommittedChanges().isEmpty {
          try workspace.checkOut(from)
        }
        if let kept {
          say(
            "A start of \(what) did not finish: it is undone, but its branch \(kept) "
              + "is kept, as it is no longer the starting state the start made (the commits on "
              + "it may be yours); you are on \(workspace.currentBranch()). "
              + "`\(startCommand) \(journal.kata)` takes it up.")
        } else {
          say(
            "A start of \(what) did not finish: it is undone, and you are on "
              + "\(workspace.currentBranch()).")
        }
      }
    case .reset:
      if here == journal.to {
        var progress = workspace.progress()
        progress.current = nil
        progress.tutorial = nil
        progress.origin = nil
        progress.hints = []
        try workspace.save(progress)
        say("A reset of \(what) was stopped at its last step: it is finished.")
      } else {
        say("A reset of \(what) did not finish: \(what) is still under way.")
      }
    }
    workspace.clearJournal()
  }
}
