import Foundation
import TodoPlatform
import TodoVIPER

extension StoreSystemCalls {
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
      guard fstatat(current.at, cPath, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
        try refuseUnnamed(path, resolvedTo: current)
        return current
      }
      guard info.st_mode & S_IFMT == S_IFLNK else { return current }
      // readlink(2) does not end the target with a NUL, and the system caps a target below PATH_MAX.
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
      let count = readlinkat(current.at, cPath, &buffer, buffer.count)
      // Mutant "> → >=" is equivalent: a symbolic link's target is never empty (symlink(2) refuses to make one), and -1 fails either way.
      guard count > 0 else { return current }
      current = current.resolving(
        BytePath(bytes: buffer[..<count].map { UInt8(bitPattern: $0) }))
    }
    throw Failure(action: nil, code: ELOOP)
  }

  /// Throws when the links of `path` lead to nothing, but the system, following them itself,
  /// finds something there: a pipe or a socket the process holds, which no name reaches.
  private static func refuseUnnamed(_ path: StorePath, resolvedTo resolved: StorePath)
    throws(Failure)
  {
    guard resolved.relative != path.relative, let cPath = path.cString else { return }
    var info = stat()
    guard fstatat(path.at, cPath, &info, 0) == 0 else { return }
    throw Failure(Message(.fsNotRegular, .message(Message(SystemCalls.kind(of: info.st_mode)))))
  }

  /// Returns whether anything, even a dangling link, is at `path`.
  static func exists(_ path: StorePath) -> Bool {
    var info = stat()
    return path.cString.map { fstatat(path.at, $0, &info, AT_SYMLINK_NOFOLLOW) == 0 } ?? false
  }

  /// Makes each folder of `folder` below `existing` that is missing, from the top down, with
  /// mode 0700 (as the umask allows); a folder that is not below `existing` is left alone.
  ///
  /// - Throws: What stopped a folder being made, naming it: a file where it should be is
  ///   `EEXIST`.
  static func makeFolders(below existing: BytePath, to folder: BytePath) throws(Failure) {
    let slash = UInt8(ascii: "/")
    let top = existing.bytes.last == slash ? Array(existing.bytes.dropLast()) : existing.bytes
    guard folder.bytes.starts(with: top + [slash]) else { return }
    var current = top
    for name in folder.bytes[(top.count + 1)...].split(separator: slash) {
      current += [slash] + name
      let path = BytePath(bytes: current)
      guard let cPath = path.cString else { throw Failure(Message(.fsNulInPath)) }
      if mkdir(cPath, 0o700) == 0 { continue }
      let code = errno
      var info = stat()
      if code == EEXIST, stat(cPath, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
      throw Failure(action: Message(.fsCannotMakeFolder, .text("\(path)")), code: code)
    }
  }

  /// Returns whether the folder that holds `path` is missing, and its path, as messages name it.
  static func folder(of path: StorePath) -> (path: BytePath, isMissing: Bool) {
    let folder = path.folder
    var info = stat()
    let isMissing =
      folder.cString.map { fstatat(folder.at, $0, &info, 0) != 0 && errno == ENOENT } ?? false
    return (folder.shown, isMissing)
  }
}
