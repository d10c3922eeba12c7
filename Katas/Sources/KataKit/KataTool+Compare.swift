import Foundation
import ToolPlatform

extension KataTool {
  func compare(_ name: String?, in workspace: Workspace) throws -> Exit {
    let manifest = try workspace.manifest()
    let progress = workspace.progress()
    guard let name = name ?? progress.current else {
      say(noKataUnderWay(progress))
      return .cannotRun
    }
    guard let kata = manifest.kata(named: name) else {
      say(style.bad("There is no kata '\(ToolOutput.escaped(name))'.") + " See `kata list`.")
      return .cannotRun
    }
    guard progress.done.contains(kata.name) else {
      say(
        "Kata \(kata.name) is not done yet: `kata compare` shows the package's own answer only "
          + "once `kata check` passes, so it never gives the answer away. `kata hint` helps "
          + "meanwhile.")
      return .notDone
    }
    let branch = "kata/\(kata.name)"
    guard let start = workspace.startingCommit(of: kata.name, on: branch) else {
      say(style.bad("There is no branch \(branch) with the kata's starting state to compare."))
      return .cannotRun
    }
    let here = workspace.currentBranch() == branch
    let files = kata.files
    let mine = workspace.diff([start] + (here ? [] : [branch]), files: files)
    say(
      style.strong("Your work")
        + " (git diff \(String(start.prefix(7)))\(here ? "" : " \(branch)") -- \(files.joined(separator: " ")),"
        + " from the starting state\(here ? ", with what you have not committed" : "")):")
    say(mine.isEmpty ? "  (no change)" : mine)
    switch kata.kind {
    case .makeItGreen:
      say(
        "\n" + style.strong("The package's own code")
          + " (the starting state taken back: git diff \(String(start.prefix(7))) "
          + "\(String(start.prefix(7)))~1):")
      say(workspace.diff([start, start + "~1"], files: files))
    case .writeTheSpec:
      guard let own = kata.ownSpec, let found = workspace.specSource(named: own.name) else {
        throw KataFailure("the package's own spec of kata \(kata.name) is not in Specs")
      }
      say("\n" + style.strong("The package's own spec") + " (\(found.place)):")
      say(found.text)
    }
    return .success
  }
}
