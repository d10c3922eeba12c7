import Foundation
import TodoPlatform
import TodoVIPER

extension StoreSystemCalls {
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
      if !renamed, let cTemporaryPath = temporaryPath.cString {
        unlinkat(temporaryPath.at, cTemporaryPath, 0)
      }
    }
    let writing = Message(.fsCannotWriteTemporary, .text("\(temporaryPath)"))
    if let original {
      try keepOwnerAndGroup(of: original, on: descriptor)
      guard fchmod(descriptor, mode_t(original.permissions)) == 0 else {
        throw Failure(action: writing, code: errno)
      }
    }
    try writeAll(data, to: descriptor, action: writing)
    try flush(descriptor, action: writing)
    let written = try SystemCalls.status(of: descriptor, action: writing)
    guard let cTemporaryPath = temporaryPath.cString, let cPath = path.cString,
      renameat(temporaryPath.at, cTemporaryPath, path.at, cPath) == 0
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
    var code: Int32 = 0
    for _ in 0..<8 {
      let digits = String(generator.next(), radix: 16)
      temporaryPath = temporaryPrefix(of: path).appending(
        String(repeating: "0", count: 16 - digits.count) + digits)
      do throws(Failure) {
        let descriptor = try SystemCalls.open(
          temporaryPath.relative, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
          permissions: permissions, in: temporaryPath.at)
        return (temporaryPath, descriptor)
      } catch {
        code = error.code
      }
      // Only a name already taken is worth another: any other error (ENOSPC, EACCES, a
      // security program's EPERM) is the folder's or the system's answer, not the name's.
      if code != EEXIST { break }
    }
    throw Failure(
      action: Message(.fsCannotCreateTemporary, .text("\(temporaryPath)")), code: code)
  }

  /// Removes the temporary files of the store at `path` that belong to this user: under the
  /// lock, no save of this store is under way, so they were left by one that was killed.
  private static func removeLeftTemporaryFiles(of path: StorePath) {
    let prefix = temporaryPrefix(of: path)
    let namePrefix = Array(prefix.relative.bytes.split(separator: UInt8(ascii: "/")).last ?? [])
    guard
      let descriptor = try? SystemCalls.open(
        path.folder.relative, O_RDONLY | O_DIRECTORY | O_CLOEXEC, in: path.at)
    else { return }
    guard let folder = fdopendir(descriptor) else {
      close(descriptor)
      return
    }
    // closedir(3) closes the descriptor fdopendir(3) was given.
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
      if fstatat(temporaryPath.at, cPath, &info, AT_SYMLINK_NOFOLLOW) == 0,
        info.st_mode & S_IFMT == S_IFREG, info.st_uid == user
      {
        unlinkat(temporaryPath.at, cPath, 0)
      }
    }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, action: Message?) throws(Failure)
  {
    var written = 0
    // Not `<`: a write never goes past the end, and a mutant `<=` would spin on empty writes.
    while written != data.count {
      written += try SystemCalls.retryingInterrupted(action: action) {
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
    guard
      let descriptor = try? SystemCalls.open(
        path.folder.relative, O_RDONLY | O_CLOEXEC, in: path.at)
    else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }
}
