import Fakes
import Foundation
import Testing
import TodoPlatform
import TodoVIPER

@testable import TodoFileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file store's system calls where a test must run them in a process of its own (see
/// `ChildProcessLimit`): with descriptor 0 closed, and on a file whose read fails.
struct StoreSystemCallsChildProcessTests {
  @Test func `with descriptor 0 closed, a store is read, saved and read again, its files closed`()
    async
  {
    // The library may be called by a program that closed its standard input: open(2) then
    // returns descriptor 0 for the next file, the store file's or the lock's. An expectation
    // that fails in the child reaches this process as a bare "Issue recorded" at the line of
    // `#expect(processExitsWith:)`, with only its comment: so each one says what it saw.
    await #expect(processExitsWith: .success) {
      ChildProcessLimit.start()
      let folder = try TemporaryDirectory()
      let path = folder.path("todo.json")
      try Data(#"{"version": 1, "items": []}"#.utf8).write(to: URL(fileURLWithPath: path))
      let store = JSONFileTodoStore(path: path)
      let milk = TodoItem(
        id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))
      await DescriptorZero.close()

      let read = try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)
      #expect(read == [], "the first read gave \(read)")
      try await store.add(milk)
      let readAgain = try await JSONFileTodoStore(path: path).todoItems(
        dueFrom: .distantPast, before: .distantFuture)
      #expect(readAgain == [milk], "the read after the save gave \(readAgain)")
      let left = OpenFiles.descriptors(inside: folder.url.path)
      #expect(left == [], "left open: \(left)")
    }
  }

  #if os(Linux)
    @Test func `a read that fails with an error other than a signal's is reported, not retried`()
      async
    {
      // Reading /proc/self/mem from its start fails with EIO, at once and every time.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let error = #expect(throws: StoreSystemCalls.Failure.self) {
          try StoreSystemCalls.contents(of: BytePath("/proc/self/mem"), unlessStamped: nil)
        }
        #expect(error?.code == EIO)
      }
    }
  #endif
}
