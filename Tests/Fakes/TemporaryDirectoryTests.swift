import Fakes
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The test folders in `/dev/shm`: named with the id of the process that made them, and swept
/// when that process has ended, so a run that crashed leaves no memory behind for long.
struct TemporaryDirectoryTests {
  @Test func `a folder's name holds the id of the process that made it`() throws {
    let folder = try TemporaryDirectory()

    #expect(folder.url.lastPathComponent.hasPrefix("viper-todo-\(getpid())-"))
  }

  /// The id of a process that has ended: one started and waited for.
  func endedProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test(.enabled(if: geteuid() == 0, "gives a folder to another user"))
  func `the sweep removes this user's folders of ended processes, and keeps every other`()
    throws
  {
    let ended = try endedProcessID()
    let tail = UUID().uuidString
    let parent = TemporaryDirectory.parent
    func make(_ name: String, owner: uid_t? = nil) throws -> URL {
      let url = parent.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      try FileManager.default.createDirectory(
        at: url.appendingPathComponent("inside"), withIntermediateDirectories: false)
      if let owner { try #require(chown(url.path, owner, owner) == 0) }
      return url
    }
    let endedOwn = try make("viper-todo-\(ended)-\(tail)")
    let endedOther = try make("viper-todo-\(ended)-other-\(tail)", owner: OtherUsers.first)
    let live = try make("viper-todo-\(getpid())-live-\(tail)")
    // Named by an earlier version: its first group has 8 digits, and is no process id.
    let unnamed = try make("viper-todo-12345678-\(tail.dropFirst(9))")
    defer {
      for url in [endedOwn, endedOther, live, unnamed] {
        try? FileManager.default.removeItem(at: url)
      }
    }

    TemporaryDirectory.sweepEndedRuns()

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
    #expect(!exists(endedOwn))
    #expect([exists(endedOther), exists(live), exists(unnamed)] == [true, true, true])
  }
}
