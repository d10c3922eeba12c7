import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh, empty folder for a test's files, removed with everything in it when the last
/// reference goes away.
///
/// A suite that holds one as a stored property gets a folder of its own for each test and each
/// case of a parameterized test, as Swift Testing makes a new suite instance for every one.
///
/// It is made in memory where the system has a folder for that (`/dev/shm` on Linux), else in
/// the system's temporary folder. The file store flushes every save to disk (`fsync`), which
/// costs a disk's latency each time and tells a test nothing it can see: in memory, a spec that
/// saves a hundred items takes milliseconds instead of a second, and runs the same code.
///
/// Memory is not given back by a process that crashes before it removes its folders (a mutant
/// that traps, a killed run): so each folder's name holds the id of the process that made it
/// (`viper-todo-<pid>-<UUID>`), and the first folder a process makes sweeps away first the
/// folders of this user's processes that have ended (``sweepEndedRuns()``).
public final class TemporaryDirectory: Sendable {
  /// Where the folder is.
  public let url: URL

  /// The folder the test folders are made in.
  public static let parent: URL = {
    var isFolder: ObjCBool = false
    let memory = "/dev/shm"
    if FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder), isFolder.boolValue,
      FileManager.default.isWritableFile(atPath: memory)
    {
      return URL(fileURLWithPath: memory, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
  }()

  /// The folder of this process's folders, swept of ended runs' the first time it is asked for.
  private static let sweptParent: URL = {
    sweepEndedRuns()
    return parent
  }()

  /// Removes the test folders in ``parent`` of processes that no longer exist, and that belong
  /// to this user; those of running processes, of other users, and any without a process id in
  /// their name, are left.
  public static func sweepEndedRuns() {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in entries {
      guard let pid = creator(ofFolderNamed: name), !isRunning(pid) else { continue }
      let url = parent.appendingPathComponent(name)
      var info = stat()
      guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
        info.st_uid == geteuid()
      else { continue }
      try? FileManager.default.removeItem(at: url)
    }
  }

  /// The process id in a test folder's name (`viper-todo-<pid>-…`), or `nil` for another name.
  ///
  /// A process id has at most 7 digits (Linux's largest is 4194304), and the first group of a
  /// UUID has 8: a folder named by an earlier version (`viper-todo-<UUID>`), whose process may
  /// still be running, is never taken for one.
  private static func creator(ofFolderNamed name: String) -> pid_t? {
    let prefix = "viper-todo-"
    guard name.hasPrefix(prefix) else { return nil }
    let digits = name.dropFirst(prefix.count).prefix { $0 != "-" }
    guard (1...7).contains(digits.count), digits.allSatisfy({ ("0"..."9").contains($0) }),
      name.dropFirst(prefix.count + digits.count).hasPrefix("-")
    else { return nil }
    return pid_t(String(digits))
  }

  /// Whether a process with id `pid` exists (of any user: `EPERM` says it does).
  private static func isRunning(_ pid: pid_t) -> Bool {
    pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
  }

  /// Creates the folder.
  ///
  /// - Throws: The file system's error when the folder cannot be made.
  public init() throws {
    url = Self.sweptParent.appendingPathComponent(
      "viper-todo-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// Returns the path of the named entry in the folder; the entry need not exist.
  public func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }
}
