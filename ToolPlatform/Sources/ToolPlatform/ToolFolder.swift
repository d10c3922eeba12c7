#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder held open by its descriptor: every name inside it is opened, made, replaced or
/// removed relative to that descriptor (`openat`, `renameat`, `unlinkat`), so the folder a tool
/// checked is the folder it works in, however its path is changed meanwhile, and no symbolic
/// link inside it is followed unless the call says so.
///
/// The descriptor is closed when the last reference goes.
///
/// ```swift
/// let copy = try ToolFolder.makeTemporary(prefix: "mutants-")
/// let sources = try copy.folder(at: "Sources/TodoVIPER", creating: true)
/// try sources.write(Array("let x = 1\n".utf8), to: "X.swift")   // never through a link
/// try copy.parent.removeTree(copy.name)
/// ```
public final class ToolFolder: Sendable {
  /// The folder's path, for messages and for children that need one (a compiler's arguments).
  public let path: String
  /// The open descriptor (`O_DIRECTORY`, close-on-exec).
  public let descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Opens the folder at `path`, resolving `path` once, through links.
  ///
  /// - Throws: The system's reason (`ENOENT`, `ENOTDIR`, `EACCES`), with the path.
  public convenience init(opening path: String) throws(ToolFileError) {
    guard let cPath = SystemCall.cPath(path) else {
      throw ToolFileError(.openFolder, path, .nulInPath)
    }
    let descriptor: Int32
    do {
      descriptor = try SystemCall.retrying { open(cPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    } catch {
      throw ToolFileError(.openFolder, path, .system(error.code))
    }
    self.init(path: path, descriptor: descriptor)
  }

  /// Makes a new, empty folder, `prefix` followed by random letters and digits, mode 0700, in
  /// `parent` (by default ``ToolPath/temporaryFolder``), and holds it open: the parent is
  /// opened once, and the folder made and opened relative to it.
  public static func makeTemporary(
    prefix: String, in parent: String = ToolPath.temporaryFolder
  ) throws(ToolFileError) -> ToolFolder {
    let parentFolder = try ToolFolder(opening: parent)
    var lastError = EEXIST
    for _ in 0..<16 {
      let name = prefix + randomLetters()
      let cName = try parentFolder.oneName(name, .makeFolder)
      if mkdirat(parentFolder.descriptor, cName, 0o700) == 0 {
        return try parentFolder.folder(name)
      }
      lastError = errno
      if lastError != EEXIST { break }
    }
    throw ToolFileError(.makeFolder, parentFolder.joined(prefix + "…"), .system(lastError))
  }

  /// Opens the folder `name` inside this one, never through a symbolic link; with `creating`,
  /// makes it first (mode `permissions`, less the umask) when it is absent.
  ///
  /// - Throws: `.notOneName` for a name that is not one name; for a symbolic link, that it is
  ///   one; for anything but a folder, what it is.
  public func folder(
    _ name: String, creating: Bool = false, permissions: mode_t = 0o755
  ) throws(ToolFileError) -> ToolFolder {
    let cName = try oneName(name, .openFolder)
    if creating, mkdirat(descriptor, cName, permissions) != 0, errno != EEXIST {
      throw ToolFileError(.makeFolder, joined(name), .system(errno))
    }
    do {
      let opened = try SystemCall.retrying {
        openat(descriptor, cName, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      }
      return ToolFolder(path: joined(name), descriptor: opened)
    } catch {
      if error.code == ENOTDIR, let kind = kind(of: cName) {
        throw ToolFileError(.openFolder, joined(name), .notFolder(kindWords(kind)))
      }
      throw ToolFileError(.openFolder, joined(name), .system(error.code))
    }
  }

  /// Opens the folder at `relativePath` (names joined by `/`) inside this one, one name at a
  /// time, never through a symbolic link; with `creating`, makes each folder that is absent.
  ///
  /// - Throws: `.notOneName` for a path with `..`, or that starts at `/`.
  public func folder(
    at relativePath: String, creating: Bool = false, permissions: mode_t = 0o755
  ) throws(ToolFileError) -> ToolFolder {
    let names = relativePath.split(separator: "/")
    if relativePath.hasPrefix("/") || names.contains("..") {
      throw ToolFileError(
        .openFolder, relativePath.hasPrefix("/") ? relativePath : joined(relativePath), .notOneName)
    }
    var current = self
    for name in names where name != "." {
      current = try current.folder(String(name), creating: creating, permissions: permissions)
    }
    return current
  }

  /// What is in the folder, but `.` and `..`, sorted by name; each entry's kind is that of the
  /// name itself (a symbolic link is one, whatever it names).
  ///
  /// - Throws: For a name that is not UTF-8, `.notUTF8`; the system's reason otherwise.
  public func entries() throws(ToolFileError) -> [Entry] {
    let copy = dup(descriptor)
    guard copy >= 0, let stream = fdopendir(copy) else {
      let code = errno
      if copy >= 0 { close(copy) }
      throw ToolFileError(.list, path, .system(code))
    }
    defer { closedir(stream) }
    rewinddir(stream)
    var names: [[CChar]] = []
    while true {
      errno = 0
      guard let entry = readdir(stream) else {
        if errno != 0 { throw ToolFileError(.list, path, .system(errno)) }
        break
      }
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.bindMemory(to: CChar.self).prefix { $0 != 0 }) + [0]
      }
      if name == [46, 0] || name == [46, 46, 0] { continue }
      names.append(name)
    }
    var result: [Entry] = []
    for cName in names {
      guard
        let name = String(validating: cName.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
      else {
        throw ToolFileError(.list, path, .notUTF8)
      }
      guard let mode = kind(of: cName) else { continue }  // removed meanwhile
      result.append(Entry(name: name, kind: Entry.Kind(mode)))
    }
    return result.sorted { $0.name < $1.name }
  }

  /// The kind of `name` in the folder, without following a link; nil when there is none.
  public func kind(of name: String) throws(ToolFileError) -> Entry.Kind? {
    let cName = try oneName(name, .read)
    return kind(of: cName).map(Entry.Kind.init)
  }

  /// Returns the bytes of the regular file `name`, at most `limit` of them.
  ///
  /// It is opened without blocking (a FIFO cannot hang the tool) and checked on its
  /// descriptor: anything but a regular file is named, not read. A symbolic link is followed
  /// only `followingLinks`.
  public func read(
    _ name: String, limit: Int, followingLinks: Bool = false
  ) throws(ToolFileError) -> [UInt8] {
    let cName = try oneName(name, .read)
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | (followingLinks ? 0 : O_NOFOLLOW)
    let opened: Int32
    do {
      opened = try SystemCall.retrying { openat(descriptor, cName, flags) }
    } catch {
      throw ToolFileError(.read, joined(name), .system(error.code))
    }
    defer { close(opened) }
    return try ToolFile.readRegular(opened, path: joined(name), limit: limit)
  }

  /// Returns the regular file `name` as UTF-8 text, as ``read(_:limit:followingLinks:)`` reads it.
  public func readText(
    _ name: String, limit: Int, followingLinks: Bool = false
  ) throws(ToolFileError) -> String {
    let bytes = try read(name, limit: limit, followingLinks: followingLinks)
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw ToolFileError(.read, joined(name), .notUTF8)
    }
    return text
  }

  /// Replaces the file `name` with `bytes`, atomically.
  ///
  /// A new file is made in this folder with `O_CREAT | O_EXCL | O_NOFOLLOW`, given exactly
  /// `permissions`, written whole, then renamed over `name`. A symbolic link at `name` is replaced, never followed; a reader sees the old
  /// file or the new one, never a part; the new file is removed when anything fails.
  public func write(
    _ bytes: some Collection<UInt8>, to name: String, permissions: mode_t = 0o644
  ) throws(ToolFileError) {
    let cName = try oneName(name, .write)
    let (cTemporary, opened) = try makeTemporaryFile(for: name, permissions)
    var isOpen = true
    do throws(SystemError) {
      try SystemCall.writeAll(bytes, to: opened)
      if fchmod(opened, permissions) != 0 { throw SystemError(code: errno) }
      isOpen = false
      // After close(2) fails the descriptor is closed all the same (Linux, and POSIX for
      // EINTR): it is never closed twice, where another thread may have the number by then.
      if close(opened) != 0, errno != EINTR { throw SystemError(code: errno) }
      if renameat(descriptor, cTemporary, descriptor, cName) != 0 {
        throw SystemError(code: errno)
      }
    } catch {
      if isOpen { close(opened) }
      unlinkat(descriptor, cTemporary, 0)
      throw ToolFileError(.write, joined(name), .system(error.code))
    }
  }

  /// Replaces the file `name` with the UTF-8 of `text`, as ``write(_:to:permissions:)`` does.
  public func write(
    _ text: String, to name: String, permissions: mode_t = 0o644
  ) throws(ToolFileError) {
    try write(Array(text.utf8), to: name, permissions: permissions)
  }

  /// Opens the regular file `name` for reading and writing, to lock it, and returns its descriptor.
  ///
  /// It is made when absent (mode 0644); it is never opened through a symbolic link, never
  /// truncated, and anything but a regular file is refused. The caller closes the descriptor it returns.
  public func openLock(_ name: String) throws(ToolFileError) -> Int32 {
    let cName = try oneName(name, .lock)
    let opened: Int32
    do {
      opened = try SystemCall.retrying {
        openat(
          descriptor, cName, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK,
          0o644)
      }
    } catch {
      throw ToolFileError(.lock, joined(name), .system(error.code))
    }
    let info: stat
    do {
      info = try SystemCall.status(of: opened)
    } catch {
      close(opened)
      throw ToolFileError(.lock, joined(name), .system(error.code))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(opened)
      throw ToolFileError(.lock, joined(name), .notRegularFile(kindWords(info.st_mode)))
    }
    return opened
  }

  /// Removes `name` from the folder, with everything in it when it is a folder.
  ///
  /// A link is removed, never what it names; each name is removed relative to its folder's
  /// descriptor, never through a link. A name that is absent is not an error.
  public func removeTree(_ name: String) throws(ToolFileError) {
    let cName = try oneName(name, .remove)
    guard let mode = kind(of: cName) else { return }
    if mode & S_IFMT == S_IFDIR {
      let inner = try folder(name)
      for entry in try inner.entries() { try inner.removeTree(entry.name) }
      if unlinkat(descriptor, cName, AT_REMOVEDIR) != 0, errno != ENOENT {
        throw ToolFileError(.remove, joined(name), .system(errno))
      }
    } else if unlinkat(descriptor, cName, 0) != 0, errno != ENOENT {
      throw ToolFileError(.remove, joined(name), .system(errno))
    }
  }

  /// A name in a folder, and what it is.
  public struct Entry: Equatable, Sendable {
    /// What a name in a folder is, the name itself (not what a link names).
    public enum Kind: Equatable, Sendable {
      case regularFile
      case folder
      case symbolicLink
      /// A FIFO, a device, a socket.
      case other

      init(_ mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
      }
    }

    public var name: String
    public var kind: Kind

    public init(name: String, kind: Kind) {
      self.name = name
      self.kind = kind
    }
  }

  // MARK: - Helpers

  /// `name` for the system, once checked to be one name.
  private func oneName(_ name: String, _ action: ToolFileError.Action) throws(ToolFileError)
    -> [CChar]
  {
    guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
      throw ToolFileError(action, joined(name), .notOneName)
    }
    guard let cName = SystemCall.cPath(name) else {
      throw ToolFileError(action, joined(name), .nulInPath)
    }
    return cName
  }

