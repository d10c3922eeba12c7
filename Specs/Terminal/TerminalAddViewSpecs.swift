import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// The add form at a terminal: what it reads, what it relays and what it prints.
@MainActor
struct TerminalAddViewSpecs {
  let presenter = AddViewOutputSpy()
  let output = TextOutputSpy()
  /// Sunday 2026-11-22 at 10:00 UTC.
  let parser = DueDateParser(
    calendar: .mondayFirst, clock: FixedClock(.nov22At10))
  /// A person typing at a terminal: prompts, and a refused entry is asked for again.
  static let atTerminal = TerminalStyle(
    showsPrompts: true, usesColor: false, usesColorOnErrors: false)

  func makeView(_ lines: [String], style: TerminalStyle = .plain) -> (
    TerminalAddView, ScriptedInput
  ) {
    makeView(lines.map(InputLine.text), style: style)
  }

  func makeView(_ lines: [InputLine], style: TerminalStyle = .plain) -> (
    TerminalAddView, ScriptedInput
  ) {
    let input = ScriptedInput(lines)
    let view = TerminalAddView(
      eventHandler: presenter, input: input, output: output, style: style, parser: parser)
    presenter.view = view
    return (view, input)
  }

  @Test func `presenting puts the form on screen and returns; it reads when it runs`() async {
    let (view, input) = makeView(TypedEntry("Buy milk", due: "2026-11-23").lines)

    view.present()

    #expect(view.isPresented)
    #expect(input.unreadCount == EntryField.allCases.count)

    await view.runUntilDismissed()

    #expect(!view.isPresented)
    #expect(input.unreadCount == 0)
  }

  @Test func `running a form that is not presented reads nothing`() async {
    let (view, input) = makeView(TypedEntry("Buy milk", due: "2026-11-23").lines)

    await view.runUntilDismissed()

    #expect(input.unreadCount == EntryField.allCases.count)
    #expect(presenter.messages == [])
  }

