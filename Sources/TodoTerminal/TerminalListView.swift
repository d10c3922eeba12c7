import TodoPlatform
import TodoVIPER

/// The list screen at a terminal: prints what the list presenter tells it and relays the
/// user's commands (objc.io's `VTDListViewController`).
///
/// It is passive: it writes each message it is given, and turns each command line into one
/// call to its event handler, awaited, so a command has finished printing before the next line
/// is read. It numbers the rows it shows 1, 2, 3 … across sections, and `open N` asks the
/// presenter for row N: the presenter knows which item that row shows. Everything it is given is written with control characters escaped: titles, and
/// headings and messages too, which come from translations. It runs on the main actor, as
/// every view does.
@MainActor
public final class TerminalListView: ListViewInput {
  private let eventHandler: any ListViewOutput
  private let output: any TextOutput
  private let style: TerminalStyle
  private let parser: DueDateParser
  /// The words of its own messages: the terminal's, not the presenter's.
  private let words: Words
  /// The file the items are kept in, which `help` names; `nil` for memory.
  private let storeFile: BytePath?
  /// The columns `help` is laid out in.
  private let columns: Int
  /// The input line of the `open` being handled, which its problems name from a pipe.
  private var openLine: Int?
  /// Whether a problem was shown since the `open` being handled began.
  private var openProblemShown = false

  /// The input line of an `open` that was refused from a pipe, which ended the session: the
  /// lines after it were written for a form that did not open, and are not read.
  public private(set) var refusedOpenLine: Int?

  /// Creates the view.
  ///
  /// - Parameters:
  ///   - eventHandler: The list presenter, which the view owns.
  ///   - output: Where it writes.
  ///   - style: Whether it uses colour.
  ///   - parser: How it reads the due date of `explain`, as the add form reads one.
  ///   - words: The words of its own messages (unknown commands, `help`): English by default.
  ///   - storeFile: The file the items are kept in, which `help` names; `nil` (the default)
  ///     when they are kept in memory.
  ///   - columns: The columns `help` is laid out in: the terminal's, 80 by default.
  public init(
    eventHandler: any ListViewOutput, output: any TextOutput, style: TerminalStyle,
    parser: DueDateParser, words: Words = .english, storeFile: BytePath? = nil,
    columns: Int = 80
  ) {
    self.eventHandler = eventHandler
    self.output = output
    self.style = style
    self.parser = parser
    self.words = words
    self.storeFile = storeFile
    self.columns = columns
  }

  /// Tells the presenter the view is about to appear, so the list is shown first.
  public func viewWillAppear() async {
    await eventHandler.updateView()
  }

  /// Acts on one command line, and returns whether the session goes on.
  ///
  /// - Parameters:
  ///   - line: The line read.
  ///   - lineNumber: Its number in the input, or `nil` when unknown. From a pipe, a refused
  ///     `open` names it and ends the session (see ``refusedOpenLine``).
  public func handle(_ line: InputLine, lineNumber: Int? = nil) async -> CommandOutcome {
    switch line {
    case .endOfInput:
      return .quit
    case .notUTF8:
      showProblem(words(.terminalLineNotUTF8))
      return .keepGoing
    case .tooLong:
      showProblem(words(.terminalLineTooLong, .number(maximumLineBytes)))
      return .keepGoing
    case .text(let text):
      return await handle(
        command: text.trimmingCharacters(in: .whitespaces), lineNumber: lineNumber)
    }
  }

  private func handle(command line: String, lineNumber: Int?) async -> CommandOutcome {
    let command = line.prefix { !$0.isWhitespace }
    let argument = line.dropFirst(command.count).trimmingCharacters(in: .whitespaces)
    switch (command.lowercased(), argument.isEmpty) {
    case ("", _): break
    case ("list", true): await eventHandler.updateView()
    case ("add", true): eventHandler.addNewEntry()
    case ("explain", _): explain(argument)
    case ("open", _): return open(argument, lineNumber: lineNumber)
    case ("help", true):
      output.write(
        HelpText.commands(in: words, parser: parser, width: columns)
          + HelpText.keptIn(storeFile, words: words, width: columns))
    case ("quit", true): return .quit
    default:
      showProblem(
        words(
          .terminalUnknownCommand, .text(line.abridgedForTerminal),
          .text(words.listing(TodoCommandLine.commandNames))))
    }
    return .keepGoing
  }

