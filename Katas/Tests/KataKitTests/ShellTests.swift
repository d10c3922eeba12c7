import Foundation
import Testing

@testable import KataKit

/// The children the tool runs: a long one reports that it is still running.
struct ShellTests {
  /// Ticks said while a program runs, kept by the test.
  final class Ticks {
    var said: [Double] = []
  }

  @Test func `a program still running after each interval is reported, with the time so far`()
    throws
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-shell-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let signal = folder.appendingPathComponent("reported")
    let ticks = Ticks()

    // The program waits until the first report has been made (and at most 500 sleeps of 10 ms,
    // far beyond the first report, so a tool that never reports fails this test, not hangs it).
    let waits = "for i in $(seq 500); do [ -e reported ] && break; sleep 0.01; done; echo ended"
    let result = Shell.run(["sh", "-c", waits], in: folder, every: 0.25) { seconds in
      ticks.said.append(seconds)
      _ = FileManager.default.createFile(atPath: signal.path, contents: nil)
    }

    #expect(result.status == 0)
    #expect(result.output == "ended\n")
    #expect(ticks.said.first == 0.25)
    #expect(ticks.said == ticks.said.indices.map { Double($0 + 1) * 0.25 })
  }

  @Test func `a program without an interval is not reported on`() {
    let result = Shell.run(["sh", "-c", "echo quick"], in: FileManager.default.temporaryDirectory)

    #expect(result.status == 0)
    #expect(result.output == "quick\n")
  }
}
