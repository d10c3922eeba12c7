/// The files of a new VIPER module, in this package's style: its roles and ports in its own
/// target, a spy for each of its protocols among the test doubles, and its specs.
///
/// The text is the same for every package but for the module's name and the names of the
/// modules it imports: the module needs nothing but the standard library, so that it builds in
/// any package. Each file is laid out for `swift format lint --strict` with this package's
/// `.swift-format`, whatever the name's length (see ``Layout``).
public struct ModuleTemplate: Sendable {
  /// The module's name.
  public var name: ModuleName
  /// Whether the roles are whole or left for a learner to write.
  public var mode: GenerationMode
  /// The Swift module the roles are in, which the spies and the specs import: `TodoVIPER`.
  public var moduleImport: String
  /// The Swift module the spies are in, which the specs import: `Fakes`.
  public var fakesImport: String

  /// Creates the template of a module.
  public init(name: ModuleName, mode: GenerationMode, moduleImport: String, fakesImport: String) {
    self.name = name
    self.mode = mode
    self.moduleImport = moduleImport
    self.fakesImport = fakesImport
  }

  /// The module's name, which starts the name of each of its types: `Settings`.
  var upper: String { name.text }
  /// The module's name with a small first word, which starts the name of each method another
  /// module or a data manager sees: `settings`.
  var lower: String { name.lowerCamel }

  /// Every file of the module: its roles, then its spies, then its specs.
  public var files: [GeneratedFile] {
    let roles = roles.map {
      GeneratedFile(target: .module, path: "\(upper)/\($0.name).swift", text: $0.text)
    }
    let spies = spies.map { GeneratedFile(target: .fakes, path: "\($0.name).swift", text: $0.text) }
    let specs = specs.map {
      GeneratedFile(target: .specs, path: "\(upper)/\($0.name).swift", text: $0.text)
    }
    return (roles + spies + specs).map {
      GeneratedFile(target: $0.target, path: $0.path, text: Layout.wrappingComments($0.text))
    }
  }

  /// Returns the `import` lines of a spy or a spec, one for each of `modules`, sorted as the
  /// formatter sorts them.
  func imports(_ modules: String...) -> String {
    modules.sorted().map { "import \($0)" }.joined(separator: "\n")
  }

  /// Returns `body` in the whole mode, and in the test-first mode `next`, a comment saying what
  /// to write, at `body`'s indentation.
  func body(_ body: String, next: String) -> String {
    switch mode {
    case .whole: body
    case .testFirst: next
    }
  }
}
