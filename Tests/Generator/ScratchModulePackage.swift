import Fakes
import Foundation
import VIPERModuleGenerator

/// A package of the test's own, in a temporary folder, laid out as this one is for the module
/// generator: the targets `TodoVIPER` (in `Sources/TodoVIPER`), `Fakes` and `Specs`, with no
/// file, and the description the plugin would give of them.
struct ScratchModulePackage {
  let directory: TemporaryDirectory
  /// The folder the command writes its files aside in.
  let work: String

  /// Makes the folders.
  init() throws {
    directory = try TemporaryDirectory()
    work = directory.path("work")
    for folder in ["Sources/TodoVIPER", "Fakes", "Specs", "work"] {
      try FileManager.default.createDirectory(
        atPath: directory.path(folder), withIntermediateDirectories: true)
    }
  }

  /// The package's folder.
  var folder: String { directory.url.path }

  /// The package as the plugin describes it: `TodoVIPER`, `Fakes` on it, `Specs` on both.
  var targets: PackageTargets {
    PackageTargets(
      folder: folder,
      targets: [
        .init(
          name: "TodoVIPER", moduleName: "TodoVIPER", folder: directory.path("Sources/TodoVIPER"),
          isTest: false, dependencies: []),
        .init(
          name: "Fakes", moduleName: "Fakes", folder: directory.path("Fakes"), isTest: false,
          dependencies: ["TodoVIPER"]),
        .init(
          name: "Specs", moduleName: "Specs", folder: directory.path("Specs"), isTest: true,
          dependencies: ["Fakes", "TodoVIPER"]),
      ])
  }

  /// The description of ``targets`` as the plugin hands it to the tool.
  var json: String {
    get throws { String(decoding: try JSONEncoder().encode(targets), as: UTF8.self) }
  }

  /// Writes `text` at `path`, from the package's folder, making its folder.
  func write(_ text: String, at path: String) throws {
    let url = directory.url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// Every file and folder in the package, from its folder, sorted.
  func listing() -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []).sorted()
  }
}
