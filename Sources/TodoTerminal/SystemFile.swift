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
    // Descriptor 0 too: a caller may have closed its standard input.
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
    // The file's size and a byte more, to see the end in one read; the buffer grows for a file
    // that grows while it is read, or one that says it has no size (those under /proc).
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        // A file that grows as it is read is still held to the limit.
        guard filled <= maximumSize else { throw tooLarge }
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Problem(reason: String(cString: strerror(errno)))
      }
      if count == 0 { break }
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
