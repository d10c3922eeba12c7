import TodoTerminal

/// A fake terminal for the whole command loop: standard input hands out scripted lines, and
/// standard output and error are recorded.
public final class ScriptedTerminal: LineInput, TextOutput {
  /// The scripted standard input.
  public let input: ScriptedInput
  /// What was written to standard output and standard error.
  public let output: TextOutputSpy

  /// Creates a terminal whose input is `lines`, then the end of input.
  public init(lines: [String]) {
    input = ScriptedInput(lines: lines)
    output = TextOutputSpy()
  }

  /// Creates a terminal whose input is `lines`, lines of text or lines that cannot be read, then
  /// the end of input.
  public init(inputLines lines: [InputLine]) {
    input = ScriptedInput(lines)
    output = TextOutputSpy()
  }

  public func readLine() -> InputLine { input.readLine() }
  public var linesRead: Int { input.linesRead }
  public var readFailure: String? { input.readFailure }
  public func write(_ text: String) { output.write(text) }
  public func writeError(_ text: String) { output.writeError(text) }
  public var writeFailure: String? { output.writeFailure }
}
