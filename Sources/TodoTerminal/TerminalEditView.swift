import Foundation
import TodoVIPER

/// The edit form at a terminal: shows the item it was opened for, reads one command on each line, and
/// relays each to the edit presenter.
///
/// A wireframe presents it as it presents the add form, on top of the session's
/// ``ScreenStack``; the command loop then hands it the input (``runUntilDismissed()``) until it
/// is dismissed. When it runs, it first asks the
/// presenter to load the item (as a view appearing does), then reads commands:
/// - a field's name (``EntryField``), then a line: its new value: `title`, then the new title;
///   `due`, then the new due date, in the add form's forms (it converts it as a date picker
///   would, and judges nothing);
/// - `save`: sends the entry the form holds (the interactor stores only what differs from the
///   item as shown); `done`: marks the item done; `delete`, then `yes`:
///   removes it (any other answer keeps it; one that cannot be read is a refused line);
///   `cancel`, or the end of input: closes with nothing changed; `help`: lists them.
///
/// **A refused change** is treated as a refused entry in the add form (see ``FormInput``): at
/// a terminal the form goes on; from a pipe it ends with nothing changed, the problem named with
/// its input line, and the next line is a command of the list again. An unknown command is a
/// refused line too. A form whose item could not be loaded closes at once; from a pipe it says
/// so (``notOpenedAtLine``), and the command loop reads no more. It runs on the main actor, as
/// every view does.
@MainActor
public final class TerminalEditView: EditViewInput, TerminalScreen {
  private let eventHandler: any EditViewOutput
  private let form: FormInput
  private let output: any TextOutput
  /// The columns its help is laid out in.
  private let columns: Int
  /// The screens of the session, which ``present()`` puts the form on.
  private let screens: ScreenStack
  /// Whether the form is on screen: from ``present()`` until ``dismiss()``.
  public var isPresented: Bool { screens.contains(self) }
  /// The words of its prompts and answers, as the presenter chose them.
  private var labels = EditFormLabels.english
  /// The entry the form holds: the item's fields, until the user changes them.
  private var entry = TodoEntry(title: "", dueDate: .distantPast)
  /// The input line of the `save`, `done` or `delete` being sent (for a delete, its answer; for
  /// loading the item, the `open`), for messages when nobody can answer.
  private var actionLine: Int?

  /// How many times the form closed without saving after it showed a problem: a script that
  /// piped such a change in is told through the exit status.
  public private(set) var changesNotSaved = 0

  /// The input line of the `open` whose form closed before it read anything, as the item could
  /// not be loaded; `nil` while the form opened.
  public private(set) var notOpenedAtLine: Int?

  /// The form's ``changesNotSaved``, as the command loop counts every screen's.
  public var closedWithoutSaving: Int { changesNotSaved }

  /// The form's ``notOpenedAtLine``: from a pipe, the lines after an `open` whose form did not
  /// open were written for it, and are not read.
  public var inputEndsAfterLine: Int? { notOpenedAtLine }

  /// The form's commands besides the fields' names, each with the word of its line in the
  /// help, in their order.
  static let actions: [(name: String, help: Word)] = [
    ("save", .editHelpSave), ("done", .editHelpDone), ("delete", .editHelpDelete),
    ("cancel", .editHelpCancel),
  ]

  /// The form's commands, as messages name them: each field's name, then the actions, in their
  /// order; a message joins them as its language joins a list.
  static let commandNames = EntryField.allCases.map(\.name) + actions.map(\.name)

  /// Creates the form.
  ///
  /// - Parameters:
  ///   - eventHandler: The edit presenter, which the view owns.
  ///   - input: Where it reads its commands and fields.
  ///   - output: Where it writes the item, prompts and problems.
  ///   - style: Whether it prompts, and so whether a person can answer again, and whether it
  ///     uses colour.
  ///   - parser: How it reads a typed due date.
  ///   - words: The words of its command loop (`help`, an unknown command) and of its own
  ///     messages: English by default. Its prompts are the presenter's (``setLabels(_:)``).
  ///   - columns: The columns its help is laid out in: the terminal's, 80 by default.
  ///   - screens: The session's screens, which it is presented on: a stack of its own by
  ///     default.
  public init(
    eventHandler: any EditViewOutput, input: any LineInput, output: any TextOutput,
    style: TerminalStyle, parser: DueDateParser, words: Words = .english, columns: Int = 80,
    screens: ScreenStack = ScreenStack()
  ) {
    self.eventHandler = eventHandler
    self.screens = screens
    self.form = FormInput(
      input: input, output: output, style: style, parser: parser, words: words)
    self.output = output
    self.columns = columns
  }

