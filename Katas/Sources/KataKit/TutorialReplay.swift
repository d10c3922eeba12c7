import Foundation

/// `kata tutorials`: every step of the package's DocC tutorials replayed in order, in a copy of
/// the package, and held to what it declares.
///
/// First the tutorials' files (``TutorialJudgement/fileProblems(of:entry:stepFiles:packageFiles:)``:
/// the `previousFile` chain, every step file used, each file's last step the package's own, the
/// prose saying what the declaration says); then, tutorial by tutorial, in a ``TutorialCopy``
/// where each file the tutorial grows starts absent: each step's file put in its place, the
/// copy built, the declared specs run as `swift test --filter` runs them, and the outcome held
/// to the declaration (``StepDeclaration``). It says each step's verdict and time as it goes,
/// and where the whole run's time went.
struct TutorialReplay {
  private let source: Workspace
  private let say: (String) -> Void
  private let style: Style
  private let tally = Tally()

  init(from folder: URL, say: @escaping (String) -> Void, style: Style) throws {
    source = try Workspace(from: folder)
    self.say = say
    self.style = style
  }

  /// A tutorial, as the manifest names it and as it is written, with its steps' files.
  struct Read {
    var entry: TutorialManifest.Entry
    var tutorial: Tutorial
    var stepFiles: [String: String]
  }

  /// Reads every tutorial the manifest names, or those of `names` (their files' names, without
  /// `.tutorial`).
  static func read(in root: URL, only names: [String] = []) throws -> [Read] {
    let manifest = try TutorialManifest.read(
      from: root.appendingPathComponent("Katas/tutorials.json"))
    let entries = manifest.tutorials.filter { entry in
      names.isEmpty || names.contains(Self.name(of: entry))
    }
    if let unknown = names.first(where: { name in
      !manifest.tutorials.contains { Self.name(of: $0) == name }
    }) {
      throw KataFailure(
        "there is no tutorial '\(unknown)': Katas/tutorials.json names "
          + manifest.tutorials.map(Self.name(of:)).joined(separator: ", "))
    }
    return try entries.map { entry in
      let text = try text(of: entry.tutorial, in: root)
      let folder = root.appendingPathComponent(entry.steps)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      var stepFiles: [String: String] = [:]
      for name in names where !name.hasPrefix(".") {
        stepFiles[name] = try Self.text(of: "\(entry.steps)/\(name)", in: root)
      }
      return Read(
        entry: entry, tutorial: Tutorial.reading(text, path: entry.tutorial), stepFiles: stepFiles)
    }
  }

  /// A tutorial's short name: its file's, without `.tutorial`.
  static func name(of entry: TutorialManifest.Entry) -> String {
    URL(fileURLWithPath: entry.tutorial).deletingPathExtension().lastPathComponent
  }

  static func text(of path: String, in root: URL) throws -> String {
    do {
      return try Files.text(root.appendingPathComponent(path))
    } catch {
      throw KataFailure("cannot read \(path): \(error.localizedDescription)")
    }
  }

  /// Returns what is wrong with the files of `read`, without building.
  static func fileProblems(of read: Read, in root: URL) -> [String] {
    var packageFiles: [String: String] = [:]
    for path in read.entry.files.values {
      packageFiles[path] = try? text(of: path, in: root)
    }
    return TutorialJudgement.fileProblems(
      of: read.tutorial, entry: read.entry, stepFiles: read.stepFiles,
      packageFiles: packageFiles)
  }

  /// Returns, for each file whose last step is not the package's file, how they differ: the
  /// lines of `git diff` from the step to the package's file, at most `limit` of them.
  static func lastStepDifferences(of read: Read, in root: URL, limit: Int = 40) -> [String] {
    var last: [String: String] = [:]
    for step in read.tutorial.steps {
      if let code = step.code { last[code.name] = code.file }
    }
    return read.entry.files.sorted { $0.key < $1.key }.flatMap { name, path -> [String] in
      guard let file = last[name], let step = read.stepFiles[file],
        let real = try? text(of: path, in: root), step != real
      else { return [] }
      let diff = Shell.git(
        ["diff", "--no-index", "--no-color", "-U1", "--", "\(read.entry.steps)/\(file)", path],
        in: root
      ).output.split(separator: "\n", omittingEmptySubsequences: false).drop {
        !$0.hasPrefix("@@")
      }
      return ["\(read.entry.steps)/\(file) → \(path):"]
        + diff.prefix(limit).map { "    \($0)" }
        + (diff.count > limit ? ["    … (\(diff.count - limit) more lines)"] : [])
    }
  }

