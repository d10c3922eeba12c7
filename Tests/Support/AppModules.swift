import Foundation

/// The VIPER modules of `Sources/TodoVIPER`, and which of them the app is made of.
///
/// A module is a folder with an `…Interfaces.swift` in it. The app's modules are those its
/// composition root builds: their presenter is named in `App/AppDependencies.swift`. A module
/// that `add-viper-module` has just written is not one of them until it is wired in, as the
/// command leaves that to its user (Sources/TodoVIPER/TodoVIPER.docc/AddAModule.md); so the
/// guides, which explain the app, and the checks that pin its modules, leave it out till then,
/// and the package's suite passes with it, as the mutation tool needs it to.
enum AppModules {
  /// The folder of the core.
  static let core = "Sources/TodoVIPER"

  /// Whether `folder`, a folder of the core, holds a module the composition root does not
  /// build.
  static func isUnwiredModule(_ folder: String, in root: URL) -> Bool {
    let files = FileManager.default
    let url = root.appendingPathComponent("\(core)/\(folder)")
    let isModule =
      (try? files.contentsOfDirectory(atPath: url.path))?.contains {
        $0.hasSuffix("Interfaces.swift")
      } ?? false
    guard isModule else { return false }
    let composition =
      (try? String(
        contentsOf: root.appendingPathComponent("\(core)/App/AppDependencies.swift"),
        encoding: .utf8)) ?? ""
    return !composition.contains("\(folder)Presenter")
  }

  /// Whether `name`, the name of a type or a file, is that of a role or a double of a module
  /// the composition root does not build: the module's name, then a word with a capital
  /// (`SettingsViewSpy` for `Settings`, not `AddViewSpy` for `Ad`).
  static func belongsToUnwiredModule(_ name: String, in root: URL) -> Bool {
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(core).path)) ?? []
    return folders.contains { folder in
      name.hasPrefix(folder) && name.dropFirst(folder.count).first?.isUppercase == true
        && isUnwiredModule(folder, in: root)
    }
  }
}
