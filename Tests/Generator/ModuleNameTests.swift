import Testing
import VIPERModuleGenerator

/// Which names a module may have, what a refusal says, and the small-first-word form of a name.
struct ModuleNameTests {
  @Test(arguments: [
    ("Settings", "settings"), ("UserProfile", "userProfile"), ("URLSettings", "urlSettings"),
    ("URL", "url"), ("A", "a"), ("AB2Go", "ab2Go"), ("Top10", "top10"), ("SETTINGS", "settings"),
    ("ABTest", "abTest"),
  ])
  func `an UpperCamelCase name is accepted, and its methods start in small letters`(
    name: String, lowerCamel: String
  ) throws {
    let accepted = try ModuleName(name)
    #expect(accepted.text == name)
    #expect(accepted.lowerCamel == lowerCamel)
  }

  @Test func `a name of 30 characters is accepted, and one of 31 refused with the limit`() throws {
    let thirty = String(repeating: "Ab", count: 15)
    #expect(try ModuleName(thirty).text == thirty)
    #expect(
      throws: AddModuleRefusal(
        "`\(thirty)A` has 31 characters; a module name has at most 30, so that every line of "
          + "its files fits in 100 columns.")
    ) { try ModuleName(thirty + "A") }
  }

  static let rule =
    "A module name starts with a capital letter A to Z, then letters A to Z and digits, such "
    + "as Settings or UserProfile, and is not a Swift keyword."

  @Test(arguments: ["settings", "2Settings", "User_Profile", "User Profile", "Réglages", "Set-up"])
  func `a name that is not an UpperCamelCase identifier is refused, naming what is accepted`(
    name: String
  ) {
    #expect(
      throws: AddModuleRefusal("`\(name)` is not an UpperCamelCase Swift identifier. \(Self.rule)")
    ) {
      try ModuleName(name)
    }
  }

  @Test func `an empty name is refused`() {
    #expect(
      throws: AddModuleRefusal(
        "An empty name is not an UpperCamelCase Swift identifier. \(Self.rule)")
    ) {
      try ModuleName("")
    }
  }

  @Test(arguments: ["Self", "Any", "Type", "Protocol", "class", "default"])
  func `a Swift keyword is refused as a keyword`(name: String) {
    #expect(throws: AddModuleRefusal("`\(name)` is a Swift keyword. \(Self.rule)")) {
      try ModuleName(name)
    }
  }

  @Test func `a refusal says every problem, each on its line, then that nothing was written`() {
    #expect(
      AddModuleRefusal(problems: ["One.", "Two."]).description
        == "One.\nTwo.\nNothing was written.")
  }
}
