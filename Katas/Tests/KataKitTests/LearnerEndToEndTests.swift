import Foundation
import Testing

@testable import KataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scripted learner at the command line, in a fresh copy of the package: `kata` as it is
/// built, run as a learner runs it, on a pipe.
///
/// One copy, one build folder, one learner, in order: listing, starting the first kata, seeing
/// its first red spec and hint, pasting the known solution, checking it green, being refused a
/// second start over uncommitted work, resetting; then a write-the-spec kata, with the spec
/// file as it starts, a weak spec that misses one wrong version, and a good one; the ownership
/// kata; and the translated message, from English everywhere to every language.
@Suite(.serialized)
struct LearnerEndToEndTests {
  let original = packageRoot

  @Test func `a learner takes a make-it-green kata and a write-the-spec kata, and resets`()
    throws
  {
    let (copy, folder) = try Workspace(from: original).copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let learner = Learner(root: copy.root)
    let interactorPath = "Sources/TodoVIPER/List/ListInteractor.swift"
    let pristineInteractor = try learner.read(interactorPath)
    let startingCommit = learner.git("rev-parse", "HEAD")

    // The list.
    let list = learner.kata("list")
    #expect(list.status == 0)
    #expect(
      list.lines.first == "The katas, in order, each with its level and about how long it takes:")
    #expect(list.lines[1] == "  1.  list-interactor-window        make it green   medium  30 min")
    #expect(list.lines[2] == "  2.  list-interactor-order-spec    write the spec  medium  25 min")
    #expect(list.lines.count(where: { $0.hasPrefix("  ") }) == 13)
    #expect(!list.output.contains("\u{1B}["), "colour on a pipe")