  @Test func `presenting reads a title and a due date and saves them`() async {
    let (view, input) = makeView(TypedEntry("Buy milk", due: "2026-11-23").lines + ["list"])

    view.present()
    await view.runUntilDismissed()

    #expect(
      presenter.messages == [
        .saveAddAction(TodoEntry(title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
      ])
    #expect(input.unreadCount == 1)
    #expect(output.writes == [])
  }

  @Test func `at a terminal, a problem the presenter reports is shown and the form asks again`()
    async
  {
    let (view, _) = makeView(
      TypedEntry(" ", due: "2026-11-23").lines + TypedEntry("Buy milk", due: "tomorrow").lines,
      style: Self.atTerminal)
    var saves = 0
    presenter.onSave = { spy in
      saves += 1
      if saves == 1 {
        spy.view?.showErrorMessage("The title is empty: type at least one letter, digit or symbol.")
      } else {
        spy.view?.dismiss()
      }
    }

    view.present()
    await view.runUntilDismissed()

    #expect(
      presenter.messages == [
        .saveAddAction(TodoEntry(title: " ", dueDate: .iso("2026-11-23T00:00:00Z"))),
        .saveAddAction(TodoEntry(title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))),
      ])
    #expect(
      output.error == "error: The title is empty: type at least one letter, digit or symbol.\n")
  }

  @Test func `at a terminal, a due date that cannot be read is named, and asked for again`() async {
    let (view, _) = makeView(
      TypedEntry("Buy milk", due: "2026-11-24").inputLines(refused: [
        .dueDate: [.text("2026-02-30"), .text("next tuesday")]
      ]), style: Self.atTerminal)

    view.present()
    await view.runUntilDismissed()

    #expect(
      presenter.messages == [
        .saveAddAction(TodoEntry(title: "Buy milk", dueDate: .iso("2026-11-24T00:00:00Z")))
      ])
    #expect(
      output.error == """
        error: '2026-02-30' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z or \
        an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.
        error: 'next tuesday' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z \
        or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.

        """)
  }

  @Test(arguments: [
    ["cancel"], ["Buy milk", "cancel"], ["Buy milk", " CANCEL "], [], ["Buy milk"],
  ])
  func `cancel, or the end of input, cancels the form`(_ lines: [String]) async {
    let (view, _) = makeView(lines)

    view.present()
    await view.runUntilDismissed()

    #expect(presenter.messages == [.cancelAddAction])
    #expect(output.writes == [.output("Cancelled: nothing was added.\n")])
  }

  @Test func `at a terminal, a line that is not UTF-8 is refused and asked for again`() async {
    let (view, _) = makeView(
      TypedEntry("Buy milk", due: "2026-11-23").inputLines(refused: [.title: [.notUTF8]]),
      style: Self.atTerminal)

    view.present()
    await view.runUntilDismissed()

    #expect(
      presenter.messages == [
        .saveAddAction(TodoEntry(title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
      ])
    #expect(output.error == "error: that line is not UTF-8 text; type it again, or 'cancel'\n")
  }

  @Test func `at a terminal, a line that is too long is refused and asked for again`() async {
    let (view, _) = makeView(
      TypedEntry("Buy milk", due: "2026-11-23").inputLines(refused: [.dueDate: [.tooLong]]),
      style: Self.atTerminal)

    view.present()
    await view.runUntilDismissed()

    #expect(
      presenter.messages == [
        .saveAddAction(TodoEntry(title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
      ])
    #expect(
      output.error
        == "error: that line is longer than 65,536 bytes; type a shorter one, or 'cancel'\n")
  }

  // MARK: - From a pipe, nobody can answer again

  @Test
  func `from a pipe, a problem the presenter reports ends the form, naming the entry's lines`()
    async
  {
    let (view, input) = makeView(TypedEntry(" ", due: "2026-11-23").lines + ["list"])
    presenter.onSave = { spy in
      spy.view?.showErrorMessage("The title is empty: type at least one letter, digit or symbol.")
    }

    view.present()
    await view.runUntilDismissed()

    #expect(
      presenter.messages == [
        .saveAddAction(TodoEntry(title: " ", dueDate: .iso("2026-11-23T00:00:00Z"))),
        .cancelAddAction,
      ])
    #expect(
      output.writes == [
        .error(
          "error: lines 1-\(EntryField.allCases.count): The title is empty: type at least one letter, digit or symbol.\n"
        )
      ])
    #expect(input.unreadCount == 1)
    #expect(view.entriesNotSaved == 1)
  }

  @Test func `presented again, the form has forgotten the problem it ended on the last time`()
    async
  {
    let (view, input) = makeView(TypedEntry(" ", due: "2026-11-23").lines + ["cancel", "list"])
    presenter.onSave = { spy in
      spy.view?.showErrorMessage("The title is empty: type at least one letter, digit or symbol.")
    }

    view.present()
    await view.runUntilDismissed()
    view.present()
    await view.runUntilDismissed()

    #expect(
      presenter.messages == [
        .saveAddAction(TodoEntry(title: " ", dueDate: .iso("2026-11-23T00:00:00Z"))),
        .cancelAddAction,
        .cancelAddAction,
      ])
    #expect(
      output.writes == [
        .error(
          "error: lines 1-\(EntryField.allCases.count): The title is empty: type at least one letter, digit or symbol.\n"
        ),
        .output("Cancelled: nothing was added.\n"),
      ])
    #expect(input.unreadCount == 1)
    #expect(view.entriesNotSaved == 1)
  }

  @Test func `from a pipe, a due date that cannot be read ends the form, naming its line`() async {
    let entry = TypedEntry("Buy milk", due: "next tuesday").lines
    let (view, input) = makeView(entry + ["2026-11-24"])

    view.present()
    await view.runUntilDismissed()

    #expect(presenter.messages == [.cancelAddAction])
    #expect(
      output.writes == [
        .error(
          "error: line 2: 'next tuesday' is not a due date: type YYYY-MM-DD, an ISO 8601 "
            + "date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a "
            + "weekday name.\n")
      ])
    // The lines after the due date's were written for the form, and are not read; nor the next.
    #expect(input.unreadCount == entry.dropFirst(2).count + 1)
    #expect(view.entriesNotSaved == 1)
  }

  @Test(arguments: [
    ([InputLine.notUTF8, .text("2026-11-23")], "error: line 1: that line is not UTF-8 text\n"),
    (
      [.text("Buy milk"), .tooLong], "error: line 2: that line is longer than 65,536 bytes\n"
    ),
  ])
  func `from a pipe, a line the form cannot read ends it, naming the line`(
    _ lines: [InputLine], _ error: String
  ) async {
    let (view, _) = makeView(lines + [.text("list")])

    view.present()
    await view.runUntilDismissed()

    #expect(presenter.messages == [.cancelAddAction])
    #expect(output.writes == [.error(error)])
    #expect(view.entriesNotSaved == 1)
  }

  @Test func `at a terminal it prompts with the words the presenter set`() async {
    let (view, _) = makeView(
      TypedEntry("Buy milk", due: "2026-11-23").lines,
      style: TerminalStyle(showsPrompts: true, usesColor: false, usesColorOnErrors: false))
    view.setLabels(
      AddFormLabels(
        prompts: [.title: "Titel: ", .dueDate: "Fällig am (2026-11-22 oder später): "],
        cancelled: "Abgebrochen."))

    view.present()
    await view.runUntilDismissed()

    #expect(
      output.writes == [.output("Titel: "), .output("Fällig am (2026-11-22 oder später): ")])
  }

  @Test func `a field the presenter set no prompt for is read with none`() async {
    let (view, _) = makeView(
      TypedEntry("Buy milk", due: "2026-11-23").lines, style: Self.atTerminal)
    view.setLabels(AddFormLabels(prompts: [.title: "Titel: "], cancelled: "Abgebrochen."))

    view.present()
    await view.runUntilDismissed()

    #expect(
      presenter.messages == [
        .saveAddAction(TodoEntry(title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z")))
      ])
    #expect(output.writes == [.output("Titel: ")])
  }

  @Test func `closing without saving says what the presenter set`() async {
    let (view, _) = makeView(["cancel"])
    view.setLabels(
      AddFormLabels(prompts: [.title: "Titel: ", .dueDate: "Fällig: "], cancelled: "Abgebrochen."))

    view.present()
    await view.runUntilDismissed()

    #expect(output.writes == [.output("Abgebrochen.\n")])
  }

  @Test func `problems are red when standard error shows colour`() {
    let (view, _) = makeView(
      [InputLine](),
      style: TerminalStyle(showsPrompts: false, usesColor: false, usesColorOnErrors: true))

    view.showErrorMessage("The item was not saved: the disk is full")

    #expect(
      output.writes == [
        .error("\u{1B}[31merror: The item was not saved: the disk is full\u{1B}[0m\n")
      ])
  }
}
