import Foundation

extension KataTool {
  func hint(in workspace: Workspace) throws -> Exit {
    let progress = workspace.progress()
    guard let name = progress.current, let kata = try workspace.manifest().kata(named: name) else {
      say(noKataUnderWay(progress))
      return .cannotRun
    }
    if progress.standsDone(kata.name) {
      let manifest = try workspace.manifest()
      let next = Self.next(
        after: kata.name, in: manifest.katas, done: progress.done,
        givenAway: givenAway(in: workspace))
      say(
        "Kata \(kata.name) is done: there is nothing left to hint. "
          + "`kata compare` shows your work beside the package's own.\n"
          + (next.map { "Next: swift run --package-path Katas kata start \($0.name)" }
            ?? style.good("Every kata is done.")))
    } else {
      var progress = progress
      let hints = kata.hints ?? []
      let level = min((progress.hintLevel ?? 0) + 1, hints.count)
      guard level > 0 else {
        say(kata.goal.wrapped())
        return .success
      }
      if !progress.hints.isEmpty {
        say(
          "From your last check:\n"
            + progress.hints.map { Self.hintLine($0, style) }.joined(separator: "\n") + "\n")
      }
      let label = "Hint \(level) of \(hints.count), \(Self.hintLevelNames[level - 1]):"
      let text = (label + " " + hints[level - 1]).wrapped()
      say(style.strong(label) + text.dropFirst(label.count))
      if level < hints.count {
        say("\n`kata hint` again for hint \(level + 1): \(Self.hintLevelNames[level]).")
      }
      progress.hintLevel = level
      try workspace.save(progress)
    }
    return .success
  }
}