    // The first kata: its branch, its starting state committed.
    let start = learner.kata("start", "1")
    #expect(start.status == 0)
    #expect(start.lines.first == "Kata 1 of 13: list-interactor-window (make it green)")
    #expect(learner.git("branch", "--show-current") == "kata/list-interactor-window")
    #expect(
      learner.git("log", "-1", "--format=%s") == "kata list-interactor-window: the starting state")
    #expect(try learner.read(interactorPath) != pristineInteractor)

    // One red spec, what failed, its hint, and how far along.
    let red = learner.kata("check")
    #expect(red.status == 1)
    #expect(
      Array(red.lines.prefix(2)) == [
        "Building the package and its specs…",
        "Building the package once, in a copy of its own (.build/kata-check/package): "
          + "a few minutes the first time; later checks take seconds. A line every 30 s says it "
          + "is still at work.",
      ])
    // Every check builds in that one copy, never in the learner's tree.
    #expect(
      FileManager.default.fileExists(
        atPath: learner.root.path + "/.build/kata-check/package/.build"))
    #expect(!FileManager.default.fileExists(atPath: learner.root.path + "/.build/debug"))
    #expect(
      red.lines.contains(
        "✘ ListInteractorSpecs: finding upcoming items asks for today through the end of next week")
    )
    #expect(
      red.lines.contains {
        $0.hasPrefix(
          "  at ListInteractorSpecs.swift:28:5: Expectation failed: (dataManager.messages → []) == "
        )
      })
    #expect(
      red.lines.contains {
        $0.hasPrefix("Hint: Ask the data manager for one window: from the start of today to the")
      })
    #expect(red.lines.contains("0 of 19 specs pass."))
    #expect(red.lines.count(where: { $0.hasPrefix("✘ ") }) == 1)

    // Hints in three levels: where to look, the approach, and only then code.
    let firstHint = learner.kata("hint")
    #expect(
      firstHint.lines.contains {
        $0.hasPrefix("Hint 1 of 3, where to look: The red specs are ListInteractorSpecs, in")
      })
    #expect(firstHint.lines.last == "`kata hint` again for hint 2: the approach, in words.")
    #expect(firstHint.lines.allSatisfy { $0.count <= 100 }, "wrapped as a terminal shows it")
    #expect(!firstHint.output.contains("boundaries.startOfToday"))
    let secondHint = learner.kata("hint")
    #expect(
      secondHint.lines.contains {
        $0.hasPrefix("Hint 2 of 3, the approach, in words: Ask the data manager once, for the")
      })
    #expect(!secondHint.output.contains("boundaries.startOfToday"))
    let thirdHint = learner.kata("hint")
    #expect(
      thirdHint.lines.contains {
        $0.hasPrefix("Hint 3 of 3, the code: `let items = try await dataManager.todoItems(dueFrom:")
      })
    #expect(learner.kata("hint").output == thirdHint.output, "the third is the last")

    // No answer to compare yet.
    let early = learner.kata("compare")
    #expect(early.status == 1)
    #expect(
      early.lines == [
        "Kata list-interactor-window is not done yet: `kata compare` shows the package's own "
          + "answer only once `kata check` passes, so it never gives the answer away. `kata hint` "
          + "helps meanwhile."
      ])

    // A crash is shown: the runtime's message, where, and the spec that was running.
    let stub = try learner.read(interactorPath)
    try learner.write(
      stub.replacingOccurrences(
        of: "    _ = boundaries\n", with: "    _ = boundaries\n    fatalError(\"boom\")\n"),
      to: interactorPath)
    let crashLine =
      try learner.read(interactorPath).split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex(of: "    fatalError(\"boom\")").map { $0 + 1 } ?? 0
    let crashed = learner.kata("check")
    #expect(crashed.status == 1)
    #expect(
      crashed.lines.contains(
        "✘ ListInteractorSpecs: finding upcoming items asks for today through the end of next week")
    )
    #expect(
      crashed.lines.contains {
        $0.hasPrefix("  It did not run: the code crashed while \"")
          && $0.hasSuffix("\" ran, and the run ended there:")
      })
    #expect(
      crashed.lines.contains("  TodoVIPER/ListInteractor.swift:\(crashLine): Fatal error: boom"))
    try learner.write(stub, to: interactorPath)

    // The known solution, pasted: green.
    try learner.write(pristineInteractor, to: interactorPath)
    let green = learner.kata("check")
    #expect(green.status == 0)
    #expect(green.lines.contains("✔ All 19 specs pass: kata list-interactor-window is done."))
    #expect(
      green.lines.last
        == "Commit your work if you like, then go on: "
        + "swift run --package-path Katas kata start list-interactor-order-spec")
    let listed = learner.kata("list")
    #expect(
      listed.lines[1]
        == "  1.  list-interactor-window        make it green   medium  30 min   ✔ done")
    #expect(
      Array(listed.lines.suffix(2)) == [
        "1 of 13 katas done.",
        "Next: swift run --package-path Katas kata start list-interactor-order-spec",
      ])
    #expect(
      learner.kata("hint").lines == [
        "Kata list-interactor-window is done: there is nothing left to hint. `kata compare` shows "
          + "your work beside the package's own.",
        "Next: swift run --package-path Katas kata start list-interactor-order-spec",
      ])

    // The learner's work beside the package's own: here, the same lines twice.
    let compared = learner.kata("compare")
    #expect(compared.status == 0)
    #expect(compared.lines.first?.hasPrefix("Your work (git diff ") == true)
    #expect(
      compared.lines.contains {
        $0.hasPrefix("The package's own code (the starting state taken back")
      })
    #expect(
      compared.lines.count(where: { $0 == "+    report(request) { $0.foundUpcomingItems(sorted) }" }
      )
        == 2)

    // Work not committed is never run over.
    let refused = learner.kata("start", "2")
    #expect(refused.status == 2)
    #expect(refused.lines.first == "You have changes git has not committed:")
    #expect(refused.lines.contains("  \(interactorPath)"))
    #expect(learner.git("branch", "--show-current") == "kata/list-interactor-window")

    // Reset: back where the learner began, the attempt kept on its branch, committed by the
    // learner (reset refuses to run over changes not committed).
    _ = learner.git("commit", "-q", "-am", "my attempt")
    let reset = learner.kata("reset")
    #expect(reset.status == 0)
    #expect(learner.git("branch", "--show-current") == "main")
    #expect(learner.git("rev-parse", "HEAD") == startingCommit)
    #expect(learner.git("status", "--porcelain") == "")
    #expect(try learner.read(interactorPath) == pristineInteractor)
    #expect(
      learner.git("log", "-1", "--format=%s", "kata/list-interactor-window")
        == "my attempt")

    // A write-the-spec kata: the spec file as it starts is red on the real code.
    #expect(learner.kata("start", "list-interactor-order-spec").status == 0)
    let specPath = "Specs/Katas/ListOrderKata.swift"
    let template = try learner.read(specPath)
    let unwritten = learner.kata("check")
    #expect(unwritten.status == 1)
    #expect(unwritten.lines.contains("✘ Your spec fails against the package's own code:"))
    #expect(unwritten.output.contains("Not written yet"))

    // A weak spec: every due date differs, so it cannot tell a sort by due date alone.
    try learner.write(template.replacingSpec(with: Self.weakSpec), to: specPath)
    let weak = learner.kata("check")
    #expect(weak.status == 1)
    #expect(weak.lines.contains("✔ It passes against the package's own code."))
    // Each wrong version, and its verdict directly beneath it.
    let caughtBy = "  ✔ caught by \"items are reported by due date, and then by title\""
    #expect(
      weak.lines.drop { !$0.hasPrefix("Wrong version ") }.prefix(8) == [
        "Wrong version 1 of 4: an interactor that reports the items in the order the store gave "
          + "them",
        caughtBy,
        "Wrong version 2 of 4: an interactor that sorts by title alone, whatever the due dates",
        caughtBy,
        "Wrong version 3 of 4: an interactor that sorts by due date alone: items due at the same "
          + "instant stay in the store's order",
        "  ✘ NOT caught: no spec of yours failed with it",
        "Wrong version 4 of 4: an interactor that reports the latest due date first",
        caughtBy,
      ])
    #expect(weak.lines.contains("Your spec catches 3 of 4 wrong versions of the code."))
    #expect(
      try learner.read(interactorPath) == pristineInteractor, "the wrong versions are taken out")
    #expect(learner.git("status", "--porcelain") == "M \(specPath)")

    // The wrong versions were switched on at run time in a copy of the tool's own, built once;
    // the learner's tree was never changed.
    #expect(weak.lines.filter { $0.hasPrefix("Wrong version ") }.count == 4)
    #expect(
      FileManager.default.fileExists(
        atPath: learner.root.path + "/.build/kata-check/package/.build"))

    // Stopped (SIGTERM, as Ctrl-C's SIGINT) while a wrong version is switched on: the tool ends
    // its build and test runs, by their ids, and ends as the signal would have. The spec waits
    // while a wrong version is switched on, so the signal comes during that run, whatever the
    // machine's speed (a run takes 0.05 s, and the check would otherwise end first).
    try learner.write(template.replacingSpec(with: Self.waitingSpec), to: specPath)
    let stopped = learner.launch("check")
    var waited = 0
    while !stopped.said("Wrong version 1 of 4: "), waited < 6000 {
      usleep(100_000)
      waited += 1
    }
    kill(stopped.process.processIdentifier, SIGTERM)
    let stop = stopped.finish()
    #expect(stopped.process.terminationReason == .uncaughtSignal)
    #expect(stop.status == SIGTERM)
    #expect(stop.lines.contains { $0.hasPrefix("Wrong version 1 of 4: ") })
    #expect(!stop.lines.contains { $0.hasPrefix("Wrong version 2 of 4: ") })
    #expect(
      stop.lines.last
        == "kata stopped by SIGTERM. The builds and test runs it started are ended; "
        + "nothing was left half-done.")
    #expect(try learner.read(interactorPath) == pristineInteractor)
    #expect(learner.git("status", "--porcelain") == "M \(specPath)")
    #expect(learner.processesRunningInTheTree() == [])
    for note in ["todo-katas-journal.json", "todo-katas-applied"] {
      #expect(!FileManager.default.fileExists(atPath: learner.root.path + "/.git/" + note))
    }

    // A good spec: two items due at the same instant, given in the wrong order.
    try learner.write(template.replacingSpec(with: Self.goodSpec), to: specPath)
    let good = learner.kata("check")
    #expect(good.status == 0)
    #expect(good.lines.contains("Your spec catches 4 of 4 wrong versions of the code."))
    #expect(
      good.lines.contains(
        "✔ Kata list-interactor-order-spec is done: your spec fails for every wrong version."))
    let ownSpec = learner.kata("compare")
    #expect(ownSpec.status == 0)
    #expect(ownSpec.lines.contains("+  dataManager.items = ["))
    let place = ownSpec.lines.firstIndex {
      $0.hasPrefix("The package's own spec (Specs/List/ListInteractorSpecs.swift:")
    }
    #expect(
      place.map { ownSpec.lines[$0 + 1] }
        == "  @Test func `each item is related to today, sorted by due date and then title`() async {"
    )

    _ = learner.git("commit", "-q", "-am", "my spec")
    #expect(learner.kata("reset").status == 0)
    #expect(learner.git("branch", "--show-current") == "main")
    #expect(learner.git("status", "--porcelain") == "")

    // The ownership kata: a spec that watches the presenter while the view is shown, and after.
    let lifetime = learner.kata("start", "module-lifetime-spec")
    #expect(lifetime.lines.first == "Kata 12 of 13: module-lifetime-spec (write the spec)")
    let lifetimePath = "Specs/Katas/ModuleLifetimeKata.swift"
    try learner.write(
      try learner.read(lifetimePath).replacingSpec(with: Self.lifetimeSpec), to: lifetimePath)
    let owned = learner.kata("check")
    #expect(owned.status == 0)
    let lifetimeCaughtBy =
      "  ✔ caught by \"the view keeps its presenter while shown, and both are freed with it\""
    #expect(
      owned.lines.drop { !$0.hasPrefix("Wrong version ") }.prefix(4) == [
        "Wrong version 1 of 2: a presenter that holds its view strongly: the two keep each other "
          + "alive after the view is released, a leak",
        lifetimeCaughtBy,
        "Wrong version 2 of 2: a view that holds its presenter weakly: the presenter is freed "
          + "while its form is still shown",
        lifetimeCaughtBy,
      ])
    #expect(
      owned.lines.contains(
        "✔ Kata module-lifetime-spec is done: your spec fails for every wrong version."))
    #expect(
      owned.lines.last
        == "Commit your work if you like, then go on: "
        + "swift run --package-path Katas kata start translated-message")
    #expect(learner.git("status", "--porcelain") == "M \(lifetimePath)")
    _ = learner.git("commit", "-q", "-am", "my lifetime spec")
    #expect(learner.kata("reset").status == 0)
    #expect(learner.git("branch", "--show-current") == "main")

    // A translated message: "Not deleted." is English in every language until it has a word of
    // its own in Word, its English, and its text in the nine tables, chosen by the presenter.
    let wordFiles = try #require(try copy.manifest().kata(named: "translated-message")).files
    let answer = try wordFiles.map { ($0, try learner.read($0)) }
    let translated = learner.kata("start", "13")
    #expect(translated.lines.first == "Kata 13 of 13: translated-message (make it green)")
    #expect(translated.lines.contains("  Sources/TodoVIPER/Resources/de.lproj/Localizable.strings"))
    let english = learner.kata("check")
    #expect(english.status == 1)
    #expect(
      english.lines.contains(
        "✘ GermanSpecs: the edit form: its prompts, the item, and every error of the edit interactor"
      ))
    #expect(
      english.lines.contains {
        $0.hasPrefix("  at GermanSpecs.swift:28:5: Expectation failed: ")
      })
    #expect(
      english.lines.contains {
        $0.hasPrefix("Hint: Only the edit form's \"not deleted\" label is wrong: it is English in")
      })
    #expect(english.lines.contains("0 of 8 specs pass."))
    let lookHere = learner.kata("hint")
    #expect(
      lookHere.lines.contains {
        $0.hasPrefix("Hint 1 of 3, where to look: The red specs are the edit-form specs of the")
      })
    #expect(!lookHere.output.contains("edit.notDeletedAfterNo"))
    for (path, text) in answer { try learner.write(text, to: path) }
    let spoken = learner.kata("check")
    #expect(spoken.status == 0)
    #expect(spoken.lines.contains("✔ All 8 specs pass: kata translated-message is done."))
    // The last kata of the list is done, not every kata: go on names the first not done.
    #expect(
      spoken.lines.last
        == "Commit your work if you like, then go on: "
        + "swift run --package-path Katas kata start list-presenter-display")
    let mine = learner.kata("compare")
    #expect(
      mine.lines.count(where: { $0 == "+\"edit.notDeletedAfterNo\" = \"Nicht gelöscht.\";" }) == 2)
    _ = learner.git("commit", "-q", "-am", "my word")
    #expect(learner.kata("reset").status == 0)
    #expect(learner.git("branch", "--show-current") == "main")
    #expect(learner.kata("list").lines.suffix(2).first == "4 of 13 katas done.")
  }

  /// A spec that passes against the package's code, and waits (ten minutes) while a wrong
  /// version is switched on: a check is stopped during that run.
  static let waitingSpec = """
      if ProcessInfo.processInfo.environment["TODO_KATA_WRONG"] != nil {
        try? await Task.sleep(for: .seconds(600))
      }
    """

  /// Weak references to the module, the view held in an optional, then released.
  static let lifetimeSpec = """
      weak var presenter: AddPresenter?
      weak var view: TerminalAddView?
      var shown: TerminalAddView?
      do {
        let module = makeModule()
        presenter = module.presenter
        view = module.view
        shown = module.view
      }

      #expect(shown === view)
      #expect(presenter != nil)
      shown = nil
      #expect(view == nil)
      #expect(presenter == nil)
    """

  /// Three items due on different days, none at the same instant.
  static let weakSpec = """
      dataManager.items = [
        TodoItem(id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z")),
        TodoItem(id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-26T09:00:00Z")),
        TodoItem(id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z")),
      ]

      await makeInteractor().findUpcomingItems()

      #expect(
        output.messages == [
          .foundUpcomingItems([
            UpcomingItem(
              id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z"),
              relation: .tomorrow),
            UpcomingItem(
              id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"),
              relation: .laterThisWeek),
            UpcomingItem(
              id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-26T09:00:00Z"),
              relation: .nextWeek),
          ])
        ])
    """

  /// The weak spec's items, and two more due at the same instant as the first, out of order.
  static let goodSpec = """
      dataManager.items = [
        TodoItem(id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z")),
        TodoItem(id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-26T09:00:00Z")),
        TodoItem(id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z")),
        TodoItem(id: .numbered(4), title: "Feed cat", dueDate: .iso("2014-05-22T08:00:00Z")),
      ]

      await makeInteractor().findUpcomingItems()

      #expect(
        output.messages == [
          .foundUpcomingItems([
            UpcomingItem(
              id: .numbered(4), title: "Feed cat", dueDate: .iso("2014-05-22T08:00:00Z"),
              relation: .tomorrow),
            UpcomingItem(
              id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z"),
              relation: .tomorrow),
            UpcomingItem(
              id: .numbered(1), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"),
              relation: .laterThisWeek),
            UpcomingItem(
              id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-26T09:00:00Z"),
              relation: .nextWeek),
          ])
        ])
    """
}

