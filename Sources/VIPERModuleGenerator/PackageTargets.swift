import Foundation

/// The targets of the package the command runs in, as the plugin finds them: what the command
/// needs to know to place a module's files and to check them before it writes.
///
/// The plugin hands it to the tool as JSON (see ``decoded(from:)``).
public struct PackageTargets: Codable, Hashable, Sendable {
  /// One target of Swift source files.
  public struct Target: Codable, Hashable, Sendable {
    /// The target's name: `TodoVIPER`.
    public var name: String
    /// The name of the Swift module it builds, which other modules import: `TodoVIPER`.
    public var moduleName: String
    /// The absolute path of its folder.
    public var folder: String
    /// Whether it is a test target.
    public var isTest: Bool
    /// The names of the targets it depends on, directly or through others.
    public var dependencies: [String]

    /// Creates a target.
    public init(
      name: String, moduleName: String, folder: String, isTest: Bool, dependencies: [String]
    ) {
      self.name = name
      self.moduleName = moduleName
      self.folder = folder
      self.isTest = isTest
      self.dependencies = dependencies
    }
  }

  /// The absolute path of the package's folder.
  public var folder: String
  /// Every target of Swift source files, in the package's order.
  public var targets: [Target]

  /// Creates the description of a package.
  public init(folder: String, targets: [Target]) {
    self.folder = folder
    self.targets = targets
  }

  /// Returns the package described by `json`, as the plugin writes it.
  ///
  /// - Throws: ``AddModuleRefusal`` when `json` is not such a description.
  public static func decoded(from json: String) throws(AddModuleRefusal) -> PackageTargets {
    do {
      return try JSONDecoder().decode(PackageTargets.self, from: Data(json.utf8))
    } catch {
      throw AddModuleRefusal(
        "The plugin described the package in a way the tool cannot read (\(error)); "
          + "the plugin and its tool must come from the same version of the package.")
    }
  }

  /// Returns the target named `name`, or `nil`.
  func target(named name: String) -> Target? {
    targets.first { $0.name == name }
  }

  /// Returns `path`, an absolute path, from the package's folder: `Sources/TodoVIPER/List`, or
  /// `path` itself when it is outside the package's folder.
  func shown(_ path: String) -> String {
    let root = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}
