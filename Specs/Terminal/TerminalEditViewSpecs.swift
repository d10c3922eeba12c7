import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// The edit form at a terminal: one command on each line, what each relays, and what it prints.
@MainActor
struct TerminalEditViewSpecs {
  let presenter = EditViewOutputSpy(
    item: EditDisplayData(
      title: "Pay rent", dueDate: .iso("2026-11-30T00:00:00Z"), dueText: "2026-11-30, Monday",
      heading: "Editing: Pay rent, due 2026-11-30, Monday"))
  let output = TextOutputSpy()
  /// Sunday 2026-11-22 at 10:00 UTC.
  let parser = DueDateParser(calendar: .mondayFirst, clock: FixedClock(.nov22At10))
  /// A person typing at a terminal: prompts, and a refused change is typed again.
  static let atTerminal = TerminalStyle(
    showsPrompts: true, usesColor: false, usesColorOnErrors: false)

  /// Runs the form, presented, over `lines`; returns it and its input.
  func run(_ lines: [String], style: TerminalStyle = .plain) async -> (
    TerminalEditView, ScriptedInput
  ) {
    let input = ScriptedInput(lines: lines)
    let view = TerminalEditView(
      eventHandler: presenter, input: input, output: output, style: style, parser: parser)
    presenter.view = view
    view.present()
    await view.runUntilDismissed()
    return (view, input)
  }

  @Test func `appearing shows the item it edits`() async {
    _ = await run(["cancel"])

    #expect(output.output.hasPrefix("Editing: Pay rent, due 2026-11-30, Monday\n"))
    #expect(presenter.messages.first == .viewWillAppear)
  }

