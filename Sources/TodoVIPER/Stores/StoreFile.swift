import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls behind the JSON file store: finding the file a path names, reading it with
/// the stamp of what was read, an exclusive lock on a sidecar file, and an atomic, flushed
/// replacement that keeps the file's owner, group and mode.
///
/// Failures carry `errno`, turned into the system's words only in the message.
enum StoreFile {
  /// What identifies one version of a file, and who may read and write it.
  ///
  /// A save always makes a new file (a new inode), and size and modification time catch edits
  /// made in place by hand. The owner, group and mode are given to the file that replaces it.
  struct Stamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modifiedSeconds: Int64
    var modifiedNanoseconds: Int64
    var owner: UInt32
    var group: UInt32
    /// The permission bits.
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

    /// A failure that no system call reported: only what is wrong.
    init(_ explanation: String) {
      self.init(action: "", code: 0, explanation: explanation)
    }

    /// The action, then the system's words for the error.
    var message: String {
      let problem = explanation ?? String(cString: strerror(code))
      return action.isEmpty ? problem : "\(action): \(problem)"
    }
  }

  /// Returns the file that `path` names: the path itself, or where its symbolic links lead.
  ///
  /// The last target need not exist yet, so that a save replaces that file and never a link.
  /// A path that cannot be looked at is returned as it is, for the call that uses it to report.
  ///
  /// - Throws: `ELOOP` after 40 links, as the system gives up.
  static func target(of path: StorePath) throws(Failure) -> StorePath {
    var current = path
    for _ in 0..<40 {
      guard let cPath = current.cString else { return current }
      var info = stat()
      guard lstat(cPath, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(cPath, &buffer, buffer.count - 1)
      guard count > 0 else { return current }
      current = current.resolving(
        StorePath(bytes: buffer[..<count].map { UInt8(bitPattern: $0) }))
    }
    throw Failure(action: "", code: ELOOP)
  }

  /// Returns whether anything, even a dangling link, is at `path`.
  static func exists(_ path: StorePath) -> Bool {
    var info = stat()
    return path.cString.map { lstat($0, &info) == 0 } ?? false
  }

  /// Reads the whole file at `path`, unless it is still the file stamped `known`.
  ///
  /// The stamp is taken from the open file, so it always belongs to the bytes returned. Anything
  /// but a regular file (a folder, a FIFO, a device) is refused without reading it: it is opened
  /// without blocking, so a FIFO with no writer cannot hang the app.
  static func contents(of path: StorePath, unlessStamped known: Stamp?) throws(Failure) -> Contents
  {
    let descriptor = try open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK, action: "")
    guard descriptor >= 0 else {
      if errno == ENOENT { return .missing }
      throw Failure(action: "", code: errno)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(action: "", code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw Failure("it is not a regular file")
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

  /// Runs `body` while holding an exclusive `flock` on the file at `lockPath`.
  ///
  /// An existing lock file is opened for reading, which is all `flock` needs, so a lock file
  /// another user made can be used by everyone who may read it; a missing one is created with
  /// the modes the umask allows (as `open(2)` with 0666 gives), so that in a group folder the
  /// group can use it too. It is never removed: removing it would let two writers lock two
  /// different files.
  ///
  /// When another process holds the lock, the lock is tried again every 20 ms for up to
  /// `timeout`, sleeping in between without holding a thread, and then the save gives up with
  /// nothing changed. The body runs on the caller's actor. A wait of a second or more
  /// calls `onWait`, once: writers that take turns for a few milliseconds say nothing.
  ///
  /// `flock` belongs to the open file description, so it excludes other processes and other
  /// store instances in this one alike; the lock goes when the descriptor is closed, and the
  /// system releases it if the process dies.
  static func withExclusiveLock<Result, Problem: Error>(
    isolation: isolated (any Actor)? = #isolation,
    on lockPath: StorePath, timeout: Duration, onWait: () -> Void,
    failure: (Failure) -> Problem, _ body: () throws(Problem) -> Result
  ) async throws(Problem) -> Result {
    let descriptor: Int32
    do throws(Failure) {
      descriptor = try openLockFile(lockPath)
    } catch {
      throw failure(error)
    }
    defer { close(descriptor) }
    let clock = ContinuousClock()
    let start = clock.now
    var hasSaidSo = false
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      guard errno == EWOULDBLOCK else {
        throw failure(Failure(action: "cannot lock \(lockPath)", code: errno))
      }
      if !hasSaidSo, clock.now - start >= .seconds(1) {
        onWait()
        hasSaidSo = true
      }
      guard clock.now - start < timeout else {
        throw failure(
          Failure(
            "another program has held the lock file \(lockPath) for \(text(of: timeout)); "
              + "nothing was saved, try again"))
      }
      do {
        try await Task.sleep(for: .milliseconds(20))
      } catch {
        throw failure(
          Failure(
            "the save was cancelled while waiting for the lock file \(lockPath); nothing was saved"
          ))
      }
    }
    return try body()
  }

  /// Returns why this process may not replace the file stamped `stamp`, or `nil` when it may.
  ///
  /// The folder decides whether a file can be replaced, but a file its owner made read-only,
  /// or one whose mode does not let this user write it, is not saved to: that is what its mode
  /// says. Root, whom modes do not stop, is refused only a file no one may write.
  static func writeProblem(for stamp: Stamp) -> String? {
    let user = UInt32(geteuid())
    let mode = "mode \(octal(stamp.permissions))"
    let mayWrite: Bool
    if user == 0 {
      mayWrite = stamp.permissions & 0o222 != 0
    } else if user == stamp.owner {
      mayWrite = stamp.permissions & 0o200 != 0
    } else if isMember(of: stamp.group) {
      mayWrite = stamp.permissions & 0o020 != 0
    } else {
      mayWrite = stamp.permissions & 0o002 != 0
    }
    if mayWrite { return nil }
    if user == 0 || user == stamp.owner { return "the file is read-only (\(mode))" }
    return "user \(user) may not write to it (it belongs to user \(stamp.owner), \(mode))"
  }

  /// Replaces the file at `path` with `data`: writes `path.tmp` in the same folder, gives it
  /// the owner, group and mode of the file it replaces, flushes it to disk, renames it over
  /// `path`, then flushes the folder.
  ///
  /// At every moment `path` is either the old file or the new one, complete. Only call it while
  /// holding the lock, which is what makes the fixed temporary name safe; a temporary file left
  /// by a process killed mid-save is replaced by the next save.
  ///
  /// - Parameter original: The stamp of the file being replaced, or `nil` for a new file, which
  ///   gets the modes the umask allows.
  /// - Returns: The stamp of the new file.
  /// - Throws: When the owner and group cannot be kept: a member of the file's group may save
  ///   a group-writable file and give it a new owner, as the same people can still read and
  ///   write it; otherwise the save is refused rather than change who can read the file.
  static func replace(
    _ path: StorePath, with data: Data, keeping original: Stamp?
  ) throws(Failure) -> Stamp {
    let temporaryPath = path.appending(".tmp")
    guard let cTemporaryPath = temporaryPath.cString else {
      throw Failure("the path holds a NUL byte")
    }
    if unlink(cTemporaryPath) != 0, errno != ENOENT {
      throw Failure(action: "cannot remove the old temporary file \(temporaryPath)", code: errno)
    }
    let descriptor = try open(
      temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC,
      permissions: original == nil ? 0o666 : 0o600,
      action: "cannot create the temporary file \(temporaryPath)")
    var renamed = false
    defer {
      close(descriptor)
      if !renamed { unlink(cTemporaryPath) }
    }
    let writing = "cannot write the temporary file \(temporaryPath)"
    if let original {
      try keepOwnerAndGroup(of: original, on: descriptor)
      guard fchmod(descriptor, mode_t(original.permissions)) == 0 else {
        throw Failure(action: writing, code: errno)
      }
    }
    try writeAll(data, to: descriptor, action: writing)
    try flush(descriptor, action: writing)
    let written = try stamp(of: descriptor, action: writing)
    guard let cPath = path.cString, rename(cTemporaryPath, cPath) == 0 else {
      throw Failure(action: "cannot rename \(temporaryPath) to \(path)", code: errno)
    }
    renamed = true
    flushFolder(of: path)
    return written
  }

  /// Returns whether the folder that holds `path` is missing, and its path.
  static func folder(of path: StorePath) -> (path: StorePath, isMissing: Bool) {
    let folder = path.folder
    var info = stat()
    let isMissing = folder.cString.map { stat($0, &info) != 0 && errno == ENOENT } ?? false
    return (folder, isMissing)
  }

  /// Opens `path`, or returns -1 with `errno` set; throws only for a path the system cannot be
  /// given.
  private static func open(
    _ path: StorePath, _ flags: Int32, permissions: mode_t = 0, action: String
  ) throws(Failure) -> Int32 {
    guard let cPath = path.cString else { throw Failure("the path holds a NUL byte") }
    let descriptor = systemOpen(cPath, flags, permissions)
    if descriptor < 0, !action.isEmpty { throw Failure(action: action, code: errno) }
    return descriptor
  }

  private static func openLockFile(_ lockPath: StorePath) throws(Failure) -> Int32 {
    let existing = try open(lockPath, O_RDONLY | O_CLOEXEC, action: "")
    if existing >= 0 { return existing }
    guard errno == ENOENT else {
      throw Failure(action: "cannot open the lock file \(lockPath)", code: errno)
    }
    return try open(
      lockPath, O_RDONLY | O_CREAT | O_CLOEXEC, permissions: 0o666,
      action: "cannot create the lock file \(lockPath)")
  }

  /// Gives the new file the owner and group of the one it replaces, where this user may.
  private static func keepOwnerAndGroup(
    of original: Stamp, on descriptor: Int32
  ) throws(Failure) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(action: "", code: errno) }
    if UInt32(info.st_uid) == original.owner, UInt32(info.st_gid) == original.group { return }
    if fchown(descriptor, uid_t(original.owner), gid_t(original.group)) == 0 { return }
    let keepsGroup =
      UInt32(info.st_gid) == original.group
      || fchown(descriptor, uid_t.max, gid_t(original.group)) == 0
    let user = geteuid()
    if UInt32(user) == original.owner, !keepsGroup {
      throw Failure(
        "it belongs to group \(original.group), and saving would give it to group \(info.st_gid)")
    }
    guard keepsGroup, original.permissions & 0o020 != 0 else {
      throw Failure(
        "it belongs to user \(original.owner), and saving would give it to user \(user)")
    }
  }

  private static func isMember(of group: UInt32) -> Bool {
    if UInt32(getegid()) == group { return true }
    let count = getgroups(0, nil)
    guard count > 0 else { return false }
    var groups = [gid_t](repeating: 0, count: Int(count))
    let filled = getgroups(count, &groups)
    return groups.prefix(Int(max(filled, 0))).contains { UInt32($0) == group }
  }

  private static func octal(_ permissions: UInt32) -> String {
    let digits = String(permissions, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Returns a duration as a user reads it: `30 s`, or `250 ms` below a second.
  private static func text(of duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return "\(seconds) s" }
    return "\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000) ms"
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
  private static func flushFolder(of path: StorePath) {
    guard let descriptor = try? open(path.folder, O_RDONLY | O_CLOEXEC, action: ""),
      descriptor >= 0
    else { return }
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
      owner: UInt32(info.st_uid), group: UInt32(info.st_gid),
      permissions: UInt32(info.st_mode) & 0o7777)
  }
}

/// The system's `open(2)`, which `StoreFile.open` hides inside the type.
private func systemOpen(_ path: [CChar], _ flags: Int32, _ permissions: mode_t) -> Int32 {
  #if canImport(Darwin)
    Darwin.open(path, flags, permissions)
  #elseif canImport(Musl)
    Musl.open(path, flags, permissions)
  #else
    Glibc.open(path, flags, permissions)
  #endif
}
