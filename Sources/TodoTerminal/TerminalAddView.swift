import Foundation
import TodoVIPER

/// The add form at a terminal: reads a title line and a due-date line, and relays them to the
/// add presenter (objc.io's `VTDAddViewController`).
///
/// A wireframe presents it as UIKit presents a form: ``present()`` puts it on screen and
/// returns. Being modal, it then takes the terminal: the command loop hands it the input
/// (``runUntilDismissed()``) until it is dismissed. It asks for the title, then the due date,
/// then saves, and waits for the save to finish; when the presenter reports a problem it shows
/// it and asks again, from the title. A line `cancel`, or the end of input, cancels the form.
/// It converts the typed date with a ``DueDateParser`` (as a date picker would) and judges
/// nothing itself. It runs on the main actor, as every view does.
@MainActor
public final class TerminalAddView: AddViewInput, PresentableView {
  private let eventHandler: any AddViewOutput
  private let input: any LineInput
  private let output: any TextOutput
  private let style: TerminalStyle
  private let parser: DueDateParser
  /// Whether the form is on screen: from ``present()`` until ``dismiss()``.
  public private(set) var isPresented = false
  private var minimumDueDate: Date?
  private var hasShownProblem = false

  /// How many times the form closed without saving after it showed a problem.
  ///
  /// A problem is an entry the presenter refused, or a line the form could not read. A script
  /// that piped such an entry in is told through the exit status.
  public private(set) var entriesNotSaved = 0

  /// Creates the form.
  ///
  /// - Parameters:
  ///   - eventHandler: The add presenter, which the view owns.
  ///   - input: Where it reads the title and due date.
  ///   - output: Where it writes prompts and problems.
  ///   - style: Whether it prompts and uses colour.
  ///   - parser: How it reads a typed due date.
  public init(
    eventHandler: any AddViewOutput, input: any LineInput, output: any TextOutput,
    style: TerminalStyle, parser: DueDateParser
  ) {
    self.eventHandler = eventHandler
    self.input = input
    self.output = output
    self.style = style
    self.parser = parser
  }

  public func setMinimumDueDate(_ date: Date) {
    minimumDueDate = date
  }

  public func showErrorMessage(_ message: String) {
    hasShownProblem = true
    output.writeError(style.error("error: \(message.escapedForTerminal)") + "\n")
  }

  /// Puts the form on screen, empty; it reads nothing until ``runUntilDismissed()``.
  public func present() {
    isPresented = true
    hasShownProblem = false
  }

  /// Reads the form's lines and relays them until the form is dismissed.
  ///
  /// The form is dismissed after a save or a cancel, and this returns. Each save is awaited before the next line is
  /// read, so a piped session prints what it would if every call were immediate.
  public func runUntilDismissed() async {
    while isPresented {
      guard let title = readField(prompt: "Title: "),
        let dueDate = readDueDate()
      else {
        if hasShownProblem { entriesNotSaved += 1 }
        output.write("Cancelled: nothing was added.\n")
        eventHandler.cancelAddAction()
        return
      }
      await eventHandler.saveAddAction(title: title, dueDate: dueDate)
    }
  }

  public func dismiss() {
    isPresented = false
  }

  /// Returns the next line typed, or `nil` when the user cancels or the input ends.
  private func readField(prompt: String) -> String? {
    while true {
      if style.showsPrompts { output.write(prompt) }
      switch input.readLine() {
      case .endOfInput:
        return nil
      case .notUTF8:
        showErrorMessage("that line is not UTF-8 text; type it again, or 'cancel'")
      case .tooLong:
        showErrorMessage(
          "that line is longer than \(maximumLineBytes) bytes; type a shorter one, or 'cancel'")
      case .text(let text):
        return text.trimmingCharacters(in: .whitespaces).lowercased() == "cancel" ? nil : text
      }
    }
  }

  /// Returns the next due date typed, asking again until one can be read, or `nil` when the
  /// user cancels or the input ends.
  private func readDueDate() -> Date? {
    let earliest = minimumDueDate.map { " (\(parser.day(of: $0)) or later)" } ?? ""
    while let text = readField(prompt: "Due date\(earliest): ") {
      switch parser.dueDate(from: text) {
      case .success(let date): return date
      case .failure(let error): showErrorMessage(error.description)
      }
    }
    return nil
  }
}