  /// Asks the presenter to explain the due date `text`, or says what is wrong with it.
  private func explain(_ text: String) {
    guard !text.isEmpty else {
      showProblem(
        words(
          .terminalExplainNeedsDate, .text(parser.tomorrowWord),
          .message(parser.acceptedForms)))
      return
    }
    switch parser.dueDate(from: text) {
    case .success(let date): eventHandler.explain(dueDate: date)
    case .failure(let error): showProblem(words.text(error.message))
    }
  }

  /// Asks the presenter for the form of the item in row `text`, or says what `open` needs.
  ///
  /// From a pipe, a refused `open` (on line `lineNumber`) ends the session: the lines after it
  /// were written for the form, and read as commands they could store junk.
  private func open(_ text: String, lineNumber: Int?) -> CommandOutcome {
    openLine = lineNumber
    openProblemShown = false
    defer { openLine = nil }
    if let row = Int(text), row > 0 {
      eventHandler.openItem(atRow: row)
    } else {
      showProblem(words(.terminalOpenNeedsRow))
    }
    guard openProblemShown, !style.showsPrompts, let lineNumber else { return .keepGoing }
    refusedOpenLine = lineNumber
    return .quit
  }

  private func showProblem(_ problem: String) {
    output.writeError(style.error(words(.terminalError, .worded(atOpenLine(problem)))) + "\n")
  }

  /// Returns `problem`, naming the line of the `open` being handled from a pipe.
  private func atOpenLine(_ problem: String) -> String {
    guard let openLine, !style.showsPrompts else { return problem }
    openProblemShown = true
    return words(.formAtLine, .number(openLine), .worded(problem))
  }

  /// Returns `text`, from the presenter in the session's words, escaped for the terminal: its
  /// isolates kept where the words put them, after escaping the values they isolate.
  private func escaped(_ text: String) -> String {
    text.escapedForTerminal(keepingIsolates: true)
  }

  public func showNoContentMessage(_ message: String) {
    output.write(escaped(message) + "\n")
  }

  public func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
    var text = ""
    var row = 0
    for section in data.sections {
      text += style.heading(escaped(section.name)) + "\n"
      for item in section.items {
        row += 1
        let line =
          item.dueDay.isEmpty
          ? words.text(.verbatim(item.title))
          : words(.listItemWithDay, .text(item.title), .text(item.dueDay))
        text += words.lineStart + "  \(row). \(line)\n"
      }
    }
    output.write(text)
  }

  public func showExplanation(_ data: ExplanationDisplayData) {
    // Aligned by the columns the labels take, not their characters: 日 takes two.
    let labels = data.rows.map { escaped($0.label) }
    let width = labels.map(\.columns).max() ?? 0
    var text = ""
    for (label, row) in zip(labels, data.rows) {
      let padding = String(repeating: " ", count: width - label.columns + 2)
      text += "\(label)\(padding)\(escaped(row.value))\n"
    }
    // Data to copy, not words: as it is (JSON escapes its own controls), with no isolate.
    if let caseLine = data.caseLine { text += caseLine.escapedForTerminal + "\n" }
    output.write(text)
  }

  public func showErrorMessage(_ message: String) {
    output.writeError(
      style.error(words(.terminalError, .worded(atOpenLine(escaped(message))))) + "\n")
  }
}

/// Whether the terminal session goes on after a command.
public enum CommandOutcome: Hashable, Sendable {
  /// Read the next command.
  case keepGoing
  /// End the session.
  case quit
}
