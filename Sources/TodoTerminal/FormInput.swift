import Foundation
import TodoVIPER

/// How a form at a terminal reads its lines: one field a line, a line it cannot read named, and
/// asked for again only where a person can answer (see ``TerminalStyle/showsPrompts``).
///
/// The add and edit forms read through it, so both keep the same rule: at a terminal a refused
/// line is typed again; from a pipe or a file, where nobody can answer, the problem is named
/// with its input line number and the form ends.
@MainActor
final class FormInput {
  let input: any LineInput
  private let output: any TextOutput
  private let style: TerminalStyle
  let parser: DueDateParser
  /// The words of the problems of reading a line: the terminal's, not a module's.
  let words: Words
  /// Whether a problem was shown since ``reset()``: the form then closes as not saved.
  private(set) var hasShownProblem = false

  init(
    input: any LineInput, output: any TextOutput, style: TerminalStyle, parser: DueDateParser,
    words: Words
  ) {
    self.input = input
    self.output = output
    self.style = style
    self.parser = parser
    self.words = words
  }

  /// Whether a person types the input, and so may answer again.
  var isInteractive: Bool { style.showsPrompts }

  /// Forgets the problems shown: the form is on screen afresh.
  func reset() {
    hasShownProblem = false
  }

  /// Writes `text` as a prompt, at a terminal only; an empty one writes nothing.
  func prompt(_ text: String) {
    if style.showsPrompts && !text.isEmpty { output.write(text) }
  }

  /// Returns the next line typed, or `nil` when the user types `cancel`, the input ends, or
  /// (from a pipe) a line cannot be read.
  func readField(prompt text: String) -> String? {
    while true {
      prompt(text)
      let mayAnswerAgain: Bool
      switch input.readLine() {
      case .endOfInput:
        return nil
      case .notUTF8:
        mayAnswerAgain = showLineProblem(
          words(.formNotUTF8), atTerminal: words(.formNotUTF8TypeAgain))
      case .tooLong:
        mayAnswerAgain = showLineProblem(
          words(.formTooLong, .number(maximumLineBytes)),
          atTerminal: words(.formTooLongTypeShorter, .number(maximumLineBytes)))
      case .text(let text):
        return text.trimmingCharacters(in: .whitespaces).lowercased() == "cancel" ? nil : text
      }
      guard mayAnswerAgain else { return nil }
    }
  }

  /// Reads the next line as `field`'s value into `entry` (a due date in one of its forms), and
  /// returns whether it did: `false` when the user cancels, the input ends, or (from a pipe)
  /// the line cannot be read.
  func read(_ field: EntryField, prompt text: String, into entry: inout TodoEntry) -> Bool {
    switch field.value {
    case .text(let path):
      guard let typed = readField(prompt: text) else { return false }
      entry[keyPath: path] = typed
    case .dueDate(let path):
      guard let date = readDueDate(prompt: text) else { return false }
      entry[keyPath: path] = date
    }
    return true
  }

  /// Returns the next due date typed, asking again (at a terminal) until one can be read, or
  /// `nil` when the user cancels, the input ends, or (from a pipe) one cannot be read.
  func readDueDate(prompt text: String) -> Date? {
    while let typed = readField(prompt: text) {
      switch parser.dueDate(from: typed) {
      case .success(let date): return date
      case .failure(let error):
        let problem = words.text(error.message)
        guard showLineProblem(problem, atTerminal: problem) else { return nil }
      }
    }
    return nil
  }

  /// Shows what is wrong with the line just read, and returns whether it may be typed again:
  /// at a terminal, as `atTerminal` says it (a whole sentence, with what to do); from a pipe,
  /// where it may not, `problem` with the line's number.
  @discardableResult
  func showLineProblem(_ problem: String, atTerminal: String) -> Bool {
    let text =
      style.showsPrompts
      ? atTerminal
      : words(.formAtLine, .number(input.linesRead), .worded(problem))
    showProblem(text)
    return style.showsPrompts
  }

  /// Shows a problem on standard error, as it is: `error: …`, in red where that shows.
  func showProblem(_ text: String) {
    hasShownProblem = true
    output.writeError(style.error(words(.terminalError, .worded(escaped(text)))) + "\n")
  }

  /// Returns `text`, in the session's words, escaped for the terminal: its isolates kept where
  /// the words put them, after escaping the values they isolate.
  func escaped(_ text: String) -> String {
    text.escapedForTerminal(keepingIsolates: true)
  }
}
