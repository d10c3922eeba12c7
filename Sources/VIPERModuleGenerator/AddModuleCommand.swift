/// The command the plugin runs: reads what the plugin knows of the package and what the user
/// typed, plans the module, writes it, and says what it wrote and how to wire it in.
///
/// The tool (`Plugins/AddVIPERModuleTool`) only hands it its arguments and prints what it
/// returns, so that all of it runs in the tests' own process.
public enum AddModuleCommand {
  /// What a run printed, and how it ended.
  public struct Outcome: Hashable, Sendable {
    /// The exit status: 0 when the module was written, or help was asked for; 1 when nothing
    /// was written.
    public var status: Int32
    /// What goes to standard output.
    public var output: String
    /// What goes to standard error.
    public var error: String

    /// Creates an outcome.
    public init(status: Int32, output: String, error: String) {
      self.status = status
      self.output = output
      self.error = error
    }
  }

  /// Runs the command with the tool's `arguments`: `--package JSON --work-folder FOLDER --`,
  /// then the user's arguments.
  public static func run(_ arguments: [String]) -> Outcome {
    do throws(AddModuleRefusal) {
      let (package, workFolder, userArguments) = try toolArguments(arguments)
      switch try AddModuleRequest.parse(userArguments) {
      case .help:
        return Outcome(status: 0, output: AddModuleRequest.usage + "\n", error: "")
      case .add(let request):
        let plan = try ModulePlan(request, in: package)
        try ModuleWriter.write(plan, workFolder: workFolder)
        return Outcome(status: 0, output: report(plan), error: "")
      }
    } catch {
      return Outcome(status: 1, output: "", error: error.description + "\n")
    }
  }

  /// Returns the package, the work folder and the user's arguments in the tool's `arguments`.
  private static func toolArguments(_ arguments: [String]) throws(AddModuleRefusal)
    -> (PackageTargets, String, [String])
  {
    guard arguments.count >= 5, arguments[0] == "--package", arguments[2] == "--work-folder",
      arguments[4] == "--"
    else {
      throw AddModuleRefusal(
        "The tool takes --package JSON --work-folder FOLDER -- and the user's arguments; "
          + "run it through the plugin: swift package add-viper-module NAME.")
    }
    return (try PackageTargets.decoded(from: arguments[1]), arguments[3], Array(arguments[5...]))
  }

  /// Returns what the command says once it has written `plan`: the files, the specs to run, and
  /// the lines that wire the module into a composition root.
  static func report(_ plan: ModulePlan) -> String {
    let name = plan.name.text
    let specs = plan.files.map(\.text).joined().components(separatedBy: "@Test").count - 1
    let filter = "swift test --filter \(plan.specsModule).\(name)"
    let (added, run) =
      switch plan.request.mode {
      case .whole:
        (
          "Added the \(name) module: \(plan.files.count) files, and no other file changed.",
          "Its \(specs) specs pass: \(filter)"
        )
      case .testFirst:
        (
          "Added the \(name) module, test first: \(plan.files.count) files, and no other file "
            + "changed. Its roles' bodies are empty, for you to write.",
          "Its \(specs) specs fail, each saying what to write next: \(filter)"
        )
      }
    return ([added] + plan.files.map { "  \($0.shown)" } + [run, "", wiring(plan.name)])
      .joined(separator: "\n") + "\n"
  }

  /// Returns the lines that wire the module `name` into a composition root, as this package's
  /// `AppDependencies` builds its modules, with what each step needs.
  static func wiring(_ name: ModuleName) -> String {
    let upper = name.text
    let lower = name.lowerCamel
    let presenter = Layout.fitting(
      """
          \(lower)Presenter = \(upper)Presenter(interactor: \(lower)Interactor, wireframe: \(lower)Wireframe)
      """,
      """
          \(lower)Presenter = \(upper)Presenter(
            interactor: \(lower)Interactor, wireframe: \(lower)Wireframe)
      """,
      """
          \(lower)Presenter = \(upper)Presenter(
            interactor: \(lower)Interactor,
            wireframe: \(lower)Wireframe)
      """)
    return """
      To use the module, wire it into your composition root (AppDependencies in this package) \
      with the lines below: add-viper-module changes no file it did not write.

      1. Beside the other modules' presenters:

        public let \(lower)Presenter: \(upper)Presenter
        private let \(lower)Wireframe: \(upper)ModuleWireframe

      2. In init, with a data manager for it (the store, once it conforms to \(upper)DataManager):

          \(lower)Wireframe = \(upper)ModuleWireframe()
          let \(lower)Interactor = \(upper)Interactor(dataManager: store)
      \(presenter)
          \(lower)Interactor.output = \(lower)Presenter
          \(lower)Wireframe.presenter = \(lower)Presenter

      3. In init too, once the module that opens it is built: give that module's wireframe \
      \(lower)Wireframe as its \(upper)ModuleInput, and make that module's presenter the \
      \(upper) module's output, so that it hears when the module closes:

          \(lower)Presenter.moduleOutput = listPresenter

      4. In install, with its view, a \(upper)ViewInput that owns \(lower)Presenter:

          \(lower)Presenter.view = \(lower)View
          \(lower)Wireframe.view = \(lower)View
      """
  }
}
