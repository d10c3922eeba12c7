import Foundation

/// The `kata` command: `list`, `start NAME`, `check`, `hint`, `reset` and `verify`, and
/// `tutorials`, which replays the DocC tutorials' steps.
///
/// It never loses a learner's work, nor commits it without their word: `start` and `reset`
/// refuse to run over changes git has not committed, naming them; each attempt lives on its own
/// branch (`kata/NAME`). Each command is all or nothing: one at a time (a ``Lock`` in the git
/// folder), its steps journalled so that the next command completes or rolls back one that was
/// stopped, and the builds and test runs it started ended with it on Ctrl-C.
public struct KataTool {
  /// How `kata` ended.
  public enum Exit: Int32, Sendable {
    /// Done: the kata passes, the command did what it was asked.
    case success = 0
    /// Not done yet: a spec is red, a wrong version got through, or `verify` found a problem.
    case notDone = 1
    /// The command could not run: an unknown command, no kata under way, a git problem.
    case cannotRun = 2
    /// It was told to stop (Ctrl-C), and stopped with the tree as it was.
    case stopped = 130
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
      swift run --package-path Katas kata hint          a hint: where to look, then the approach, then code
      swift run --package-path Katas kata compare       once a kata is done: your work beside the package's own
      swift run --package-path Katas kata reset         back to the branch you started from, as it was
      swift run --package-path Katas kata verify        check every kata against the code (what CI runs)
      swift run --package-path Katas kata tutorials     replay every step of the DocC tutorials (CI runs it)
      swift run --package-path Katas kata tutorials --no-build   check their files only: chain, last steps, prose
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
      case "list" where rest.isEmpty: return try guarded { try list(in: $0) }
      case "start" where rest.count == 1: return try guarded { try start(rest[0], in: $0) }
      case "check" where rest.isEmpty: return try guarded { try check(in: $0) }
      case "hint" where rest.isEmpty: return try guarded { try hint(in: $0) }
      case "reset" where rest.isEmpty: return try guarded { try reset(in: $0) }
      case "compare" where rest.count <= 1: return try guarded { try compare(rest.first, in: $0) }
      case "verify": return try Verification(from: folder, say: say, style: style).run(only: rest)
      case "tutorials" where rest.first == "--pages":
        guard rest.count == 2 else {
          say(style.bad("kata tutorials --pages takes one folder.") + "\n\n" + Self.usage)
          return .cannotRun
        }
        return try TutorialPages(from: folder, say: say, style: style).run(pages: rest[1])
      case "tutorials" where rest.first == "--no-build":
        return try TutorialReplay(from: folder, say: say, style: style)
          .run(only: Array(rest.dropFirst()), building: false)
      case "tutorials":
        return try TutorialReplay(from: folder, say: say, style: style).run(only: rest)
      case "help", "-h", "--help":
        say(Self.usage)
        return .success
      case "list", "start", "check", "hint", "reset", "compare":
        let expected =
          switch command {
          case "start": "one kata, by name or number"
          case "compare": "at most one kata, by name or number"
          default: "nothing after it"
          }
        say(style.bad("kata \(command) takes \(expected).") + "\n\n" + Self.usage)
        return .cannotRun
      default:
        say(
          style.bad("There is no command '\(command)'.")
            + " Use one of: list, start NAME, check, hint, compare, reset, verify, tutorials.\n\n"
            + Self.usage)
        return .cannotRun
      }
    } catch let stopped as Stopped {
      say(
        style.bad("kata stopped by \(stopped.name).")
          + " The builds and test runs it started are ended; nothing was left half-done.")
      return .stopped
    } catch {
      say(style.bad("kata: \(error)"))
      return .cannotRun
    }
  }

  /// Runs `command` holding the package's lock, once a command stopped before has been
  /// completed or rolled back.
  private func guarded(_ command: (Workspace) throws -> Exit) throws -> Exit {
    let workspace = try Workspace(from: folder)
    let lock = try Lock(of: workspace)
    defer { lock.release() }
    if let stale = lock.staleHolder {
      say("A kata command (process \(stale)) ended without releasing its lock: it is taken over.")
    }
    try recover(in: workspace)
    return try command(workspace)
  }

  // MARK: - list

  private func list(in workspace: Workspace) throws -> Exit {
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
    let done = katas.filter { progress.done.contains($0.name) }.count
    say("\n\(done) of \(katas.count) katas done.")
    if let current = progress.current, !progress.done.contains(current) {
      say("Go on with: swift run --package-path Katas kata check")
    } else if let next = Self.next(after: progress.current, in: katas, done: progress.done) {
      say(
        (progress.current == nil ? "Start" : "Next")
          + ": swift run --package-path Katas kata start \(next.name)")
    } else {
      say(style.good("Every kata is done."))
    }
    return .success
  }

  /// The first kata not done after `current` in the list's order, or before it when every
  /// later one is done.
  static func next(after current: String?, in katas: [Kata], done: [String]) -> Kata? {
    let position = current.flatMap { name in katas.firstIndex { $0.name == name } } ?? -1
    let later = katas.dropFirst(position + 1) + katas.prefix(max(position + 1, 0))
    return later.first { !done.contains($0.name) }
  }

  // MARK: - start

  private func start(_ name: String, in workspace: Workspace) throws -> Exit {
    let manifest = try workspace.manifest()
    guard let kata = manifest.kata(named: name), let number = manifest.number(of: kata) else {
      say(
        style.bad("There is no kata '\(name)'.")
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
    var resumed = true
    if here != branch {
      let makes = !workspace.hasBranch(branch)
      // The starting state is made first, in a commit of its own that no branch names yet: a
      // patch that does not apply leaves everything as it was.
      let commit =
        makes
        ? try workspace.startingCommit(
          kata.start, on: origin, message: "kata \(kata.name): the starting state") : nil
      try workspace.write(
        Workspace.Journal(
          step: .start, kata: kata.name, from: here, to: branch, origin: origin,
          madeBranch: makes, startingCommit: commit))
      do {
        if let commit { try workspace.makeBranch(branch, at: commit) }
        try workspace.checkOut(branch)
      } catch {
        try recover(in: workspace)
        throw error
      }
      resumed = !makes
    }
    if progress.current != kata.name { progress.hintLevel = nil }
    progress.current = kata.name
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

  // MARK: - check

  private func check(in workspace: Workspace) throws -> Exit {
    let started = ContinuousClock.now
    var times = CheckTimes()
    defer {
      if ProcessInfo.processInfo.environment[CheckTimes.variable] != nil {
        say(times.said(total: Verification.seconds(since: started)))
      }
    }
    let manifest = try workspace.manifest()
    var progress = workspace.progress()
    guard let name = progress.current, let kata = manifest.kata(named: name) else {
      say(noKataUnderWay)
      return .cannotRun
    }
    let branch = workspace.currentBranch()
    if branch != "kata/\(kata.name)" {
      say("You are on \(branch), not on kata/\(kata.name): checking the code as it is here.")
    }
    // Every kata is checked in one copy of the tool's own, which builds the specs alone, and of
    // them the files of the suites the check runs; for a write-the-spec kata, with its wrong
    // versions switched at run time.
    let suites = kata.kind == .writeTheSpec ? kata.learnerSpec.map { [$0.suite] } : kata.suites
    let built = try times.timing("copy") {
      try Schemata.copy(
        of: workspace, with: kata.kind == .writeTheSpec ? kata.schemata : nil, running: suites)
    }
    say("Building the package and its specs…")
    if !FileManager.default.fileExists(atPath: built.root.appendingPathComponent(".build").path) {
      say(Self.firstBuildLine)
    }
    let errors = try times.timing("build") {
      try built.build(every: Double(Self.buildProgressInterval)) {
        say(Self.stillBuilding(after: Int($0)))
      }
    }
    guard errors.isEmpty else {
      let hint = Self.compileErrorHint
      say(
        style.bad("✘ The code does not compile, so no spec can run yet:") + "\n"
          + errors.prefix(8).map { "  " + built.relative($0) }.joined(separator: "\n")
          + (errors.count > 8 ? "\n  … and \(errors.count - 8) more" : "") + "\n\n"
          + Self.hintLine(hint, style))
      progress.hints = [hint]
      try workspace.save(progress)
      return .notDone
    }
    let (exit, hints) =
      switch kata.kind {
      case .makeItGreen: try checkGreen(kata, in: built, manifest: manifest, times: &times)
      case .writeTheSpec: try checkSpec(kata, in: built, manifest: manifest, times: &times)
      }
    progress.hints = hints
    progress.lastChecked = kata.name
    progress.lastCheckPassed = exit == .success
    if exit == .success, !progress.done.contains(kata.name) { progress.done.append(kata.name) }
    try workspace.save(progress)
    return exit
  }

  private func checkGreen(
    _ kata: Kata, in workspace: Workspace, manifest: Manifest, times: inout CheckTimes
  ) throws -> (Exit, [String]) {
    say("Running the kata's specs…")
    let report = try times.timing("specs") { try workspace.runSpecs(suites: kata.suites) }
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
    let issues = report.issues(of: red)
    var lines = [style.bad("✘ \(red.suite): \(red.name)")]
    if issues.isEmpty, let crash = report.crash {
      lines += Self.crashLines(crash)
    } else if issues.isEmpty {
      lines.append(
        report.outcome(of: red) == nil
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
    _ kata: Kata, in workspace: Workspace, manifest: Manifest, times: inout CheckTimes
  ) throws -> (Exit, [String]) {
    guard let learner = kata.learnerSpec, kata.schemata != nil else {
      throw KataFailure(
        "kata \(kata.name) names no spec for the learner to write, or no schemata to try it on")
    }
    say("Running your spec against the package's own code…")
    let real = try times.timing("own code") { try workspace.runSpecs(suites: [learner.suite]) }
    if real.timedOut { say(style.bad(Self.timedOutMessage)) }
    if let grade = Judgement.gradeOnTheRealCode(real) {
      switch grade {
      case .noSpecRan:
        if let crash = real.crash {
          say(
            style.bad("✘ Your suite \(learner.suite) crashed against the package's own code:")
              + "\n" + Self.crashLines(crash).joined(separator: "\n"))
          return (.notDone, [])
        }
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
    // Each wrong version is named before its run, and its verdict said directly beneath.
    for (index, wrong) in wrongVersions.enumerated() {
      say(Self.wrongVersionLine(index + 1, of: wrongVersions.count, wrong))
      let report = try times.timing("wrong version \(index + 1)") {
        try workspace.runSpecs(suites: [learner.suite], switchedOn: Schemata.name(of: wrong))
      }
      say(Self.verdict(on: report, style))
      if Judgement.caught(report) { caught.append(wrong) } else { letThrough.append(wrong) }
    }
    say(
      "\nYour spec catches \(caught.count) of \(wrongVersions.count) wrong versions of the code.")
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

  private func hint(in workspace: Workspace) throws -> Exit {
    let progress = workspace.progress()
    guard let name = progress.current, let kata = try workspace.manifest().kata(named: name) else {
      say(noKataUnderWay)
      return .cannotRun
    }
    if progress.standsDone(kata.name) {
      let manifest = try workspace.manifest()
      let next = Self.next(after: kata.name, in: manifest.katas, done: progress.done)
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

  // MARK: - compare

  private func compare(_ name: String?, in workspace: Workspace) throws -> Exit {
    let manifest = try workspace.manifest()
    let progress = workspace.progress()
    guard let name = name ?? progress.current else {
      say(noKataUnderWay)
      return .cannotRun
    }
    guard let kata = manifest.kata(named: name) else {
      say(style.bad("There is no kata '\(name)'.") + " See `kata list`.")
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

  // MARK: - reset

  private func reset(in workspace: Workspace) throws -> Exit {
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

  // MARK: - Shared

  private var noKataUnderWay: String {
    "No kata is under way: start one with `swift run --package-path Katas kata start NAME` "
      + "(`kata list` names them)."
  }

  /// Refuses to run over changes git has not committed: names them, and how to keep them.
  ///
  /// - Returns: The files, when there are some and the command must not run; `nil` when the
  ///   tree is clean.
  private func refusedOverChanges(in workspace: Workspace, command: String) -> [String]? {
    let changes = workspace.uncommittedChanges()
    guard !changes.isEmpty else { return nil }
    say(
      style.bad("You have changes git has not committed:")
        + "\n" + changes.prefix(10).map { "  \($0)" }.joined(separator: "\n")
        + (changes.count > 10 ? "\n  … and \(changes.count - 10) more" : "")
        + "\nkata never works over them, nor commits them for you. To keep them, commit them "
        + "(`git add -A && git commit -m \"my attempt\"`) or put them aside "
        + "(`git stash --include-untracked`), then run `kata \(command)` again.")
    return changes
  }

  /// Completes or rolls back a command that was stopped between its steps, as its journal
  /// says, and says what it did.
  private func recover(in workspace: Workspace) throws {
    guard let journal = workspace.journal() else { return }
    let here = workspace.currentBranch()
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
        progress.current = journal.kata
        progress.origin = journal.origin
        progress.hints = []
        try workspace.save(progress)
        say("A start of kata \(journal.kata) was stopped at its last step: it is finished.")
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
            "A start of kata \(journal.kata) did not finish: it is undone, but its branch \(kept) "
              + "is kept, as it is no longer the starting state the start made (the commits on "
              + "it may be yours); you are on \(workspace.currentBranch()). "
              + "`kata start \(journal.kata)` takes it up.")
        } else {
          say(
            "A start of kata \(journal.kata) did not finish: it is undone, and you are on "
              + "\(workspace.currentBranch()).")
        }
      }
    case .reset:
      if here == journal.to {
        var progress = workspace.progress()
        progress.current = nil
        progress.origin = nil
        progress.hints = []
        try workspace.save(progress)
        say("A reset of kata \(journal.kata) was stopped at its last step: it is finished.")
      } else {
        say(
          "A reset of kata \(journal.kata) did not finish: kata \(journal.kata) is still under way."
        )
      }
    }
    workspace.clearJournal()
  }

  /// A crash, as `kata check` shows it: the spec that was running, the runtime's message and
  /// where it was.
  static func crashLines(_ crash: TestReport.Crash) -> [String] {
    [
      "  It did not run: the code crashed"
        + (crash.test.map { " while \"\($0)\" ran" } ?? "") + ", and the run ended there:",
      "  \(crash.place): \(crash.message)",
    ]
  }

  /// The line said before the learner's spec runs against a wrong version: what it gets wrong.
  ///
  /// Its ``verdict(on:_:)`` follows directly beneath.
  static func wrongVersionLine(_ number: Int, of count: Int, _ wrong: Kata.WrongVersion) -> String {
    "Wrong version \(number) of \(count): \(wrong.hint)"
  }

  /// Whether the run `report` of the learner's suite against a wrong version caught it, and by
  /// which specs; or why it did not.
  static func verdict(on report: TestReport, _ style: Style) -> String {
    guard Judgement.caught(report) else {
      let why =
        report.crash.map {
          "the code crashed (\($0.place): \($0.message)) before a spec of yours failed"
        } ?? "no spec of yours failed with it"
      return "  " + style.bad("✘ NOT caught") + ": " + why
    }
    return "  " + style.good("✔ caught") + " by "
      + report.failed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
  }

  /// How often a long build says it is still at work, in seconds.
  static let buildProgressInterval = 30

  /// Said before a check's first build, the long one.
  static let firstBuildLine =
    "Building the package once, in a copy of the tool's own (.build/kata-check/package): a few "
    + "minutes the first time; later checks take seconds. A line every "
    + "\(buildProgressInterval) s says it is still at work."

  /// Said every ``buildProgressInterval`` seconds while a build runs.
  static func stillBuilding(after seconds: Int) -> String {
    let (minutes, rest) = (seconds / 60, seconds % 60)
    let time =
      switch (minutes, rest) {
      case (0, _): "\(rest) s"
      case (_, 0): "\(minutes) min"
      default: "\(minutes) min \(rest) s"
      }
    return "  … still building: \(time) so far"
  }

  /// What each level of `kata hint` gives.
  static let hintLevelNames = ["where to look", "the approach, in words", "the code"]

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
