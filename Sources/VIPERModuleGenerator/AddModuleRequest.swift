/// What the user asked for: a module's name, the mode, and the targets to write into.
public struct AddModuleRequest: Hashable, Sendable {
  /// The module's name, as typed: it is checked when the module is planned.
  public var name: String
  /// Whether the roles are whole or left empty (`--test-first`).
  public var mode: GenerationMode
  /// The target of the module's roles (`--target`): `TodoVIPER` by default.
  public var target: String
  /// The target of the spies (`--fakes-target`): `Fakes` by default.
  public var fakesTarget: String
  /// The test target of the specs (`--specs-target`): `Specs` by default.
  public var specsTarget: String

  /// Creates a request.
  public init(
    name: String, mode: GenerationMode = .whole, target: String = "TodoVIPER",
    fakesTarget: String = "Fakes", specsTarget: String = "Specs"
  ) {
    self.name = name
    self.mode = mode
    self.target = target
    self.fakesTarget = fakesTarget
    self.specsTarget = specsTarget
  }

  /// How the command is used, for `--help` and for a refusal of its arguments.
  public static let usage = """
    Usage: swift package --allow-writing-to-package-directory add-viper-module NAME [--test-first]
           [--target TARGET] [--fakes-target TARGET] [--specs-target TARGET]

    Writes the VIPER module NAME: its roles and ports in TARGET (TodoVIPER), a spy for each of its
    protocols in the fakes target (Fakes), and its specs in the specs target (Specs). With
    --test-first, the roles' bodies are empty and every spec fails, saying what to write next.
    It changes no file it did not write; it prints the lines that wire the module into the
    composition root.
    """

  /// What a request is, when the arguments do not make one, or `--help`.
  public enum Parsed: Hashable, Sendable {
    /// A module to add.
    case add(AddModuleRequest)
    /// The user asked how the command is used.
    case help
  }

  /// Returns the request the plugin's `arguments` make: one name and any options, in any order;
  /// an option's value after it (`--target App`) or after `=` (`--target=App`).
  ///
  /// - Throws: ``AddModuleRefusal`` naming an unknown option, an option without its value, a
  ///   name missing or more than one.
  public static func parse(_ arguments: [String]) throws(AddModuleRefusal) -> Parsed {
    var request = AddModuleRequest(name: "")
    var names: [String] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let option = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      let inlineValue = argument.contains("=") ? argument.drop { $0 != "=" }.dropFirst() : nil
      switch option {
      case "--help", "-h":
        return .help
      case "--test-first" where inlineValue == nil:
        request.mode = .testFirst
      case "--target", "--fakes-target", "--specs-target":
        let value = inlineValue.map(String.init) ?? remaining.popFirst()
        guard let value, !value.isEmpty, !value.hasPrefix("-") else {
          throw AddModuleRefusal("\(option) needs the name of a target after it.\n\(usage)")
        }
        switch option {
        case "--target": request.target = value
        case "--fakes-target": request.fakesTarget = value
        default: request.specsTarget = value
        }
      default:
        guard !argument.hasPrefix("-") else {
          throw AddModuleRefusal(
            "add-viper-module has no option \(argument); its options are --test-first, "
              + "--target, --fakes-target and --specs-target.\n\(usage)")
        }
        names.append(argument)
      }
    }
    guard names.count == 1 else {
      let given = names.isEmpty ? "none was given" : "it was given \(names.joined(separator: ", "))"
      throw AddModuleRefusal("add-viper-module needs one module name; \(given).\n\(usage)")
    }
    request.name = names[0]
    return .add(request)
  }
}
