import Foundation

extension KataTool {
  func list(in workspace: Workspace) throws -> Exit {
    let katas = try workspace.manifest().katas
    let progress = workspace.progress()
    let width = katas.map(\.name.count).max() ?? 0
    say("The katas, in order, each with its level and about how long it takes:")
    for (index, kata) in katas.enumerated() {
      let number = "\(index + 1).".padding(toLength: 3, withPad: " ", startingAt: 0)
      let name = kata.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let kind = kata.kind.label.padding(toLength: 14, withPad: " ", startingAt: 0)
      let level = (kata.level ?? "").padding(toLength: 6, withPad: " ", startingAt: 0)
      let minutes = (kata.minutes.map { "\($0) min" } ?? "")
        .padding(toLength: 7, withPad: " ", startingAt: 0)
      let mark =
        progress.done.contains(kata.name)
        ? style.good("✔ done") : progress.current == kata.name ? style.strong("▸ under way") : ""
      say("  \(number) \(name)  \(kind)  \(level)  \(minutes)  \(mark)".trimmingTrailingSpaces())
    }
    let done = katas.filter { progress.done.contains($0.name) }.count
    say("\n\(done) of \(katas.count) katas done.")
    if let tutorial = progress.tutorial {
      say(
        "The tutorial \(tutorial) is under way: swift run --package-path Katas kata tutorial check")
    } else if let current = progress.current, !progress.done.contains(current) {
      say("Go on with: swift run --package-path Katas kata check")
    } else if let next = Self.next(
      after: progress.current, in: katas, done: progress.done, givenAway: givenAway(in: workspace))
    {
      say(
        (progress.current == nil ? "Start" : "Next")
          + ": swift run --package-path Katas kata start \(next.name)")
    } else {
      say(style.good("Every kata is done."))
    }
    return .success
  }

  /// The first kata not done after `current` in the list's order, or before it when every
  /// later one is done; of those, one that `givenAway` does not name while there is one.
  ///
  /// - Parameter givenAway: The katas whose answers a tutorial the learner has taken shows:
  ///   those are best taken later, once its code is forgotten.
  static func next(
    after current: String?, in katas: [Kata], done: [String], givenAway: [String] = []
  ) -> Kata? {
    let position = current.flatMap { name in katas.firstIndex { $0.name == name } } ?? -1
    let later = katas.dropFirst(position + 1) + katas.prefix(max(position + 1, 0))
    let left = later.filter { !done.contains($0.name) }
    return left.first { !givenAway.contains($0.name) } ?? left.first
  }

  /// The katas whose answers the tutorials the learner has started show (a tutorial is started
  /// once its branch is there).
  func givenAway(in workspace: Workspace) -> [String] {
    guard
      let manifest = try? TutorialManifest.read(
        from: workspace.katas.appendingPathComponent("tutorials.json"))
    else { return [] }
    return manifest.tutorials.filter {
      workspace.hasBranch(Workspace.tutorialBranch(TutorialReplay.name(of: $0)))
    }.flatMap(\.answersKatas)
  }
}
