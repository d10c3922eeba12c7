import Fakes
import Foundation
import Testing
import TodoVIPER

@testable import TodoFileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file store's system calls where a test must run them in a process of its own (see
/// `ChildProcessLimit`): with descriptor 0 closed, and on a file whose read fails.
struct StoreFileChildProcessTests {
  @Test func `with descriptor 0 closed, a store is read, saved and read again, and 0 stays closed`()
    async
  {
    // The library may be called by a program that closed its standard input: open(2) then
    // returns descriptor 0 for the next file, the store file's or the lock's.
    await #expect(processExitsWith: .success) {
      ChildProcessLimit.start()
      let folder = try TemporaryDirectory()
      let path = folder.path("todo.json")
      try Data(#"{"version": 1, "items": []}"#.utf8).write(to: URL(fileURLWithPath: path))
      let store = JSONFileTodoStore(path: path)
      let milk = TodoItem(
        id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))
      close(0)

      #expect(try await store.todoItems(dueFrom: .distantPast, before: .distantFuture) == [])
      try await store.add(milk)
      #expect(
        try await JSONFileTodoStore(path: path).todoItems(
          dueFrom: .distantPast, before: .distantFuture) == [milk])
      #expect(fcntl(0, F_GETFD) == -1)
    }
  }

  #if os(Linux)
    @Test func `a read that fails with an error other than a signal's is reported, not retried`()
      async
    {
      // Reading /proc/self/mem from its start fails with EIO, at once and every time.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let error = #expect(throws: StoreFile.Failure.self) {
          try StoreFile.contents(of: StorePath("/proc/self/mem"), unlessStamped: nil)
        }
        #expect(error?.code == EIO)
      }
    }
  #endif
}
