import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoPlatform
import TodoVIPER

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A store that makes its own folders, private to the user, as the default store does: the
/// folders below one that exists are made on the first save, and by nothing else.
struct JSONFileTodoStorePrivateFolderTests {
  let folder: TemporaryDirectory
  let home: String
  let path: String
  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))

  init() throws {
    folder = try TemporaryDirectory()
    home = folder.path("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
    path = home + "/.local/share/viper-todo/todos.json"
  }

  func store() -> JSONFileTodoStore {
    JSONFileTodoStore(path: BytePath(path), creatingFoldersBelow: BytePath(home))
  }

  /// The permission bits of what is at `path`.
  func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test func `checking and reading a store whose folders are missing makes nothing`()
    async throws
  {
    let store = store()

    try await store.validate()
    let items = try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)

    #expect(items == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: home) == [])
  }

  @Test func `the first save makes each missing folder 0700, and the file and its lock 0600`()
    async throws
  {
    try await store().add(milk)

    #expect(try mode(home + "/.local") == 0o700)
    #expect(try mode(home + "/.local/share") == 0o700)
    #expect(try mode(home + "/.local/share/viper-todo") == 0o700)
    #expect(try mode(path) == 0o600)
    #expect(try mode(path + ".lock") == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: home + "/.local/share/viper-todo")
        .sorted()
        == ["todos.json", "todos.json.lock"])
    #expect(
      try await JSONFileTodoStore(path: path).todoItems(
        dueFrom: .distantPast, before: .distantFuture) == [milk])
  }

  @Test func `folders that exist are left as they are`() async throws {
    try FileManager.default.createDirectory(
      atPath: home + "/.local/share", withIntermediateDirectories: true,
      attributes: [.posixPermissions: 0o755])

    try await store().add(milk)

    #expect(try mode(home + "/.local/share") == 0o755)
    #expect(try mode(home + "/.local/share/viper-todo") == 0o700)
  }

  @Test func `a file where a folder should be is named when the save fails, and left as it was`()
    async throws
  {
    try Data("mine".utf8).write(to: URL(fileURLWithPath: home + "/.local"))
    let store = store()

    try await store.validate()
    let listed = try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)
    let error = await #expect(throws: JSONFileTodoStoreError.self) { try await store.add(milk) }

    #expect(listed == [])
    #expect(
      error.map { Words.english.text($0.message) }
        == "cannot save to \(path): cannot make the folder \(home)/.local: File exists")
    #expect(try Data(contentsOf: URL(fileURLWithPath: home + "/.local")) == Data("mine".utf8))
  }

  @Test func `a folder that exists only below the existing one is not made above it`()
    async throws
  {
    let store = JSONFileTodoStore(
      path: BytePath(folder.path("missing/home/data/todos.json")),
      creatingFoldersBelow: BytePath(folder.path("missing/home")))

    let error = await #expect(throws: JSONFileTodoStoreError.self) { try await store.add(milk) }

    #expect(
      error.map { Words.english.text($0.message) }
        == "cannot save to \(folder.path("missing/home/data/todos.json")): cannot make the folder "
        + "\(folder.path("missing/home/data")): No such file or directory")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["home"])
  }
}
