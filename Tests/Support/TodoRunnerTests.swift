import Foundation
import Testing

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
