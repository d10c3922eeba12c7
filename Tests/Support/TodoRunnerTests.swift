import Foundation
import Synchronization
import Testing
import TodoTerminal

/// The runner itself: every program it starts lives in a folder of the run's own, home
/// included, so that no test reads or writes the home of the person who runs the suite.
struct TodoRunnerTests {
  @Test func `a run's HOME is an empty folder of its own, and its XDG_DATA_HOME is beside it`()
    async throws
  {
    let running = try TodoRunner.start(
      [], input: "", executable: URL(fileURLWithPath: "/usr/bin/env"))
    let result = try await running.finish()

    let folder = running.folder.path
    let lines = result.output.split(separator: "\n").filter {
      $0.hasPrefix("HOME=") || $0.hasPrefix("XDG_DATA_HOME=")
    }
    #expect(lines.sorted() == ["HOME=\(folder)/home", "XDG_DATA_HOME=\(folder)/data"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/home") == [])
  }

  @Test func `a run's own environment can replace its HOME and XDG_DATA_HOME`() async throws {
    let result = try await TodoRunner.run(
      [], inputBytes: Data(), environment: ["HOME": "/nowhere", "XDG_DATA_HOME": ""],
      executable: URL(fileURLWithPath: "/usr/bin/env"))

    let lines = result.output.split(separator: "\n").filter {
      $0.hasPrefix("HOME=") || $0.hasPrefix("XDG_DATA_HOME=")
    }
    #expect(lines.sorted() == ["HOME=/nowhere", "XDG_DATA_HOME="])
  }

  /// A clone in a folder only its owner may enter (root's home, mode 0700) must pass as any
  /// other: so the `todo` another user runs is a copy, with its translations, in a folder that
  /// every user may enter, as an installed `todo` would be, and never the build folder's.
  @Test func `the todo another user runs is a copy every user can reach, with its translations`()
    throws
  {
    let installed = try #require(TodoRunner.installedForOtherUsers)
    let folder = installed.todo.deletingLastPathComponent()
    let translations = folder.appendingPathComponent(ResourceBundle.names[0])
      .appendingPathComponent("de.lproj/Localizable.strings")

    #expect(installed.todo.lastPathComponent == "todo")
    #expect(
      FileManager.default.contentsEqual(
        atPath: installed.todo.path, andPath: TodoRunner.executable.path))
    #expect(
      FileManager.default.contentsEqual(
        atPath: translations.path,
        andPath: TodoRunner.executable.deletingLastPathComponent()
          .appendingPathComponent(ResourceBundle.names[0] + "/de.lproj/Localizable.strings").path))
    // Every folder from the root down may be entered by others, and the files read by them.
    var closed: [String] = []
    var path = translations
    while path.path != "/" {
      var info = stat()
      if stat(path.path, &info) != 0 || info.st_mode & (path == translations ? 0o004 : 0o001) == 0 {
        closed.append(path.path)
      }
      path.deleteLastPathComponent()
    }
    #expect(closed == [])
    #expect(!installed.todo.path.hasPrefix(TodoRunner.executable.deletingLastPathComponent().path))
  }

  /// Waiting for what a run shows ends when the run has ended: nothing it could still print
  /// is worth the rest of the wait (a test that waits a minute for a prompt of a `todo` that
  /// a mutant ended at its run limit would wait that minute).
  @Test func `a wait for a run that has ended asks once and returns`() async throws {
    let running = try TodoRunner.start(
      [], input: "", executable: URL(fileURLWithPath: "/usr/bin/env"))
    _ = try await running.finish()

    var asked = 0
    try await running.wait(every: .milliseconds(10), attempts: 500) { _ in
      asked += 1
      return false
    }
    #expect(asked == 1)
  }

  /// A run past its limit is ended by its id, and the runner says so on standard error: the
  /// mutation tool takes that line as its stage's time-out (Mutants/README.md).
  @Test func `a run past its limit is ended, and the runner names it and its limit`() async throws {
    let reports = Reports()
    let started = Mutex<Int32>(0)
    let running = try TodoRunner.start(
      ["30"], executable: URL(fileURLWithPath: "/bin/sleep"), limit: .seconds(1),
      report: { reports.add($0) }, afterStart: { pid in started.withLock { $0 = pid } })
    let result = try await running.finish()

    let pid = started.withLock { $0 }
    #expect(result.status == SIGKILL)
    #if os(Linux)
      // `sleep` uses no processor time to speak of: a hundredth of a second at most.
      let expected = try Regex(
        #"todo \(process "# + "\(pid)"
          + #"\) ran past its run limit of 1 s, having used 0\.0[01] s of processor, and was ended\n"#
      )
      #expect(reports.all.count == 1)
      #expect(reports.all.allSatisfy { $0.wholeMatch(of: expected) != nil }, "\(reports.all)")
    #else
      #expect(
        reports.all == ["todo (process \(pid)) ran past its run limit of 1 s and was ended\n"])
    #endif
  }

  @Test func `the run-limit line gives the processor time a run used, when it is known`() {
    #expect(
      TodoRunner.Running.runLimitReport(pid: 42, seconds: 10, processor: 3.456)
        == "todo (process 42) ran past its run limit of 10 s, having used 3.46 s of processor,"
        + " and was ended\n")
    #expect(
      TodoRunner.Running.runLimitReport(pid: 42, seconds: 40, processor: nil)
        == "todo (process 42) ran past its run limit of 40 s and was ended\n")
  }

  /// What a test's runner reported, from the thread that ends a run.
  final class Reports: Sendable {
    private let lines = Mutex<[String]>([])
    func add(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }

  #if os(Linux)
    /// A run's own files are open in the test process only while it starts: Foundation keeps a
    /// descriptor it reads past 1024 in a `select`, and a suite that kept three a run open for as
    /// long as a run may last once hung there at its end, with 1002 of them.
    @Test func `a finished run leaves none of its files open in the test process`() async throws {
      let running = try TodoRunner.start(
        [], input: "", executable: URL(fileURLWithPath: "/usr/bin/env"))
      _ = try await running.finish()

      #expect(OpenFiles.descriptors(inside: running.folder.path) == [])
    }

    /// Foundation reaps an ended process on a thread of its own and calls the termination
    /// handler set by then, and no other: a program that ends at once (`env`, on a loaded
    /// machine) must not end before the runner watches it, or its test waits for ever.
    @Test func `a run that ended and was reaped before the runner returned is seen to have ended`()
      async throws
    {
      let running = try TodoRunner.start([], executable: URL(fileURLWithPath: "/bin/true")) {
        pid in
        // Until Foundation has reaped it: no entry for the process in /proc any more.
        for _ in 0..<1_000 where FileManager.default.fileExists(atPath: "/proc/\(pid)") {
          usleep(10_000)
        }
      }

      // Bounded, so that a run that is never seen to end fails here instead of hanging.
      let finishing = Task { try await running.finish().status }
      let status = await withTaskGroup(of: Int32?.self) { group in
        group.addTask { try? await finishing.value }
        group.addTask {
          try? await Task.sleep(for: .seconds(30))
          return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        finishing.cancel()
        return first
      }
      #expect(status == 0)
    }
  #endif
}
