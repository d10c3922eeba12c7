import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls behind the JSON file store: reading a file with the stamp of what was read,
/// an exclusive lock on a sidecar file, and an atomic, flushed replacement.
///
/// Failures carry `errno`, turned into the system's words only in the message.
enum StoreFile {
  /// What identifies one version of a file: a save always makes a new file (a new inode), and
  /// size and modification time catch edits made in place by hand.
  struct Stamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    /// The permission bits, given to the file that replaces it.
    var permissions: UInt32
  }

  /// What reading found.
  enum Contents {
    /// No file at the path.
    case missing
    /// The file is the one with the stamp the caller already has.
    case unchanged
    /// The file's bytes and the stamp of the file they were read from.
    case read(Data, Stamp)
  }

  /// A failed system call: what was being done, and `errno` (or, where no call failed, what is
  /// wrong).
  struct Failure: Error {
    var action: String
    var code: Int32
    var explanation: String?

    init(action: String, code: Int32, explanation: String? = nil) {
      self.action = action
      self.code = code
      self.explanation = explanation
    }

    /// The action, then the system's words for the error.
    var message: String {
      let problem = explanation ?? String(cString: strerror(code))
      return action.isEmpty ? problem : "\(action): \(problem)"
    }
  }

  /// Returns the path of the file that `path` names, following symbolic links, so that a save
  /// replaces the file a link points to rather than the link; `path` itself when nothing there
  /// can be resolved yet.
  static func resolvingLinks(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Reads the whole file at `path`, unless it is still the file stamped `known`.
  ///
  /// The stamp is taken from the open file, so it always belongs to the bytes returned. Anything
  /// but a regular file (a folder, a FIFO, a device) is refused without reading it: it is opened
  /// without blocking, so a FIFO with no writer cannot hang the app.
  static func contents(of path: String, unlessStamped known: Stamp?) throws(Failure) -> Contents {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENOENT { return .missing }
      throw Failure(action: "", code: errno)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(action: "", code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw Failure(action: "", code: 0, explanation: "it is not a regular file")
    }
    let current = try stamp(of: descriptor, action: "")
    if current == known { return .unchanged }

    var bytes = [UInt8](repeating: 0, count: Int(max(current.size, 0)) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
        bytes.append(contentsOf: repeatElement(0, count: bytes.count))
      }
      let count = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
      }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(action: "", code: errno)
      }
      filled += count
    }
    return .read(Data(bytes[0..<filled]), current)
  }

  /// Runs `body` while holding an exclusive `flock` on the file at `lockPath`, created if need be
  /// and never removed (removing it would let two writers lock two different files).
  ///
  /// `flock` belongs to the open file description, so it excludes other processes and other
  /// store instances in this one alike; the lock goes when the descriptor is closed, and the
  /// system releases it if the process dies.
  static func withExclusiveLock<Result, Problem: Error>(
    on lockPath: String, failure: (Failure) -> Problem,
    _ body: () throws(Problem) -> Result
  ) throws(Problem) -> Result {
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw failure(Failure(action: "cannot create the lock file \(lockPath)", code: errno))
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw failure(Failure(action: "cannot lock \(lockPath)", code: errno))
      }
    }
    return try body()
  }

  /// Replaces the file at `path` with `data`: writes `path.tmp` in the same folder, flushes it to
  /// disk, renames it over `path`, then flushes the folder.
  ///
  /// At every moment `path` is either the old file or the new one, complete. Only call it while
  /// holding the lock, which is what makes the fixed temporary name safe; a temporary file left
  /// by a process killed mid-save is replaced by the next save.
  ///
  /// - Returns: The stamp of the new file.
  static func replace(
    _ path: String, with data: Data, permissions: UInt32?
  ) throws(Failure) -> Stamp {
    let temporaryPath = path + ".tmp"
    if unlink(temporaryPath) != 0, errno != ENOENT {
      throw Failure(action: "cannot remove the old temporary file \(temporaryPath)", code: errno)
    }
    let descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Failure(action: "cannot create the temporary file \(temporaryPath)", code: errno)
    }
    var renamed = false
    defer {
      close(descriptor)
      if !renamed { unlink(temporaryPath) }
    }
    let writing = "cannot write the temporary file \(temporaryPath)"
    if let permissions, fchmod(descriptor, mode_t(permissions)) != 0 {
      throw Failure(action: writing, code: errno)
    }
    try writeAll(data, to: descriptor, action: writing)
    try flush(descriptor, action: writing)
    let written = try stamp(of: descriptor, action: writing)
    guard rename(temporaryPath, path) == 0 else {
      throw Failure(action: "cannot rename \(temporaryPath) to \(path)", code: errno)
    }
    renamed = true
    flushFolder(of: path)
    return written
  }

  /// Returns whether the folder that holds `path` is missing, and its path.
  static func folder(of path: String) -> (path: String, isMissing: Bool) {
    let folder: String
    if let slash = path.lastIndex(of: "/") {
      folder = slash == path.startIndex ? "/" : String(path[..<slash])
    } else {
      folder = "."
    }
    var info = stat()
    return (folder, stat(folder, &info) != 0 && errno == ENOENT)
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, action: String) throws(Failure) {
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw Failure(action: action, code: errno)
      }
      written += count
    }
  }

  /// Flushes a file to the disk itself; on Apple systems `fsync` stops at the drive's cache,
  /// so it asks for `F_FULLFSYNC` first.
  private static func flush(_ descriptor: Int32, action: String) throws(Failure) {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
    #endif
    guard fsync(descriptor) == 0 else { throw Failure(action: action, code: errno) }
  }

  /// Flushes the folder, so that the rename itself survives a power cut; best effort, as some
  /// file systems cannot flush a folder, and the new file is in place either way.
  private static func flushFolder(of path: String) {
    let descriptor = open(folder(of: path).path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  private static func stamp(of descriptor: Int32, action: String) throws(Failure) -> Stamp {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(action: action, code: errno) }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return Stamp(
      device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino),
      size: Int64(info.st_size),
      modifiedSeconds: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
      permissions: UInt32(info.st_mode) & 0o7777)
  }
}
