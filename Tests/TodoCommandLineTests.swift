import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// The command loop's exit status: what a script can rely on, and what a person at a terminal
/// is spared.
@MainActor
struct TodoCommandLineTests {
  let defaults = TodoOptions.Defaults(
    timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt, locale: Locale(identifier: "en_US"))
  let arguments = ["--now", "2026-11-22T10:00:00Z", "--first-weekday", "2"]
  let refusedThenCancelled = ["add", " ", "2026-11-23", "cancel"]

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
    let terminal = ScriptedTerminal(lines: ["add", " ", "2026-11-23", "add", "Milk", "2026-11-23"])

    #expect(await run(terminal, atTerminal: false) == .failure)
    #expect(
      terminal.output.output
        == "Nothing to do from today through the end of next week.\n"
        + "Tomorrow\n  1. Milk (Monday)\n")
    #expect(
      terminal.output.error
        == "error: lines 2-3: The title is empty: type at least one letter, digit or symbol.\n")
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
