import Fakes
import Foundation
import Testing
import TodoFileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two `todo` processes on one store file, editing the same item.
///
/// A opens the item, B changes it and ends, then A saves. A reads its standard input from a
/// FIFO the test writes to, so B runs exactly between A's opening and A's save, whatever the
/// machine's load.
///
/// A save stores only the fields A changed, applied to the item as the file holds it at that
/// moment; a field both changed is refused, and B's value kept.
struct EditConflictEndToEndTests {
  let folder: TemporaryDirectory
  let storePath: String
  let options: [String]

  init() throws {
    folder = try TemporaryDirectory()
    storePath = folder.path("todo.json")
    options = TodoRunner.options(store: storePath)
  }

  /// The items of the file, each as its title and due text.
  func fileItems() throws -> [[String]] {
    let data = try Data(contentsOf: URL(fileURLWithPath: storePath))
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let items = document?["items"] as? [[String: Any]] ?? []
    return items.map { [$0["title"] as? String ?? "?", $0["due"] as? String ?? "?"] }
  }

  /// Runs A with `opening` (which opens the item and changes it), waits until A shows `shown`,
  /// runs B with `meanwhile` to its end, then gives A `closing` and the end of its input.
  func interleave(
    opening: String, until shown: String = "Editing: Buy milk", meanwhile: String,
    closing: String
  ) async throws -> (a: TodoRunner.Result, b: TodoRunner.Result) {
    // The file `add` would have written: one item, due tomorrow (written, not added by a run
    // of its own, as every test here starts from it).
    let file =
      #"{"version": 2, "items": [{"id": "6f9619ff-8b86-d011-b42d-00cf4fc964ff", "#
      + #""title": "Buy milk", "due": "2026-11-23T00:00:00Z"}]}"#
    try Data(file.utf8).write(to: URL(fileURLWithPath: storePath))
    let (a, writer) = try TodoRunner.start(options, fedThrough: folder.path("a-input"))

    writer.write(Data(opening.utf8))
    try await a.wait(every: .milliseconds(50), attempts: 1_200) {
      $0.outputSoFar().contains(shown)
    }
    try #require(a.outputSoFar().contains(shown))
    let b = try await TodoRunner.run(options, input: meanwhile)
    writer.write(Data(closing.utf8))
    try writer.close()
    return (try await a.finish(), b)
  }

  @Test func `A changes the due date while B renames the item: the file keeps both changes`()
    async throws
  {
    let (a, b) = try await interleave(
      opening: "open 1\ndue\n2026-11-30\n", meanwhile: "open 1\ntitle\nBuy oat milk\nsave\n",
      closing: "save\n")

    #expect([a.status, b.status] == [0, 0])
    #expect([a.error, b.error] == ["", ""])
    #expect(try fileItems() == [["Buy oat milk", "2026-11-30T00:00:00Z"]])
  }

  @Test func `A renames the item while B changes its due date: the file keeps both changes`()
    async throws
  {
    let (a, b) = try await interleave(
      opening: "open 1\ntitle\nBuy oat milk\n", meanwhile: "open 1\ndue\n2026-11-30\nsave\n",
      closing: "save\n")

    #expect([a.status, b.status] == [0, 0])
    #expect([a.error, b.error] == ["", ""])
    #expect(try fileItems() == [["Buy oat milk", "2026-11-30T00:00:00Z"]])
  }

  @Test func `both rename the item: A's save is refused, naming it, B's title is kept, exit 1`()
    async throws
  {
    let (a, b) = try await interleave(
      opening: "open 1\ntitle\nBuy oat milk\n", meanwhile: "open 1\ntitle\nBuy soy milk\nsave\n",
      closing: "save\nlist\n")

    #expect(b.status == 0)
    #expect(
      a
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n"
            + "Editing: Buy milk, due 2026-11-23, Monday\n"
            + "Editing: Buy soy milk, due 2026-11-23, Monday\n"
            + "Tomorrow\n  1. Buy soy milk (Monday)\n" + "Tomorrow\n  1. Buy soy milk (Monday)\n",
          error: "error: line 4: 'Buy milk' was changed by another program since it was opened: "
            + "your change was not saved, and the item is shown as it is now.\n",
          status: 1))
    #expect(try fileItems() == [["Buy soy milk", "2026-11-23T00:00:00Z"]])
  }

  @Test func `A deletes the item B renamed meanwhile: refused, naming it, the item kept, exit 1`()
    async throws
  {
    let (a, _) = try await interleave(
      opening: "open 1\n", meanwhile: "open 1\ntitle\nBuy soy milk\nsave\n",
      closing: "delete\nyes\n")

    #expect(
      a
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n"
            + "Editing: Buy milk, due 2026-11-23, Monday\n"
            + "Editing: Buy soy milk, due 2026-11-23, Monday\n"
            + "Tomorrow\n  1. Buy soy milk (Monday)\n",
          error: "error: line 3: 'Buy milk' was changed by another program since it was opened: "
            + "it was not deleted, and is shown as it is now.\n",
          status: 1))
    #expect(try fileItems() == [["Buy soy milk", "2026-11-23T00:00:00Z"]])
  }

  @Test func `A marks done the item B renamed meanwhile: it is done, with B's title`()
    async throws
  {
    let (a, _) = try await interleave(
      opening: "open 1\n", meanwhile: "open 1\ntitle\nBuy soy milk\nsave\n", closing: "done\n")

    #expect([a.status] == [0])
    #expect(a.error == "")
    let data = try Data(contentsOf: URL(fileURLWithPath: storePath))
    let document = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let items = document?["items"] as? [[String: Any]] ?? []
    #expect(items.map { $0["title"] as? String } == ["Buy soy milk"])
    #expect(items.map { $0["completed"] as? String } == ["2026-11-22T10:00:00Z"])
  }

  /// Each case starts `todo`: a plain `swift test` takes every other one, a full run (CI's)
  /// all of them.
  @Test(
    arguments: SuiteSize.sample(
      [
        ("title\nBuy oat milk\nsave\n", 4), ("done\n", 2), ("delete\nyes\n", 3),
      ], every: 2))
  func `from a pipe, an action on an item B deleted meanwhile names it and its line, exit 1`(
    _ closing: String, _ line: Int
  ) async throws {
    let (a, b) = try await interleave(
      opening: "open 1\n", meanwhile: "open 1\ndelete\nyes\n", closing: closing)

    #expect(b.status == 0)
    #expect(
      a
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n"
            + "Editing: Buy milk, due 2026-11-23, Monday\n"
            + "Nothing to do from today through the end of next week.\n",
          error: "error: line \(line): 'Buy milk' is no longer in the list: another program "
            + "removed it or marked it done.\n",
          status: 1))
    #expect(try fileItems() == [])
  }

  @Test func `from a pipe, an open of an item B deleted after A listed it names its line, exit 1`()
    async throws
  {
    let (a, _) = try await interleave(
      opening: "", until: "1. Buy milk", meanwhile: "open 1\ndelete\nyes\n",
      closing: "open 1\n" + Script.change([.title: "add", .dueDate: "2026-11-30"]))

    #expect(
      a
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n"
            + "Nothing to do from today through the end of next week.\n",
          error: "error: line 1: That item is no longer in the list: another program removed it "
            + "or marked it done.\n"
            + "error: the input after line 1 was not read: it was written for an edit form that "
            + "did not open.\n",
          status: 1))
    #expect(try fileItems() == [])
  }
}
