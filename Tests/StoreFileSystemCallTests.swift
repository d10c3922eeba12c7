import Fakes
import Foundation
import Testing
import TodoVIPER

@testable import TodoFileStore

#if os(Linux)
  /// The file store's system calls, seen from the outside: what it reads from a file that says
  /// it has no size (those under `/proc`), and the descriptors a save leaves open.
  struct StoreFileSystemCallTests {
    @Test func `a file that says it has no size is read whole`() throws {
      let expected = try #require(FileManager.default.contents(atPath: "/proc/version"))

      let contents = try StoreFile.contents(of: StorePath("/proc/version"), unlessStamped: nil)

      guard case .read(let data, let stamp) = contents else {
        Issue.record("read \(contents)")
        return
      }
      #expect(stamp.size == 0)
      #expect(String(decoding: data.prefix(14), as: UTF8.self) == "Linux version ")
      #expect(data == expected)
    }

    @Test func `a save leaves no descriptor open on the store, its lock or its folder`()
      async throws
    {
      let folder = try TemporaryDirectory()
      let store = JSONFileTodoStore(path: folder.path("todo.json"))

      try await store.add(
        TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
      try await store.add(TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .may21AtNoon))

      // Where this process's descriptors lead, among the folder and the paths in it.
      let files = FileManager.default
      let descriptors = try files.contentsOfDirectory(atPath: "/proc/self/fd")
        .compactMap { try? files.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0) }
        .filter { $0.hasPrefix(folder.url.path) }
      #expect(descriptors == [])
    }
  }
#endif
