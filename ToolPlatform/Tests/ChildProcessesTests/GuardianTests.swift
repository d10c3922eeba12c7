import Foundation
import Testing

@testable import ChildProcesses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The guardian cleans up after a tool that died, and only then.
struct GuardianTests {
  let folder: String

  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("guardian-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: folder + "/copy/Sources", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: folder + "/outside", withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: URL(fileURLWithPath: folder + "/outside/keep"))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/copy/Sources/out", withDestinationPath: folder + "/outside")
  }

  /// Starts `sleep 30` in a group of its own.
  func sleeper() throws -> pid_t {
    try Spawn.start(["/bin/sleep", "30"], in: "/", log: "/dev/null")
  }

  /// Waits for `pid` and returns the signal that ended it (0 when it exited).
  func signalThatEnded(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
    return status & 0x7f
  }

  @Test func `when the tool's end is not seen, its groups are ended and its folder removed`()
    throws
  {
    let running = try sleeper()
    let ended = try sleeper()
    var guardian: Guardian? = try Guardian.start(removing: folder + "/copy")
    let pid = try #require(guardian?.pid)
    guardian?.watch(group: running)
    guardian?.watch(group: ended)
    kill(ended, SIGKILL)
    _ = signalThatEnded(ended)
    guardian?.forget(group: ended)

    guardian = nil  // its end of the pipe closes, as the tool's would on SIGKILL
    _ = signalThatEnded(pid)

    #expect(signalThatEnded(running) == SIGKILL)
    #expect(!FileManager.default.fileExists(atPath: folder + "/copy"))
    #expect(try String(contentsOfFile: folder + "/outside/keep", encoding: .utf8) == "keep")
    try FileManager.default.removeItem(atPath: folder)
  }

  @Test func `a dismissed guardian leaves everything as it is`() throws {
    let running = try sleeper()
    let guardian = try Guardian.start(removing: folder + "/copy")
    guardian.watch(group: running)

    guardian.dismiss()

    #expect(kill(running, 0) == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "/copy/Sources"))
    kill(running, SIGKILL)
    _ = signalThatEnded(running)
    try FileManager.default.removeItem(atPath: folder)
  }
}
