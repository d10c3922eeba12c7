import Fakes
import Foundation
import Testing
import TodoVIPER

@testable import TodoTerminal

/// The command loop drives whatever screen is on top of the stack: a fourth module's form,
/// which the loop has never heard of, takes the input as the add and edit forms do.
@MainActor
struct ScreenStackTests {
  /// A list presenter whose `add` presents the fourth module's screen, as its wireframe would.
  final class PresentingListPresenter: ListViewOutput {
    let screen: TerminalScreenSpy
    init(screen: TerminalScreenSpy) { self.screen = screen }
    func updateView() async {}
    func addNewEntry() { screen.present() }
    func explain(dueDate: Date) {}
    func openItem(atRow row: Int) {}
  }

  let screens = ScreenStack()

  /// Runs the command loop over `lines` with `screen` as what `add` presents; returns how many
  /// forms it counted as closed without saving.
  func readCommands(
    _ terminal: ScriptedTerminal, presenting screen: TerminalScreenSpy,
    style: TerminalStyle = .plain
  ) async -> Int {
    let presenter = PresentingListPresenter(screen: screen)
    let list = TerminalListView(
      eventHandler: presenter, output: terminal, style: style,
      parser: DueDateParser(calendar: .mondayFirst, clock: FixedClock(.nov22At10)))
    return await TodoCommandLine.readCommands(
      list: list, screens: screens, streams: terminal, style: style, words: .english)
  }

  let unknownBogus =
    "error: unknown command 'bogus'; type 'help' for the commands "
    + "(list, add, open, explain, help, quit)\n"

  @Test func `a fourth module's screen takes the input until it is dismissed, then the list does`()
    async
  {
    let terminal = ScriptedTerminal(lines: ["add", "one", "close", "bogus", "quit", "unread"])
    let screen = TerminalScreenSpy(input: terminal, screens: screens)

    #expect(await readCommands(terminal, presenting: screen) == 0)
    #expect(screen.messages == [.present, .run, .read("one"), .read("close"), .dismiss])
    #expect(terminal.output.output == "")
    #expect(terminal.output.error == unknownBogus)
    #expect(terminal.input.linesRead == 5)
  }

  @Test func `a screen presented over another takes the input first, then the one under it`()
    async
  {
    let terminal = ScriptedTerminal(lines: [
      "add", "a", "present", "b", "close", "c", "close", "bogus",
    ])
    let under = TerminalScreenSpy(input: terminal, screens: screens)
    let over = TerminalScreenSpy(input: terminal, screens: screens)
    under.screenOver = over

    #expect(await readCommands(terminal, presenting: under) == 0)
    #expect(
      under.messages == [
        .present, .run, .read("a"), .read("present"), .run, .read("c"), .read("close"), .dismiss,
      ])
    #expect(over.messages == [.present, .run, .read("b"), .read("close"), .dismiss])
    #expect(terminal.output.error == unknownBogus)
  }

  @Test func `every form a screen closes without saving is counted, each time it is run`() async {
    let terminal = ScriptedTerminal(lines: [
      "add", "refuse", "close", "add", "refuse", "refuse", "close",
    ])
    let screen = TerminalScreenSpy(input: terminal, screens: screens)

    #expect(await readCommands(terminal, presenting: screen) == 3)
  }

  @Test func `from a pipe, a screen that could not take its lines ends the session after its line`()
    async
  {
    let terminal = ScriptedTerminal(lines: ["add", "refuse", "close", "bogus"])
    let screen = TerminalScreenSpy(input: terminal, screens: screens)
    screen.inputEndsAfterLine = 1

    #expect(await readCommands(terminal, presenting: screen) == 1)
    #expect(
      terminal.output.error
        == "error: the input after line 1 was not read: it was written for an edit form that "
        + "did not open.\n")
    #expect(terminal.input.linesRead == 3)
  }

  @Test func `at a terminal, a screen that could not take its lines leaves the next to the list`()
    async
  {
    let terminal = ScriptedTerminal(lines: ["add", "close", "bogus"])
    let screen = TerminalScreenSpy(input: terminal, screens: screens)
    screen.inputEndsAfterLine = 1
    let style = TerminalStyle(showsPrompts: true, usesColor: false, usesColorOnErrors: false)

    #expect(await readCommands(terminal, presenting: screen, style: style) == 0)
    #expect(terminal.output.output == "> > > ")
    #expect(terminal.output.error == unknownBogus)
  }

  @Test func `a screen that returns while still on top is taken off: the list reads the next line`()
    async
  {
    let terminal = ScriptedTerminal(lines: ["add", "return", "bogus"])
    let screen = TerminalScreenSpy(input: terminal, screens: screens)

    #expect(await readCommands(terminal, presenting: screen) == 0)
    #expect(screen.messages == [.present, .run, .read("return")])
    #expect(screens.top == nil)
    #expect(terminal.output.error == unknownBogus)
  }
}
