import Foundation
import ToolPlatform

/// A folder of a test's own under the system's temporary folder, removed when the test ends.
///
/// Made with Foundation, not with the code under test, so that a fault in ``ToolFolder`` cannot
/// hide itself.
final class Scratch {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("tool-platform-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The path of `name` in the folder.
  func at(_ name: String) -> String { path + "/" + name }

  /// Writes `text` to `name` in the folder.
  @discardableResult
  func file(_ name: String, _ text: String) throws -> String {
    try FileManager.default.createDirectory(
      atPath: (at(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: at(name)))
    return at(name)
  }

  /// Makes the folder `name` in the folder.
  @discardableResult
  func folder(_ name: String) throws -> String {
    try FileManager.default.createDirectory(atPath: at(name), withIntermediateDirectories: true)
    return at(name)
  }

  /// Makes a symbolic link `name` to `target`.
  @discardableResult
  func link(_ name: String, to target: String) throws -> String {
    try FileManager.default.createSymbolicLink(atPath: at(name), withDestinationPath: target)
    return at(name)
  }

  /// The text of `name`, read with Foundation.
  func text(_ name: String) throws -> String {
    try String(contentsOfFile: at(name), encoding: .utf8)
  }

  /// The names in the folder `name` ("" for the scratch folder itself), sorted.
  func names(in name: String = "") throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? path : at(name)).sorted()
  }

  /// The permission bits of `name`.
  func permissions(_ name: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: at(name))
    return (attributes[.posixPermissions] as? Int) ?? -1
  }
}
