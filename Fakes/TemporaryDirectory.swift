import Foundation

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
public final class TemporaryDirectory {
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

  /// Creates the folder.
  ///
  /// - Throws: The file system's error when the folder cannot be made.
  public init() throws {
    url = Self.parent.appendingPathComponent("viper-todo-\(UUID().uuidString)", isDirectory: true)
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
