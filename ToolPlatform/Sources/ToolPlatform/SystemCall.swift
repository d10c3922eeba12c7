#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls under ToolPlatform's types: each retries a call a signal interrupted and
/// turns a failure into its `errno`.
enum SystemCall {
  /// Calls `call` again while it fails with `EINTR`; returns what it returned, or throws the
  /// `errno` of another failure.
  static func retrying<Result: BinaryInteger>(
    _ call: () -> Result
  ) throws(SystemError) -> Result {
    while true {
      let result = call()
      if result >= 0 { return result }
      if errno != EINTR { throw SystemError(code: errno) }
    }
  }

  /// Returns `path` as the system takes it, or nil when it holds a NUL byte.
  static func cPath(_ path: String) -> [CChar]? {
    let bytes = Array(path.utf8)
    guard !bytes.contains(0) else { return nil }
    return bytes.map { CChar(bitPattern: $0) } + [0]
  }

  /// Returns the status of the open `descriptor`.
  static func status(of descriptor: Int32) throws(SystemError) -> stat {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemError(code: errno) }
    return info
  }

  /// Reads `descriptor` to its end, and throws `tooLarge` past `limit` bytes.
  ///
  /// The buffer starts at the size `fstat` gave and a byte more, to see the end in one read,
  /// and grows for a file that grows while it is read or says it has no size (those under
  /// `/proc`), which is still held to the limit.
  static func readAll(
    from descriptor: Int32, expectedSize: Int, limit: Int
  ) throws(ReadFailure) -> [UInt8] {
    guard expectedSize <= limit else { throw .tooLarge }
    var bytes = [UInt8](repeating: 0, count: max(expectedSize, 0) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        guard filled <= limit else { throw .tooLarge }
        bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1)))
      }
      let count: Int
      do {
        count = try retrying {
          bytes.withUnsafeMutableBytes { buffer in
            read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
          }
        }
      } catch {
        throw .system(error.code)
      }
      if count == 0 { break }
      filled += count
    }
    guard filled <= limit else { throw .tooLarge }
    return Array(bytes[..<filled])
  }

  /// Writes every byte of `bytes` to `descriptor`, retrying interrupted and partial writes.
  static func writeAll(
    _ bytes: some Collection<UInt8>, to descriptor: Int32
  ) throws(SystemError) {
    let contiguous = Array(bytes)
    var written = 0
    while written < contiguous.count {
      let count = try retrying {
        contiguous.withUnsafeBytes { buffer in
          write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
        }
      }
      written += count
    }
  }

  /// A failure of a read: the system's, or more bytes than allowed.
  enum ReadFailure: Error {
    case system(Int32)
    case tooLarge
  }
}

/// A system call's failure: its `errno`.
struct SystemError: Error, Equatable {
  var code: Int32
}
