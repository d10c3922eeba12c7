import Testing
import VIPERModuleGenerator

/// The arguments the user types after `add-viper-module`.
struct AddModuleRequestTests {
  @Test func `a name alone asks for the whole module in this package's targets`() throws {
    #expect(
      try AddModuleRequest.parse(["Settings"])
        == .add(
          AddModuleRequest(
            name: "Settings", mode: .whole, target: "TodoVIPER", fakesTarget: "Fakes",
            specsTarget: "Specs")))
  }

  @Test func `options come before or after the name, their values after a space or an equals sign`()
    throws
  {
    let expected = AddModuleRequest.Parsed.add(
      AddModuleRequest(
        name: "Settings", mode: .testFirst, target: "App", fakesTarget: "AppFakes",
        specsTarget: "AppSpecs"))
    #expect(
      try AddModuleRequest.parse([
        "--test-first", "--target", "App", "Settings", "--fakes-target=AppFakes",
        "--specs-target", "AppSpecs",
      ]) == expected)
    #expect(
      try AddModuleRequest.parse([
        "--specs-target=AppSpecs", "--fakes-target", "AppFakes", "--target=App", "Settings",
        "--test-first",
      ]) == expected)
  }

  @Test func `help is asked for with --help or -h, whatever else is given`() throws {
    #expect(try AddModuleRequest.parse(["--help"]) == .help)
    #expect(try AddModuleRequest.parse(["Settings", "-h", "--nonsense"]) == .help)
  }

  @Test func `no name, or two, is refused with the usage`() {
    #expect(
      throws: AddModuleRefusal(
        "add-viper-module needs one module name; none was given.\n\(AddModuleRequest.usage)")
    ) { try AddModuleRequest.parse(["--test-first"]) }
    #expect(
      throws: AddModuleRefusal(
        "add-viper-module needs one module name; it was given Settings, Profile.\n"
          + AddModuleRequest.usage)
    ) { try AddModuleRequest.parse(["Settings", "Profile"]) }
  }

  @Test(arguments: [
    (["Settings", "--target"], "--target"), (["--fakes-target=", "Settings"], "--fakes-target"),
    (["--specs-target", "--test-first", "Settings"], "--specs-target"),
  ])
  func `an option without its target is refused, naming the option`(
    arguments: [String], option: String
  ) {
    #expect(
      throws: AddModuleRefusal(
        "\(option) needs the name of a target after it.\n\(AddModuleRequest.usage)")
    ) { try AddModuleRequest.parse(arguments) }
  }

  @Test(arguments: ["--testfirst", "--test-first=yes", "-t", "--target-name"])
  func `an unknown option is refused, naming the options there are`(option: String) {
    #expect(
      throws: AddModuleRefusal(
        "add-viper-module has no option \(option); its options are --test-first, --target, "
          + "--fakes-target and --specs-target.\n\(AddModuleRequest.usage)")
    ) { try AddModuleRequest.parse(["Settings", option]) }
  }
}
