import Foundation
import Testing
import VIPERModuleGenerator

/// The command as the plugin's tool runs it: what it prints, its status, and what it writes.
struct AddModuleCommandTests {
  let package: ScratchModulePackage

  init() throws {
    package = try ScratchModulePackage()
  }

  func run(_ arguments: String...) throws -> AddModuleCommand.Outcome {
    AddModuleCommand.run(
      ["--package", try package.json, "--work-folder", package.work, "--"] + arguments)
  }

  @Test func `the module is written, and the command says which files, and how to wire it in`()
    throws
  {
    let outcome = try run("Settings")

    #expect(outcome.status == 0)
    #expect(outcome.output == (try ModuleTemplateTests.expected("Settings/output.txt")))
    #expect(outcome.error == "")
    #expect(package.listing().count == 5 + 2 + 18)
  }

  @Test func `test first, the command says the specs fail, each naming what to write next`()
    throws
  {
    let outcome = try run("Settings", "--test-first")

    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[0]
        == "Added the Settings module, test first: 18 files, and no other file changed. Its "
        + "roles' bodies are empty, for you to write.")
    #expect(
      lines[19]
        == "Its 11 specs fail, each saying what to write next: swift test --filter Specs.Settings")
    let whole = try ModuleTemplateTests.expected("Settings/output.txt")
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(Array(lines.dropFirst(20)) == Array(whole.dropFirst(20)))
    #expect(Array(lines[1...18]) == Array(whole[1...18]))
  }

  @Test func `a refusal is said on standard error with status 1, and nothing is written`() throws {
    let outcome = try run("settings")

    #expect(outcome.status == 1)
    #expect(outcome.output == "")
    #expect(
      outcome.error
        == "`settings` is not an UpperCamelCase Swift identifier. A module name starts with a "
        + "capital letter A to Z, then letters A to Z and digits, such as Settings or "
        + "UserProfile, and is not a Swift keyword.\nNothing was written.\n")
    #expect(package.listing() == ["Fakes", "Sources", "Sources/TodoVIPER", "Specs", "work"])
  }

  @Test func `help prints the usage, and writes nothing`() throws {
    let outcome = try run("--help")

    #expect(outcome == .init(status: 0, output: AddModuleRequest.usage + "\n", error: ""))
    #expect(package.listing() == ["Fakes", "Sources", "Sources/TodoVIPER", "Specs", "work"])
  }

  @Test func `the tool run by hand, without the plugin's arguments, says to use the plugin`() {
    let refusal =
      "The tool takes --package JSON --work-folder FOLDER -- and the user's arguments; run it "
      + "through the plugin: swift package add-viper-module NAME.\nNothing was written.\n"
    for arguments in [
      ["Settings"], ["--package", "{}", "--work-folder", "/tmp", "Settings"],
      ["--packages", "{}", "--work-folder", "/tmp", "--", "Settings"],
      ["--package", "{}", "--work", "/tmp", "--", "Settings"],
    ] {
      #expect(AddModuleCommand.run(arguments) == .init(status: 1, output: "", error: refusal))
    }
  }

  @Test func `the plugin's arguments without the user's say that a name is needed`() throws {
    let outcome = AddModuleCommand.run(
      ["--package", try package.json, "--work-folder", package.work, "--"])

    #expect(
      outcome.error
        == "add-viper-module needs one module name; none was given.\n\(AddModuleRequest.usage)\n"
        + "Nothing was written.\n")
  }

  @Test func `a description of the package the tool cannot read is refused`() {
    let outcome = AddModuleCommand.run(
      ["--package", "{\"folder\": 1}", "--work-folder", "/tmp", "--", "Settings"])

    #expect(outcome.status == 1)
    #expect(
      outcome.error.hasPrefix("The plugin described the package in a way the tool cannot read ("))
    #expect(
      outcome.error.hasSuffix(
        "); the plugin and its tool must come from the same version of the package.\n"
          + "Nothing was written.\n"))
  }

  @Test func `the wiring of a long name breaks the presenter's line as the formatter would`()
    throws
  {
    let name = String(repeating: "Ab", count: 15)
    let outcome = try run(name)

    #expect(
      outcome.output.contains(
        """
            abAbAbAbAbAbAbAbAbAbAbAbAbAbAbPresenter = \(name)Presenter(
              interactor: abAbAbAbAbAbAbAbAbAbAbAbAbAbAbInteractor,
              wireframe: abAbAbAbAbAbAbAbAbAbAbAbAbAbAbWireframe)
        """))
  }
}
