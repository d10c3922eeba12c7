import Fakes
import Foundation
import Testing
import TodoPlatform
import TodoVIPER

@testable import TodoFileStore

#if os(Linux)
  /// The file store's system calls, seen from the outside: what it reads from a file that says
  /// it has no size (those under `/proc`), the descriptors a save leaves open, and the folder's
  /// flush after the rename.
  struct StoreSystemCallsTests {
    @Test func `a file that says it has no size is read whole`() throws {
      let expected = try #require(FileManager.default.contents(atPath: "/proc/version"))

      let contents = try StoreSystemCalls.contents(
        of: StorePath(BytePath("/proc/version")), unlessStamped: nil)

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

    @Test func `a save opens the folder after the rename, to flush the new name to disk`()
      async throws
    {
      // fsync(2) itself leaves no trace a test can see, but the folder's open before it does.
      let folder = try TemporaryDirectory()
      let watch = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      try #require(watch >= 0)
      defer { close(watch) }
      try #require(inotify_add_watch(watch, folder.url.path, UInt32(IN_OPEN | IN_MOVED_TO)) >= 0)

      try await JSONFileTodoStore(path: folder.path("todo.json")).add(
        TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))

      var buffer = [UInt8](repeating: 0, count: 65_536)
      let count = read(watch, &buffer, buffer.count)
      try #require(count > 0)
      // Each event: descriptor, mask, cookie and name length (4 bytes each), then the name.
      var events: [String] = []
      var offset = 0
      while offset < count {
        func field(_ index: Int) -> UInt32 {
          buffer.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset + 4 * index, as: UInt32.self)
          }
        }
        let nameBytes = buffer[(offset + 16)..<(offset + 16 + Int(field(3)))].prefix { $0 != 0 }
        let name = String(decoding: nameBytes, as: UTF8.self)
        let isOpen = field(1) & UInt32(IN_OPEN) != 0
        events.append((isOpen ? "open " : "moved to ") + (name.isEmpty ? "the folder" : name))
        offset += 16 + Int(field(3))
      }
      let afterRename = events.drop { $0 != "moved to todo.json" }
      #expect(Array(afterRename) == ["moved to todo.json", "open the folder"])
    }
  }
#endif
