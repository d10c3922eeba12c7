import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard input, output and error.
///
/// Lines are read as bytes and checked to be UTF-8; a line break is `\n`, and a `\r` before it
/// is dropped. A line of any length is read to its end, but one longer than
/// ``maximumLineBytes`` is dropped and reported, so memory stays bounded whatever comes in.
public final class StandardStreams: LineInput, TextOutput {
  /// Creates the streams of this process.
  public init() {}

  /// Whether standard input is a terminal (a person typing, rather than a pipe or a file).
  public var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  public var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether standard error is a terminal.
  public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  public func readLine() -> InputLine {
    var bytes: [UInt8] = []
    var isTooLong = false
    while true {
      let character = getchar()
      if character == EOF {
        if bytes.isEmpty && !isTooLong { return .endOfInput }
        break
      }
      if character == 0x0A { break }
      if bytes.count == maximumLineBytes + 1 {
        isTooLong = true
      } else {
        bytes.append(UInt8(truncatingIfNeeded: character))
      }
    }
    if bytes.last == 0x0D { bytes.removeLast() }
    if isTooLong || bytes.count > maximumLineBytes { return .tooLong }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .notUTF8 }
    return .text(text)
  }

  /// Why standard output could not be written, once a write to it failed.
  public private(set) var writeFailure: String?

  /// Writes to standard output; the first write that fails is reported on standard error, and
  /// nothing more is written there.
  public func write(_ text: String) {
    guard writeFailure == nil else { return }
    if let code = Self.write(text, to: STDOUT_FILENO) {
      let reason = String(cString: strerror(code))
      writeFailure = reason
      writeError("todo: cannot write to standard output: \(reason)\n")
    }
  }

  public func writeError(_ text: String) {
    _ = Self.write(text, to: STDERR_FILENO)
  }

  /// Writes to the process's standard error from any thread: for a store that reports while
  /// it works (`write(2)` on one descriptor is safe to call from several threads).
  public static func writeToStandardError(_ text: String) {
    _ = write(text, to: STDERR_FILENO)
  }

  /// Writes all of `text`, unbuffered, retrying after interruptions; returns the `errno` of a
  /// write that failed, or `nil`.
  private static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Darwin)
          Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #elseif canImport(Musl)
          Musl.write(descriptor, buffer.baseAddress, buffer.count)
        #else
          Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if written < 0 && errno == EINTR { continue }
      if written < 0 { return errno }
      if written == 0 { return EIO }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }
}
