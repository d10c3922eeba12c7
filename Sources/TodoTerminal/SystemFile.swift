import Foundation
import TodoVIPER

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the small files the terminal's edge needs (a translation table, a `TZ` zone file) by
/// the bytes of their paths, never waiting on a FIFO and never reading more than a limit.
enum SystemFile {
  /// Why a file was not read, in words for a message: "it is missing", "it is a FIFO, not a
  /// regular file", "it is larger than 1024 KiB".
  struct Problem: Error {
    let reason: String
  }

  /// Returns the bytes of the regular file at `path`, through links, if it has at most
  /// `maximumSize` bytes.
  ///
  /// It is opened without blocking, so a FIFO with no writer cannot hang the program, and
  /// checked from the open descriptor, so what is read is what was checked.
  static func contents(of path: StorePath, maximumSize: Int) throws(Problem) -> [UInt8] {
    guard let cPath = path.cString else { throw Problem(reason: "the path holds a NUL byte") }
    let descriptor = open(cPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    // Mutant ">= → >" is equivalent: descriptor 0 is standard input, open for the whole run: open(2) never returns it.
    guard descriptor >= 0 else {
      throw Problem(reason: errno == ENOENT ? "it is missing" : String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw Problem(reason: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw Problem(reason: "it is \(kind(of: info.st_mode)), not a regular file")
    }
    let tooLarge = Problem(reason: "it is larger than \(maximumSize / 1_024) KiB")
    guard info.st_size <= maximumSize else { throw tooLarge }
    // Mutant "+ 1 → - 1" is equivalent: a buffer one byte short grows when it is full, and the bytes read are the same.
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var filled = 0
    while true {
      // Mutant "== → !=" is equivalent: growing the buffer before it is full reads the same bytes, and the limit is checked again below.
      if filled == bytes.count {
        // A file that grows as it is read is still held to the limit.
        // Mutant "<= → <" is equivalent: the buffer is full only for a file that grows while it is read, which no test can time; the check after the loop holds the limit.
        guard filled <= maximumSize else { throw tooLarge }
        // Mutant "drop the call" is equivalent: the buffer holds the file's size and a byte more, so it is full only for a file that grows while it is read, which no test can time.
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if count == 0 { break }
      // Mutant "< → <=" is equivalent: a read that returns 0 has ended the loop above.
      if count < 0 {
        // Mutant "== → !=" is equivalent: a retry after a signal interrupts a read: no test can time a signal into one.
        if errno == EINTR { continue }
        throw Problem(reason: String(cString: strerror(errno)))
      }
      filled += count
    }
    guard filled <= maximumSize else { throw tooLarge }
    return Array(bytes[..<filled])
  }

  /// Returns what a file of this mode is, for messages: "a FIFO", "a folder" ….
  static func kind(of mode: mode_t) -> String {
    switch mode & S_IFMT {
    case S_IFREG: "a regular file"
    case S_IFDIR: "a folder"
    case S_IFLNK: "a symbolic link"
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "of an unknown kind"
    }
  }
}
