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

/// The JSON file adapter's own behaviour, outside the shared store contract: the file's exact
/// text, round trips, bad files left untouched, unwritable paths and concurrent writers.
///
/// Each test gets a fresh temporary folder, removed when it ends.
struct JSONFileTodoStoreTests {
  /// The reason a save was refused with, in English, or `nil` when it was not refused so.
  @MainActor
  func notStoredReason(_ save: () async throws -> Void) async -> String? {
    do {
      try await save()
    } catch AddEntryError.notStored(let reason) {
      return reason.description
    } catch {}
    return nil
  }

  let folder: TemporaryDirectory
  let path: String

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.json")
  }

  let everything = (from: Date.iso("1970-01-01T00:00:00Z"), to: Date.iso("2100-01-01T00:00:00Z"))

  func contents(of path: String) throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  // MARK: - The file

  @Test func `items saved by one store are found by a fresh store on the same path`() async throws {
    let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))
    let rent = TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2026-11-30T10:00:00Z"))
    let saving = JSONFileTodoStore(path: path)
    try await saving.add(rent)
    try await saving.add(milk)

    let reading = JSONFileTodoStore(path: path)

    #expect(
      try await reading.todoItems(dueFrom: everything.from, before: everything.to) == [milk, rent])
  }

  @Test func `the file is a pretty-printed, versioned document with sorted keys, in due order`()
    async
    throws
  {
    let store = JSONFileTodoStore(path: path)
    try await store.add(
      TodoItem(id: .numbered(3), title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z")))
    try await store.add(
      TodoItem(
        id: .numbered(4), title: #"Call Zoë / "Mum""#, dueDate: .iso("2014-05-22T09:00:00.25Z")))

    #expect(
      try contents(of: path) == #"""
        {
          "items" : [
            {
              "due" : "2014-05-22T09:00:00.25Z",
              "id" : "00000000-0000-0000-0000-000000000004",
              "title" : "Call Zoë / \"Mum\""
            },
            {
              "due" : "2014-05-31T10:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000003",
              "title" : "Pay rent"
            }
          ],
          "version" : 2
        }

        """#)
  }

  @Test func `a save leaves the file and its lock file, and no temporary file`() async throws {
    try await JSONFileTodoStore(path: path).add(
      TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))

    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        == ["todo.json", "todo.json.lock"])
  }

  @Test func `a save removes the temporary files a killed save left, and nothing else`()
    async throws
  {
    let manager = FileManager.default
    // Left by a save killed before its rename: the name a save gives, 16 hexadecimal digits.
    try Data("half".utf8).write(
      to: folder.url.appendingPathComponent("todo.json.tmp-0123456789abcdef"))
    // Not a save's: a shorter name, another store's, a folder with a save's name.
    try Data("keep".utf8).write(to: folder.url.appendingPathComponent("todo.json.tmp-0123"))
    try Data("keep".utf8).write(
      to: folder.url.appendingPathComponent("other.json.tmp-0123456789abcdef"))
    try manager.createDirectory(
      atPath: folder.path("todo.json.tmp-fedcba9876543210"), withIntermediateDirectories: false)

    try await JSONFileTodoStore(path: path).add(
      TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))

    #expect(
      try manager.contentsOfDirectory(atPath: folder.url.path).sorted() == [
        "other.json.tmp-0123456789abcdef", "todo.json", "todo.json.lock", "todo.json.tmp-0123",
        "todo.json.tmp-fedcba9876543210",
      ])
  }

  @Test func `sub-second instants round-trip exactly, before and after 2001`() async throws {
    let instants = [
      Date(timeIntervalSinceReferenceDate: 423_273_599.123_456_789),
      Date(timeIntervalSinceReferenceDate: 800_000_000.0.nextUp),
      Date(timeIntervalSinceReferenceDate: -0.3),
      Date(timeIntervalSinceReferenceDate: (-0.3).nextUp),
      Date(timeIntervalSinceReferenceDate: -978_307_199.9),
      Date(timeIntervalSinceReferenceDate: 1e-5),
    ]
    let items = instants.enumerated().map {
      TodoItem(id: .numbered(100 + $0.offset), title: "Item \($0.offset)", dueDate: $0.element)
    }
    let saving = JSONFileTodoStore(path: path)
    for item in items { try await saving.add(item) }

    let found = try await JSONFileTodoStore(path: path).todoItems(
      dueFrom: everything.from, before: everything.to)

    #expect(Set(found) == Set(items))
    #expect(found.count == 6)
  }

  @Test func `an instant is written as UTC with only the fractional digits it needs`() async throws
  {
    let store = JSONFileTodoStore(path: path)
    try await store.add(
      TodoItem(
        id: .numbered(6), title: "Before 2001", dueDate: Date(timeIntervalSinceReferenceDate: -0.3))
    )
    try await store.add(
      TodoItem(id: .numbered(7), title: "Milliseconds", dueDate: .iso("2014-05-31T23:59:59.999Z")))

    #expect(
      try contents(of: path) == """
        {
          "items" : [
            {
              "due" : "2000-12-31T23:59:59.7Z",
              "id" : "00000000-0000-0000-0000-000000000006",
              "title" : "Before 2001"
            },
            {
              "due" : "2014-05-31T23:59:59.999Z",
              "id" : "00000000-0000-0000-0000-000000000007",
              "title" : "Milliseconds"
            }
          ],
          "version" : 2
        }

        """)
  }

  @Test func `a hand-written file with offsets and items out of order is read in due order`()
    async
    throws
  {
    try #"""
    {"version": 1, "items": [
      {"title": "Later", "due": "2026-11-22T19:00:00.5-05:30"},
      {"title": "Sooner", "due": "2026-11-23T02:00:00+02:00", "note": "ignored"}
    ]}
    """#.write(toFile: path, atomically: false, encoding: .utf8)

    #expect(
      try await JSONFileTodoStore(path: path).todoItems(
        dueFrom: everything.from, before: everything.to
      ).map(\.titleAndDue)
        == [
          TitleAndDue("Sooner", .iso("2026-11-23T00:00:00Z")),
          TitleAndDue("Later", .iso("2026-11-23T00:30:00.5Z")),
        ])
  }

  @Test func `a completed item stays in the file, with the instant it was done`() async throws {
    let store = JSONFileTodoStore(path: path)
    try await store.add(
      TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
    try await store.add(
      TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2026-11-30T10:00:00Z")))

    try await store.complete(.numbered(1), at: .iso("2026-11-22T18:30:00.25Z"))

    #expect(
      try contents(of: path) == """
        {
          "items" : [
            {
              "completed" : "2026-11-22T18:30:00.25Z",
              "due" : "2026-11-23T00:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000001",
              "title" : "Buy milk"
            },
            {
              "due" : "2026-11-30T10:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000002",
              "title" : "Pay rent"
            }
          ],
          "version" : 2
        }

        """)
  }

  @Test func `an item that is not found leaves the file as it was, byte for byte`() async throws {
    let store = JSONFileTodoStore(path: path)
    try await store.add(
      TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let inode = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int

    await #expect(throws: TodoItemNotFound(id: .numbered(7))) {
      try await store.remove(
        TodoItem(id: .numbered(7), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
    }

    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
  }

  @Test func `a store sees what another store on the same path saved since it last read`()
    async throws
  {
    let first = JSONFileTodoStore(path: path)
    let second = JSONFileTodoStore(path: path)
    let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))
    let rent = TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2026-11-30T10:00:00Z"))
    #expect(try await first.todoItems(dueFrom: everything.from, before: everything.to) == [])

    try await second.add(rent)
    try await first.add(milk)

    #expect(
      try await first.todoItems(dueFrom: everything.from, before: everything.to) == [milk, rent])
    #expect(
      try await second.todoItems(dueFrom: everything.from, before: everything.to) == [milk, rent])
  }

  // MARK: - Missing files and folders

  @Test func `a missing file is an empty store, created by the first save`() async throws {
    let store = JSONFileTodoStore(path: path)

    try await store.validate()
    #expect(try await store.todoItems(dueFrom: everything.from, before: everything.to) == [])
    #expect(!FileManager.default.fileExists(atPath: path))

    try await store.add(
      TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func `a missing folder is reported when validating and when saving, and not created`()
    async
    throws
  {
    let missing = folder.path("missing")
    let store = JSONFileTodoStore(path: missing + "/todo.json")
    let message = "cannot save to \(missing)/todo.json: the folder \(missing) does not exist"

    let validating = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.validate()
    }
    let saving = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.add(
        TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
    }

    #expect(validating?.description == message)
    #expect(saving?.description == message)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  // MARK: - Paths that cannot be written

  @Test @MainActor func `a path under a regular file: the item is reported as not saved`()
    async throws
  {
    let notAFolder = folder.path("not-a-folder")
    try "just text\n".write(toFile: notAFolder, atomically: false, encoding: .utf8)
    let interactor = AddInteractor(
      dataManager: JSONFileTodoStore(path: notAFolder + "/todo.json"),
      clock: FixedClock(.nov22At10), calendar: .sundayFirst,
      identities: SequentialIdentitySource())

    let reason = await notStoredReason {
      try await interactor.saveNewEntry(
        TodoEntry(title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
    }
    #expect(
      reason
        == "cannot save to \(notAFolder)/todo.json: cannot open the lock file "
        + "\(notAFolder)/todo.json.lock: Not a directory")
    #expect(try contents(of: notAFolder) == "just text\n")
  }

  #if os(Linux)
    @Test @MainActor
    func `a folder no one may write to, root included: the item is reported as not saved`()
      async
      throws
    {
      // procfs refuses new files to every user, so this holds when the tests run as root, as CI
      // does, where permission bits would not stop a write.
      let path = "/proc/viper-todo-\(getpid()).json"
      let store = JSONFileTodoStore(path: path)
      let interactor = AddInteractor(
        dataManager: store, clock: FixedClock(.nov22At10),
        calendar: .mondayFirst, identities: SequentialIdentitySource())

      let reason = await notStoredReason {
        try await interactor.saveNewEntry(
          TodoEntry(title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
      }
      #expect(
        reason
          == "cannot save to \(path): cannot create the lock file \(path).lock: No such file or directory"
      )
      #expect(!FileManager.default.fileExists(atPath: path))
    }
  #endif

  @Test(.enabled(if: geteuid() != 0, "root writes through permission bits"))
  @MainActor func `a read-only folder: the item is reported as not saved and the file kept`()
    async throws
  {
    let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))
    try await JSONFileTodoStore(path: path).add(milk)
    let before = try contents(of: path)
    #expect(chmod(folder.url.path, 0o555) == 0)
    defer { chmod(folder.url.path, 0o755) }
    let interactor = AddInteractor(
      dataManager: JSONFileTodoStore(path: path),
      clock: FixedClock(.nov22At10), calendar: .sundayFirst,
      identities: SequentialIdentitySource())

    let reason = await notStoredReason {
      try await interactor.saveNewEntry(
        TodoEntry(title: "Pay rent", dueDate: .iso("2026-11-30T10:00:00Z")))
    }
    #expect(
      reason
        == "cannot save to \(path): cannot create the temporary file \(path).tmp: Permission denied"
    )
    #expect(try contents(of: path) == before)
    #expect(
      try await JSONFileTodoStore(path: path).todoItems(
        dueFrom: everything.from, before: everything.to)
        == [milk])
  }

  @Test func `an instant past the year 9999 is not saved, and the file is kept`() async throws {
    let store = JSONFileTodoStore(path: path)
    try await store.add(
      TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
    let before = try contents(of: path)

    let saving = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.add(
        TodoItem(
          id: .numbered(10), title: "Far away", dueDate: Date(timeIntervalSinceReferenceDate: 1e12))
      )
    }

    #expect(
      saving?.description
        == "cannot save to \(path): the due instant of 'Far away' is outside the years 0000 to 9999"
    )
    #expect(try contents(of: path) == before)
    #expect(
      try await store.todoItems(dueFrom: everything.from, before: everything.to)
        == [TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))])
  }

  // MARK: - Concurrent writers

  @Test func `separate stores adding on several threads at once keep every item`() async throws {
    let path = self.path
    let start = Date.iso("2026-11-23T00:00:00Z")
    // Four writers, 25 items each, taking turns at the lock. Each waits as long as it takes:
    // the tests that run alongside may keep a waiting store from waking for many seconds
    // under a sanitizer.
    try await withThrowingTaskGroup(of: Void.self) { group in
      for writer in 0..<4 {
        group.addTask {
          let store = JSONFileTodoStore(path: path, lockTimeout: .seconds(600))
          for index in 0..<25 {
            try await store.add(
              TodoItem(
                id: .numbered(1_000 + writer * 100 + index),
                title: "Writer \(writer) item \(index)",
                dueDate: start + Double(index * 4 + writer)))
          }
        }
      }
      try await group.waitForAll()
    }

    let found = try await JSONFileTodoStore(path: path).todoItems(
      dueFrom: everything.from, before: everything.to)

    #expect(found.count == 100)
    #expect(found.first == TodoItem(id: .numbered(1_000), title: "Writer 0 item 0", dueDate: start))
    #expect(
      found.last
        == TodoItem(
          id: .numbered(1_324), title: "Writer 3 item 24", dueDate: .iso("2026-11-23T00:01:39Z")))
    #expect(Set(found.map(\.title)).count == 100)
  }
}

/// Files that are not to-do files: every one is reported, naming the path and the problem, and
/// left byte for byte as it was.
struct JSONFileTodoStoreBadFileTests {
  /// A bad file and the problem the store reports for it, after the path.
  struct BadFile: CustomTestStringConvertible, Sendable {
    var name: String
    var contents: String
    var problem: String

    var testDescription: String { name }
  }

  static let badFiles = [
    BadFile(
      name: "empty", contents: "",
      problem: "not a to-do file: it is not valid JSON (line 1, column 1)"),
    BadFile(
      name: "cut short", contents: #"{"version": 1, "items": ["#,
      problem: "not a to-do file: it is not valid JSON (line 1, column 26)"),
    BadFile(
      name: "cut short on the third line", contents: "{\n  \"version\": 1,\n  \"items\": [}",
      problem: "not a to-do file: it is not valid JSON (line 3, column 13)"),
    BadFile(
      name: "a list", contents: "[]",
      problem: #"not a to-do file: expected a JSON object with "version" and "items""#),
    BadFile(
      name: "no version", contents: #"{"items": []}"#,
      problem: "not a to-do file: it has no version (this app reads versions 1 and 2)"),
    BadFile(
      name: "future version", contents: #"{"version": 3, "items": [{"name": "Buy milk"}]}"#,
      problem: "not a to-do file: unknown version 3 (this app reads versions 1 and 2)"),
    BadFile(
      name: "version as text", contents: #"{"version": "1", "items": []}"#,
      problem:
        "not a to-do file: its version is not a whole number (this app reads versions 1 and 2)"),
    BadFile(
      name: "version 2 with a fraction too small for a Double",
      contents: #"{"version": 2.0000000000000001, "items": []}"#,
      problem:
        "not a to-do file: its version is not a whole number (this app reads versions 1 and 2)"),
    BadFile(
      name: "version 2 written as a fraction", contents: #"{"version": 2.0, "items": []}"#,
      problem:
        "not a to-do file: its version is not a whole number (this app reads versions 1 and 2)"),
    BadFile(
      name: "version 1 written with an exponent", contents: #"{"version": 1e0, "items": []}"#,
      problem:
        "not a to-do file: its version is not a whole number (this app reads versions 1 and 2)"),
    BadFile(
      name: "a version too large for an integer",
      contents: #"{"version": 99999999999999999999, "items": []}"#,
      problem:
        "not a to-do file: unknown version 99999999999999999999 (this app reads versions 1 and 2)"
    ),
    BadFile(
      name: "no items", contents: #"{"version": 1}"#,
      problem: #"not a to-do file: "items" is missing or not a list"#),
    BadFile(
      name: "item not an object", contents: #"{"version": 1, "items": ["Buy milk"]}"#,
      problem: #"item 1 is not valid: it is not an object with "title" and "due""#),
    BadFile(
      name: "no title", contents: #"{"version": 1, "items": [{"due": "2026-11-23T00:00:00Z"}]}"#,
      problem: #"item 1 is not valid: it has no "title""#),
    BadFile(
      name: "title not text",
      contents: #"{"version": 1, "items": [{"title": 7, "due": "2026-11-23T00:00:00Z"}]}"#,
      problem: #"item 1 is not valid: its "title" is not text"#),
    BadFile(
      name: "empty title",
      contents: #"""
        {"version": 1, "items": [{"title": "Buy milk", "due": "2026-11-23T00:00:00Z"},
                                 {"title": " ", "due": "2026-11-24T00:00:00Z"}]}
        """#,
      problem: "item 2 is not valid: its title is empty"),
    BadFile(
      name: "no due", contents: #"{"version": 1, "items": [{"title": "Buy milk"}]}"#,
      problem: #"item 1 is not valid: it has no "due""#),
    BadFile(
      name: "due not a date",
      contents: #"{"version": 1, "items": [{"title": "Buy milk", "due": "tomorrow"}]}"#,
      problem: #"item 1 is not valid: its due instant "tomorrow" is not ISO 8601 with an offset, "#
        + "such as 2026-11-23T00:00:00Z or 2026-11-23T09:30:00.5+01:00"),
    BadFile(
      name: "no such day",
      contents: #"{"version": 1, "items": [{"title": "Buy milk", "due": "2026-02-29T00:00:00Z"}]}"#,
      problem: #"item 1 is not valid: its due instant "2026-02-29T00:00:00Z" is not ISO 8601 "#
        + "with an offset, such as 2026-11-23T00:00:00Z or 2026-11-23T09:30:00.5+01:00"),
    BadFile(
      name: "version twice", contents: #"{"version": 1, "version": 2, "items": []}"#,
      problem: #"not a to-do file: the key "version" appears twice"#),
    BadFile(
      name: "items twice",
      contents:
        #"{"version": 1, "items": [], "items": [{"title": "A", "due": "2026-11-23T00:00:00Z"}]}"#,
      problem: #"not a to-do file: the key "items" appears twice"#),
    BadFile(
      name: "title twice",
      contents:
        #"{"version": 1, "items": [{"title": "A", "title": "B", "due": "2026-11-23T00:00:00Z"}]}"#,
      problem: #"item 1 is not valid: the key "title" appears twice"#),
    BadFile(
      name: "a key twice in an object this version does not read",
      contents: #"{"version": 1, "items": [], "x": {"list": [{"a": 1, "a": 2}]}}"#,
      problem: #"not a to-do file: the key "a" appears twice in x.list[0]"#),
    BadFile(
      name: "a key twice inside an item",
      contents: #"""
        {"version": 1, "items": [{"title": "A", "due": "2026-11-23T00:00:00Z"},
          {"title": "B", "due": "2026-11-24T00:00:00Z", "extra": {"k": 1, "k": 1}}]}
        """#,
      problem: #"item 2 is not valid: the key "k" appears twice in extra"#),
    BadFile(
      name: "invisible title",
      contents: #"{"version": 1, "items": [{"title": "⁠﻿", "due": "2026-11-23T00:00:00Z"}]}"#,
      problem: "item 1 is not valid: its title is empty"),
    BadFile(
      name: "version 2 without an id",
      contents: #"{"version": 2, "items": [{"title": "A", "due": "2026-11-23T00:00:00Z"}]}"#,
      problem: #"item 1 is not valid: it has no "id""#),
    BadFile(
      name: "an id that is not a UUID",
      contents: #"""
        {"version": 2, "items": [{"title": "A", "due": "2026-11-23T00:00:00Z", "id": "7"}]}
        """#,
      problem: #"item 1 is not valid: its "id" "7" is not a UUID, such as "#
        + "6f9619ff-8b86-d011-b42d-00cf4fc964ff"),
    BadFile(
      name: "an id that is not text",
      contents: #"""
        {"version": 2, "items": [{"title": "A", "due": "2026-11-23T00:00:00Z", "id": 7}]}
        """#,
      problem: #"item 1 is not valid: its "id" is not text"#),
    BadFile(
      name: "one id twice",
      contents: #"""
        {"version": 2, "items": [
          {"title": "A", "due": "2026-11-23T00:00:00Z", "id": "00000000-0000-0000-0000-000000000001"},
          {"title": "B", "due": "2026-11-24T00:00:00Z", "id": "00000000-0000-0000-0000-000000000001"}]}
        """#,
      problem: "item 2 is not valid: its id 00000000-0000-0000-0000-000000000001 is item 1's too"),
    BadFile(
      name: "a completion that is not an instant",
      contents: #"""
        {"version": 2, "items": [{"title": "A", "due": "2026-11-23T00:00:00Z",
          "id": "00000000-0000-0000-0000-000000000001", "completed": "yes"}]}
        """#,
      problem: #"item 1 is not valid: its completed instant "yes" is not ISO 8601 with an "#
        + "offset, such as 2026-11-23T00:00:00Z or 2026-11-23T09:30:00.5+01:00"),
    BadFile(
      name: "no offset",
      contents: #"{"version": 1, "items": [{"title": "Buy milk", "due": "2026-11-23T00:00:00"}]}"#,
      problem: #"item 1 is not valid: its due instant "2026-11-23T00:00:00" is not ISO 8601 "#
        + "with an offset, such as 2026-11-23T00:00:00Z or 2026-11-23T09:30:00.5+01:00"),
  ]

  let folder: TemporaryDirectory
  let path: String

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.json")
  }

  @Test(arguments: badFiles)
  func `a bad file is reported when validating, listing and adding, and left untouched`(
    _ file: BadFile
  ) async throws {
    try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
    let store = JSONFileTodoStore(path: path)
    let message = "\(path): \(file.problem)"

    let validating = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.validate()
    }
    let listing = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.todoItems(
        dueFrom: .iso("2026-11-22T00:00:00Z"), before: .iso("2026-12-06T00:00:00Z"))
    }
    let adding = await #expect(throws: JSONFileTodoStoreError.self) {
      try await store.add(
        TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2026-11-30T10:00:00Z")))
    }

    #expect(validating?.description == message)
    #expect(listing?.description == message)
    #expect(adding?.description == message)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(file.contents.utf8))
  }
}
