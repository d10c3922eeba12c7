import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoVIPER

/// `open N` at the terminal: the edit form for the item the list shows in row N, and what it
/// leaves in the store file.
struct EditEndToEndTests {
  let folder: TemporaryDirectory
  let storePath: String
  let options: [String]
  let noContent = "Nothing to do from today through the end of next week.\n"

  init() throws {
    folder = try TemporaryDirectory()
    storePath = folder.path("todo.json")
    options = TodoRunner.options(store: storePath)
  }

  /// The file as a JSON object, for its items' keys.
  func fileItems() throws -> [[String: Any]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: storePath))
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    return document?["items"] as? [[String: Any]] ?? []
  }

  @Test func `open one item to change its title, complete another, delete a third`() async throws {
    let result = try await TodoRunner.run(
      options,
      input: Script.add("Buy milk", due: "2026-11-23")
        + Script.add("Pay rent", due: "2026-11-24")
        + Script.add("Call mum", due: "2026-11-25")
          + """
          open 1
          title
          Buy oat milk
          save
          open 2
          done
          open 2
          delete
          yes

          """)

    #expect(
      result
        == .init(
          output: noContent
            + "Tomorrow\n  1. Buy milk (Monday)\n"
            + "Tomorrow\n  1. Buy milk (Monday)\nNext Week\n  2. Pay rent (Tuesday)\n"
            + "Tomorrow\n  1. Buy milk (Monday)\nNext Week\n  2. Pay rent (Tuesday)\n"
            + "  3. Call mum (Wednesday)\n"
            + "Editing: Buy milk, due 2026-11-23, Monday\n"
            + "Tomorrow\n  1. Buy oat milk (Monday)\nNext Week\n  2. Pay rent (Tuesday)\n"
            + "  3. Call mum (Wednesday)\n"
            + "Editing: Pay rent, due 2026-11-24, Tuesday\n"
            + "Tomorrow\n  1. Buy oat milk (Monday)\nNext Week\n  2. Call mum (Wednesday)\n"
            + "Editing: Call mum, due 2026-11-25, Wednesday\n"
            + "Tomorrow\n  1. Buy oat milk (Monday)\n",
          error: "", status: 0))
    let items = try fileItems()
    #expect(items.map { $0["title"] as? String } == ["Buy oat milk", "Pay rent"])
    #expect(items.map { $0["completed"] as? String } == [nil, "2026-11-22T10:00:00Z"])
    #expect(Set(items.compactMap { $0["id"] as? String }).count == 2)
  }

  /// Each case starts `todo`: a plain `swift test` takes every other one, a full run (CI's)
  /// all of them.
  @Test(
    arguments: SuiteSize.sample(
      [
        ("open 3", "There is no item 3 in the list: open 1, the only one."),
        ("open", "open needs the number of a row of the list, such as 'open 1'"),
        ("open x", "open needs the number of a row of the list, such as 'open 1'"),
      ], every: 2))
  func `from a pipe, a refused open names its line, the form's lines are not read, exit 1`(
    _ open: String, _ problem: String
  ) async throws {
    // Read as commands, the lines meant for the form would add an item titled "due".
    let result = try await TodoRunner.run(
      options,
      input: Script.add("Buy milk", due: "2026-11-23") + "\(open)\n"
        + Script.change([.title: "add", .dueDate: "2026-11-30"]))

    #expect(
      result
        == .init(
          output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n",
          error: "error: line \(Script.line(afterEntries: 1)): \(problem)\n"
            + "error: the input after line \(Script.line(afterEntries: 1)) was not read: it was "
            + "written for an edit form that "
            + "did not open.\n",
          status: 1))
    #expect(try fileItems().map { $0["title"] as? String } == ["Buy milk"])
  }

  @Test func `from a pipe, an open of an empty list is refused the same way`() async throws {
    let result = try await TodoRunner.run(
      options, input: ("open 1\n" + Script.add("Buy milk", due: "2026-11-23")))

    #expect(
      result
        == .init(
          output: noContent,
          error: "error: line 1: There is no item 1 in the list: it shows none.\n"
            + "error: the input after line 1 was not read: it was written for an edit form that "
            + "did not open.\n",
          status: 1))
    #expect(!FileManager.default.fileExists(atPath: storePath))
  }

  @Test(arguments: [
    (Array("\u{FF}".utf8) + [0xFF], "that line is not UTF-8 text"),
    (Array(repeating: UInt8(ascii: "y"), count: 65_537), "that line is longer than 65,536 bytes"),
  ])
  func `from a pipe, a delete answer that cannot be read deletes nothing, exit 1`(
    _ answer: [UInt8], _ problem: String
  ) async throws {
    let input =
      Data((Script.add("Buy milk", due: "2026-11-23") + "open 1\ndelete\n").utf8) + answer
      + Data("\nlist\n".utf8)

    let result = try await TodoRunner.run(options, inputBytes: input)

    #expect(
      result
        == .init(
          output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n"
            + "Editing: Buy milk, due 2026-11-23, Monday\n"
            + "Tomorrow\n  1. Buy milk (Monday)\n" + "Tomorrow\n  1. Buy milk (Monday)\n",
          error: "error: line \(Script.line(afterEntries: 1, lines: 2)): \(problem)\n",
          status: 1))
    #expect(try fileItems().map { $0["title"] as? String } == ["Buy milk"])
  }

  @Test func `from a pipe, a refused change ends the edit form, and the exit status is 1`()
    async throws
  {
    let result = try await TodoRunner.run(
      options,
      input: (Script.add("Buy milk", due: "2026-11-23") + "open 1\ndue\n2026-11-01\nsave\nlist\n"))

    #expect(
      result
        == .init(
          // The form closes as cancelled, and the list shows itself again; then `list`.
          output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n"
            + "Editing: Buy milk, due 2026-11-23, Monday\n"
            + "Tomorrow\n  1. Buy milk (Monday)\n" + "Tomorrow\n  1. Buy milk (Monday)\n",
          error:
            "error: line \(Script.line(afterEntries: 1, lines: 3)): The due date 2026-11-01 is before today: choose 2026-11-22 or "
            + "later.\n",
          status: 1))
  }

  @Test func `two processes editing two items of one file at once keep both edits`()
    async throws
  {
    _ = try await TodoRunner.run(
      options,
      input: (Script.add("Buy milk", due: "2026-11-23") + Script.add("Pay rent", due: "2026-11-24"))
    )
    func edits(row: Int, _ prefix: String) -> String {
      (1...20).map { "open \(row)\ntitle\n\(prefix) \($0)\nsave\n" }.joined()
    }

    let runs = try [edits(row: 1, "Milk"), edits(row: 2, "Rent")].map {
      try TodoRunner.start(options, input: $0)
    }
    var results: [TodoRunner.Result] = []
    for run in runs { results.append(try await run.finish()) }

    #expect(results.map(\.status) == [0, 0])
    #expect(results.map(\.error) == ["", ""])
    #expect(try fileItems().map { $0["title"] as? String } == ["Milk 20", "Rent 20"])
  }
}
