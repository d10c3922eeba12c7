import Foundation

/// Where each file of a new module goes, checked before anything is written: the name, the
/// three targets, and that nothing the module would write or declare exists already.
public struct ModulePlan: Hashable, Sendable {
  /// One file to write.
  public struct File: Hashable, Sendable {
    /// Its absolute path.
    public var path: String
    /// Its path from the package's folder, for messages: `Specs/Settings/SettingsModuleSpecs.swift`.
    public var shown: String
    /// Its text.
    public var text: String
  }

  /// The request planned.
  public var request: AddModuleRequest
  /// The module's name.
  public var name: ModuleName
  /// The name of the Swift module of the specs, for `swift test --filter`: `Specs`.
  public var specsModule: String
  /// The folders to make, each absent before: the module's own, and its specs'.
  public var folders: [String]
  /// The files to write, each absent before, in the order of ``ModuleTemplate/files``.
  public var files: [File]

  /// Plans the module `request` asks for, in `package`.
  ///
  /// - Throws: ``AddModuleRefusal`` with every problem found: a name that is not a module's
  ///   name; a target that is missing, of the wrong kind, or that does not depend on what its
  ///   files import; a folder or a file that exists; a type the package declares already.
  public init(_ request: AddModuleRequest, in package: PackageTargets) throws(AddModuleRefusal) {
    let name = try ModuleName(request.name)
    let (module, fakes, specs) = try Self.targets(of: request, in: package)
    let generated = ModuleTemplate(
      name: name, mode: request.mode, moduleImport: module.moduleName,
      fakesImport: fakes.moduleName
    ).files
    self.request = request
    self.name = name
    specsModule = specs.moduleName
    folders = [module, specs].map { Self.path($0.folder, name.text) }
    files = generated.map { file in
      let folder =
        switch file.target {
        case .module: module.folder
        case .fakes: fakes.folder
        case .specs: specs.folder
        }
      let path = Self.path(folder, file.path)
      return File(path: path, shown: package.shown(path), text: file.text)
    }
    try check(generated, in: package)
  }

  /// Returns `name` in the folder `folder`.
  static func path(_ folder: String, _ name: String) -> String {
    URL(fileURLWithPath: folder).appendingPathComponent(name).path
  }

  /// Returns the module's target, the fakes' and the specs', as `request` names them.
  ///
  /// - Throws: ``AddModuleRefusal`` naming each one that is missing, or of the wrong kind, or
  ///   that does not depend on a target its files import.
  private static func targets(of request: AddModuleRequest, in package: PackageTargets)
    throws(AddModuleRefusal) -> (
      PackageTargets.Target, PackageTargets.Target, PackageTargets.Target
    )
  {
    let all = package.targets.map(\.name).joined(separator: ", ")
    var problems: [String] = []
    func find(_ name: String, option: String, role: String) -> PackageTargets.Target? {
      guard let target = package.target(named: name) else {
        problems.append(
          "This package has no target \(name) for \(role): name one with \(option) "
            + "(its targets: \(all)).")
        return nil
      }
      return target
    }
    let module = find(request.target, option: "--target", role: "the module's roles")
    let fakes = find(request.fakesTarget, option: "--fakes-target", role: "the spies")
    let specs = find(request.specsTarget, option: "--specs-target", role: "the specs")
    guard let module, let fakes, let specs else { throw AddModuleRefusal(problems: problems) }
    if module.isTest {
      problems.append(
        "\(module.name) is a test target: the module's roles go in a target that others import.")
    }
    if fakes.isTest {
      problems.append(
        "\(fakes.name) is a test target: the spies go in a target that the specs can import.")
    }
    if !specs.isTest {
      problems.append("\(specs.name) is not a test target: the specs go in a test target.")
    }
    if Set([module.name, fakes.name, specs.name]).count < 3 {
      problems.append(
        "The module's roles, the spies and the specs go in three different targets; "
          + "they were given \(module.name), \(fakes.name) and \(specs.name).")
    }
    for (target, needed) in [(fakes, [module]), (specs, [module, fakes])] {
      for other in needed where !target.dependencies.contains(other.name) {
        problems.append(
          "\(target.name) does not depend on \(other.name), which its new files import: "
            + "add \(other.name) to the dependencies of \(target.name) in Package.swift.")
      }
    }
    guard problems.isEmpty else { throw AddModuleRefusal(problems: problems) }
    return (module, fakes, specs)
  }

  /// Checks that no folder or file of the plan exists, and then that the package declares
  /// none of the types the module would.
  ///
  /// - Throws: ``AddModuleRefusal`` naming the first of these that fails: each folder that
  ///   exists, or else every file that exists, or else the types declared already.
  private func check(_ generated: [GeneratedFile], in package: PackageTargets)
    throws(AddModuleRefusal)
  {
    let manager = FileManager.default
    let folders = folders.filter { manager.fileExists(atPath: $0) }
    guard folders.isEmpty else {
      throw AddModuleRefusal(
        problems: folders.map {
          "\(package.shown($0)) exists already: the \(name.text) module would be written there. "
            + "Choose another name; add-viper-module never changes what exists."
        })
    }
    let files = files.filter { manager.fileExists(atPath: $0.path) }.map(\.shown)
    guard files.isEmpty else {
      throw AddModuleRefusal(
        "\(files.joined(separator: ", ")) \(files.count == 1 ? "exists" : "exist") already: "
          + "add-viper-module never changes what exists. Choose another name.")
    }
    let declared = DeclaredTypes.declarations(inFolders: package.targets.map(\.folder))
    // The module's own types; those nested in them (a spy's `Message`) clash with nothing.
    let clashes = Set(generated.flatMap { DeclaredTypes.names(in: $0.text, topLevelOnly: true) })
      .sorted().compactMap { type in declared[type].map { (type, package.shown($0)) } }
    guard clashes.isEmpty else {
      let shown = clashes.prefix(3).map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
      let more = clashes.count > 3 ? " and \(clashes.count - 3) more" : ""
      throw AddModuleRefusal(
        "The package declares already \(clashes.count == 1 ? "a type" : "types") the "
          + "\(name.text) module would declare: \(shown)\(more). Choose another name.")
    }
  }
}
