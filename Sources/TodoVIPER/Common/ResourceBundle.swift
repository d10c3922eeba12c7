import Foundation

/// This module's resource bundle, as SwiftPM builds it beside the executable, found without
/// `Bundle.module`.
enum ResourceBundle {
  /// The bundle's folder names: `.resources` on Linux and Windows, `.bundle` on Apple platforms.
  static let names = ["viper-todo_TodoVIPER.resources", "viper-todo_TodoVIPER.bundle"]

  /// Returns each `<language>.lproj/<table>.strings` in the bundle, by language; empty when the
  /// bundle or a table cannot be found or read.
  static func stringTables(named table: String) -> [String: [String: String]] {
    guard let folder = folder() else { return [:] }
    let manager = FileManager.default
    let entries = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
    var tables: [String: [String: String]] = [:]
    for entry in entries where entry.hasSuffix(".lproj") {
      let url = folder.appendingPathComponent(entry).appendingPathComponent("\(table).strings")
      guard let data = try? Data(contentsOf: url),
        let strings = try? PropertyListSerialization.propertyList(from: data, format: nil)
          as? [String: String]
      else { continue }
      tables[String(entry.dropLast(".lproj".count))] = strings
    }
    return tables
  }

  /// Returns the bundle's folder: beside the executable, or, for tests on Apple platforms,
  /// beside the test bundle; `nil` when it is in neither place.
  static func folder() -> URL? {
    for place in places() {
      for name in names {
        let url = place.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
          isFolder.boolValue
        {
          // A `.bundle` on Apple platforms keeps its resources in Contents/Resources.
          let resources = url.appendingPathComponent("Contents/Resources")
          return FileManager.default.fileExists(atPath: resources.path) ? resources : url
        }
      }
    }
    return nil
  }

  #if os(Linux)
    /// The executable's folder, as the system names it.
    ///
    /// Not `Bundle.main`: Foundation stops the program when it cannot read the program's own
    /// path (a folder on the way that the user may not enter), and a missing translation must
    /// never stop it.
    private static func places() -> [URL] {
      guard
        let executable = try? FileManager.default.destinationOfSymbolicLink(
          atPath: "/proc/self/exe")
      else { return [] }
      return [URL(fileURLWithPath: executable).deletingLastPathComponent()]
    }
  #else
    /// The app's resources and its folder, and the folder of the bundle this module is in.
    private static func places() -> [URL] {
      [
        Bundle.main.resourceURL, Bundle.main.bundleURL,
        Bundle(for: BundleFinder.self).bundleURL.deletingLastPathComponent(),
      ].compactMap(\.self)
    }

    /// A class of this module, for `Bundle(for:)`.
    private final class BundleFinder {}
  #endif
}
