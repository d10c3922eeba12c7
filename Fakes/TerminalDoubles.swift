import Foundation
import TodoTerminal
import TodoVIPER

/// A stub line input that hands out scripted lines, then the end of input.
public final class ScriptedInput: LineInput {
  private var lines: [InputLine]

  /// Creates an input that returns `lines` in order, then ``InputLine/endOfInput`` for ever.
  public init(_ lines: [InputLine]) {
    self.lines = lines
  }

  /// Creates an input of text lines.
  public convenience init(lines: [String]) {
    self.init(lines.map(InputLine.text))
  }

  /// How many scripted lines are still unread.
  public var unreadCount: Int { lines.count }

  public func readLine() -> InputLine {
    lines.isEmpty ? .endOfInput : lines.removeFirst()
  }
}

/// A spy text output that records what is written to each stream.
public final class TextOutputSpy: TextOutput {
  /// One write, to standard output or standard error.
  public enum Write: Hashable {
    case output(String)
    case error(String)
  }

  /// Every write, in order.
  public private(set) var writes: [Write] = []
  /// What ``TextOutput/writeFailure`` reports: set it to act as an output that could not be
  /// written.
  public var writeFailure: String?

  /// Creates a spy that has recorded nothing.
  public init() {}

  /// Everything written to standard output, joined.
  public var output: String {
    writes.map { if case .output(let text) = $0 { text } else { "" } }.joined()
  }

  /// Everything written to standard error, joined.
  public var error: String {
    writes.map { if case .error(let text) = $0 { text } else { "" } }.joined()
  }

  public func write(_ text: String) { writes.append(.output(text)) }
  public func writeError(_ text: String) { writes.append(.error(text)) }
}

/// A spy list presenter, seen from the view, that records the user's actions.
@MainActor
public final class ListViewOutputSpy: ListViewOutput {
  /// An action the view relayed.
  public enum Message: Hashable {
    case updateView
    case addNewEntry
  }

  /// Every action, in order.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func updateView() async { messages.append(.updateView) }
  public func addNewEntry() { messages.append(.addNewEntry) }
}

/// A spy add presenter, seen from the view, that records the user's actions and can dismiss
/// the view when told to save.
@MainActor
public final class AddViewOutputSpy: AddViewOutput {
  /// An action the view relayed.
  public enum Message: Hashable {
    case save(title: String, dueDate: Date)
    case cancel
  }

  /// Every action, in order.
  public private(set) var messages: [Message] = []
  /// What a save does: by default it reports nothing and dismisses `view`, as a valid save
  /// would; set it to report problems instead.
  public var onSave: (AddViewOutputSpy) -> Void = { $0.view?.dismiss() }
  /// The form to dismiss on save and cancel.
  public weak var view: (any PresentableView & AddViewInput)?

  /// Creates a spy that has received nothing.
  public init() {}

  public func saveAddAction(title: String, dueDate: Date) async {
    messages.append(.save(title: title, dueDate: dueDate))
    onSave(self)
  }

  public func cancelAddAction() {
    messages.append(.cancel)
    view?.dismiss()
  }
}
