import Foundation
import TodoVIPER

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
    /// How many names (hard links) the file has.
    var linkCount: UInt64
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
  /// wrong), as messages, for the user's language.
  struct Failure: Error {
    var action: Message?
    var code: Int32
    var explanation: Message?

    init(action: Message?, code: Int32, explanation: Message? = nil) {
      self.action = action
      self.code = code
      self.explanation = explanation
    }

    /// A failure that no system call reported: only what is wrong.
    init(_ explanation: Message) {
      self.init(action: nil, code: 0, explanation: explanation)
    }

    /// The action, then the system's words for the error.
    var message: Message {
      let problem = explanation ?? .systemError(code)
      guard let action else { return problem }
      return Message(.fsActionFailed, .message(action), .message(problem))
    }
  }

  /// Returns the file that `path` names: the path itself, or where its symbolic links lead.
  ///
  /// The last target need not exist yet, so that a save replaces that file and never a link.
  /// A path that cannot be looked at is returned as it is, for the call that uses it to report.
  ///
  /// - Throws: `ELOOP` after 40 links, as the system gives up; and, for a path whose links lead
  ///   to something that has no name of its own (`/dev/stdin` on a pipe leads to
  ///   `/proc/self/fd/0`, then to `pipe:[…]`), what the system finds there.
  static func target(of path: StorePath) throws(Failure) -> StorePath {
    var current = path
    for _ in 0..<40 {
      guard let cPath = current.cString else { return current }
      var info = stat()
      guard lstat(cPath, &info) == 0 else {
        try refuseUnnamed(path, resolvedTo: current)
        return current
      }
      guard info.st_mode & S_IFMT == S_IFLNK else { return current }
      // readlink(2) does not end the target with a NUL, and the system caps a target below PATH_MAX.
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
      let count = readlink(cPath, &buffer, buffer.count)
      // Mutant "> → >=" is equivalent: a symbolic link's target is never empty (symlink(2) refuses to make one), and -1 fails either way.
      guard count > 0 else { return current }
      current = current.resolving(
        StorePath(bytes: buffer[..<count].map { UInt8(bitPattern: $0) }))
    }
    throw Failure(action: nil, code: ELOOP)
  }

  /// Throws when the links of `path` lead to nothing, but the system, following them itself,
  /// finds something there: a pipe or a socket the process holds, which no name reaches.
  private static func refuseUnnamed(_ path: StorePath, resolvedTo resolved: StorePath)
    throws(Failure)
  {
    guard resolved != path, let cPath = path.cString else { return }
    var info = stat()
    guard stat(cPath, &info) == 0 else { return }
    throw Failure(Message(.fsNotRegular, .message(Message(kind(of: info.st_mode)))))
  }

  /// Returns the word for what a file of this mode is, for messages: "a FIFO", "a folder" ….
  static func kind(of mode: mode_t) -> Word {
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
    guard let descriptor = try open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) else {
      if errno == ENOENT { return .missing }
      throw Failure(action: nil, code: errno)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(action: nil, code: errno) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw Failure(Message(.fsNotRegular, .message(Message(kind(of: info.st_mode)))))
    }
    let current = try stamp(of: descriptor, action: nil)
    if current == known { return .unchanged }

    // The file's size and a byte more, to see the end in one read; the buffer grows for a file
    // that grows while it is read, or one that says it has no size (those under /proc).
    var bytes = [UInt8](repeating: 0, count: Int(max(current.size, 0)) + 1)
    var filled = 0
    while true {
      if filled == bytes.count {
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
    return .read(Data(bytes[0..<filled]), current)
  }

  /// Runs `body` while holding an exclusive `flock` on the file at `lockPath`.
  ///
  /// An existing lock file is opened for reading, which is all `flock` needs, so a lock file
  /// another user made can be used by everyone who may read it; a missing one is created with
  /// the modes `newFileMode` and the umask allow (0666 by default, so that in a group folder the
  /// group can use it too). It is never removed: removing it would let two writers lock two
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
    on lockPath: StorePath, newFileMode: mode_t = 0o666, timeout: Duration, onWait: () -> Void,
    failure: (Failure) -> Problem, _ body: () throws(Problem) -> Result
  ) async throws(Problem) -> Result {
    let descriptor: Int32
    do throws(Failure) {
      descriptor = try openLockFile(lockPath, newFileMode: newFileMode)
    } catch {
      throw failure(error)
    }
    defer { close(descriptor) }
    let clock = ContinuousClock()
    let start = clock.now
    var hasSaidSo = false
    // With LOCK_NB, flock(2) never waits, so no signal interrupts it (no EINTR).
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        throw failure(Failure(action: Message(.fsCannotLock, .text("\(lockPath)")), code: errno))
      }
      // Mutant ">= → >" is equivalent: the loop wakes every 20 ms: no wait lands exactly on the second, and a test cannot time one that would.
      if !hasSaidSo, clock.now - start >= .seconds(1) {
        onWait()
        hasSaidSo = true
      }
      // Mutant "< → <=" is equivalent: the loop wakes every 20 ms: no wait lands exactly on the timeout, and a test cannot time one that would.
      guard clock.now - start < timeout else {
        throw failure(
          Failure(Message(.fsLockHeld, .text("\(lockPath)"), .message(message(for: timeout)))))
      }
      do {
        try await Task.sleep(for: .milliseconds(20))
      } catch {
        throw failure(
          Failure(Message(.fsLockCancelled, .text("\(lockPath)"))))
      }
    }
    return try body()
  }

  /// Returns why this process may not replace the file at `path`, stamped `stamp`, or `nil`
  /// when it may.
  ///
  /// The folder decides whether a file can be replaced, but a file its owner made read-only,
  /// or one whose mode does not let this user write it, is not saved to: that is what its mode
  /// says. Root, whom modes do not stop, is refused only a file no one may write. Two more are
  /// refused before anything is written, with the reason in words:
  /// - a file with more than one name (hard links): replacing it under one name would leave the
  ///   old items under the others, and their saves would take another lock;
  /// - a file in a sticky folder (such as `/tmp`) that only its owner or the folder's may
  ///   replace, where the system would refuse the rename with a bare "Operation not permitted".
  static func writeProblem(for stamp: Stamp, at path: StorePath) -> Message? {
    let user = UInt32(geteuid())
    let mode = Message.Argument.text(octal(stamp.permissions))
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
    if !mayWrite {
      if user == 0 || user == stamp.owner { return Message(.fsReadOnly, mode) }
      return Message(.fsMayNotWrite, .number(Int(user)), .number(Int(stamp.owner)), mode)
    }
    if stamp.linkCount > 1 {
      return Message(.fsHardLinks, .number(Int(stamp.linkCount)))
    }
    let folder = path.folder
    var info = stat()
    if user != 0, user != stamp.owner, let cFolder = folder.cString, stat(cFolder, &info) == 0,
      info.st_mode & S_ISVTX != 0, UInt32(info.st_uid) != user
    {
      let folderMode = octal(UInt32(info.st_mode) & 0o7777)
      return Message(
        .fsStickyFolder, .text("\(folder)"), .text(folderMode), .number(Int(stamp.owner)))
    }
    return nil
  }

  /// Replaces the file at `path` with `data`: writes a new temporary file beside it, gives it
  /// the owner, group and mode of the file it replaces, flushes it to disk, renames it over
  /// `path`, then flushes the folder.
  ///
  /// At every moment `path` is either the old file or the new one, complete. The temporary file
  /// is `<path>.tmp-` and 16 random hexadecimal digits, made with `O_EXCL`: a name no one can
  /// guess and hold beforehand, so another user of the folder cannot block the save. Only call
  /// it while holding the lock: then no other save of this store is under way, and temporary
  /// files of this store left by a process killed mid-save are removed first (those of this
  /// user; the system lets no one else remove them in a sticky folder).
  ///
  /// - Parameters:
  ///   - original: The stamp of the file being replaced, or `nil` for a new file, which gets
  ///     the modes `newFileMode` and the umask allow.
  ///   - newFileMode: The modes of a new file, before the umask: 0666 by default.
  /// - Returns: The stamp of the new file.
  /// - Throws: When the owner and group cannot be kept: a member of the file's group may save
  ///   a group-writable file and give it a new owner, as the same people can still read and
  ///   write it; otherwise the save is refused rather than change who can read the file.
  static func replace(
    _ path: StorePath, with data: Data, keeping original: Stamp?, newFileMode: mode_t = 0o666
  ) throws(Failure) -> Stamp {
    removeLeftTemporaryFiles(of: path)
    let (temporaryPath, descriptor) = try createTemporaryFile(
      beside: path, permissions: original == nil ? newFileMode : 0o600)
    var renamed = false
    defer {
      close(descriptor)
      if !renamed, let cTemporaryPath = temporaryPath.cString { unlink(cTemporaryPath) }
    }
    let writing = Message(.fsCannotWriteTemporary, .text("\(temporaryPath)"))
    if let original {
      try keepOwnerAndGroup(of: original, on: descriptor)
      guard fchmod(descriptor, mode_t(original.permissions)) == 0 else {
        throw Failure(action: writing, code: errno)
      }
    }
    try writeAll(data, to: descriptor, action: writing)
    // Mutant "drop the call" is equivalent: what fsync(2) does shows only after a power cut, and it fails only when the disk or the system does, which no test here can make happen; the bytes read back are the same.
    try flush(descriptor, action: writing)
    let written = try stamp(of: descriptor, action: writing)
    guard let cTemporaryPath = temporaryPath.cString, let cPath = path.cString,
      rename(cTemporaryPath, cPath) == 0
    else {
      throw Failure(
        action: Message(.fsCannotRename, .text("\(temporaryPath)"), .text("\(path)")), code: errno)
    }
    renamed = true
    flushFolder(of: path)
    return written
  }

  /// The prefix of the temporary files of the store at `path`: `todo.json.tmp-`.
  private static func temporaryPrefix(of path: StorePath) -> StorePath {
    path.appending(".tmp-")
  }

  /// Creates a temporary file beside `path` with a name no one can guess, and returns its path
  /// and descriptor, open for writing.
  private static func createTemporaryFile(
    beside path: StorePath, permissions: mode_t
  ) throws(Failure) -> (StorePath, Int32) {
    var generator = SystemRandomNumberGenerator()
    var temporaryPath = path
    for _ in 0..<8 {
      let digits = String(generator.next(), radix: 16)
      temporaryPath = temporaryPrefix(of: path).appending(
        String(repeating: "0", count: 16 - digits.count) + digits)
      if let descriptor = try open(
        temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
        permissions: permissions)
      {
        return (temporaryPath, descriptor)
      }
      // Mutant "!= → ==" is equivalent: a new random name is taken only when 16 random hexadecimal digits repeat a file's, which no test can make happen.
      if errno != EEXIST { break }
    }
    throw Failure(
      action: Message(.fsCannotCreateTemporary, .text("\(temporaryPath)")), code: errno)
  }

  /// Removes the temporary files of the store at `path` that belong to this user: under the
  /// lock, no save of this store is under way, so they were left by one that was killed.
  private static func removeLeftTemporaryFiles(of path: StorePath) {
    let prefix = temporaryPrefix(of: path)
    let namePrefix = Array(prefix.bytes.split(separator: UInt8(ascii: "/")).last ?? [])
    guard let cFolder = path.folder.cString, let folder = opendir(cFolder) else { return }
    defer { closedir(folder) }
    var left: [StorePath] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name.count == namePrefix.count + 16, name.starts(with: namePrefix) {
        left.append(path.folder.appendingComponent(name))
      }
    }
    let user = geteuid()
    for temporaryPath in left {
      guard let cPath = temporaryPath.cString else { continue }
      var info = stat()
      if lstat(cPath, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == user {
        unlink(cPath)
      }
    }
  }

  /// Makes each folder of `folder` below `existing` that is missing, from the top down, with
  /// mode 0700 (as the umask allows); a folder that is not below `existing` is left alone.
  ///
  /// - Throws: What stopped a folder being made, naming it: a file where it should be is
  ///   `EEXIST`.
  static func makeFolders(below existing: StorePath, to folder: StorePath) throws(Failure) {
    let slash = UInt8(ascii: "/")
    let top = existing.bytes.last == slash ? Array(existing.bytes.dropLast()) : existing.bytes
    guard folder.bytes.starts(with: top + [slash]) else { return }
    var current = top
    for name in folder.bytes[(top.count + 1)...].split(separator: slash) {
      current += [slash] + name
      let path = StorePath(bytes: current)
      guard let cPath = path.cString else { throw Failure(Message(.fsNulInPath)) }
      if mkdir(cPath, 0o700) == 0 { continue }
      let code = errno
      var info = stat()
      if code == EEXIST, stat(cPath, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
      throw Failure(action: Message(.fsCannotMakeFolder, .text("\(path)")), code: code)
    }
  }

  /// Returns whether the folder that holds `path` is missing, and its path.
  static func folder(of path: StorePath) -> (path: StorePath, isMissing: Bool) {
    let folder = path.folder
    var info = stat()
    let isMissing = folder.cString.map { stat($0, &info) != 0 && errno == ENOENT } ?? false
    return (folder, isMissing)
  }

  /// Opens `path` and returns its descriptor, or `nil` with `errno` set; throws only for a path
  /// the system cannot be given.
  ///
  /// Every open of this type goes through here: descriptor 0 is a descriptor like any other
  /// when the process has closed its standard input, as a library's caller may.
  private static func open(
    _ path: StorePath, _ flags: Int32, permissions: mode_t = 0
  ) throws(Failure) -> Int32? {
    guard let cPath = path.cString else { throw Failure(Message(.fsNulInPath)) }
    let descriptor = systemOpen(cPath, flags, permissions)
    return descriptor >= 0 ? descriptor : nil
  }

  /// Calls `call` (a `read` or a `write`) again while a signal interrupts it (`EINTR`), and
  /// returns what it returned; throws its `errno` when it fails otherwise.
  private static func retryingInterrupted(
    action: Message?, _ call: () -> Int
  ) throws(Failure) -> Int {
    while true {
      let result = call()
      if result >= 0 { return result }
      if errno != EINTR { throw Failure(action: action, code: errno) }
    }
  }

  /// Opens the lock file, creating it if it is missing, and returns its descriptor.
  ///
  /// The lock path is never followed and never waited on: whoever may write the folder may put
  /// anything there, and a save by another user (root included) must not create or open a file
  /// where a symbolic link points, nor block on a FIFO. So it is opened with `O_NOFOLLOW` and
  /// `O_NONBLOCK`, and anything but a regular file is refused, naming what it is. A device is
  /// refused from `lstat` alone, without being opened.
  private static func openLockFile(
    _ lockPath: StorePath, newFileMode: mode_t
  ) throws(Failure) -> Int32 {
    guard let cPath = lockPath.cString else { throw Failure(Message(.fsNulInPath)) }
    let cannotOpen = Message(.fsCannotOpenLock, .text("\(lockPath)"))
    func notRegular(_ mode: mode_t) -> Failure {
      Failure(
        Message(.fsLockNotRegular, .text("\(lockPath)"), .message(Message(kind(of: mode)))))
    }
    let flags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
    // Two tries: another process may create the file between our look and our create.
    for _ in 0..<2 {
      var info = stat()
      if lstat(cPath, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
        throw notRegular(info.st_mode)
      }
      let descriptor: Int32
      if let opened = try open(lockPath, flags) {
        descriptor = opened
      } else if errno != ENOENT {
        if errno == ELOOP { throw notRegular(S_IFLNK) }
        throw Failure(action: cannotOpen, code: errno)
      } else if let created = try open(
        lockPath, flags | O_CREAT | O_EXCL, permissions: newFileMode)
      {
        descriptor = created
      } else if errno == EEXIST {
        continue
      } else {
        throw Failure(action: Message(.fsCannotCreateLock, .text("\(lockPath)")), code: errno)
      }
      guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
        let mode = info.st_mode
        // Mutant "drop the call" is equivalent: lstat above found a regular file, so only a file swapped for another between the lstat and the open gets here, a race no test can time.
        close(descriptor)
        throw notRegular(mode)
      }
      return descriptor
    }
    throw Failure(action: cannotOpen, code: EEXIST)
  }

  /// Gives the new file the owner and group of the one it replaces, where this user may.
  private static func keepOwnerAndGroup(
    of original: Stamp, on descriptor: Int32
  ) throws(Failure) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(action: nil, code: errno) }
    if UInt32(info.st_uid) == original.owner, UInt32(info.st_gid) == original.group { return }
    if fchown(descriptor, uid_t(original.owner), gid_t(original.group)) == 0 { return }
    let keepsGroup =
      UInt32(info.st_gid) == original.group
      || fchown(descriptor, uid_t.max, gid_t(original.group)) == 0
    let user = geteuid()
    if UInt32(user) == original.owner, !keepsGroup {
      throw Failure(
        Message(.fsWouldChangeGroup, .number(Int(original.group)), .number(Int(info.st_gid))))
    }
    guard keepsGroup, original.permissions & 0o020 != 0 else {
      throw Failure(
        Message(.fsWouldChangeOwner, .number(Int(original.owner)), .number(Int(user))))
    }
  }

  private static func isMember(of group: UInt32) -> Bool {
    if UInt32(getegid()) == group { return true }
    let count = getgroups(0, nil)
    // Mutant "> → >=" is equivalent: with count 0 the group list is empty and the answer false either way.
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
  private static func message(for duration: Duration) -> Message {
    let (seconds, attoseconds) = duration.components
    if attoseconds == 0 { return Message(.fsSeconds, .number(Int(seconds))) }
    return Message(
      .fsMilliseconds, .number(Int(seconds * 1_000 + attoseconds / 1_000_000_000_000_000)))
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, action: Message?) throws(Failure)
  {
    var written = 0
    // Not `<`: a write never goes past the end, and a mutant `<=` would spin on empty writes.
    while written != data.count {
      written += try retryingInterrupted(action: action) {
        data.withUnsafeBytes { buffer in
          write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
        }
      }
    }
  }

  /// Flushes a file to the disk itself; on Apple systems `fsync` stops at the drive's cache,
  /// so it asks for `F_FULLFSYNC` first.
  private static func flush(_ descriptor: Int32, action: Message?) throws(Failure) {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return }
    #endif
    guard fsync(descriptor) == 0 else { throw Failure(action: action, code: errno) }
  }

  /// Flushes the folder, so that the rename itself survives a power cut; best effort, as some
  /// file systems cannot flush a folder, and the new file is in place either way.
  private static func flushFolder(of path: StorePath) {
    guard let descriptor = try? open(path.folder, O_RDONLY | O_CLOEXEC) else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  private static func stamp(of descriptor: Int32, action: Message?) throws(Failure) -> Stamp {
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
      permissions: UInt32(info.st_mode) & 0o7777, linkCount: UInt64(info.st_nlink))
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
