import TodoTerminal

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