  @Test func `title and then a line sets the title; save sends it with the due date as it was`()
    async
  {
    let (_, input) = await run(["title", "Pay the rent", "save", "list"])

    #expect(
      presenter.messages == [
        .viewWillAppear,
        .saveEditAction(TodoEntry(title: "Pay the rent", dueDate: .iso("2026-11-30T00:00:00Z"))),
      ])
    #expect(input.unreadCount == 1)
  }

  @Test func `due and then a date sets the due date, in the add form's forms`() async {
    _ = await run(["due", "tuesday", "save"])

    #expect(
      presenter.messages.last
        == .saveEditAction(TodoEntry(title: "Pay rent", dueDate: .iso("2026-11-24T00:00:00Z"))))
  }

  @Test func `done marks the item done`() async {
    _ = await run(["done"])

    #expect(presenter.messages == [.viewWillAppear, .completeAction])
  }

  @Test func `delete and then yes removes the item`() async {
    _ = await run(["delete", "YES"])

    #expect(presenter.messages == [.viewWillAppear, .deleteAction])
  }

  @Test func `delete and then anything but yes keeps it, and the form stays open`() async {
    _ = await run(["delete", "no", "cancel"])

    #expect(presenter.messages == [.viewWillAppear, .cancelEditAction])
    #expect(output.output.contains("Not deleted.\n"))
  }

  @Test(arguments: [["cancel"], [], ["title", "Pay the rent"]])
  func `cancel, or the end of input, closes the form with nothing changed`(_ lines: [String])
    async
  {
    _ = await run(lines)

    #expect(presenter.messages == [.viewWillAppear, .cancelEditAction])
    #expect(output.output.hasSuffix("Cancelled: nothing was changed.\n"))
  }

  @Test func `help lists the form's commands`() async {
    _ = await run(["help", "cancel"])

    #expect(
      output.output.contains(
        """
        Commands of the edit form, one per line. To change a field, type its name, then
        its new value on the next line:
          title   what to do
          due     when it is due, in one of the forms help lists under 'Due dates'
          save    store the changes and close
          done    mark the item done and close
          delete  remove the item (type yes on the next line to confirm) and close
          cancel  close with nothing changed (so does the end of input)
        """))
  }

  @Test func `at a terminal it prompts for each command and each field`() async {
    _ = await run(["title", "Pay the rent", "cancel"], style: Self.atTerminal)

    #expect(
      output.writes.filter {
        if case .output(let text) = $0 { text.hasSuffix(": ") || text == "edit> " } else { false }
      }
        == [.output("edit> "), .output("Title: "), .output("edit> ")])
  }

  @Test func `it prompts and answers with the words the presenter set`() async {
    let input = ScriptedInput(lines: ["delete", "no", "due", "2026-11-30", "cancel"])
    let view = TerminalEditView(
      eventHandler: presenter, input: input, output: output, style: Self.atTerminal,
      parser: parser)
    presenter.view = view
    view.setLabels(
      EditFormLabels(
        command: "bearbeiten> ", prompts: [.title: "Titel: ", .dueDate: "Fällig am: "],
        confirmDelete: "Löschen? ", notDeleted: "Nicht gelöscht.", cancelled: "Abgebrochen."))

    view.present()
    await view.runUntilDismissed()

    #expect(
      output.output
        == "Editing: Pay rent, due 2026-11-30, Monday\nbearbeiten> Löschen? Nicht gelöscht.\n"
        + "bearbeiten> Fällig am: bearbeiten> Abgebrochen.\n")
  }

  @Test func `at a terminal, an unknown command is named and the form goes on`() async {
    _ = await run(["rename", "cancel"], style: Self.atTerminal)

    #expect(presenter.messages == [.viewWillAppear, .cancelEditAction])
    #expect(
      output.error
        == "error: unknown command 'rename' in the edit form; type 'help' for its commands "
        + "(title, due, save, done, delete, cancel)\n")
  }

  @Test func `at a terminal, a refused save is shown and the form goes on`() async {
    presenter.onSave = { spy in
      spy.view?.showErrorMessage("The title is empty: type at least one letter, digit or symbol.")
    }

    _ = await run(["title", " ", "save", "cancel"], style: Self.atTerminal)

    #expect(presenter.messages.last == .cancelEditAction)
    #expect(
      output.error == "error: The title is empty: type at least one letter, digit or symbol.\n")
  }

  @Test func `at a terminal, an item changed meanwhile is shown as it is now, and saved from it`()
    async
  {
    let now = EditDisplayData(
      title: "Rent paid", dueDate: .iso("2026-12-01T00:00:00Z"), dueText: "2026-12-01, Tuesday",
      heading: "Editing: Rent paid, due 2026-12-01, Tuesday")
    presenter.onSave = { spy in
      spy.onSave = { $0.view?.dismiss() }
      spy.view?.showErrorMessage("'Pay rent' was changed by another program since it was opened")
      spy.view?.showItem(now)
    }

    _ = await run(["title", "Pay the rent", "save", "save"], style: Self.atTerminal)

    #expect(
      presenter.messages == [
        .viewWillAppear,
        .saveEditAction(TodoEntry(title: "Pay the rent", dueDate: .iso("2026-11-30T00:00:00Z"))),
        .saveEditAction(TodoEntry(title: "Rent paid", dueDate: .iso("2026-12-01T00:00:00Z"))),
      ])
    #expect(output.output.contains("Editing: Rent paid, due 2026-12-01, Tuesday\n"))
  }

  @Test func `at a terminal, a delete answer that cannot be read is asked for again`() async {
    let input = ScriptedInput([.text("delete"), .notUTF8, .tooLong, .text("yes")])
    let view = TerminalEditView(
      eventHandler: presenter, input: input, output: output, style: Self.atTerminal,
      parser: parser)
    presenter.view = view
    view.present()

    await view.runUntilDismissed()

    #expect(presenter.messages == [.viewWillAppear, .deleteAction])
    #expect(
      output.error
        == "error: that line is not UTF-8 text; type it again, or 'cancel'\n"
        + "error: that line is longer than 65,536 bytes; type a shorter one, or 'cancel'\n")
    #expect(
      output.output.components(separatedBy: "Delete it? Type yes to delete: ").count - 1 == 3)
  }

  // MARK: - From a pipe, nobody can answer again

  @Test func `from a pipe, a refused save ends the form, naming its line`() async {
    presenter.onSave = { spy in
      spy.view?.showErrorMessage("The title is empty: type at least one letter, digit or symbol.")
    }

    let (view, input) = await run(["title", " ", "save", "list"])

    #expect(presenter.messages.last == .cancelEditAction)
    #expect(
      output.error
        == "error: line 3: The title is empty: type at least one letter, digit or symbol.\n")
    #expect(input.unreadCount == 1)
    #expect(view.changesNotSaved == 1)
  }

  @Test func `from a pipe, a due date that cannot be read ends the form, naming its line`()
    async
  {
    let (view, input) = await run(["due", "soon", "save"])

    #expect(presenter.messages == [.viewWillAppear, .cancelEditAction])
    #expect(
      output.error
        == "error: line 2: 'soon' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time "
        + "with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.\n")
    #expect(input.unreadCount == 1)
    #expect(view.changesNotSaved == 1)
  }

  @Test func `from a pipe, an unknown command ends the form, naming its line`() async {
    let (view, _) = await run(["rename", "save"])

    #expect(presenter.messages == [.viewWillAppear, .cancelEditAction])
    #expect(
      output.error
        == "error: line 1: unknown command 'rename' in the edit form; type 'help' for its "
        + "commands (title, due, save, done, delete, cancel)\n")
    #expect(view.changesNotSaved == 1)
  }
}
