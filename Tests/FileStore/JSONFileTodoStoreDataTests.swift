import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoVIPER

/// What a save keeps that this version does not read: keys it does not know, and the text of
/// every due instant already in the file.
struct JSONFileTodoStoreDataTests {
  let folder: TemporaryDirectory
  let path: String

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.json")
  }

  func contents() throws -> String {
    try String(contentsOfFile: path, encoding: .utf8)
  }

  @Test func `keys this version does not know survive every save, in the file and in each item`()
    async
    throws
  {
    try #"""
    {"version": 2, "x": {"nested": [1, 2.50, -0e+3, true, null, "é\n"], "empty": {}, "list": []},
     "items": [{"title": "Buy milk", "due": "2026-11-23T09:30:00.5+01:00",
                "id": "00000000-0000-0000-0000-000000000009",
                "extra": {"by": "another tool"}, "n": 12345678901234567890}]}
    """#.write(toFile: path, atomically: false, encoding: .utf8)
    let store = JSONFileTodoStore(path: path)

    try await store.add(
      TodoItem(id: .numbered(1), title: "Pay rent", dueDate: .iso("2026-11-30T10:00:00Z")))
    try await store.add(
      TodoItem(id: .numbered(2), title: "Call mum", dueDate: .iso("2026-11-24T18:00:00Z")))

    #expect(
      try contents() == #"""
        {
          "items" : [
            {
              "due" : "2026-11-23T09:30:00.5+01:00",
              "extra" : {
                "by" : "another tool"
              },
              "id" : "00000000-0000-0000-0000-000000000009",
              "n" : 12345678901234567890,
              "title" : "Buy milk"
            },
            {
              "due" : "2026-11-24T18:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000002",
              "title" : "Call mum"
            },
            {
              "due" : "2026-11-30T10:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000001",
              "title" : "Pay rent"
            }
          ],
          "version" : 2,
          "x" : {
            "empty" : {},
            "list" : [],
            "nested" : [
              1,
              2.50,
              -0e+3,
              true,
              null,
              "é\n"
            ]
          }
        }

        """#)
  }

  @Test func `an item due after the year 9999 in UTC is written back as it was read`() async throws
  {
    // 9999-12-31T23:00:00-05:00 is 10000-01-01T04:00:00Z, which this version cannot write; the
    // file keeps the text it had, and later saves go on working.
    try #"""
    {"version": 2, "items": [{"title": "Far away", "due": "9999-12-31T23:00:00-05:00",
                              "id": "00000000-0000-0000-0000-000000000009"}]}
    """#.write(toFile: path, atomically: false, encoding: .utf8)
    let store = JSONFileTodoStore(path: path)

    try await store.add(
      TodoItem(id: .numbered(3), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
    try await store.add(
      TodoItem(id: .numbered(1), title: "Pay rent", dueDate: .iso("2026-11-30T10:00:00Z")))

    #expect(
      try contents() == """
        {
          "items" : [
            {
              "due" : "2026-11-23T00:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000003",
              "title" : "Buy milk"
            },
            {
              "due" : "2026-11-30T10:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000001",
              "title" : "Pay rent"
            },
            {
              "due" : "9999-12-31T23:00:00-05:00",
              "id" : "00000000-0000-0000-0000-000000000009",
              "title" : "Far away"
            }
          ],
          "version" : 2
        }

        """)
  }

  @Test func `an id written in upper case is found, and written back byte for byte`()
    async throws
  {
    try #"""
    {"version": 2, "items": [{"title": "Pay rent", "due": "2026-11-30T10:00:00Z",
                              "id": "6F9619FF-8B86-D011-B42D-00CF4FC964FF"}]}
    """#.write(toFile: path, atomically: false, encoding: .utf8)
    let store = JSONFileTodoStore(path: path)
    let id = try #require(TodoItem.ID("6f9619ff-8b86-d011-b42d-00cf4fc964ff"))

    try await store.apply(
      TodoItemChange(id: id, title: .init(from: "Pay rent", to: "Pay the rent")))
    try await store.add(
      TodoItem(id: .numbered(3), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))

    #expect(
      try contents() == """
        {
          "items" : [
            {
              "due" : "2026-11-23T00:00:00Z",
              "id" : "00000000-0000-0000-0000-000000000003",
              "title" : "Buy milk"
            },
            {
              "due" : "2026-11-30T10:00:00Z",
              "id" : "6F9619FF-8B86-D011-B42D-00CF4FC964FF",
              "title" : "Pay the rent"
            }
          ],
          "version" : 2
        }

        """)
  }

  @Test func `a file that starts with a byte order mark is read, and written without it`()
    async throws
  {
    try Data([0xEF, 0xBB, 0xBF] + Array(#"{"version": 1, "items": []}"#.utf8))
      .write(to: URL(fileURLWithPath: path))
    let store = JSONFileTodoStore(path: path)

    try await store.add(
      TodoItem(id: .numbered(3), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))

    #expect(try contents().hasPrefix("{\n  \"items\" : [\n"))
  }

  @Test func `a file that is not UTF-8 is refused with where, and left untouched`() async throws {
    let bytes =
      Array(#"{"version": 1, "items": [{"title": "caf"#.utf8) + [0xE9]
      + Array(#"", "due": "2026-11-23T00:00:00Z"}]}"#.utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))

    let error = await #expect(throws: JSONFileTodoStoreError.self) {
      try await JSONFileTodoStore(path: path).validate()
    }

    #expect(
      error?.description == "\(path): not a to-do file: it is not UTF-8 text (line 1, column 40)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
  }

  @Test(arguments: [0, 12])
  func `two keys that differ in code points are two keys, though canonically equivalent`(
    otherKeys: Int
  ) async throws {
    // "café" with U+00E9, and with "e" and U+0301: JSON compares keys by code points. With 12
    // keys before them, the reader checks repeats with a set rather than key by key.
    let others = (0..<otherKeys).map { #""k\#($0)": \#($0), "# }.joined()
    try #"{"version": 1, "items": [], "x": {\#(others)"caf\u00e9": 1, "cafe\u0301": 2}}"#
      .write(toFile: path, atomically: false, encoding: .utf8)
    let store = JSONFileTodoStore(path: path)

    try await store.add(
      TodoItem(id: .numbered(3), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))

    // Compared as bytes: `String.contains` would find either spelling.
    let both = Array("    \"cafe\u{301}\" : 2,\n    \"caf\u{E9}\" : 1".utf8)
    #expect(Array(try contents().utf8).firstRange(of: both) != nil)
  }
}