/// A learner at a shell in the package's root: runs `kata` and `git`, reads and writes files.
struct Learner {
  let root: URL

  /// `kata`, as built beside these tests.
  static let kata: URL = {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("kata")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    // Xcode's and `swift test`'s bundles on macOS: the products folder holds both.
    return Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("kata")
  }()

  struct Run {
    var status: Int32
    var output: String
    /// The lines printed, without the last one's line break.
    var lines: [String] {
      output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        .dropLast(output.hasSuffix("\n") ? 1 : 0)
    }
  }

  func kata(_ arguments: String...) -> Run {
    let result = Shell.run([Self.kata.path] + arguments, in: root)
    return Run(status: result.status, output: result.output)
  }

  /// `kata`, started and not waited for.
  struct Launched {
    let process: Process
    let log: URL

    /// Whether it has printed `line` yet.
    func said(_ line: String) -> Bool {
      ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(line)
    }

    /// Waits at most `seconds` for it to end, and ends it (SIGKILL, by its id) if it has not:
    /// then it says it was killed (status 9).
    func finish(within seconds: Double) -> Run {
      let deadline = Date().addingTimeInterval(seconds)
      while process.isRunning, Date() < deadline { usleep(50_000) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      return finish()
    }

    /// Waits for it to end; returns how it ended (a signal's number, when one ended it).
    func finish() -> Run {
      process.waitUntilExit()
      defer { try? FileManager.default.removeItem(at: log) }
      return Run(
        status: process.terminationStatus,
        output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
  }

  func launch(_ arguments: String...) -> Launched {
    launch(arguments)
  }

  /// `kata`, started and not waited for; with `path`, that folder first on its `PATH`.
  func launch(_ arguments: [String], path: URL? = nil) -> Launched {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try? FileHandle(forWritingTo: log)
    let process = Process()
    // As from a terminal: SIGINT and SIGTERM at their default, whatever the test runner ignores
    // (GNU env execs kata in its own place, so the process is kata's).
    #if os(Linux)
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["--default-signal=INT,TERM", Self.kata.path] + arguments
    #else
      process.executableURL = Self.kata
      process.arguments = arguments
    #endif
    process.currentDirectoryURL = root
    if let path {
      var environment = ProcessInfo.processInfo.environment
      environment["PATH"] = path.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
      process.environment = environment
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = handle
    try? process.run()
    try? handle?.close()
    return Launched(process: process, log: log)
  }

  #if os(Linux)
    /// `kata`, its standard output a pipe whose reader has gone, with SIGPIPE at its default
    /// (as from a shell: `kata hint | true`); returns how it ended and its standard error.
    func kataWritingToAClosedPipe(_ arguments: String...) -> Run {
      let errors = FileManager.default.temporaryDirectory
        .appendingPathComponent("kata-\(UUID().uuidString).log")
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      defer { try? FileManager.default.removeItem(at: errors) }
      let pipe = Pipe()
      try? pipe.fileHandleForReading.close()
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["--default-signal=PIPE", Self.kata.path] + arguments
      process.currentDirectoryURL = root
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = pipe
      process.standardError = try? FileHandle(forWritingTo: errors)
      try? process.run()
      try? pipe.fileHandleForWriting.close()
      process.waitUntilExit()
      return Run(
        status: process.terminationStatus,
        output: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
    }
  #endif

  /// The ids and command lines of the processes whose working folder is in the tree.
  ///
  /// None, once `kata` has ended. Read from `/proc`, where there is one.
  func processesRunningInTheTree() -> [String] {
    let proc = URL(fileURLWithPath: "/proc")
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: proc.path)) ?? []
    return ids.filter { Int32($0) != nil }.sorted().compactMap { id in
      let folder = proc.appendingPathComponent(id)
      guard
        let cwd = try? FileManager.default.destinationOfSymbolicLink(
          atPath: folder.appendingPathComponent("cwd").path),
        cwd == root.path || cwd.hasPrefix(root.path + "/")
      else { return nil }
      let command = (try? Data(contentsOf: folder.appendingPathComponent("cmdline")))
        .map { String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\0", with: " ") }
      return "\(id) \(command ?? "?")"
    }
  }

  /// Runs git and returns what it printed, trimmed.
  func git(_ arguments: String...) -> String {
    Shell.git(arguments, in: root).output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  func write(_ text: String, to path: String) throws {
    try text.write(to: root.appendingPathComponent(path), atomically: true, encoding: .utf8)
  }
}

extension String {
  /// The kata's spec file with the body of its one test replaced by `body`.
  func replacingSpec(with body: String) -> String {
    guard let start = range(of: "async {\n"), let end = range(of: "\n  }\n}", options: .backwards)
    else { return self }
    return String(self[..<start.upperBound]) + body + String(self[end.lowerBound...])
  }
}
