#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading, replacing and locking a file by its path, each path resolved once: what is read is
/// what was checked (on the open descriptor), and a file the tool creates or replaces is never
/// reached through a symbolic link.
///
/// For many files in one folder, or a folder a tool must keep to, hold the folder open with
/// ``ToolFolder`` and work relative to it.
public enum ToolFile {
  /// Returns the bytes of the regular file at `path`, at most `limit` of them.
  ///
  /// The path is followed as given (links included) by one `open`, without blocking, so a FIFO
  /// cannot hang the tool; the descriptor's `fstat` then refuses anything but a regular file (a
  /// folder, a FIFO, a device), naming what it is.
  ///
  /// - Throws: The path and the system's reason (`permission denied`, `no such file or
  ///   directory`); `.tooLarge` past `limit` bytes; `.notRegularFile` with what it is.
  public static func read(at path: String, limit: Int) throws(ToolFileError) -> [UInt8] {
    guard let cPath = SystemCall.cPath(path) else { throw ToolFileError(.read, path, .nulInPath) }
    let descriptor: Int32
    do {
      descriptor = try SystemCall.retrying {
        open(cPath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
      }
    } catch {
      throw ToolFileError(.read, path, .system(error.code))
    }
    defer { close(descriptor) }
    return try readRegular(descriptor, path: path, limit: limit)
  }

  /// Returns the regular file at `path` as UTF-8 text, read as ``read(at:limit:)`` reads it.
  ///
  /// - Throws: What ``read(at:limit:)`` throws; `.notUTF8` for bytes that are not UTF-8.
  public static func readText(at path: String, limit: Int) throws(ToolFileError) -> String {
    let bytes = try read(at: path, limit: limit)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ToolFileError(.read, path, .notUTF8)
    }
    return text
  }

  /// Replaces the file at `path` with `bytes`, atomically, as
  /// ``ToolFolder/write(_:to:permissions:)`` does in the folder `path` names: a symbolic link at
  /// `path` is replaced, never followed.
  public static func write(
    _ bytes: some Collection<UInt8>, to path: String, permissions: mode_t = 0o644
  ) throws(ToolFileError) {
    let (folder, name) = try split(path, .write)
    try ToolFolder(opening: folder).write(bytes, to: name, permissions: permissions)
  }

  /// Replaces the file at `path` with the UTF-8 of `text`, as ``write(_:to:permissions:)`` does.
  public static func write(
    _ text: String, to path: String, permissions: mode_t = 0o644
  ) throws(ToolFileError) {
    try write(Array(text.utf8), to: path, permissions: permissions)
  }

  /// Opens the lock file at `path`, made when absent, and returns its descriptor.
  ///
  /// As ``ToolFolder/openLock(_:)`` does: never through a symbolic link, never truncated, only a
  /// regular file. The caller closes it.
  public static func openLock(at path: String) throws(ToolFileError) -> Int32 {
    let (folder, name) = try split(path, .lock)
    return try ToolFolder(opening: folder).openLock(name)
  }

  /// Reads the open `descriptor` of `path` once `fstat` has found it a regular file.
  static func readRegular(
    _ descriptor: Int32, path: String, limit: Int
  ) throws(ToolFileError) -> [UInt8] {
    let info: stat
    do {
      info = try SystemCall.status(of: descriptor)
    } catch {
      throw ToolFileError(.read, path, .system(error.code))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ToolFileError(.read, path, .notRegularFile(kindWords(info.st_mode)))
    }
    do {
      return try SystemCall.readAll(
        from: descriptor, expectedSize: Int(info.st_size), limit: limit)
    } catch {
      switch error {
      case .tooLarge: throw ToolFileError(.read, path, .tooLarge(limit: limit))
      case .system(let code): throw ToolFileError(.read, path, .system(code))
      }
    }
  }

  /// `path` as its folder and its last name: `a/b` is `a` and `b`, `b` is `.` and `b`.
  static func split(
    _ path: String, _ action: ToolFileError.Action
  ) throws(ToolFileError) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let name = String(path[path.index(after: slash)...])
    guard !name.isEmpty, name != ".", name != ".." else {
      throw ToolFileError(action, path, .notOneName)
    }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, name)
  }
}
