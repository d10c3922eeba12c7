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

  public private(set) var linesRead = 0

  /// What ``LineInput/readFailure`` reports: set it to act as an input that could not be read.
  public var readFailure: String?

  public func readLine() -> InputLine {
    guard !lines.isEmpty else { return .endOfInput }
    linesRead += 1
    return lines.removeFirst()
  }
}
