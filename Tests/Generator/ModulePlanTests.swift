import Foundation
import Testing
import VIPERModuleGenerator

/// What is checked before anything is written.
///
/// The name, the targets, and that nothing the module would write or declare exists already.
/// A refused plan writes nothing.
struct ModulePlanTests {
  let package: ScratchModulePackage

  init() throws {
    package = try ScratchModulePackage()
  }

  /// The package's targets, with `change` made to the one named `name`.
  func targets(changing name: String, _ change: (inout PackageTargets.Target) -> Void)
    -> PackageTargets
  {
    var targets = package.targets
    for index in targets.targets.indices where targets.targets[index].name == name {
      change(&targets.targets[index])
    }
    return targets
  }

  @Test func `a plan places the roles, the spies and the specs in their targets' folders`() throws {
    let plan = try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets)
    #expect(
      plan.folders == [
        package.directory.path("Sources/TodoVIPER/Settings"),
        package.directory.path("Specs/Settings"),
      ])
    #expect(plan.files.count == 18)
    #expect(
      plan.files[0].path
        == package.directory.path("Sources/TodoVIPER/Settings/SettingsInterfaces.swift"))
    #expect(plan.files[0].shown == "Sources/TodoVIPER/Settings/SettingsInterfaces.swift")
    #expect(plan.files[6].shown == "Fakes/SettingsViewSpy.swift")
    #expect(plan.files[17].shown == "Specs/Settings/SettingsModuleSpecs.swift")
    #expect(plan.specsModule == "Specs")
    #expect(plan.files[17].text.hasPrefix("import Fakes\nimport Testing\nimport TodoVIPER\n"))
  }

  @Test func `the spies and specs import the modules the targets build, not the targets' names`()
    throws
  {
    let targets = targets(changing: "Fakes") { $0.moduleName = "Doubles" }
    let plan = try ModulePlan(AddModuleRequest(name: "Settings"), in: targets)
    #expect(plan.files[17].text.hasPrefix("import Doubles\nimport Testing\nimport TodoVIPER\n"))
  }

  @Test func `a path outside the package's folder is shown whole`() throws {
    var targets = package.targets
    targets.folder = "/somewhere/else"
    let plan = try ModulePlan(AddModuleRequest(name: "Settings"), in: targets)
    #expect(plan.files[6].shown == package.directory.path("Fakes/SettingsViewSpy.swift"))
  }

  @Test func `a bad name is refused before the targets are looked at`() {
    #expect(throws: AddModuleRefusal.self) {
      try ModulePlan(
        AddModuleRequest(name: "settings", target: "Missing"), in: package.targets)
    }
    #expect(package.listing() == ["Fakes", "Sources", "Sources/TodoVIPER", "Specs", "work"])
  }

  @Test func `a target that is missing is named, with the package's targets`() {
    #expect(
      throws: AddModuleRefusal(problems: [
        "This package has no target App for the module's roles: name one with --target (its "
          + "targets: TodoVIPER, Fakes, Specs).",
        "This package has no target AppSpecs for the specs: name one with --specs-target (its "
          + "targets: TodoVIPER, Fakes, Specs).",
      ])
    ) {
      try ModulePlan(
        AddModuleRequest(name: "Settings", target: "App", specsTarget: "AppSpecs"),
        in: package.targets)
    }
  }

  @Test func `a missing fakes target is named too`() {
    #expect(
      throws: AddModuleRefusal(
        "This package has no target AppFakes for the spies: name one with --fakes-target (its "
          + "targets: TodoVIPER, Fakes, Specs).")
    ) {
      try ModulePlan(
        AddModuleRequest(name: "Settings", fakesTarget: "AppFakes"), in: package.targets)
    }
  }

  @Test func `targets of the wrong kind are refused, each with what it must be`() {
    var targets = package.targets
    targets.targets[0].isTest = true
    targets.targets[1].isTest = true
    targets.targets[2].isTest = false
    #expect(
      throws: AddModuleRefusal(problems: [
        "TodoVIPER is a test target: the module's roles go in a target that others import.",
        "Fakes is a test target: the spies go in a target that the specs can import.",
        "Specs is not a test target: the specs go in a test target.",
      ])
    ) { try ModulePlan(AddModuleRequest(name: "Settings"), in: targets) }
  }

  @Test func `one target given for two roles is refused`() {
    #expect(
      throws: AddModuleRefusal(
        "The module's roles, the spies and the specs go in three different targets; they were "
          + "given TodoVIPER, TodoVIPER and Specs.")
    ) {
      try ModulePlan(
        AddModuleRequest(name: "Settings", fakesTarget: "TodoVIPER"),
        in: targets(changing: "TodoVIPER") { $0.dependencies = ["TodoVIPER"] })
    }
  }

  @Test func `a target that does not depend on what its new files import is refused`() {
    var targets = package.targets
    targets.targets[1].dependencies = []
    targets.targets[2].dependencies = ["TodoVIPER"]
    #expect(
      throws: AddModuleRefusal(problems: [
        "Fakes does not depend on TodoVIPER, which its new files import: add TodoVIPER to the "
          + "dependencies of Fakes in Package.swift.",
        "Specs does not depend on Fakes, which its new files import: add Fakes to the "
          + "dependencies of Specs in Package.swift.",
      ])
    ) { try ModulePlan(AddModuleRequest(name: "Settings"), in: targets) }
  }

  @Test func `a module folder that exists is refused, and so is a specs folder`() throws {
    try package.write("", at: "Sources/TodoVIPER/Settings/Notes.md")
    try package.write("", at: "Specs/Settings/Notes.md")
    #expect(
      throws: AddModuleRefusal(problems: [
        "Sources/TodoVIPER/Settings exists already: the Settings module would be written there. "
          + "Choose another name; add-viper-module never changes what exists.",
        "Specs/Settings exists already: the Settings module would be written there. Choose "
          + "another name; add-viper-module never changes what exists.",
      ])
    ) { try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets) }
  }

  @Test func `a spy's file that exists is refused, and left as it was`() throws {
    try package.write("// mine\n", at: "Fakes/SettingsViewSpy.swift")
    #expect(
      throws: AddModuleRefusal(
        "Fakes/SettingsViewSpy.swift exists already: add-viper-module never changes what "
          + "exists. Choose another name.")
    ) { try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets) }
    try package.write("", at: "Fakes/SettingsWireframeSpy.swift")
    #expect(
      throws: AddModuleRefusal(
        "Fakes/SettingsViewSpy.swift, Fakes/SettingsWireframeSpy.swift exist already: "
          + "add-viper-module never changes what exists. Choose another name.")
    ) { try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets) }
    #expect(
      try String(
        contentsOfFile: package.directory.path("Fakes/SettingsViewSpy.swift"), encoding: .utf8)
        == "// mine\n")
  }

  @Test func `a type the module would declare that the package declares is refused`() throws {
    try package.write(
      "import Foundation\n\n/// Mine.\npublic struct UpcomingDisplayData {}\n",
      at: "Sources/TodoVIPER/List/UpcomingDisplayData.swift")
    #expect(
      throws: AddModuleRefusal(
        "The package declares already a type the Upcoming module would declare: "
          + "UpcomingDisplayData (Sources/TodoVIPER/List/UpcomingDisplayData.swift). Choose "
          + "another name.")
    ) { try ModulePlan(AddModuleRequest(name: "Upcoming"), in: package.targets) }
  }

  @Test func `many types declared already are counted after the first three`() throws {
    try package.write(
      """
      @MainActor public final class ListPresenter {}
      public protocol ListViewInput: AnyObject {}
      enum ListDataManager {}
      actor ListInteractor {}
      typealias ListDisplayData = Int
        // class ListViewSpy is a comment, and indented struct ListWireframeSpy {} declares it.
        struct ListWireframeSpy {}
      let text = "class ListModuleInputSpy"
      """, at: "Tests/List.swift")
    var targets = package.targets
    targets.targets.append(
      .init(
        name: "Tests", moduleName: "Tests", folder: package.directory.path("Tests"), isTest: true,
        dependencies: []))
    #expect(
      throws: AddModuleRefusal(
        "The package declares already types the List module would declare: ListDataManager "
          + "(Tests/List.swift), ListDisplayData (Tests/List.swift), ListInteractor "
          + "(Tests/List.swift) and 3 more. Choose another name.")
    ) { try ModulePlan(AddModuleRequest(name: "List"), in: targets) }
  }

  @Test func `three types declared already are all named`() throws {
    try package.write(
      "struct ListPresenter {}\nstruct ListInteractor {}\nstruct ListViewSpy {}\n",
      at: "Sources/TodoVIPER/Old/List.swift")
    #expect(
      throws: AddModuleRefusal(
        "The package declares already types the List module would declare: ListInteractor "
          + "(Sources/TodoVIPER/Old/List.swift), ListPresenter (Sources/TodoVIPER/Old/List.swift), "
          + "ListViewSpy (Sources/TodoVIPER/Old/List.swift). Choose another name.")
    ) { try ModulePlan(AddModuleRequest(name: "List"), in: package.targets) }
  }

  @Test func `a type that is only nested in the module's types clashes with nothing`() throws {
    // The spies' `Message` and the data manager spy's `Failure` are nested types.
    try package.write(
      "public enum Message {}\npublic struct Failure {}\n", at: "Sources/TodoVIPER/Words.swift")
    #expect(
      try ModulePlan(AddModuleRequest(name: "Settings"), in: package.targets).files.count == 18)
  }
}
