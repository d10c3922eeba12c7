import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoVIPER

/// Standard streams that are not what a program expects.
///
/// A pipe whose reader has gone, a closed descriptor, a folder as standard input: `todo` says
/// what is wrong once, keeps what was typed, and exits 1.
struct StandardStreamsEndToEndTests {
  let folder: TemporaryDirectory
  let storePath: String
  let options: [String]
  let milk = [TitleAndDue("Milk", .iso("2026-11-23T00:00:00Z"))]

  init() throws {
    folder = try TemporaryDirectory()
    storePath = folder.path("p.json")
    options = ["--store", storePath, "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC"]
  }

  func itemsInFile() async throws -> [TitleAndDue] {
    try await JSONFileTodoStore(path: storePath).todoItems(
      dueFrom: .distantPast, before: .distantFuture
    ).map(\.titleAndDue)
  }

  @Test func `a pipe whose reader has gone: the item is saved, said once, and the status is 1`()
    async throws
  {
    // `todo | true` once `true` has ended: without care, SIGPIPE ends todo silently, status 141.
    let result = try await TodoRunner.runIntoClosedPipe(
      options, input: (Script.add("Milk", due: "tomorrow") + "list\n"))

    #expect(
      result
        == .init(
          output: "", error: "todo: cannot write to standard output: Broken pipe\n", status: 1))
    #expect(try await itemsInFile() == milk)
  }

  @Test func `a closed standard output is named as closed, and no file gets what it would show`()
    async throws
  {
    let result = try await TodoRunner.run(
      shell: #"exec "$TODO" "# + options.joined(separator: " ") + " >&-",
      input: (Script.add("Milk", due: "tomorrow") + "list\n"))

    #expect(
      result
        == .init(
          output: "", error: "todo: cannot write to standard output: it is closed\n", status: 1))
    #expect(try await itemsInFile() == milk)
  }

  @Test func `a closed standard input is an input that has ended: the list, no error, status 0`()
    async throws
  {
    let result = try await TodoRunner.run(
      shell: #"exec "$TODO" "# + options.joined(separator: " ") + " <&-")

    #expect(
      result
        == .init(
          output: "Nothing to do from today through the end of next week.\n", error: "",
          status: 0))
  }

  @Test func `a folder as standard input is named, and the status is 1`() async throws {
    let result = try await TodoRunner.run(
      shell: #"exec "$TODO" "# + options.joined(separator: " ") + " <" + folder.url.path)

    #expect(
      result
        == .init(
          output: "Nothing to do from today through the end of next week.\n",
          error: "todo: cannot read standard input: Is a directory\n", status: 1))
  }
}
