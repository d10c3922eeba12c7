import Foundation

/// The `kata` command: `list`, `start NAME`, `check`, `hint`, `reset` and `verify`.
///
/// It never loses a learner's work: `start` refuses to run over changes git has not committed,
/// each attempt lives on its own branch (`kata/NAME`), and `reset` commits the attempt there
/// before it puts the learner back on the branch they started from.
public struct KataTool {
  /// How `kata` ended.
  public enum Exit: Int32, Sendable {
    /// Done: the kata passes, the command did what it was asked.
    case success = 0
    /// Not done yet: a spec is red, a wrong version got through, or `verify` found a problem.
    case notDone = 1
    /// The command could not run: an unknown command, no kata under way, a git problem.
    case cannotRun = 2
  }

  private let folder: URL
  private let style: Style
  private let say: (String) -> Void

  /// Creates the tool for the package whose git working tree holds `folder`.
  ///
  /// - Parameters:
  ///   - folder: Where it was run.
  ///   - style: Colour or plain.
  ///   - say: Writes one line (or more) of output.
  public init(folder: URL, style: Style, say: @escaping (String) -> Void) {
    self.folder = folder
    self.style = style
    self.say = say
  }

  /// The command line's help.
  public static let usage = """
    kata: practise VIPER test-first, one kata at a time.

    Usage (from the package root):
      swift run --package-path Katas kata list          the katas, in order, and which are done
      swift run --package-path Katas kata start NAME    start (or take up again) a kata, by name or number
      swift run --package-path Katas kata check         run the kata's specs: the first red one and its hint
      swift run --package-path Katas kata hint          the hint for where you are
      swift run --package-path Katas kata reset         back to the branch you started from, as it was
      swift run --package-path Katas kata verify        check every kata against the code (what CI runs)
    """

  /// Runs the command in `arguments` (without the program's name).
  public func run(_ arguments: [String]) -> Exit {
    guard let command = arguments.first else {
      say(Self.usage)
      return .success
    }
    let rest = Array(arguments.dropFirst())
    do {
      switch command {
      case "list" where rest.isEmpty: return try list()
      case "start" where rest.count == 1: return try start(rest[0])
      case "check" where rest.isEmpty: return try check()
      case "hint" where rest.isEmpty: return try hint()
      case "reset" where rest.isEmpty: return try reset()
      case "verify": return try Verification(from: folder, say: say, style: style).run(only: rest)
      case "help", "-h", "--help":
        say(Self.usage)
        return .success
      case "list", "start", "check", "hint", "reset":
        let expected = command == "start" ? "one kata, by name or number" : "nothing after it"
        say(style.bad("kata \(command) takes \(expected).") + "\n\n" + Self.usage)
        return .cannotRun
      default:
        say(
          style.bad("There is no command '\(command)'.")
            + " Use one of: list, start NAME, check, hint, reset, verify.\n\n" + Self.usage)
        return .cannotRun
      }
    } catch {
      say(style.bad("kata: \(error)"))
      return .cannotRun
    }
  }

  // MARK: - list

  private func list() throws -> Exit {
    let workspace = try Workspace(from: folder)
    let katas = try workspace.manifest().katas
    let progress = workspace.progress()
    let width = katas.map(\.name.count).max() ?? 0
    say("The katas, in order:")
    for (index, kata) in katas.enumerated() {
      let number = "\(index + 1).".padding(toLength: 3, withPad: " ", startingAt: 0)
      let name = kata.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let kind = kata.kind.label.padding(toLength: 14, withPad: " ", startingAt: 0)
      let mark =
        progress.done.contains(kata.name)
        ? style.good("✔ done") : progress.current == kata.name ? style.strong("▸ under way") : ""
      say("  \(number) \(name)  \(kind)  \(mark)".trimmingTrailingSpaces())
    }
    if let next = progress.current ?? katas.first(where: { !progress.done.contains($0.name) })?.name
    {
      let verb = progress.current == nil ? "Start" : "Go on with"
      say(
        "\n\(verb): swift run --package-path Katas kata \(progress.current == nil ? "start \(next)" : "check")"
      )
    } else {
      say("\n" + style.good("Every kata is done."))
    }
    return .success
  }

  // MARK: - start

