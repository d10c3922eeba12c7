import Foundation
import Testing
import TodoTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input read by ``StandardStreams`` itself, in a process of its own.
///
/// Each test puts a pipe on descriptor 0 of its child (see `ChildProcessLimit`), which no other
/// test may see. An expectation that fails in the child reaches this process as a bare "Issue
/// recorded" at the line of `#expect(processExitsWith:)`: so each one says what it saw.
struct StandardStreamsChildProcessTests {
  /// Puts a pipe holding `bytes`, its writing end closed, on standard input.
  static func standardInput(holding bytes: String) {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    _ = Array(bytes.utf8).withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
    _ = close(ends[1])
    _ = dup2(ends[0], STDIN_FILENO)
    _ = close(ends[0])
  }

  @Test func `a last line with no line break is read, and then the input ends`() async {
    await #expect(processExitsWith: .success) {
      ChildProcessLimit.start()
      Self.standardInput(holding: "list\nBuy milk")
      let streams = StandardStreams()

      let lines = [streams.readLine(), streams.readLine(), streams.readLine()]

      #expect(lines == [.text("list"), .text("Buy milk"), .endOfInput], "read \(lines)")
      #expect(streams.readFailure == nil, "failure \(String(describing: streams.readFailure))")
    }
  }

  @Test func `the end of input ends it, though a signal interrupted a call before the read`()
    async
  {
    // `errno` still says EINTR when read(2) returns 0 at the end of the input, as it does after
    // a read that a signal interrupted and that was tried again: only a failed read is retried.
    await #expect(processExitsWith: .success) {
      ChildProcessLimit.start()
      Self.standardInput(holding: "")
      let streams = StandardStreams()

      errno = EINTR
      let line = streams.readLine()

      #expect(line == .endOfInput, "read \(line)")
      #expect(streams.readFailure == nil, "failure \(String(describing: streams.readFailure))")
    }
  }
}
