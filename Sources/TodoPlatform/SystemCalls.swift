import TodoVIPER

/// The system calls both adapters make alike: opening a path, retrying a call a signal
/// interrupted, and reading a regular file whole, never waiting on a FIFO and never past a limit.
///
/// The file store's own calls (its lock, its atomic replacement) and the terminal's are built
/// on these. Failures carry `errno`, turned into the system's words only in the message.
package enum SystemCalls {
  /// Opens `path` and returns its descriptor: a relative path from the folder held open as
  /// `folder` (``HeldFolder``), or from the current folder (`AT_FDCWD`, the default).
  ///
  /// Every open of the adapters goes through here: descriptor 0 is a descriptor like any other
  /// when the process has closed its standard input, as a library's caller may.
  ///
  /// - Throws: The call's `errno` (`ENOENT` for a missing file); for a path that holds a NUL
  ///   byte, which the system cannot be given, that explanation.
  package static func open(
    _ path: BytePath, _ flags: Int32, permissions: mode_t = 0, in folder: Int32 = AT_FDCWD
  ) throws(SystemCallFailure) -> Int32 {
    guard let cPath = path.cString else { throw SystemCallFailure(Message(.fsNulInPath)) }
    let descriptor = openat(folder, cPath, flags, permissions)
    guard descriptor >= 0 else { throw SystemCallFailure(action: nil, code: errno) }
    return descriptor
  }

  /// Calls `call` (a `read` or a `write`) again while a signal interrupts it (`EINTR`), and
  /// returns what it returned; throws its `errno` when it fails otherwise.
  package static func retryingInterrupted(
    action: Message?, _ call: () -> Int
  ) throws(SystemCallFailure) -> Int {
    while true {
      let result = call()
      if result >= 0 { return result }
      if errno != EINTR { throw SystemCallFailure(action: action, code: errno) }
    }
  }

  /// Returns the bytes of the regular file at `path`, through links, if it has at most
  /// `maximumSize` bytes.
  ///
  /// - Throws: What ``openRegularFile(_:)`` and ``readAll(from:status:maximumSize:)`` throw.
  package static func readRegularFile(
    at path: BytePath, maximumSize: Int
  ) throws(SystemCallFailure) -> [UInt8] {
    let (descriptor, status) = try openRegularFile(path)
    defer { close(descriptor) }
    return try readAll(from: descriptor, status: status, maximumSize: maximumSize)
  }

  /// Opens the regular file at `path` for reading, through links, and returns its descriptor
  /// and its status, taken from the open descriptor, so that what is read is what was checked.
  ///
  /// It is opened without blocking, so a FIFO with no writer cannot hang the program; anything
  /// but a regular file (a folder, a FIFO, a device) is closed again without being read.
  ///
  /// - Throws: What ``open(_:_:permissions:)`` throws; for anything but a regular file, what
  ///   it is.
  package static func openRegularFile(
    _ path: BytePath, in folder: Int32 = AT_FDCWD
  ) throws(SystemCallFailure) -> (descriptor: Int32, status: FileStatus) {
    let descriptor = try open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, in: folder)
    do throws(SystemCallFailure) {
      let status = try status(of: descriptor, action: nil)
      guard status.type == S_IFREG else {
        throw SystemCallFailure(Message(.fsNotRegular, .message(Message(kind(of: status.type)))))
      }
      return (descriptor, status)
    } catch {
      close(descriptor)
      throw error
    }
  }

  /// Reads the open file `descriptor`, of status `status`, to its end.
  ///
  /// The buffer holds the file's size and a byte more, to see the end in one read; it grows
  /// for a file that grows while it is read, or one that says it has no size (those under
  /// `/proc`), which is still held to the limit.
  ///
  /// - Throws: `EFBIG`, as the system says of a file too large, when the file has more than
  ///   `maximumSize` bytes; the `errno` of a read that fails.
  package static func readAll(
    from descriptor: Int32, status: FileStatus, maximumSize: Int
  ) throws(SystemCallFailure) -> [UInt8] {
    let tooLarge = SystemCallFailure(action: nil, code: EFBIG)
    guard status.size <= maximumSize else { throw tooLarge }
    var bytes = [UInt8](repeating: 0, count: Int(max(status.size, 0)) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        guard filled <= maximumSize else { throw tooLarge }
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let count = try retryingInterrupted(action: nil) {
        bytes.withUnsafeMutableBytes { buffer in
          read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
        }
      }
      if count == 0 { break }
      filled += count
    }
    guard filled <= maximumSize else { throw tooLarge }
    return Array(bytes[..<filled])
  }

  /// Returns the status of the open file `descriptor`.
  package static func status(
    of descriptor: Int32, action: Message?
  ) throws(SystemCallFailure) -> FileStatus {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw SystemCallFailure(action: action, code: errno)
    }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return FileStatus(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino),
      size: Int64(info.st_size),
      modifiedSeconds: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
      owner: UInt32(info.st_uid), group: UInt32(info.st_gid),
      permissions: UInt32(info.st_mode) & 0o7777, linkCount: UInt64(info.st_nlink),
      type: info.st_mode & S_IFMT)
  }

  /// Returns the word for what a file of this mode is, for messages: "a FIFO", "a folder" ….
  package static func kind(of mode: mode_t) -> Word {
    switch mode & S_IFMT {
    case S_IFREG: .fsKindRegular
    case S_IFDIR: .fsKindFolder
    case S_IFLNK: .fsKindSymbolicLink
    case S_IFIFO: .fsKindFifo
    case S_IFCHR: .fsKindCharacterDevice
    case S_IFBLK: .fsKindBlockDevice
    case S_IFSOCK: .fsKindSocket
    default: .fsKindUnknown
    }
  }
}
