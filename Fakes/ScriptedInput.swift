import TodoTerminal

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