  public func showItem(_ data: EditDisplayData) {
    entry = data.entry
    output.write(form.escaped(data.heading) + "\n")
  }

  /// A terminal has no date picker to limit: the due-date prompt names the earliest day (see
  /// ``setLabels(_:)``), and the presenter refuses an earlier one.
  public func setMinimumDueDate(_ date: Date) {}

  public func setLabels(_ labels: EditFormLabels) {
    self.labels = labels
  }

  public func showErrorMessage(_ message: String) {
    guard !form.isInteractive, let actionLine else {
      form.showProblem(message)
      return
    }
    form.showProblem(form.words(.formAtLine, .number(actionLine), .worded(message)))
  }

  /// Puts the form on screen, on top of the others; it reads nothing until
  /// ``runUntilDismissed()``.
  public func present() {
    screens.push(self)
    form.reset()
  }

  /// Takes the form off screen: the screen under it takes the input.
  public func dismiss() {
    screens.pop(self)
  }

  /// Loads the item, then reads the form's commands and relays them until it is dismissed.
  public func runUntilDismissed() async {
    guard isPresented else { return }
    notOpenedAtLine = nil
    await acting { await eventHandler.viewWillAppear() }
    // The presenter closes the form after a problem when the item is gone: nothing was changed.
    if !isPresented, form.hasShownProblem {
      changesNotSaved += 1
      notOpenedAtLine = form.input.linesRead
    }
    while isPresented {
      let problemsBefore = form.hasShownProblem
      guard let command = form.readField(prompt: labels.command) else {
        await close()
        return
      }
      let mayGoOn = await handle(command.trimmingCharacters(in: .whitespaces).lowercased())
      let refused = form.hasShownProblem && !problemsBefore
      if !isPresented, refused { changesNotSaved += 1 }
      if isPresented, !mayGoOn || (refused && !form.isInteractive) {
        await close()
        return
      }
    }
  }

  /// Acts on one command; returns `false` when the form is to close (the input ended, or a
  /// field could not be read from a pipe).
  private func handle(_ command: String) async -> Bool {
    if let field = EntryField.named(command) {
      return form.read(field, prompt: labels.prompt(for: field), into: &entry)
    }
    switch command {
    case "": return true
    case "save":
      await acting { await eventHandler.saveEditAction(entry) }
    case "done":
      await acting { await eventHandler.completeAction() }
    case "delete":
      guard let answer = form.readField(prompt: labels.confirmDelete) else { return false }
      if answer.trimmingCharacters(in: .whitespaces).lowercased() == "yes" {
        await acting { await eventHandler.deleteAction() }
      } else {
        output.write(form.escaped(labels.notDeleted) + "\n")
      }
    case "help":
      output.write(TextLayout.reflowed(Self.help(in: form.words), width: columns))
    default:
      let problem = form.words(
        .editUnknownCommand, .text(command.abridgedForTerminal),
        .text(form.words.listing(Self.commandNames)))
      form.showLineProblem(problem, atTerminal: problem)
    }
    return true
  }

  /// Returns the form's help in `words`: its first line, then each field's name and what it
  /// holds, then each action.
  static func help(in words: Words) -> String {
    words(.editHelp) + "\n"
      + HelpText.table(
        EntryField.allCases.map { ($0.name, words($0.help)) }
          + actions.map { ($0.name, words($0.help)) }, in: words)
  }

  /// Sends an action the line just read asked for; a problem it shows names that line.
  private func acting(_ action: () async -> Void) async {
    actionLine = form.input.linesRead
    await action()
    actionLine = nil
  }

  /// Closes the form with nothing changed: cancelled by the user, or ended after a problem
  /// nobody can answer.
  private func close() async {
    if form.hasShownProblem {
      changesNotSaved += 1
    }
    if form.isInteractive || !form.hasShownProblem {
      output.write(form.escaped(labels.cancelled) + "\n")
    }
    await eventHandler.cancelEditAction()
  }
}