  /// The mode of `name` in the folder, the name itself; nil when there is none.
  private func kind(of cName: [CChar]) -> mode_t? {
    var info = stat()
    guard fstatat(descriptor, cName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    return info.st_mode
  }

  /// Makes a new file for ``write(_:to:permissions:)`` beside `name`, with a name no other
  /// writer has (random, and made with `O_EXCL`), writable by its owner while it is written.
  private func makeTemporaryFile(
    for name: String, _ permissions: mode_t
  ) throws(ToolFileError) -> ([CChar], Int32) {
    var lastError = EEXIST
    for _ in 0..<16 {
      let cTemporary = try oneName(".tool-" + randomLetters() + ".tmp", .write)
      do {
        let opened = try SystemCall.retrying {
          openat(
            descriptor, cTemporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
            permissions & 0o777 | 0o200)
        }
        return (cTemporary, opened)
      } catch {
        lastError = error.code
        if error.code != EEXIST { break }
      }
    }
    throw ToolFileError(.write, joined(name), .system(lastError))
  }

  /// The path of `name` inside this folder, for messages.
  private func joined(_ name: String) -> String {
    path.hasSuffix("/") ? path + name : path + "/" + name
  }
}

/// Twelve random letters and digits, for a name no other process has.
private func randomLetters() -> String {
  let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
  return String((0..<12).map { _ in alphabet.randomElement() ?? "x" })
}
