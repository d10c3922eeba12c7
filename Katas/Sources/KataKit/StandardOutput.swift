import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The tool's standard output, each line written as it is said, not buffered: a check runs
/// builds between its lines.
///
/// A reader that goes away (`kata check | head -1`, a pager quit) ends the output, not the
/// command: SIGPIPE is ignored (``Stopping/install()``), so the write fails, and that is said
/// once on standard error; nothing more is written there, and the command goes on to its end,
/// as it would have: its builds end, its progress is saved, its lock released.
public final class StandardOutput: Sendable {
  private let closed = Atomic<Bool>(false)

  public init() {}

  /// Writes `line` and a line break, unless the output has closed.
  public func say(_ line: String) {
    guard !closed.load(ordering: .sequentiallyConsistent) else { return }
    guard let failure = Self.write(line + "\n", to: STDOUT_FILENO) else { return }
    guard !closed.exchange(true, ordering: .sequentiallyConsistent) else { return }
    _ = Self.write(
      "kata: cannot write to standard output: \(String(cString: strerror(failure))); the command "
        + "goes on to its end, and says nothing more there\n", to: STDERR_FILENO)
  }

  /// Writes all of `text` to `descriptor`, retrying after an interruption; returns the `errno`
  /// of a write that failed, or `nil`.
  static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      if written < 0 { return errno }
      if written == 0 { return EIO }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
