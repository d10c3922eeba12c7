import Fakes
import Foundation
import Testing
import TodoFileStore
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
      sunday, input: (Script.add("Buy milk", due: "2026-11-23") + "list\n"), outputPath: "/dev/full"
    )

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
      sunday + ["--store", path], input: Script.add("Buy milk", due: "2026-11-23"),
      outputPath: "/dev/full")

    #expect(result.status == 1)
    #expect(
      try await JSONFileTodoStore(path: path).todoItems(
        dueFrom: .distantPast, before: .distantFuture
      ).map(\.titleAndDue)
        == [TitleAndDue("Buy milk", .iso("2026-11-23T00:00:00Z"))])
  }

  @Test func `a refused entry followed by the end of input: the exit status is 1`() async throws {
    let result = try await TodoRunner.run(sunday, input: Script.add("   ", due: "2026-11-23"))

    #expect(
      result
        == .init(
          output: noContent,
          error:
            "error: lines \(Script.entryLines()): The title is empty: type at least one letter, digit or symbol.\n",
          status: 1))
  }

  @Test func `a due date that cannot be read followed by the end of input: the exit status is 1`()
    async throws
  {
    let result = try await TodoRunner.run(sunday, input: Script.add("Buy milk", due: "soon"))

    #expect(result.status == 1)
    #expect(result.output == noContent)
  }

  // MARK: - From a pipe, a refused entry ends its form

  @Test
  func `from a pipe, the line after a refused entry is a command again, and junk is not stored`()
    async throws
  {
    let folder = try TemporaryDirectory()
    let path = folder.path("e.json")

    let result = try await TodoRunner.run(
      ["--store", path, "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC"],
      input: (Script.add("", due: "tomorrow") + Script.add("Milk", due: "friday")))

    #expect(
      result
        == .init(
          output: noContent + "Later This Week\n  1. Milk (Friday)\n",
          error:
            "error: lines \(Script.entryLines()): The title is empty: type at least one letter, digit or symbol.\n",
          status: 1))
    #expect(
      try await JSONFileTodoStore(path: path).todoItems(
        dueFrom: .distantPast, before: .distantFuture
      ).map(\.titleAndDue)
        == [TitleAndDue("Milk", .iso("2026-11-27T00:00:00Z"))])
  }

  @Test func `from a pipe, a due date that cannot be read ends its form, naming the line`()
    async throws
  {
    let result = try await TodoRunner.run(
      ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC"],
      input: (Script.add("Pay rent", due: "next friday") + Script.add("Milk", due: "friday")))

    #expect(
      result
        == .init(
          output: noContent + "Later This Week\n  1. Milk (Friday)\n",
          error: "error: line 3: 'next friday' is not a due date: type YYYY-MM-DD, an ISO 8601 "
            + "date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a "
            + "weekday name.\n",
          status: 1))
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
          1  the store cannot be used, standard input cannot be read or standard output
             written (a full disk, a closed pipe), or (when standard input is not a
             terminal) an entry was refused or could not be stored
          2  a bad option, or a TZ that todo cannot read

        """))
  }

  @Test func `--help says what a refused entry does from a pipe`() async throws {
    let result = try await TodoRunner.run(["--help"])

    #expect(
      result.output.contains(
        """
        A refused entry or change (an empty title, a date before today or one that
        cannot be read) is asked for again at a terminal. From a pipe or a file, where
        nobody can answer, it ends its form with nothing stored, the problem is named
        with its input line numbers, the next line is read as a command, and the exit
        status is 1.
        """))
  }
}