  /// Checks every tutorial the manifest names (or those of `names`), and, when `building`,
  /// replays their steps.
  func run(only names: [String], building: Bool = true) throws -> KataTool.Exit {
    let started = ContinuousClock.now
    let manifest = try TutorialManifest.read(
      from: source.root.appendingPathComponent("Katas/tutorials.json"))
    let tutorials = try Self.read(in: source.root, only: names)
    // A replay that replays nothing must not pass for one that replayed every step.
    guard !tutorials.isEmpty, tutorials.allSatisfy({ !$0.tutorial.steps.isEmpty }) else {
      say(
        style.bad("kata tutorials: ")
          + (tutorials.isEmpty
            ? "Katas/tutorials.json names no tutorial" : "a tutorial it names has no step")
          + ": there is nothing to replay.")
      return .notDone
    }
    var failing = 0
    var ids: [String: String] = [:]
    for read in tutorials {
      var problems = Self.fileProblems(of: read, in: source.root)
      for step in read.tutorial.steps {
        guard let id = step.declaration?.id else { continue }
        if let other = ids[id], other != read.entry.tutorial {
          problems.append("step \(id): \(other) has a step of that id too: ids name files")
        }
        ids[id] = read.entry.tutorial
      }
      if !problems.isEmpty {
        failing += problems.count
        say(
          style.bad("✘ \(read.entry.tutorial):") + "\n"
            + (problems + Self.lastStepDifferences(of: read, in: source.root)).map { "  \($0)" }
            .joined(separator: "\n"))
      }
    }
    guard building else {
      say(
        failing == 0
          ? style.good(
            "kata tutorials --no-build: the files of \(tutorials.count) tutorials hang together.")
          : style.bad(
            "kata tutorials --no-build: \(failing) problem\(failing == 1 ? "" : "s") found."))
      return failing == 0 ? .success : .notDone
    }
    let copy = ReplayCopy(of: source.root)
    let (main, changed) = try tally.timing(\.copying) { try copy.refresh() }
    say("Replaying in \(copy.root.path), a clone of the package (\(changed) files written).")
    for read in tutorials {
      failing += try replay(read, in: copy, from: main, plan: manifest.workspace)
    }
    let steps = tutorials.map(\.tutorial.steps.count).reduce(0, +)
    say("Time: " + tally.times.said(total: Verification.seconds(since: started)) + ".")
    guard failing == 0 else {
      say(style.bad("kata tutorials: \(failing) problem\(failing == 1 ? "" : "s") found."))
      return .notDone
    }
    say(
      style.good(
        "kata tutorials: all \(steps) steps of \(tutorials.count) tutorial"
          + "\(tutorials.count == 1 ? "" : "s") do what they declare, taken as a learner takes "
          + "them."))
    return .success
  }

  /// Takes the tutorial `read` in `copy` as a learner does; returns how many steps (and other
  /// things) did not do what they declare.
  ///
  /// `kata tutorial start`, each step's file put in place and its check run from the
  /// workspace's root, the work committed, then `kata reset`, after which the copy must be as
  /// it was, `main`.
  private func replay(
    _ read: Read, in copy: ReplayCopy, from main: String, plan: TutorialManifest.WorkspacePlan
  ) throws -> Int {
    let name = Self.name(of: read.entry)
    say("Taking \(read.entry.tutorial) as a learner…")
    var heard: [String] = []
    let tool = KataTool(folder: copy.root, style: Style(colour: false)) { heard.append($0) }
    func learner(_ arguments: String...) throws -> Bool {
      heard = []
      let exit = tool.run(arguments)
      try Stopping.check()
      guard exit == .success else {
        say(
          style.bad("  ✘ kata \(arguments.joined(separator: " ")) failed (\(exit.rawValue)):")
            + "\n"
            + heard.joined(separator: "\n").split(separator: "\n").map { "      \($0)" }
            .joined(separator: "\n"))
        return false
      }
      return true
    }
    guard try tally.timing(\.copying, { try learner("tutorial", "start", name) }) else { return 1 }
    let workspace = try copy.workspace()
    let states = try TutorialStates(
      tutorial: read.tutorial, entry: read.entry, stepFiles: read.stepFiles)
    var failing = 0
    var number = 0
    for section in read.tutorial.sections {
      say("  \(section.title)")
      for step in section.steps {
        let index = number
        number += 1
        let label = "\(number). \(step.id)"
        guard let declaration = step.declaration, let code = step.code,
          let path = read.entry.files[code.name], let text = read.stepFiles[code.file]
        else {
          say(style.bad("  ✘ \(label): not replayed: its file or declaration is wrong (above)"))
          failing += 1
          continue
        }
        try copy.write(Data(text.utf8), to: path)
        var problems: [String] = []
        let place = states.place(of: workspace.tutorialFiles(of: read.entry))
        if place != .at(index) {
          problems.append("kata tutorial check would place the learner at \(place), not here")
        }
        let before = tally.times
        let check = try TutorialStepCheck.run(declaration, in: workspace, tally: tally)
        problems += check.problems
        let time = "(\(tally.times.since(before).said()))"
        if problems.isEmpty {
          say("  " + style.good("✔ \(label)") + ": \(check.verdict) \(time)")
        } else {
          failing += 1
          say(
            "  " + style.bad("✘ \(label)") + " (\(code.name), \(read.entry.steps)/\(code.file)) "
              + time + ":\n" + problems.map { "      \($0)" }.joined(separator: "\n"))
        }
      }
    }
    // The learner keeps their work on the tutorial's branch, and goes back.
    _ = Shell.git(["add", "--all"], in: copy.root)
    _ = Shell.git(["commit", "--quiet", "-m", "My work on \(name)"], in: copy.root)
    guard try learner("reset") else { return failing + 1 }
    let after = Shell.git(["rev-parse", "HEAD"], in: copy.root).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let left = workspace.uncommittedChanges()
    if after != main || !left.isEmpty {
      failing += 1
      say(
        style.bad("  ✘ after kata reset, the clone is not as it was:")
          + " HEAD \(after), was \(main); changed: \(left.joined(separator: ", "))")
    } else {
      say("  " + style.good("✔ kata reset") + ": the clone is as it was, byte for byte.")
    }
    return failing
  }
}
