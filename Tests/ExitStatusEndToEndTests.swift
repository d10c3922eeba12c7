import Fakes
import Foundation
import Testing
import TodoVIPER

/// The exit status a script sees: 0 when everything asked for was done, 1 when something was not
/// (output that could not be written, an item that could not be stored), 2 for a bad option.
struct ExitStatusEndToEndTests {
  let sunday = ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2"]
  let noContent = "Nothing to do from today through the end of next week.\n"

  @Test func `a write error on standard output is reported once, and the exit status is 1`()
    async throws
  {
    let result = try await TodoRunner.run(
      sunday, input: "add\nBuy milk\n2026-11-23\nlist\n", outputPath: "/dev/full")

    #expect(
      result
        == .init(
          output: "", error: "todo: cannot write to standard output: No space left on device\n",
          status: 1))
  }

  @Test func `items are still stored when standard output cannot be written`() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.json")

    let result = try await TodoRunner.run(
      sunday + ["--store", path], input: "add\nBuy milk\n2026-11-23\n", outputPath: "/dev/full")

    #expect(result.status == 1)
    #expect(
      try await JSONFileTodoStore(path: path).todoItems(
        dueFrom: .distantPast, before: .distantFuture)
        == [TodoItem(title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))])
  }

  @Test func `a refused entry followed by the end of input: the exit status is 1`() async throws {
    let result = try await TodoRunner.run(sunday, input: "add\n   \n2026-11-23\n")

    #expect(
      result
        == .init(
          output: noContent + "Cancelled: nothing was added.\n",
          error: "error: The title is empty: type at least one letter, digit or symbol.\n",
          status: 1))
  }

  @Test func `a due date that cannot be read followed by the end of input: the exit status is 1`()
    async throws
  {
    let result = try await TodoRunner.run(sunday, input: "add\nBuy milk\nsoon\n")

    #expect(result.status == 1)
    #expect(result.output == noContent + "Cancelled: nothing was added.\n")
  }

  @Test func `a refused entry that is then typed again and stored: the exit status is 0`()
    async throws
  {
    let result = try await TodoRunner.run(
      sunday, input: "add\n \n2026-11-23\nBuy milk\n2026-11-23\n")

    #expect(result.status == 0)
    #expect(result.output == noContent + "Tomorrow\n  - Buy milk (Monday)\n")
  }

  @Test func `a form cancelled with nothing refused: the exit status is 0`() async throws {
    #expect(try await TodoRunner.run(sunday, input: "add\nBuy milk\ncancel\n").status == 0)
  }

  @Test func `--help lists the exit statuses`() async throws {
    let result = try await TodoRunner.run(["--help"])

    #expect(
      result.output.hasSuffix(
        """
        Exit status:
          0  everything asked for was done
          1  the store cannot be used, standard output cannot be written, or (when standard
             input is not a terminal) an item could not be stored
          2  a bad option, or a TZ that todo cannot read

        """))
  }
}
