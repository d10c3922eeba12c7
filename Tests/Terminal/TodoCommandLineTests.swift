import Fakes
import Foundation
import Testing
import TodoPlatform
import TodoTerminal
import TodoVIPER

/// The command loop's exit status: what a script can rely on, and what a person at a terminal
/// is spared.
@MainActor
struct TodoCommandLineTests {
  let defaults = TodoOptions.Defaults(
    timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt, locale: Locale(identifier: "en_US"))
  let arguments = ["--now", "2026-11-22T10:00:00Z", "--first-weekday", "2"]
  let refusedThenCancelled = Script.addLines(TypedEntry(" ", due: "2026-11-23")) + ["cancel"]

  func run(_ terminal: ScriptedTerminal, atTerminal: Bool) async -> ExitCode {
    await TodoCommandLine.run(
      arguments: arguments, defaults: defaults,
      clock: FixedClock(.nov22At10),
      streams: terminal,
      style: TerminalStyle(showsPrompts: atTerminal, usesColor: false, usesColorOnErrors: false))
  }

  @Test func `from a pipe, a refused entry makes the exit status 1`() async {
    #expect(await run(ScriptedTerminal(lines: refusedThenCancelled), atTerminal: false) == .failure)
  }

  @Test func `from a pipe, a refused entry ends its form and the next line is a command`() async {
    let terminal = ScriptedTerminal(
      lines: Script.addLines(TypedEntry(" ", due: "2026-11-23"))
        + Script.addLines(TypedEntry("Milk", due: "2026-11-23")))

    #expect(await run(terminal, atTerminal: false) == .failure)
    #expect(
      terminal.output.output
        == "Nothing to do from today through the end of next week.\n"
        + "Tomorrow\n  1. Milk (Monday)\n")
    #expect(
      terminal.output.error
        == "error: lines \(Script.entryLines()): The title is empty: type at least one letter, digit or symbol.\n"
    )
  }

  @Test func `a standard input that could not be read makes the exit status 1`() async {
    let terminal = ScriptedTerminal(lines: [])
    terminal.input.readFailure = "Is a directory"

    #expect(await run(terminal, atTerminal: false) == .failure)
  }

  @Test func `at a terminal, a refused entry leaves the exit status 0: the person saw it`() async {
    #expect(await run(ScriptedTerminal(lines: refusedThenCancelled), atTerminal: true) == .success)
  }

  @Test func `output that could not be written makes the exit status 1, at a terminal too`() async {
    let terminal = ScriptedTerminal(lines: ["list"])
    terminal.output.writeFailure = "No space left on device"

    #expect(await run(terminal, atTerminal: true) == .failure)
  }

  // MARK: - Where the items are kept

  /// Runs `arguments` with `storeFile` as the machine's default file, through `opener`.
  func run(
    _ extra: [String], storeFile: Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder>,
    opener: StoreOpenerSpy, terminal: ScriptedTerminal
  ) async -> ExitCode {
    var defaults = defaults
    defaults.storeFile = storeFile
    return await TodoCommandLine.run(
      arguments: arguments + extra, defaults: defaults, clock: FixedClock(.nov22At10),
      streams: terminal, style: .plain, openStore: opener.opener)
  }

  let patsFile = DefaultStoreFile(
    path: BytePath("/home/pat/.local/share/viper-todo/todos.json"),
    existingFolder: BytePath("/home/pat"))

  @Test func `without --store or --in-memory the default file is opened, and help names it`()
    async
  {
    let opener = StoreOpenerSpy()
    let terminal = ScriptedTerminal(lines: ["help"])

    let status = await run([], storeFile: .success(patsFile), opener: opener, terminal: terminal)

    #expect(status == .success)
    #expect(opener.files == [.defaultFile(patsFile)])
    #expect(
      terminal.output.output.hasSuffix(
        "\nThe items are kept in /home/pat/.local/share/viper-todo/todos.json.\n"))
  }

  @Test(arguments: [
    (
      "/home/alexandra-montgo/.local/share/viper-todo/todos.json",
      "\nThe items are kept in /home/alexandra-montgo/.local/share/viper-todo/todos.json.\n"
    ),
    (
      "/home/alexandra-montgom/.local/share/viper-todo/todos.json",
      "\nThe items are kept in\n/home/alexandra-montgom/.local/share/viper-todo/todos.json.\n"
    ),
  ])
  func `help's line is 80 columns at most: a path exactly as long as the room left stays on it`(
    path: String, endOfHelp: String
  ) async {
    let file = DefaultStoreFile(path: BytePath(path), existingFolder: BytePath("/home"))
    let terminal = ScriptedTerminal(lines: ["help"])

    let status = await run(
      [], storeFile: .success(file), opener: StoreOpenerSpy(), terminal: terminal)

    #expect(status == .success)
    #expect(terminal.output.output.hasSuffix(endOfHelp))
  }

  @Test func `--store is opened as given, and --in-memory opens nothing`() async {
    let opener = StoreOpenerSpy()

    let stored = await run(
      ["--store", "todo.json"], storeFile: .success(patsFile), opener: opener,
      terminal: ScriptedTerminal(lines: []))
    let inMemory = await run(
      ["--in-memory"], storeFile: .success(patsFile), opener: opener,
      terminal: ScriptedTerminal(lines: []))

    #expect([stored, inMemory] == [.success, .success])
    #expect(opener.files == [.given(BytePath("todo.json"))])
  }

  @Test func `with no home folder the run stops with status 1, and nothing is opened`() async {
    let opener = StoreOpenerSpy()
    let terminal = ScriptedTerminal(lines: Script.addLines(TypedEntry("Milk", due: "2026-11-23")))

    let status = await run(
      [], storeFile: .failure(DefaultStoreFile.NoHomeFolder(home: nil)), opener: opener,
      terminal: terminal)

    #expect(status == .failure)
    #expect(opener.files == [])
    #expect(terminal.output.output == "")
    #expect(
      terminal.output.error
        == "todo: cannot find a home folder to keep the items in: HOME is not an absolute path, "
        + "and the password database names none for this user\n"
        + "todo: set HOME or XDG_DATA_HOME to an absolute path, give a --store path, or run with "
        + "--in-memory\n")
  }

  @Test func `with no home folder, --in-memory and --store still run`() async {
    let opener = StoreOpenerSpy()
    let noHome = Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder>.failure(
      DefaultStoreFile.NoHomeFolder(home: BytePath("pat")))

    let inMemory = await run(
      ["--in-memory"], storeFile: noHome, opener: opener, terminal: ScriptedTerminal(lines: []))
    let stored = await run(
      ["--store", "todo.json"], storeFile: noHome, opener: opener,
      terminal: ScriptedTerminal(lines: []))

    #expect([inMemory, stored] == [.success, .success])
    #expect(opener.files == [.given(BytePath("todo.json"))])
  }

  @Test func `a program that keeps no file keeps the items in memory, and help says so`() async {
    let terminal = ScriptedTerminal(lines: ["help"])

    let status = await TodoCommandLine.run(
      arguments: arguments, defaults: defaults, clock: FixedClock(.nov22At10), streams: terminal,
      style: .plain)

    #expect(status == .success)
    #expect(
      terminal.output.output.hasSuffix(
        "\nThe items are kept in memory only: they are gone when todo ends.\n"))
  }

  @Test func `a bad option is exit status 2`() async {
    #expect(
      await TodoCommandLine.run(
        arguments: ["--bogus"], defaults: defaults,
        clock: FixedClock(.nov22At10),
        streams: ScriptedTerminal(lines: []), style: .plain) == .usage)
  }

  @Test func `the statuses are the numbers the help text gives`() {
    #expect(ExitCode.success.rawValue == 0)
    #expect(ExitCode.failure.rawValue == 1)
    #expect(ExitCode.usage.rawValue == 2)
  }
}
