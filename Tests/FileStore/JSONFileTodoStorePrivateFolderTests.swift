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

  @Test(arguments: [(0o777, 0o700), (0o730, 0o700), (0o703, 0o700), (0o755, 0o755)])
  func `a save or the check at launch makes the folder private where others may write it`(
    _ before: Int, _ after: Int
  ) async throws {
    let data = home + "/.local/share/viper-todo"
    try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: before], ofItemAtPath: data)
    let store = store()

    _ = try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)
    let read = try mode(data)
    try await store.add(milk)
    let saved = try mode(data)
    try FileManager.default.setAttributes([.posixPermissions: before], ofItemAtPath: data)
    try await store.validate()

    #expect(read == before)
    #expect(saved == after)
    #expect(try mode(data) == after)
    #expect(OpenFiles.descriptors(inside: folder.url.path) == [])
    #expect(try await store.todoItems(dueFrom: .distantPast, before: .distantFuture) == [milk])
  }

  @Test func `a symbolic link of the user's own to a folder of the user's own is followed`()
    async throws
  {
    let mine = folder.path("mine")
    try FileManager.default.createDirectory(
      atPath: home + "/.local/share", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: mine, withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: home + "/.local/share/viper-todo", withDestinationPath: mine)

    try await store().add(milk)

    #expect(
      try FileManager.default.contentsOfDirectory(atPath: mine).sorted() == [
        "todos.json", "todos.json.lock",
      ])
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

  @Test func `a file where the store's own folder should be stands for no items, and is named`()
    async throws
  {
    try FileManager.default.createDirectory(
      atPath: home + "/.local/share", withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: home + "/.local/share/viper-todo"))
    let store = store()

    try await store.validate()
    let listed = try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)
    let error = await #expect(throws: JSONFileTodoStoreError.self) { try await store.add(milk) }

    #expect(listed == [])
    #expect(
      error.map { Words.english.text($0.message) }
        == "cannot save to \(path): cannot make the folder \(home)/.local/share/viper-todo: File "
        + "exists")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: home + "/.local/share/viper-todo"))
        == Data("mine".utf8))
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

// MARK: - What another user owns

/// A private store's folder, and the file and lock file in it, must be the user's own: what
/// another user owns there could swap the items or send a save anywhere, so it is refused,
/// named, and nothing is read or written through it. Root gives the files to user 65534 with
/// `chown`, and the store runs as root, whom the attack aims at.
extension JSONFileTodoStorePrivateFolderTests {
  /// What another user owns, and where.
  enum Theirs: String, CaseIterable, CustomTestStringConvertible {
    case folder, linkToTheirFolder, theirLinkToYourFolder, yourLinkToTheirFolder
    case storeFile, storeLink, lockFile

    var testDescription: String { rawValue }
  }

  /// Makes what `theirs` says, user 65534's, and returns the path the refusal names and what
  /// it says is there.
  func make(_ theirs: Theirs) throws -> (path: String, kind: String) {
    let nobody: uid_t = 65_534
    let data = home + "/.local/share/viper-todo"
    try FileManager.default.createDirectory(
      atPath: home + "/.local/share", withIntermediateDirectories: true)
    let theirFolder = folder.path("theirs")
    let yourFolder = folder.path("yours")
    try FileManager.default.createDirectory(atPath: theirFolder, withIntermediateDirectories: false)
    try #require(chown(theirFolder, nobody, nobody) == 0)
    try FileManager.default.createDirectory(atPath: yourFolder, withIntermediateDirectories: false)
    func link(_ link: String, to target: String, owner: uid_t) throws {
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
      try #require(lchown(link, owner, owner) == 0)
    }
    switch theirs {
    case .folder:
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      try #require(chown(data, nobody, nobody) == 0)
      return (data, "a folder")
    case .linkToTheirFolder:
      try link(data, to: theirFolder, owner: nobody)
      return (data, "a symbolic link")
    case .theirLinkToYourFolder:
      try link(data, to: yourFolder, owner: nobody)
      return (data, "a symbolic link")
    case .yourLinkToTheirFolder:
      try link(data, to: theirFolder, owner: 0)
      return (data, "a folder")
    case .storeFile:
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      try Data(#"{"version": 2, "items": []}"#.utf8).write(to: URL(fileURLWithPath: path))
      try #require(chown(path, nobody, nobody) == 0)
      return (path, "a regular file")
    case .storeLink:
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      try link(path, to: folder.path("planted.json"), owner: nobody)
      return (path, "a symbolic link")
    case .lockFile:
      try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: false)
      try Data().write(to: URL(fileURLWithPath: path + ".lock"))
      try #require(chown(path + ".lock", nobody, nobody) == 0)
      return (path + ".lock", "a regular file")
    }
  }

  @Test(
    .enabled(if: geteuid() == 0, "needs root, to give files to another user"),
    arguments: Theirs.allCases)
  func `what another user owns in the private folder is refused, and nothing is written`(
    _ theirs: Theirs
  ) async throws {
    let (named, kind) = try make(theirs)
    let before = try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).sorted()
    let store = store()

    let validated = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.validate()
    }
    let listed = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)
    }
    let saved = await #expect(throws: JSONFileTodoStoreError.self) { try await store.add(milk) }

    let refusal =
      "cannot use \(path) as a store file: \(named) (\(kind)) belongs to user 65534, not to you "
      + "(user 0): that user could swap your items or redirect your saves; move it away, and the "
      + "next save makes a new one, private to you"
    #expect(validated.map { Words.english.text($0.message) } == refusal)
    #expect(listed.map { Words.english.text($0.message) } == refusal)
    #expect(saved.map { Words.english.text($0.message) } == refusal)
    #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.url.path).sorted() == before)
  }
}
