import Fakes
import Foundation
import Synchronization
import Testing
import TodoFileStore
import TodoPlatform
import TodoVIPER

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The default store's folder, once checked, is the folder it reads and saves in, whatever its
/// name comes to name meanwhile (../shared/hostile-5.md, H5-26): another user who may write the
/// folder that holds it renames it and puts a link to a folder of their own in its place, between
/// the check and the save.
///
/// The swap is made while the save waits for the lock, which the test holds: a save that waited a
/// second says so (`onLockWait`), and the test then swaps the folder and lets the lock go. A full
/// run's test (`TODO_SUITE=full`): the wait takes a second.
@Suite(.enabled(if: SuiteSize.isFull, "a full run of the suite: TODO_SUITE=full"))
struct JSONFileTodoStoreHeldFolderTests {
  let folder: TemporaryDirectory
  let home: String
  let data: String
  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))
  let rent = TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2026-11-24T00:00:00Z"))

  init() throws {
    folder = try TemporaryDirectory()
    home = folder.path("home")
    data = home + "/.local/share/viper-todo"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
  }

  func store(onLockWait: (@Sendable (String) -> Void)? = nil) -> JSONFileTodoStore {
    JSONFileTodoStore(
      path: BytePath(data + "/todos.json"), lockTimeout: .seconds(10), onLockWait: onLockWait,
      creatingFoldersBelow: BytePath(home))
  }

  @Test func `a folder swapped for a link between the check and the save keeps the save`()
    async throws
  {
    try await store().add(milk)
    let theirs = folder.path("theirs")
    try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
    let lock = open(data + "/todos.json.lock", O_RDONLY | O_CLOEXEC)
    try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
    let moved = home + "/.local/share/moved"
    let swapped = Mutex(false)

    try await store(onLockWait: { _ in
      // The other user's swap, as renameat2(RENAME_EXCHANGE) makes it in the report.
      let done =
        rename(data, moved) == 0
        && (try? FileManager.default.createSymbolicLink(atPath: data, withDestinationPath: theirs))
          != nil
      swapped.withLock { $0 = done }
      close(lock)
    }).add(rent)

    #expect(swapped.withLock { $0 })
    #expect(try FileManager.default.contentsOfDirectory(atPath: theirs) == [])
    #expect(
      try await JSONFileTodoStore(path: moved + "/todos.json").todoItems(
        dueFrom: .distantPast, before: .distantFuture) == [milk, rent])
  }
}
