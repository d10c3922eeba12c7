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

/// The paths a store is given: symbolic links, with or without a target yet, and paths whose
/// bytes are not UTF-8.
struct JSONFileTodoStorePathTests {
  let folder: TemporaryDirectory
  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))

  init() throws {
    folder = try TemporaryDirectory()
  }

  func items(at path: String) async throws -> [TodoItem] {
    try await JSONFileTodoStore(path: path).todoItems(dueFrom: .distantPast, before: .distantFuture)
  }

  @Test func `a link to a file not made yet saves to the link's target, and the link stays`()
    async
    throws
  {
    try FileManager.default.createDirectory(
      atPath: folder.path("real"), withIntermediateDirectories: false)
    let link = folder.path("d.json")
    #expect(symlink("real/missing.json", link) == 0)

    try await JSONFileTodoStore(path: link).add(milk)

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/missing.json")
    #expect(try await items(at: folder.path("real/missing.json")) == [milk])
  }

  @Test func `a link through another link saves to the last target`() async throws {
    let first = folder.path("first.json")
    #expect(symlink("second.json", first) == 0)
    #expect(symlink(folder.path("target.json"), folder.path("second.json")) == 0)

    try await JSONFileTodoStore(path: first).add(milk)

    #expect(try await items(at: folder.path("target.json")) == [milk])
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: first) == "second.json")
  }

  @Test func `a link whose target's folder is missing is reported, and the link is kept`()
    async throws
  {
    let link = folder.path("d.json")
    #expect(symlink("nowhere/missing.json", link) == 0)
    let store = JSONFileTodoStore(path: link)
    let message = "cannot save to \(link): the folder \(folder.path("nowhere")) does not exist"

    let validating = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.validate()
    }
    let saving = await #expect(throws: JSONFileTodoStoreError.self) { try await store.add(milk) }

    #expect(validating?.description == message)
    #expect(saving?.description == message)
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: link) == "nowhere/missing.json")
  }

  @Test func `a loop of links is reported, not followed for ever`() async throws {
    let link = folder.path("loop.json")
    #expect(symlink("loop.json", link) == 0)

    let error = await #expect(throws: JSONFileTodoStoreError.self) {
      try await JSONFileTodoStore(path: link).add(milk)
    }

    #expect(
      error?.description
        == "cannot use \(link) as a store file: Too many levels of symbolic links")
  }

  @Test func `a path that is not UTF-8 is used byte for byte`() async throws {
    let bytes = Array(folder.path("caf").utf8) + [0xE9] + Array(".json".utf8)
    let store = JSONFileTodoStore(path: BytePath(bytes: bytes))

    try await store.add(milk)

    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 2)
    #expect(access(bytes.map { CChar(bitPattern: $0) } + [0], F_OK) == 0)
    #expect(try await store.todoItems(dueFrom: .distantPast, before: .distantFuture) == [milk])
    #expect(store.path == folder.path("caf") + "\\x{E9}.json")
  }

  @Test func `a path too long for the system is named, and nothing is claimed about a file`()
    async
    throws
  {
    let path = folder.path(String(repeating: "a", count: 300) + ".json")

    let error = await #expect(throws: JSONFileTodoStoreError.self) {
      try await JSONFileTodoStore(path: path).validate()
    }

    #expect(error == .badPath(path: path, reason: .systemError(ENAMETOOLONG)))
    #expect(error?.description == "cannot use \(path) as a store file: File name too long")
  }
}
