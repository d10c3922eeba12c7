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
    @Test func `a started run leaves none of its files open in the test process`() async throws {
      let running = try TodoRunner.start(
        [], input: "", executable: URL(fileURLWithPath: "/usr/bin/env"))
      _ = try await running.finish()

      let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")
      let open = descriptors.compactMap {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)")
      }
      #expect(open.filter { $0.hasPrefix(running.folder.path) } == [])
    }
  #endif
}
