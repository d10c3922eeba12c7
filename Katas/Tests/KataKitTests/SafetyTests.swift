import Foundation
import Testing

@testable import KataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tool never loses a learner's work.
///
/// Each command all or nothing, one at a time, over a clean tree only. Each test runs `kata` as built, in a copy of the package it makes and
/// removes, and builds nothing (the end-to-end learner stops a check half-way, in its build).
struct SafetyTests {
  @Test func `a start whose patch does not apply changes nothing, and nothing counts as done`()
    throws
  {
    try inACopy { learner in
      let path = "Sources/TodoVIPER/List/ListInteractor.swift"
      let code = try learner.read(path)
      try learner.write(
        code.replacingOccurrences(
          of: "    let items: [TodoItem]\n", with: "    let found: [TodoItem]\n"),
        to: path)
      _ = learner.git("commit", "-q", "-am", "A change kata 1's patch does not expect")
      let before = learner.git("rev-parse", "HEAD")

      let start = learner.kata("start", "list-interactor-window")

      #expect(start.status == 2)
      #expect(
        start.lines.first?.hasPrefix(
          "kata: the patch Katas/Exercises/01-list-interactor-window/start.patch does not apply "
            + "to this code (")
          == true)
      #expect(learner.git("branch", "--show-current") == "main")
      #expect(learner.git("rev-parse", "HEAD") == before)
      #expect(learner.git("branch", "--list", "kata/*") == "")
      #expect(learner.git("status", "--porcelain") == "")
      let reset = learner.kata("reset")
      #expect(reset.lines == ["No kata or tutorial is under way: there is nothing to reset."])
      #expect(learner.git("branch", "--show-current") == "main")
      #expect(
        learner.kata("list").lines.last
          == "Start: swift run --package-path Katas kata start list-interactor-window")
    }
  }

  @Test
  func `reset and start refuse changes git has not committed, name them, and say how to keep them`()
    throws
  {
    try inACopy { learner in
      #expect(learner.kata("start", "1").status == 0)
      let path = "Sources/TodoVIPER/List/ListInteractor.swift"
      try learner.write("// my attempt\n", to: path)
      try learner.write("notes\n", to: "Notes.txt")

      let reset = learner.kata("reset")

      #expect(reset.status == 2)
      #expect(
        reset.lines == [
          "You have changes git has not committed:",
          "  \(path)",
          "  Notes.txt",
          "kata never works over them, nor commits them for you. To keep them, commit them "
            + "(`git add -A && git commit -m \"my attempt\"`) or put them aside "
            + "(`git stash --include-untracked`), then run `kata reset` again.",
        ])
      #expect(learner.git("branch", "--show-current") == "kata/list-interactor-window")
      #expect(
        learner.git("log", "-1", "--format=%s")
          == "kata list-interactor-window: the starting state")
      #expect(try learner.read(path) == "// my attempt\n")
      #expect(try learner.read("Notes.txt") == "notes\n")

      let start = learner.kata("start", "2")

      #expect(start.status == 2)
      #expect(
        start.lines.last
          == "kata never works over them, nor commits them for you. To keep them, commit them "
          + "(`git add -A && git commit -m \"my attempt\"`) or put them aside "
          + "(`git stash --include-untracked`), then run `kata start 2` again.")
      #expect(learner.git("branch", "--show-current") == "kata/list-interactor-window")
      #expect(try learner.read(path) == "// my attempt\n")

      _ = learner.git("add", "-A")
      _ = learner.git("commit", "-q", "-m", "my attempt")
      #expect(learner.kata("reset").status == 0)
      #expect(learner.git("branch", "--show-current") == "main")
      #expect(
        learner.git("log", "-1", "--format=%s", "kata/list-interactor-window") == "my attempt")
    }
  }

  @Test
  func `a stopped check's note whose wrong version is not in the tree is dropped, not obeyed`()
    throws
  {
    try inACopy { learner in
      #expect(learner.kata("start", "list-interactor-order-spec").status == 0)
      let note = learner.root.appendingPathComponent(".git/todo-katas-applied")
      try "02-list-interactor-order-spec/wrong-store-order.patch".write(
        to: note, atomically: true, encoding: .utf8)

      let reset = learner.kata("reset")

      #expect(reset.status == 0)
      #expect(
        reset.lines.first
          == "A stopped check's note names the wrong version "
          + "02-list-interactor-order-spec/wrong-store-order.patch, which is not in the tree: the "
          + "note is dropped, and the tree is left as it is.")
      #expect(learner.git("branch", "--show-current") == "main")
      #expect(learner.git("status", "--porcelain") == "")
      #expect(!FileManager.default.fileExists(atPath: note.path))
      #expect(learner.kata("start", "2").status == 0)
      #expect(learner.git("branch", "--show-current") == "kata/list-interactor-order-spec")
    }
  }

  @Test func `a stopped check's wrong version still in the tree is taken out by the next command`()
    throws
  {
    try inACopy { learner in
      #expect(learner.kata("start", "list-interactor-order-spec").status == 0)
      let path = "Sources/TodoVIPER/List/ListInteractor.swift"
      let code = try learner.read(path)
      _ = learner.git(
        "apply", "Katas/Exercises/02-list-interactor-order-spec/wrong-title-only.patch")
      #expect(try learner.read(path) != code)
      try "02-list-interactor-order-spec/wrong-title-only.patch".write(
        to: learner.root.appendingPathComponent(".git/todo-katas-applied"), atomically: true,
        encoding: .utf8)

      let hint = learner.kata("hint")

      #expect(
        hint.lines.first
          == "A check was stopped while the wrong version "
          + "02-list-interactor-order-spec/wrong-title-only.patch was in the tree: it is taken out."
      )
      #expect(try learner.read(path) == code)
      #expect(learner.git("status", "--porcelain") == "")
    }
  }

  @Test func `while another command holds the lock, start changes nothing and names its holder`()
    throws
  {
    try inACopy { learner in
      let refused = holdingTheLock(of: learner, writing: "\(getpid())\n") {
        learner.kata("start", "1")
      }

      #expect(refused.status == 2)
      #expect(refused.lines == [Self.refusalNamingThisTest])
      #expect(learner.git("branch", "--show-current") == "main")
      #expect(learner.git("branch", "--list", "kata/*") == "")
    }
  }

  #if os(Linux)
    @Test func `a holder that has not written its id yet is named as the kernel lists its lock`()
      throws
    {
      try inACopy { learner in
        let refused = holdingTheLock(of: learner, writing: nil) { learner.kata("list") }

        #expect(refused.status == 2)
        #expect(refused.lines == [Self.refusalNamingThisTest])
      }
    }
  #endif

  /// What a command refused by the lock that this test holds says.
  static let refusalNamingThisTest =
    "kata: another kata command (process \(getpid())) is running in this package: wait for it "
    + "to end, or end it (kill \(getpid())), then run this one again"

  /// Runs `body` while this test holds the lock of `learner`'s package, as a command does, the
  /// file holding `holder` (nothing, as when a command has only just taken the lock, for `nil`).
  func holdingTheLock<Result>(
    of learner: Learner, writing holder: String?, _ body: () -> Result
  ) -> Result {
    let path = learner.root.appendingPathComponent(".git/todo-katas.lock").path
    let held = open(path, O_RDWR | O_CREAT, 0o644)
    #expect(held >= 0)
    #expect(flock(held, LOCK_EX | LOCK_NB) == 0)
    if let holder {
      _ = Array(holder.utf8).withUnsafeBytes { pwrite(held, $0.baseAddress, $0.count, 0) }
    }
    defer {
      flock(held, LOCK_UN)
      close(held)
    }
    return body()
  }

  @Test func `a lock left by a command that ended is taken over, and said so`() throws {
    try inACopy { learner in
      let ended = Shell.run(["sh", "-c", "echo $$"], in: learner.root).output
        .trimmingCharacters(in: .whitespacesAndNewlines)
      try "\(ended)\n".write(
        to: learner.root.appendingPathComponent(".git/todo-katas.lock"), atomically: true,
        encoding: .utf8)

      let start = learner.kata("start", "1")

      #expect(start.status == 0)
      #expect(
        start.lines.first
          == "A kata command (process \(ended)) ended without releasing its lock: it is taken over."
      )
      #expect(learner.git("branch", "--show-current") == "kata/list-interactor-window")
      #expect(try learner.read(".git/todo-katas.lock") == "")
    }
  }

  @Test
  func
    `two starts at once: each kata's branch holds its own starting state, and no other branch is made`()
    throws
  {
    try inACopy { learner in
      let main = learner.git("rev-parse", "main")
      for round in 1...3 {
        let first = learner.launch("start", "list-interactor-window")
        let second = learner.launch("start", "list-interactor-order-spec")
        let runs = [first.finish(), second.finish()]

        for run in runs {
          #expect(
            run.status == 0
              || run.output.contains("kata: another kata command (process "),
            "round \(round): \(run.output)")
        }
        let branches = learner.git("branch", "--format=%(refname:short)")
          .split(separator: "\n").map(String.init).sorted()
        let made = runs.filter { $0.status == 0 }.count
        #expect(
          Set(branches).isSubset(
            of: ["main", "kata/list-interactor-window", "kata/list-interactor-order-spec"]),
          "round \(round): \(branches)")
        #expect(branches.count == 1 + made, "round \(round): \(branches)")
        if branches.contains("kata/list-interactor-window") {
          #expect(
            learner.git("diff", "--name-only", main, "kata/list-interactor-window")
              == "Sources/TodoVIPER/List/ListInteractor.swift")
          #expect(learner.git("rev-parse", "kata/list-interactor-window~1") == main)
        }
        if branches.contains("kata/list-interactor-order-spec") {
          #expect(
            learner.git("diff", "--name-only", main, "kata/list-interactor-order-spec")
              == "Specs/Katas/ListOrderKata.swift")
          #expect(learner.git("rev-parse", "kata/list-interactor-order-spec~1") == main)
        }
        #expect(learner.git("status", "--porcelain") == "", "round \(round)")
        #expect(learner.kata("reset").status == 0)
        #expect(learner.git("branch", "--show-current") == "main")
        for branch in branches where branch != "main" { _ = learner.git("branch", "-D", branch) }
      }
    }
  }

  #if os(Linux)
    @Test func `a process kata inherited and did not start is left running`() throws {
      try inACopy { learner in
        let file = learner.root.appendingPathComponent(".build/decoy")
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)

        // The shell starts a sleep, then becomes kata: the sleep is kata's child from its first
        // moment, and kata never started it.
        let list = Shell.run(
          [
            "sh", "-c", "sleep 300 & echo $! > \"$0\"; exec \"$1\" list", file.path,
            Learner.kata.path,
          ],
          in: learner.root)

        let decoy = id(in: file)
        #expect(list.status == 0)
        #expect(decoy != nil)
        #expect(decoy.map(isRunning) == true)
        if let decoy { kill(decoy, SIGKILL) }
      }
    }
  #endif

  #if os(Linux)
    @Test func `a reader that goes away ends the output, not the command: the hint level is saved`()
      throws
    {
      try inACopy { learner in
        #expect(learner.kata("start", "1").status == 0)

        let hint = learner.kataWritingToAClosedPipe("hint")

        #expect(hint.status == 0)
        #expect(
          hint.output
            == "kata: cannot write to standard output: Broken pipe; the command goes on to its "
            + "end, and says nothing more there\n")
        let progress = try Workspace(from: learner.root).progress()
        #expect(progress.hintLevel == 1)
        #expect(try learner.read(".git/todo-katas.lock") == "")
        #expect(learner.kata("hint").lines.first?.hasPrefix("Hint 2 of 3") == true)
      }
    }
  #endif

  #if os(Linux)
    /// A `git` of the test's own, first on `PATH`, that kills the kata command running it
    /// (SIGKILL, as a power cut would stop it) when asked to check out a kata's branch: a start
    /// is stopped after it made the branch and before it checked it out.
    static func gitThatStopsAStart(calling git: String) -> String {
      """
      #!/bin/sh
      case "$*" in *"switch --quiet --no-guess kata/"*) kill -9 $PPID; exit 1 ;; esac
      exec \(git) "$@"
      """
    }

    @Test
    func
      `a start stopped before its checkout is undone, but a branch the learner committed to is kept`()
      throws
    {
      try inACopy { learner in
        let bin = learner.root.appendingPathComponent(".build/stopping-git")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let git = bin.appendingPathComponent("git")
        let realGit = Shell.run(["sh", "-c", "command -v git"], in: learner.root).output
          .trimmingCharacters(in: .whitespacesAndNewlines)
        try Self.gitThatStopsAStart(calling: realGit).write(
          to: git, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: git.path)
        let branch = "kata/list-presenter-display"

        // Stopped with nothing done on the branch: the start is undone, its branch deleted.
        #expect(learner.launch(["start", "3"], path: bin).finish(within: 60).status == SIGKILL)
        #expect(learner.git("branch", "--list", branch) == branch)
        let undone = learner.kata("list")
        #expect(
          undone.lines.contains(
            "A start of kata list-presenter-display did not finish: it is undone, and you are on "
              + "main."))
        #expect(learner.git("branch", "--list", "kata/*") == "")

        // Stopped again; the learner checks the branch out by hand and commits on it.
        #expect(learner.launch(["start", "3"], path: bin).finish(within: 60).status == SIGKILL)
        _ = learner.git("checkout", "-q", branch)
        try learner.write("// my work\n", to: "Notes.swift")
        _ = learner.git("add", "Notes.swift")
        _ = learner.git("commit", "-q", "-m", "my work")
        let mine = learner.git("rev-parse", "HEAD")
        _ = learner.git("checkout", "-q", "main")

        let kept = learner.kata("list")

        #expect(kept.status == 0)
        #expect(
          kept.lines.contains(
            "A start of kata list-presenter-display did not finish: it is undone, but its branch "
              + "\(branch) is kept, as it is no longer the starting state the start made (the "
              + "commits on it may be yours); you are on main. `kata start list-presenter-display` "
              + "takes it up."))
        #expect(learner.git("rev-parse", branch) == mine)
        #expect(learner.git("branch", "--show-current") == "main")
        let resumed = learner.kata("start", "3")
        #expect(resumed.status == 0)
        #expect(resumed.lines.contains("You are on branch \(branch), where you left this kata."))
        #expect(learner.git("rev-parse", "HEAD") == mine)
      }
    }
  #endif

  #if os(Linux)
    /// A `swift` of the test's own, first on `PATH`, whose build starts a compiler in a session
    /// (and so a process group) of its own, as SwiftPM's build system starts each compiler, and
    /// that compiler one more process; each writes its id into `folder`, then waits.
    static let swiftWhoseCompilersLeaveItsGroup = """
      #!/bin/sh
      folder="$(dirname "$0")"
      setsid sh -c 'sleep 300 & echo $! > "$0/grandchild"; echo $$ > "$0/compiler"; wait' \
        "$folder" &
      echo $$ > "$folder/swift-build"
      wait
      """

    @Test func `Ctrl-C during a check's build ends every process the build started, by its id`()
      throws
    {
      try inACopy { learner in
        #expect(learner.kata("start", "1").status == 0)
        let bin = learner.root.appendingPathComponent(".build/fake-swift")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let swift = bin.appendingPathComponent("swift")
        try Self.swiftWhoseCompilersLeaveItsGroup.write(
          to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: swift.path)

        let check = learner.launch(["check"], path: bin)
        let names = ["swift-build", "compiler", "grandchild"]
        var waited = 0
        while !names.allSatisfy({ id(in: bin.appendingPathComponent($0)) != nil }), waited < 600 {
          usleep(100_000)
          waited += 1
        }
        kill(check.process.processIdentifier, SIGINT)
        let stopped = check.finish(within: 60)

        #expect(stopped.status == SIGINT)
        #expect(
          stopped.lines.last
            == "kata stopped by Ctrl-C (SIGINT). The builds and test runs it started are ended; "
            + "nothing was left half-done.")
        let ids = names.compactMap { id(in: bin.appendingPathComponent($0)) }
        #expect(ids.count == 3)
        #expect(ids.filter(isRunning) == [])
        #expect(learner.processesRunningInTheTree() == [])
        for id in ids where isRunning(id) { kill(id, SIGKILL) }
      }
    }

    /// The process id written in `file`, if it has one yet.
    func id(in file: URL) -> Int32? {
      (try? String(contentsOf: file, encoding: .utf8))
        .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Whether the process `id` is running: it is there, and not a zombie waiting to be reaped.
    func isRunning(_ id: Int32) -> Bool {
      guard let stat = try? String(contentsOfFile: "/proc/\(id)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return false }
      return !stat[stat.index(after: close)...].hasPrefix(" Z")
    }
  #endif
}
