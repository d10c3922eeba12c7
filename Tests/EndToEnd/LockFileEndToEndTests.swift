import Fakes
import Foundation
import Testing
import TodoVIPER

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock file beside a store, when someone has put something else there.
///
/// A symbolic link, a FIFO or a folder at `<store>.lock`: `todo` never follows a link there,
/// never blocks on it, and refuses anything but a regular file at once. The item typed is
/// reported as not stored, and nothing is made anywhere else.
struct LockFileEndToEndTests {
  let folder: TemporaryDirectory
  let options = ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2"]
  let noContent = "Nothing to do from today through the end of next week.\n"

  init() throws {
    folder = try TemporaryDirectory()
  }

  func refusal(_ path: String, lockIs kind: String) -> String {
    "error: lines \(Script.entryLines()): The item was not saved: cannot save to \(path): the lock file \(path).lock "
      + "is \(kind), not a regular file; remove it\n"
  }

  @Test(.enabled(if: TodoRunner.runsOtherUserTests, "needs root, setpriv and a full run"))
  func `a symbolic link at the lock path is refused, and nothing is made where it points`()
    async throws
  {
    // A setgid group folder; a member of the group points the lock path at a file elsewhere.
    let shared = folder.path("shared")
    let elsewhere = folder.path("elsewhere")
    for (path, mode) in [(shared, mode_t(0o2775)), (elsewhere, 0o777)] {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      try #require(chown(path, 0, OtherUsers.group) == 0 && chmod(path, mode) == 0)
    }
    let path = shared + "/todo.json"
    let target = elsewhere + "/created-by-todo"
    try FileManager.default.createSymbolicLink(atPath: path + ".lock", withDestinationPath: target)
    try #require(lchown(path + ".lock", OtherUsers.first, OtherUsers.group) == 0)

    let byMember = try await TodoRunner.run(
      asUser: OtherUsers.second, groups: [OtherUsers.group], umask: "002",
      options + ["--store", path],
      input: Script.add("Buy milk", due: "2026-11-23"))
    let byRoot = try await TodoRunner.run(
      options + ["--store", path], input: Script.add("Buy milk", due: "2026-11-23"))

    for result in [byMember, byRoot] {
      #expect(
        result
          == .init(
            output: noContent, error: refusal(path, lockIs: "a symbolic link"), status: 1))
    }
    #expect(!FileManager.default.fileExists(atPath: target))
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path + ".lock") == target)
  }

  @Test(.timeLimit(.minutes(1)))
  func `a FIFO at the lock path is refused at once, and does not hang the save`() async throws {
    let path = folder.path("s.json")
    try #require(mkfifo(path + ".lock", 0o644) == 0)

    let result = try await TodoRunner.run(
      options + ["--store", path], input: Script.add("Buy milk", due: "2026-11-23"))

    #expect(result == .init(output: noContent, error: refusal(path, lockIs: "a FIFO"), status: 1))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func `a folder at the lock path is refused, and the file is left as it was`() async throws {
    let path = folder.path("todo.json")
    let before = Data(
      #"{"version": 1, "items": [{"title": "Buy milk", "due": "2026-11-23T00:00:00Z"}]}"#.utf8)
    try before.write(to: URL(fileURLWithPath: path))
    try FileManager.default.createDirectory(
      atPath: path + ".lock", withIntermediateDirectories: false)

    let result = try await TodoRunner.run(
      options + ["--store", path], input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n", error: refusal(path, lockIs: "a folder"),
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}
