import Foundation
import TodoPlatform
import TodoVIPER

/// The process's standard input, output and error.
///
/// Lines are read as bytes and checked to be UTF-8; a line break is `\n`, and a `\r` before it
/// is dropped. A line of any length is read to its end, but one longer than
/// ``maximumLineBytes`` is dropped and reported, so memory stays bounded whatever comes in.
///
/// A stream that fails is said once on standard error, and the session goes on, so nothing typed
/// is lost: output that cannot be written (a full disk, a pipe whose reader has gone, a closed
/// descriptor) is not written again, and input that cannot be read ends the input.
public final class StandardStreams: LineInput, TextOutput {
  /// The standard descriptors that were closed when the program started, now open on
  /// `/dev/null`.
  private let closedAtStart: Set<Int32>

  /// Takes over the process's standard streams; create it first, before anything opens a file.
  ///
  /// A standard descriptor the program was started without (`todo >&-`) is opened on
  /// `/dev/null`, so that no file the program opens later (the store, its lock, a translation)
  /// becomes standard output and receives the list; writing to such an output is reported as
  /// writing to a closed one. `SIGPIPE` is ignored: a write to a pipe whose reader has gone
  /// fails with `EPIPE`, as any failed write, instead of ending the program before it saves
  /// what was typed.
  public init() {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
      // `open` takes the lowest free descriptor: the one that is missing.
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if opened == descriptor { closed.insert(descriptor) }
    }
    closedAtStart = closed
    signal(SIGPIPE, SIG_IGN)
  }

  /// Whether standard input is a terminal (a person typing, rather than a pipe or a file).
  public var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Whether standard output is a terminal.
  public var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Whether standard error is a terminal.
  public var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// The columns of the terminal standard output is, as it answers `TIOCGWINSZ`; `nil` when it
  /// is no terminal, or answers 0 (a terminal that does not know its size, such as a serial
  /// line's).
  public var outputColumns: Int? {
    var size = winsize()
    guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0,
      size.ws_col > 0
    else { return nil }
    return Int(size.ws_col)
  }

  /// Why standard input could not be read, once a read failed; the input has ended then.
  public private(set) var readFailure: String?

  public private(set) var linesRead = 0

  public func readLine() -> InputLine {
    let line = nextLine()
    if line != .endOfInput { linesRead += 1 }
    return line
  }

  /// Bytes read from standard input and not yet returned in a line.
  private var buffer: [UInt8] = []
  private var bufferStart = 0
  /// Whether standard input has ended (or failed): it is not read again, so one Control-D at a
  /// terminal ends the input for good, as with C's `stdio`.
  private var inputEnded = false

  private func nextLine() -> InputLine {
    var bytes: [UInt8] = []
    var isTooLong = false
    while true {
      guard let byte = nextByte() else {
        if readFailure != nil || (bytes.isEmpty && !isTooLong) { return .endOfInput }
        break
      }
      if byte == 0x0A { break }
      if bytes.count == maximumLineBytes + 1 {
        isTooLong = true
      } else {
        bytes.append(byte)
      }
    }
    if bytes.last == 0x0D { bytes.removeLast() }
    if isTooLong || bytes.count > maximumLineBytes { return .tooLong }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .notUTF8 }
    return .text(text)
  }

  /// Returns the next byte of standard input, or `nil` at its end or once a read failed (said
  /// once on standard error).
  private func nextByte() -> UInt8? {
    if bufferStart == buffer.count {
      guard !inputEnded else { return nil }
      buffer = [UInt8](repeating: 0, count: 4_096)
      bufferStart = 0
      var count = 0
      do throws(SystemCallFailure) {
        count = try SystemCalls.retryingInterrupted(action: nil) {
          buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        }
      } catch {
        let reason = error.message.description
        readFailure = reason
        writeError("todo: cannot read standard input: \(reason)\n")
      }
      buffer.removeSubrange(count...)
      if buffer.isEmpty {
        inputEnded = true
        return nil
      }
    }
    defer { bufferStart += 1 }
    return buffer[bufferStart]
  }

  /// Why standard output could not be written, once a write to it failed.
  public private(set) var writeFailure: String?

  /// Writes to standard output; the first write that fails is reported on standard error, and
  /// nothing more is written there.
  public func write(_ text: String) {
    guard writeFailure == nil else { return }
    let failure =
      closedAtStart.contains(STDOUT_FILENO)
      ? "it is closed" : Self.write(text, to: STDOUT_FILENO).map { String(cString: strerror($0)) }
    if let reason = failure {
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
      let written: Int
      do throws(SystemCallFailure) {
        written = try SystemCalls.retryingInterrupted(action: nil) {
          bytes.withUnsafeBytes { buffer in
            #if canImport(Darwin)
              Darwin.write(descriptor, buffer.baseAddress, buffer.count)
            #elseif canImport(Musl)
              Musl.write(descriptor, buffer.baseAddress, buffer.count)
            #else
              Glibc.write(descriptor, buffer.baseAddress, buffer.count)
            #endif
          }
        }
      } catch {
        return error.code
      }
      if written == 0 { return EIO }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }
}
