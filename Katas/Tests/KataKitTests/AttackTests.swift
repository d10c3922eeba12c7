import Foundation
import Testing

@testable import KataKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The attacks of the fifth hostile round on the kata tool, each stopped.
///
/// A branch that shares its name with a tag, a checkout git could not finish, two replays at
/// once, a lock file that is a link, escapes in what the tool shows, a run that checks nothing.
/// Each test runs `kata` as built, in a copy of the package it makes and removes, and builds
/// nothing.
struct AttackTests {
  @Test func `reset goes back to a branch that a tag shares its name with, not to a detached HEAD`()
    throws
  {
    try inACopy { learner in
      _ = learner.git("checkout", "-q", "-b", "release")
      _ = learner.git("tag", "release")
      #expect(learner.kata("start", "2").status == 0)

      let reset = learner.kata("reset")

      #expect(reset.status == 0)
      #expect(
        reset.lines.first
          == "Back on release, with the tree as it was before kata list-interactor-order-spec.")
      #expect(learner.git("symbolic-ref", "HEAD") == "refs/heads/release")
    }
  }

  #if os(Linux)
    /// Makes the folder `path` of the copy one whose entries git cannot change: immutable for
    /// root (`chattr +i`, which root obeys), read-only for anyone else; returns how to undo it.
    func freeze(_ folder: URL) -> () -> Void {
      if getuid() == 0 {
        _ = Shell.run(["chattr", "+i", folder.path], in: folder)
        return { _ = Shell.run(["chattr", "-i", folder.path], in: folder) }
      }
      chmod(folder.path, 0o555)
      return { chmod(folder.path, 0o755) }
    }

    @Test
    func `a start git cannot finish, in a folder it may not write, is undone and names the file`()
      throws
    {
      try inACopy { learner in
        let path = "Sources/TodoVIPER/List/ListInteractor.swift"
        let answer = try learner.read(path)
        let thaw = freeze(learner.root.appendingPathComponent("Sources/TodoVIPER/List"))
        defer { thaw() }

        let start = learner.kata("start", "1")

        #expect(start.status == 2)
        #expect(
          start.lines.contains(
            "kata: git could not write every file of kata/list-interactor-window: \(path) "
              + "(is its folder one you may not write?); you are on main again, as before."))
        #expect(learner.git("symbolic-ref", "HEAD") == "refs/heads/main")
        #expect(learner.git("status", "--porcelain") == "")
        #expect(try learner.read(path) == answer)
        #expect(learner.git("branch", "--list", "kata/*") == "")
        thaw()
        #expect(
          learner.kata("list").lines.last
            == "Start: swift run --package-path Katas kata start list-interactor-window")
      }
    }
  #endif
}

extension AttackTests {
  @Test
  func `a replay of the tutorials waits for no one: while a command holds the lock, it is refused`()
    throws
  {
    try inACopy { learner in
      let workspace = try Workspace(from: learner.root)
      let lock = try Lock(of: workspace)
      defer { lock.release() }

      let replay = learner.kata("tutorials", "ChangeAnItemByItsIdentity")

      #expect(replay.status == 2)
      #expect(
        replay.lines == [
          "kata: another kata command (process \(getpid())) is running in this package: wait for "
            + "it to end, or end it (kill \(getpid())), then run this one again"
        ])
      #expect(!FileManager.default.fileExists(atPath: learner.root.path + "/.build/kata-tutorials"))
    }
  }
}

extension AttackTests {
  @Test func `a lock file that is a link is refused, and the file it names is left as it was`()
    throws
  {
    try inACopy { learner in
      let victim = learner.root.appendingPathComponent("notes.txt")
      try "line1\nline2\n".write(to: victim, atomically: true, encoding: .utf8)
      _ = learner.git("add", "notes.txt")
      _ = learner.git("commit", "-qm", "notes")
      let lock = learner.root.appendingPathComponent(".git/todo-katas.lock")
      try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: victim)

      let list = learner.kata("list")

      #expect(list.status == 2)
      #expect(
        list.lines == [
          "kata: cannot open as a lock \(lock.path): it is a symbolic link, which is not "
            + "followed here: remove it (rm \(lock.path)), then run this one again"
        ])
      #expect(try String(contentsOf: victim, encoding: .utf8) == "line1\nline2\n")
    }
  }
}

extension AttackTests {
  @Test func `a name typed on the command line, and the specs' output, are shown escaped`() throws {
    try inACopy { learner in
      let start = learner.kata("start", "\u{1B}]0;OWNED\u{7}\u{1B}[2J")

      #expect(start.status == 2)
      #expect(!start.output.contains("\u{1B}"))
      #expect(
        start.lines.first?.hasPrefix("There is no kata '\\u{1B}]0;OWNED\\u{7}\\u{1B}[2J'.") == true)
    }
    let report = TestReport.reading(
      "✘ Test \"a spec\u{1B}[2J\" recorded an issue at A.swift:3:5: Expectation failed: "
        + "(title → \"\u{1B}]0;x\u{7}\") == \"\"\n✘ Test \"a spec\u{1B}[2J\" failed after 0.1 seconds.\n"
    )
    #expect(
      report.issues["a spec\\u{1B}[2J"] == [
        "at A.swift:3:5: Expectation failed: (title → \"\\u{1B}]0;x\\u{7}\") == \"\""
      ])
    #expect(
      TestReport.buildErrors(in: "/p/A.swift:1:2: error: cannot find '\u{1B}[31m' in scope\n")
        == ["/p/A.swift:1:2: error: cannot find '\\u{1B}[31m' in scope"])
  }
}

extension AttackTests {
  @Test func `a replay of no tutorial, or a verify of no kata, fails instead of passing`() throws {
    try inACopy { learner in
      let tutorials = try learner.read("Katas/tutorials.json")
      let cut = try #require(tutorials.range(of: "\"tutorials\": ["))
      try learner.write(
        String(tutorials[..<cut.lowerBound]) + "\"tutorials\": []\n}\n", to: "Katas/tutorials.json")
      try learner.write("{\"katas\": []}\n", to: "Katas/katas.json")

      let replay = learner.kata("tutorials", "--no-build")
      let verify = learner.kata("verify")

      #expect(replay.status == 1)
      #expect(
        replay.lines == [
          "kata tutorials: Katas/tutorials.json names no tutorial: there is nothing to replay."
        ])
      #expect(verify.status == 1)
      #expect(
        verify.lines == [
          "kata verify: Katas/katas.json names no kata: there is nothing to check."
        ])
    }
  }
}
