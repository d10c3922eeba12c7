import Foundation

/// A fresh, empty folder under the system's temporary folder, removed with everything in it when
/// the last reference goes away.
///
/// A suite that holds one as a stored property gets a folder of its own for each test and each
/// case of a parameterized test, as Swift Testing makes a new suite instance for every one.
public final class TemporaryDirectory {
  /// Where the folder is.
  public let url: URL

  /// Creates the folder.
  ///
  /// - Throws: The file system's error when the folder cannot be made.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-todo-\(UUID().uuidString)", isDirectory: true)
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
