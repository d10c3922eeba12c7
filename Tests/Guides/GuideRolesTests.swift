import Foundation
import Testing

/// The guides that list the roles keep up with the code: a module, a role, a protocol or a
/// double added to the package and left out of them fails here.
///
/// Learn VIPER here's tables (who owns whom, which way calls go) and Concurrency in VIPER's
/// (which role runs where) are checked row by row; the folders and the doubles, anywhere in
/// Learn VIPER here. A module is a folder of `Sources/TodoVIPER` with an `…Interfaces.swift` in
/// it; its roles and protocols are the classes and protocols it declares; the composition root,
/// `App/`, counts too. The views are the terminal's (`Sources/TodoTerminal/Terminal…View.swift`).
struct GuideRolesTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let core = "Sources/TodoVIPER"
  static let catalog = "Sources/TodoVIPER/TodoVIPER.docc"

  static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  static func files(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: packageRoot.appendingPathComponent(folder).path
    ).sorted()
  }

  /// The folders of the app's modules, and `App`: a module the composition root does not
  /// build yet, which `add-viper-module` has just written, is left out (see ``AppModules``).
  static func moduleFolders() throws -> [String] {
    try files(in: core).filter { folder in
      folder == "App"
        || ((try? files(in: "\(core)/\(folder)"))?.contains { $0.hasSuffix("Interfaces.swift") }
          ?? false) && !AppModules.isUnwiredModule(folder, in: packageRoot)
    }
  }

  /// The names of the public classes (and, with `protocols`, protocols) the modules declare.
  static func roles(protocols: Bool) throws -> [String] {
    let kinds = protocols ? "final class|protocol" : "final class"
    let declaration = try Regex("^public (?:\(kinds)) (\\w+)").anchorsMatchLineEndings()
    return try moduleFolders().flatMap { folder in
      try files(in: "\(core)/\(folder)").filter { $0.hasSuffix(".swift") }.flatMap { file in
        try text(of: "\(core)/\(folder)/\(file)").matches(of: declaration).compactMap {
          $0.output[1].substring.map(String.init)
        }
      }
    }.sorted()
  }

  /// The terminal's views.
  static func views() throws -> [String] {
    try files(in: "Sources/TodoTerminal")
      .filter { $0.hasPrefix("Terminal") && $0.hasSuffix("View.swift") }
      .map { String($0.dropLast(".swift".count)) }
  }

  /// The rows of the tables of the Markdown `text`.
  static func tables(of text: String) -> String {
    text.split(separator: "\n").filter { $0.hasPrefix("| ") }.joined(separator: "\n")
  }

  /// The names in `names` that `text` does not name, as ``Name`` or `Name`.
  static func unnamed(_ names: [String], in text: String) -> [String] {
    names.filter { !text.contains("``\($0)``") && !text.contains("`\($0)`") }
  }

  @Test
  func `Learn VIPER here's tables name each role and protocol of every module, and each view`()
    throws
  {
    let roles = try Self.roles(protocols: true)
    #expect(roles.count >= 25)
    let guide = try Self.text(of: "\(Self.catalog)/LearnVIPERHere.md")
    let views = try Self.views()
    #expect(Self.unnamed(roles + views, in: Self.tables(of: guide)) == [])
    let folders = try Self.moduleFolders().map { "\(Self.core)/\($0)/" }
    #expect(Self.unnamed(folders, in: guide) == [])
  }

  @Test func `Learn VIPER here names every test double of Fakes`() throws {
    let doubles = try Self.files(in: "Fakes")
      .filter { $0.hasSuffix("Spy.swift") || $0.hasSuffix("Source.swift") }
      .filter { !AppModules.belongsToUnwiredModule($0, in: Self.packageRoot) }
      .map { String($0.dropLast(".swift".count)) }
    #expect(doubles.count >= 20)
    let guide = try Self.text(of: "\(Self.catalog)/LearnVIPERHere.md")
    #expect(Self.unnamed(doubles, in: guide) == [])
  }

  @Test func `Concurrency in VIPER's table says where every role of every module runs`() throws {
    let guide = try Self.text(of: "\(Self.catalog)/ConcurrencyInVIPER.md")
    let table = Self.tables(of: guide)
    let roles = try Self.roles(protocols: false) + Self.views()
    #expect(roles.count >= 12)
    #expect(Self.unnamed(roles, in: table) == [])
  }

  @Test func `the check sees a name left out`() {
    #expect(
      Self.unnamed(
        ["ListPresenter", "EditPresenter", "TerminalEditView"],
        in: "``ListPresenter`` and `TerminalEditView`")
        == ["EditPresenter"])
  }
}
