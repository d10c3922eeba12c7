import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoVIPER

/// Store files of version 1, written by `todo` before items had identities
/// (`Tests/FileStore/Fixtures/StoreFiles`), and files of a version this program does not know.
///
/// A version-1 file is read as before and left as it is; each item's identity is derived from
/// the file's content, the same at every read; the first save writes version 2, with every item,
/// identity and unknown key. The expected identities were worked out by a separate
/// implementation of the derivation (64-bit FNV-1a twice, in Python), not by this program.
struct StoreFileVersionTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/StoreFiles")

  /// A copy of a fixture in the test's folder, and its bytes.
  func copy(of fixture: String) throws -> (path: String, bytes: Data) {
    let path = folder.path(fixture)
    let bytes = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
    try bytes.write(to: URL(fileURLWithPath: path))
    return (path, bytes)
  }

  func everything(in path: String) async throws -> [TodoItem] {
    try await JSONFileTodoStore(path: path).todoItems(
      dueFrom: .distantPast, before: .distantFuture)
  }

  /// The four items of `version-1.json`, with the identities their places and texts give them.
  let versionOneItems = [
    TodoItem(
      id: .init(uuidText: "18a7296e-847f-8173-8923-de7928c6293c"), title: "Buy milk",
      dueDate: .iso("2026-11-23T00:00:00Z")),
    TodoItem(
      id: .init(uuidText: "6510f724-42a7-86a2-9e0c-c88eaf8528f9"), title: "Buy milk",
      dueDate: .iso("2026-11-23T00:00:00Z")),
    TodoItem(
      id: .init(uuidText: "d21d8cc6-bd84-8e13-ae5a-414b8bba42b4"), title: "Call mum",
      dueDate: .iso("2026-11-27T00:00:00Z")),
    TodoItem(
      id: .init(uuidText: "bb77ce91-a2bf-8ee3-a958-0d92aaad76b4"), title: "Pay rent",
      dueDate: .iso("2026-11-30T08:30:00Z")),
  ]

  @Test func `a version-1 file is read as before, and reading leaves it as it was`() async throws {
    let (path, before) = try copy(of: "version-1.json")

    let store = JSONFileTodoStore(path: path)
    try await store.validate()
    let items = try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)

    #expect(items == versionOneItems)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func `every read of a version-1 file gives the same identities, alike items two`()
    async throws
  {
    let (path, _) = try copy(of: "version-1.json")

    let first = try await everything(in: path).map(\.id)
    let second = try await everything(in: path).map(\.id)

    #expect(first == second)
    #expect(Set(first).count == 4)
  }

  @Test func `the first save writes version 2, with every item, identity and unknown key`()
    async throws
  {
    let (path, _) = try copy(of: "version-1-unknown-keys.json")

    try await JSONFileTodoStore(path: path).add(
      TodoItem(id: .numbered(1), title: "Pay rent", dueDate: .iso("2026-11-30T10:00:00Z")))

    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == """
        {
          "items" : [
            {
              "due" : "2026-11-23T00:00:00Z",
              "id" : "18a7296e-847f-8173-8923-de7928c6293c",
              "title" : "Buy milk"
            },
            {
              "due" : "2026-11-24T07:00:00.5+01:00",
              "id" : "ca56167a-367f-8cba-a10b-0e6b3d6ca35b",
              "tags" : [
                "home"
              ],
              "title" : "Water the plants"
            },
            {
              "due" : "2026-11-30T10:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000001",
              "title" : "Pay rent"
            }
          ],
          "owner" : {
            "name" : "another tool"
          },
          "version" : 2
        }

        """)
  }

  @Test func `after the first save, the items keep the identities they were read with`()
    async throws
  {
    let (path, _) = try copy(of: "version-1.json")
    let read = try await everything(in: path)

    try await JSONFileTodoStore(path: path).add(
      TodoItem(id: .numbered(1), title: "Water plants", dueDate: .iso("2026-12-01T00:00:00Z")))

    #expect(try await everything(in: path).filter { $0.id != .numbered(1) } == read)
  }

  @Test func `a file of version 3 is refused at launch, byte for byte untouched`() async throws {
    let path = folder.path("todo.json")
    let bytes = Data(
      #"{"version": 3, "items": [{"id": 7, "due": "tomorrow"}], "future": true}"#.utf8)
    try bytes.write(to: URL(fileURLWithPath: path))

    let result = try await TodoRunner.run(
      ["--store", path, "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC"],
      input: Script.add("Buy milk", due: "2026-11-23"))

    #expect(
      result
        == .init(
          output: "",
          error: "todo: \(path): not a to-do file: unknown version 3 (this app reads versions 1 "
            + "and 2)\ntodo: the file was left as it was: fix it, move it away, or give another "
            + "--store path\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }
}

extension TodoItem.ID {
  /// Returns the identity of a UUID written out in a spec.
  fileprivate init(uuidText: String) {
    guard let id = TodoItem.ID(uuidText) else { preconditionFailure("not a UUID: \(uuidText)") }
    self = id
  }
}
