import Foundation

/// The package's built products and a folder of the test's own, for the tests that run them.
enum Built {
  /// The folder of the built products: the test bundle's, or the one above it on macOS.
  static let products: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while folder.pathComponents.count > 1,
      !FileManager.default.isExecutableFile(
        atPath: folder.appendingPathComponent("viper-todo-bucket").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder
  }()

  /// The path of the built `viper-todo-bucket`.
  static let bucket = products.appendingPathComponent("viper-todo-bucket").path

  /// Makes a new folder for one test, and returns it; the test removes it.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("conformance-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
