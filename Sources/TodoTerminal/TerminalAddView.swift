import Foundation
import TodoVIPER

/// The add form at a terminal: reads a title line and a due-date line, and relays them to the
/// add presenter (objc.io's `VTDAddViewController`).
///
/// A wireframe presents it as UIKit presents a form: ``present()`` puts it on screen and
/// returns. Being modal, it then takes the terminal: the command loop hands it the input
/// (``runUntilDismissed()``) until it is dismissed. It asks for the title, then the due date,
/// then saves, and waits for the save to finish. A line `cancel`, or the end of input, cancels
/// the form. It converts the typed date with a ``DueDateParser`` (as a date picker would) and
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
  /// The input lines the entry being saved was read from, for messages when nobody can answer.
  private var entryLines: ClosedRange<Int>?

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
  ///   - style: Whether it prompts, and so whether a person can answer again, and whether it
  ///     uses colour.
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
    let place =
      style.showsPrompts ? "" : entryLines.map { "lines \($0.lowerBound)-\($0.upperBound): " }
    output.writeError(style.error("error: \(place ?? "")\(message.escapedForTerminal)") + "\n")
  }

  /// Puts the form on screen, empty; it reads nothing until ``runUntilDismissed()``.
  public func present() {
    isPresented = true
    hasShownProblem = false
  }

  /// Reads the form's lines and relays them until the form is dismissed.
  ///
  /// The form is dismissed after a save or a cancel, and this returns. Each save is awaited
  /// before the next line is read, so a piped session prints what it would if every call were
  /// immediate.
  public func runUntilDismissed() async {
    while isPresented {
      let firstLine = input.linesRead + 1
      guard let title = readField(prompt: "Title: "),
        let dueDate = readDueDate()
      else {
        close()
        return
      }
      entryLines = firstLine...input.linesRead
      await eventHandler.saveAddAction(title: title, dueDate: dueDate)
      entryLines = nil
      if isPresented, hasShownProblem, !style.showsPrompts {
        close()
        return
      }
    }
  }

  public func dismiss() {
    isPresented = false
  }

  /// Closes the form without saving: cancelled by the user, or ended after a problem nobody
  /// can answer.
  private func close() {
    if hasShownProblem {
      entriesNotSaved += 1
    }
    if style.showsPrompts || !hasShownProblem {
      output.write("Cancelled: nothing was added.\n")
    }
    eventHandler.cancelAddAction()
  }

  /// Returns the next line typed, or `nil` when the user cancels, the input ends, or (from a
  /// pipe) a line cannot be read.
  private func readField(prompt: String) -> String? {
    while true {
      if style.showsPrompts { output.write(prompt) }
      let mayAnswerAgain: Bool
      switch input.readLine() {
      case .endOfInput:
        return nil
      case .notUTF8:
        mayAnswerAgain = showLineProblem("that line is not UTF-8 text", answer: "type it again")
      case .tooLong:
        mayAnswerAgain = showLineProblem(
          "that line is longer than \(maximumLineBytes) bytes", answer: "type a shorter one")
      case .text(let text):
        return text.trimmingCharacters(in: .whitespaces).lowercased() == "cancel" ? nil : text
      }
      guard mayAnswerAgain else { return nil }
    }
  }

  /// Returns the next due date typed, asking again until one can be read, or `nil` when the
  /// user cancels, the input ends, or (from a pipe) one cannot be read.
  private func readDueDate() -> Date? {
    let earliest = minimumDueDate.map { " (\(parser.day(of: $0)) or later)" } ?? ""
    while let text = readField(prompt: "Due date\(earliest): ") {
      switch parser.dueDate(from: text) {
      case .success(let date): return date
      case .failure(let error):
        guard showLineProblem(error.description, answer: nil) else { return nil }
      }
    }
    return nil
  }

  /// Shows what is wrong with the line just read, and returns whether it may be typed again:
  /// at a terminal, with what to do (`answer`, or `'cancel'`); from a pipe, where it may not,
  /// with the line's number.
  private func showLineProblem(_ problem: String, answer: String?) -> Bool {
    hasShownProblem = true
    let text: String
    if style.showsPrompts {
      text = answer.map { "\(problem); \($0), or 'cancel'" } ?? problem
    } else {
      text = "line \(input.linesRead): \(problem)"
    }
    output.writeError(style.error("error: \(text.escapedForTerminal)") + "\n")
    return style.showsPrompts
  }
}
