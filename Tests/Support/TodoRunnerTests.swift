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
}
