#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a tool prints: values it did not write escaped, and every byte written or the failure
/// said, never a trap.
public enum ToolOutput {
  /// `text` with every character that could drive a terminal or forge a line written as a
  /// visible escape such as `\u{1B}`: the C0 controls (the line break and the tab too), DEL,
  /// the C1 controls, the bidirectional formatting characters and the line and paragraph
  /// separators.
  ///
  /// The rule is the app's own (`String.escapedForTerminal`,
  /// Sources/TodoVIPER/Words/String+Escaped.swift), which a test keeps the same. Escape each
  /// value a message quotes (a case's field, a file name, a program's answer), not the message:
  /// a value's line break is escaped so that it cannot start a line that reads as a verdict.
  /// Escaping twice is escaping once: an escape is plain text.
  public static func escaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      if isUnsafeOnTerminal(scalar) {
        escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether `scalar` is a C0 or C1 control, DEL, a bidirectional formatting character (the
  /// Arabic letter mark, the marks, embeddings, overrides and isolates), or a line or paragraph
  /// separator.
  public static func isUnsafeOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    case 0x2028, 0x2029: true  // line and paragraph separators: a line break to some terminals
    default: false
    }
  }

  /// Writes every byte of `text` to `descriptor` (standard output unless told), retrying a
  /// write a signal interrupted or cut short.
  ///
  /// SIGPIPE is ignored from the first call on, so a reader that has gone (`tool | head -1`)
  /// makes the write fail with `EPIPE` instead of ending the tool unseen.
  ///
  /// - Throws: The descriptor and the system's reason: `EPIPE`, `ENOSPC` (`> /dev/full`),
  ///   `EBADF` (a closed standard output).
  public static func write(_ text: String, to descriptor: Int32 = 1) throws(ToolOutputError) {
    _ = brokenPipesIgnored
    do {
      try SystemCall.writeAll(text.utf8, to: descriptor)
    } catch {
      throw ToolOutputError(descriptor: descriptor, code: error.code)
    }
  }

  /// Writes `text` as ``write(_:to:)`` does; when that fails, says why on standard error
  /// (`tool: cannot write to standard output: …`, as far as it can) and ends the tool with
  /// `status`.
  public static func writeOrExit(
    _ text: String, to descriptor: Int32 = 1, tool: String, status: Int32 = 1
  ) {
    do {
      try write(text, to: descriptor)
    } catch {
      if descriptor != 2 { try? write("\(tool): \(error)\n", to: 2) }
      exit(status)
    }
  }

  /// SIGPIPE ignored, once, the first time a tool writes.
  private static let brokenPipesIgnored: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()
}

/// Output a tool could not write, with the descriptor and the system's reason.
public struct ToolOutputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The descriptor written to: 1 for standard output, 2 for standard error.
  public var descriptor: Int32
  /// The `errno` of the write.
  public var code: Int32

  public init(descriptor: Int32, code: Int32) {
    self.descriptor = descriptor
    self.code = code
  }

  /// `cannot write to standard output: its reader has gone (a closed pipe)`.
  public var description: String {
    let stream =
      switch descriptor {
      case 1: "standard output"
      case 2: "standard error"
      default: "descriptor \(descriptor)"
      }
    let reason =
      switch code {
      case EPIPE: "its reader has gone (a closed pipe)"
      case EBADF: "it is closed"
      case ENOSPC: "no space is left on its device"
      default: ToolFileError.Reason.words(forSystemError: code)
      }
    return "cannot write to \(stream): \(reason)"
  }
}