  private func start(_ name: String) throws -> Exit {
    let workspace = try Workspace(from: folder)
    let manifest = try workspace.manifest()
    guard let kata = manifest.kata(named: name), let number = manifest.number(of: kata) else {
      say(
        style.bad("There is no kata '\(name)'.")
          + " Name one by its name or its number, 1 to \(manifest.katas.count): see `kata list`.")
      return .cannotRun
    }
    try takeOutWrongVersion(in: workspace)
    let changes = workspace.uncommittedChanges()
    guard changes.isEmpty else {
      say(
        style.bad("You have changes git has not committed:")
          + "\n" + changes.prefix(10).map { "  \($0)" }.joined(separator: "\n")
          + (changes.count > 10 ? "\n  … and \(changes.count - 10) more" : "")
          + "\nkata never works over them. Commit them, or put them aside with "
          + "`git stash --include-untracked`, then start again.")
      return .cannotRun
    }
    var progress = workspace.progress()
    let here = workspace.currentBranch()
    let origin = here.hasPrefix("kata/") ? (progress.origin ?? here) : here
    let branch = "kata/\(kata.name)"
    var resumed = false
    if here != branch {
      if here != origin { try workspace.checkOut(origin) }
      if workspace.hasBranch(branch) {
        try workspace.checkOut(branch)
        resumed = true
      } else {
        try workspace.checkOut(newBranch: branch)
        try workspace.apply(kata.start)
        try workspace.commitEverything("kata \(kata.name): the starting state")
      }
    } else {
      resumed = true
    }
    progress.current = kata.name
    progress.origin = origin
    progress.hints = []
    try workspace.save(progress)

    say(
      style.strong("Kata \(number) of \(manifest.katas.count): \(kata.name)")
        + " (\(kata.kind.label))")
    say(kata.title + "\n")
    say(kata.goal.wrapped() + "\n")
    say("Work in:\n" + kata.files.map { "  \($0)" }.joined(separator: "\n") + "\n")
    if resumed {
      say("You are on branch \(branch), where you left this kata.")
    } else {
      say(
        "Your attempt lives on its own branch, \(branch); `kata reset` takes you back to \(origin)."
      )
    }
    say("Next: swift run --package-path Katas kata check")
    return .success
  }

  // MARK: - check

  private func check() throws -> Exit {
    let workspace = try Workspace(from: folder)
    let manifest = try workspace.manifest()
    var progress = workspace.progress()
    guard let name = progress.current, let kata = manifest.kata(named: name) else {
      say(noKataUnderWay)
      return .cannotRun
    }
    try takeOutWrongVersion(in: workspace)
    let branch = workspace.currentBranch()
    if branch != "kata/\(kata.name)" {
      say("You are on \(branch), not on kata/\(kata.name): checking the code as it is here.")
    }
    say("Building the package and its specs…")
    let errors = workspace.build()
    guard errors.isEmpty else {
      let hint = Self.compileErrorHint
      say(
        style.bad("✘ The code does not compile, so no spec can run yet:") + "\n"
          + errors.prefix(8).map { "  " + workspace.relative($0) }.joined(separator: "\n")
          + (errors.count > 8 ? "\n  … and \(errors.count - 8) more" : "") + "\n\n"
          + Self.hintLine(hint, style))
      progress.hints = [hint]
      try workspace.save(progress)
      return .notDone
    }
    let (exit, hints) =
      switch kata.kind {
      case .makeItGreen: checkGreen(kata, in: workspace, manifest: manifest)
      case .writeTheSpec: try checkSpec(kata, in: workspace, manifest: manifest)
      }
    progress.hints = hints
    if exit == .success, !progress.done.contains(kata.name) { progress.done.append(kata.name) }
    try workspace.save(progress)
    return exit
  }

