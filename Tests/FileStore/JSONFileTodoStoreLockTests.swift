import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoVIPER

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A save while another program holds the store's lock: it says it waits, then goes on when the
/// lock is released, or gives up after its time with nothing lost.
struct JSONFileTodoStoreLockTests {
  let folder: TemporaryDirectory
  let path: String
  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.json")
  }

  /// Holds an exclusive `flock` on the store's lock file, as another `todo` saving would.
  func holdLock() throws -> Int32 {
    let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    try #require(descriptor >= 0)
    try #require(flock(descriptor, LOCK_EX) == 0)
    return descriptor
  }

  /// The lock paths a store said it waited for.
  ///
  /// Behind an `NSLock`, which ThreadSanitizer sees, not a `Mutex`: the futex a contended
  /// `Mutex` waits on is invisible to it, and it would report a race that is not there.
  final class WaitRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    /// Records that the store waited for `lockPath`.
    func record(_ lockPath: String) { lock.withLock { paths.append(lockPath) } }

    /// Every lock path recorded, in order.
    var lockPaths: [String] { lock.withLock { paths } }
  }

  @Test func `a save says after a second that it waits for the lock, and goes on when released`()
    async
    throws
  {
    let held = try holdLock()
    let recorder = WaitRecorder()
    // A timeout far beyond the wait: the store's 20 ms sleeps are woken by the cooperative
    // threads, which the tests running alongside may hold for many seconds under a sanitizer.
    let store = JSONFileTodoStore(
      path: path, lockTimeout: .seconds(600),
      onLockWait: { lockPath in
        recorder.record(lockPath)
        close(held)  // the other program finishes its save
      })

    try await store.add(milk)

    #expect(recorder.lockPaths == [path + ".lock"])
    #expect(try await store.todoItems(dueFrom: .distantPast, before: .distantFuture) == [milk])
  }

  @Test func `a save that gets the lock at once says nothing`() async throws {
    let recorder = WaitRecorder()
    let store = JSONFileTodoStore(
      path: path, lockTimeout: .seconds(30),
      onLockWait: { lockPath in recorder.record(lockPath) })

    try await store.add(milk)

    #expect(recorder.lockPaths == [])
  }

  @Test func `a save gives up after its time, and nothing is lost`() async throws {
    let held = try holdLock()
    defer { close(held) }
    try #"{"version": 1, "items": []}"#.write(toFile: path, atomically: false, encoding: .utf8)
    let store = JSONFileTodoStore(path: path, lockTimeout: .seconds(1), onLockWait: { _ in })

    let error = await #expect(throws: JSONFileTodoStoreError.self) { try await store.add(milk) }

    #expect(
      error?.description
        == "cannot save to \(path): another program has held the lock file \(path).lock for "
        + "1 s; nothing was saved, try again")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"version": 1, "items": []}"#)
  }

  @Test func `a save cancelled while it waits for the lock stops at once, and nothing is lost`()
    async throws
  {
    let held = try holdLock()
    defer { close(held) }
    try #"{"version": 1, "items": []}"#.write(toFile: path, atomically: false, encoding: .utf8)
    let store = JSONFileTodoStore(path: path, lockTimeout: .seconds(2), onLockWait: { _ in })
    let milk = milk

    let save = Task { try await store.add(milk) }
    save.cancel()

    let error = await #expect(throws: JSONFileTodoStoreError.self) { try await save.value }
    #expect(
      error?.description
        == "cannot save to \(path): the save was cancelled while waiting for the lock file "
        + "\(path).lock; nothing was saved")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == #"{"version": 1, "items": []}"#)
  }
}
