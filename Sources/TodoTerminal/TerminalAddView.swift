import Foundation
import TodoVIPER

/// The add form at a terminal: reads a line for each field of an entry, and relays the entry to
/// the add presenter (objc.io's `VTDAddViewController`).
///
/// A wireframe presents it as UIKit presents a form: ``present()`` puts it on screen, on top of
/// the session's ``ScreenStack``, and returns. Being modal, it then takes the terminal: the
/// command loop hands the screen on top the input (``runUntilDismissed()``) until it is
/// dismissed. It asks for each field in the order ``EntryField`` gives (the title, then the due
/// date), then saves the entry, and waits for the save to finish. A line `cancel`, or the end of
/// input, cancels the form. It converts the typed date with a ``DueDateParser`` (as a date picker would) and
/// judges nothing itself. It runs on the main actor, as every view does.
///
/// **A refused entry.** When the presenter reports a problem, or a line cannot be read, the form
/// shows it, and then:
/// - at a terminal, where a person can answer, it asks again: from the title after a problem
///   the presenter reported, the same line after a line it could not read;
/// - from a pipe or a file, where nobody can answer again, it ends the form with nothing stored,
///   the problem named with the input lines it came from (`error: lines 2-3: …`), and the next
///   line is read as a command again. Reading the following lines as answers would store them
///   as an item.
@MainActor
public final class TerminalAddView: AddViewInput, TerminalScreen {
  private let eventHandler: any AddViewOutput
  private let form: FormInput
  private let output: any TextOutput
  /// The screens of the session, which ``present()`` puts the form on.
  private let screens: ScreenStack
  /// Whether the form is on screen: from ``present()`` until ``dismiss()``.
  public var isPresented: Bool { screens.contains(self) }
  /// The words of its prompts, as the presenter chose them.
  private var labels = AddFormLabels.english
  /// The input lines the entry being saved was read from, for messages when nobody can answer.
  private var entryLines: ClosedRange<Int>?

  /// How many times the form closed without saving after it showed a problem.
  ///
  /// A problem is an entry the presenter refused, or a line the form could not read. A script
  /// that piped such an entry in is told through the exit status.
  public private(set) var entriesNotSaved = 0

  /// The form's ``entriesNotSaved``, as the command loop counts every screen's.
  public var closedWithoutSaving: Int { entriesNotSaved }

  /// `nil`: after the form, the next line is a command again, whatever happened to its entry.
  public var inputEndsAfterLine: Int? { nil }

  /// Creates the form.
  ///
  /// - Parameters:
  ///   - eventHandler: The add presenter, which the view owns.
  ///   - input: Where it reads the fields.
  ///   - output: Where it writes prompts and problems.
  ///   - style: Whether it prompts, and so whether a person can answer again, and whether it
  ///     uses colour.
  ///   - parser: How it reads a typed due date.
  ///   - words: The words of its own messages (a line it cannot read, where a problem came
  ///     from): English by default. Its prompts are the presenter's (``setLabels(_:)``).
  ///   - screens: The session's screens, which it is presented on: a stack of its own by
  ///     default.
  public init(
    eventHandler: any AddViewOutput, input: any LineInput, output: any TextOutput,
    style: TerminalStyle, parser: DueDateParser, words: Words = .english,
    screens: ScreenStack = ScreenStack()
  ) {
    self.eventHandler = eventHandler
    self.screens = screens
    self.form = FormInput(
      input: input, output: output, style: style, parser: parser, words: words)
    self.output = output
  }

  /// A terminal has no date picker to limit: the due-date prompt names the earliest day (see
  /// ``setLabels(_:)``), and the presenter refuses an earlier one.
  public func setMinimumDueDate(_ date: Date) {}

  public func setLabels(_ labels: AddFormLabels) {
    self.labels = labels
  }

  public func showErrorMessage(_ message: String) {
    guard !form.isInteractive, let entryLines else {
      form.showProblem(message)
      return
    }
    form.showProblem(
      form.words(
        .formAtLines, .number(entryLines.lowerBound), .number(entryLines.upperBound),
        .worded(message)))
  }

  /// Puts the form on screen, empty, on top of the others; it reads nothing until
  /// ``runUntilDismissed()``.
  public func present() {
    screens.push(self)
    form.reset()
  }

  /// Reads the form's lines and relays them until the form is dismissed.
  ///
  /// The form is dismissed after a save or a cancel, and this returns. Each save is awaited
  /// before the next line is read, so a piped session prints what it would if every call were
  /// immediate.
  public func runUntilDismissed() async {
    while isPresented {
      let firstLine = form.input.linesRead + 1
      // Every field is read before the entry is saved: these values are never sent.
      var entry = TodoEntry(title: "", dueDate: .distantPast)
      for field in EntryField.allCases {
        guard form.read(field, prompt: labels.prompt(for: field), into: &entry) else {
          close()
          return
        }
      }
      entryLines = firstLine...form.input.linesRead
      await eventHandler.saveAddAction(entry)
      entryLines = nil
      if isPresented, form.hasShownProblem, !form.isInteractive {
        close()
        return
      }
    }
  }

  /// Takes the form off screen: the screen under it takes the input.
  public func dismiss() {
    screens.pop(self)
  }

  /// Closes the form without saving: cancelled by the user, or ended after a problem nobody
  /// can answer.
  private func close() {
    if form.hasShownProblem {
      entriesNotSaved += 1
    }
    if form.isInteractive || !form.hasShownProblem {
      output.write(form.escaped(labels.cancelled) + "\n")
    }
    eventHandler.cancelAddAction()
  }
}