  private func checkGreen(
    _ kata: Kata, in workspace: Workspace, manifest: Manifest
  ) -> (Exit, [String]) {
    say("Running the kata's specs…")
    let report = workspace.runSpecs(suites: kata.suites)
    if report.timedOut { say(style.bad(Self.timedOutMessage)) }
    let progress = Judgement.progress(in: kata, from: report)
    let count = "\(progress.passing) of \(progress.total) specs pass."
    if progress.isDone {
      say(style.good("✔ All \(progress.total) specs pass: kata \(kata.name) is done."))
      sayNext(after: kata, in: manifest)
      return (.success, [])
    }
    guard let red = progress.firstRed else {
      say(
        "All \(progress.total) specs of the kata pass, but "
          + style.bad("these specs of the same suites fail now:") + "\n"
          + progress.alsoFailing.map { "  ✘ \($0)" }.joined(separator: "\n")
          + "\nThey passed before the kata began: make them pass again, and the kata is done.")
      return (.notDone, [])
    }
    let issues = report.issues[red.name] ?? []
    var lines = [style.bad("✘ \(red.suite): \(red.name)")]
    if issues.isEmpty {
      lines.append(
        report.outcomes[red.name] == nil
          ? "  It did not run." : "  It failed without saying where.")
    } else {
      lines += issues.prefix(16).map { "  " + workspace.relative($0) }
      if issues.count > 16 { lines.append("  … and \(issues.count - 16) more lines") }
    }
    let hint = red.hint ?? kata.goal
    lines += ["", Self.hintLine(hint, style), "", count]
    if !progress.alsoFailing.isEmpty {
      lines.append(
        "These specs passed before, and fail now too: "
          + progress.alsoFailing.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    say(lines.joined(separator: "\n"))
    return (.notDone, [hint])
  }

  private func checkSpec(
    _ kata: Kata, in workspace: Workspace, manifest: Manifest
  ) throws -> (Exit, [String]) {
    guard let learner = kata.learnerSpec else {
      throw KataFailure("kata \(kata.name) names no spec for the learner to write")
    }
    say("Running your spec against the package's own code…")
    let real = workspace.runSpecs(suites: [learner.suite])
    if real.timedOut { say(style.bad(Self.timedOutMessage)) }
    if let grade = Judgement.gradeOnTheRealCode(real) {
      switch grade {
      case .noSpecRan:
        say(
          style.bad("✘ Your suite \(learner.suite) ran no spec.")
            + " Write at least one `@Test` in \(learner.file).")
        return (.notDone, [])
      case .failsOnTheRealCode(let issues):
        let hint =
          "A spec must pass against the package's own code before it can catch a wrong "
          + "version: the code is right, so a red here is a wrong expectation (or a spec not "
          + "written yet)."
        var lines = [style.bad("✘ Your spec fails against the package's own code:")]
        for (name, found) in issues.sorted(by: { $0.key < $1.key }) {
          lines.append("  \(name)")
          lines += found.prefix(12).map { "    " + workspace.relative($0) }
        }
        lines += ["", Self.hintLine(hint, style)]
        say(lines.joined(separator: "\n"))
        return (.notDone, [hint])
      case .graded:
        break
      }
    }
    say(style.good("✔ It passes against the package's own code."))
    let wrongVersions = kata.wrongVersions ?? []
    var caught: [Kata.WrongVersion] = []
    var letThrough: [Kata.WrongVersion] = []
    for (index, wrong) in wrongVersions.enumerated() {
      say("Trying it against wrong version \(index + 1) of \(wrongVersions.count)…")
      try workspace.applyWrongVersion(wrong.patch)
      let errors = workspace.build()
      let report = errors.isEmpty ? workspace.runSpecs(suites: [learner.suite]) : TestReport()
      try workspace.takeOutWrongVersion()
      guard errors.isEmpty else {
        throw KataFailure(
          "the wrong version \(wrong.patch) does not build with your code, so it cannot be "
            + "tried: did the kata change a file it should not? "
            + errors.prefix(3).map(workspace.relative).joined(separator: " "))
      }
      if Judgement.caught(report) { caught.append(wrong) } else { letThrough.append(wrong) }
    }
    var lines: [String] = []
    for wrong in wrongVersions {
      lines.append(
        caught.contains(wrong)
          ? style.good("  ✔ caught: ") + wrong.hint : style.bad("  ✘ let through: ") + wrong.hint)
    }
    lines.append(
      "\nYour spec catches \(caught.count) of \(wrongVersions.count) wrong versions of the code.")
    say(lines.joined(separator: "\n"))
    if letThrough.isEmpty {
      say(style.good("✔ Kata \(kata.name) is done: your spec fails for every wrong version."))
      sayNext(after: kata, in: manifest)
      return (.success, [])
    }
    let hint =
      "A spec catches a wrong version when its input tells the two apart: give the code a case "
      + "where the right answer and the wrong one differ, and expect the right answer exactly."
    say(Self.hintLine(hint, style))
    return (.notDone, letThrough.map { "A spec that fails for \($0.hint)." } + [hint])
  }

  private func sayNext(after kata: Kata, in manifest: Manifest) {
    guard let number = manifest.number(of: kata), manifest.katas.indices.contains(number) else {
      say("That was the last kata. `kata reset` takes you back to the branch you started from.")
      return
    }
    say(
      "Commit your work if you like, then go on: "
        + "swift run --package-path Katas kata start \(manifest.katas[number].name)")
  }

  // MARK: - hint

  private func hint() throws -> Exit {
    let workspace = try Workspace(from: folder)
    let progress = workspace.progress()
    guard let name = progress.current, let kata = try workspace.manifest().kata(named: name) else {
      say(noKataUnderWay)
      return .cannotRun
    }
    if !progress.hints.isEmpty {
      say(progress.hints.map { Self.hintLine($0, style) }.joined(separator: "\n"))
    } else if let first = kata.specs?.first {
      say("The first spec to make pass: \"\(first.name)\".")
      say(Self.hintLine(first.hint ?? kata.goal, style))
    } else {
      say(kata.goal.wrapped() + "\n\nRun `kata check` to see how your spec does.")
    }
    return .success
  }

  // MARK: - reset

  private func reset() throws -> Exit {
    let workspace = try Workspace(from: folder)
    var progress = workspace.progress()
    guard let name = progress.current, let origin = progress.origin else {
      say("No kata is under way: there is nothing to reset.")
      return .success
    }
    try takeOutWrongVersion(in: workspace)
    let branch = "kata/\(name)"
    let here = workspace.currentBranch()
    if here == branch {
      try workspace.commitEverything("kata \(name): work in progress")
    } else if !workspace.uncommittedChanges().isEmpty {
      say(
        style.bad("You are on \(here), not on \(branch), with changes git has not committed.")
          + " kata reset commits only on the kata's own branch: commit them or put them aside, "
          + "then reset again.")
      return .cannotRun
    }
    try workspace.checkOut(origin)
    progress.current = nil
    progress.origin = nil
    progress.hints = []
    try workspace.save(progress)
    say(
      "Back on \(origin), with the tree as it was before kata \(name).\n"
        + "Your attempt is kept, committed, on branch \(branch): "
        + "`kata start \(name)` takes it up again.")
    return .success
  }

  // MARK: - Shared

  private var noKataUnderWay: String {
    "No kata is under way: start one with `swift run --package-path Katas kata start NAME` "
      + "(`kata list` names them)."
  }

  /// Takes out a wrong version a stopped check left in the tree, and says so.
  private func takeOutWrongVersion(in workspace: Workspace) throws {
    if let patch = try workspace.takeOutWrongVersion() {
      say("A check was stopped while the wrong version \(patch) was in the tree: it is taken out.")
    }
  }

  /// What to do about a compile error, the first red a learner often meets.
  static let compileErrorHint =
    "A spec is red when it runs and fails; a compile error comes before that. Make the code "
    + "compile with the least you can (the case, the type or the function the spec names, "
    + "doing nothing useful yet), check again, and see the real red: the expectation that fails. "
    + "The Practise guide shows it step by step (\"From a compile error to a red\")."

  /// Returns `hint` after "Hint: ", wrapped to the width of a terminal.
  static func hintLine(_ hint: String, _ style: Style) -> String {
    let text = ("Hint: " + hint).wrapped(indent: "      ")
    return style.hint("Hint:") + text.dropFirst(5)
  }

  static let timedOutMessage =
    "The specs did not finish within \(Int(Workspace.specsTimeLimit)) s, and were stopped: is "
    + "something waiting for an answer your code never gives?"
}

extension Manifest {
  /// The number of `kata`, from 1, as `kata list` shows it.
  public func number(of kata: Kata) -> Int? {
    katas.firstIndex(of: kata).map { $0 + 1 }
  }
}

extension String {
  /// Returns the text broken into lines of at most `width` characters, between words, each line
  /// after the first starting with `indent`.
  func wrapped(width: Int = 100, indent: String = "") -> String {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      let space = line.isEmpty || line == indent ? "" : " "
      if !space.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent + word
      } else {
        line += space + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
