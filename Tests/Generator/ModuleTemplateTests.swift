import Fakes
import Foundation
import Testing
import VIPERModuleGenerator

/// The text of every file of a new module, for the name Settings, is the text of its expected
/// file in `Tests/Generator/Expected` (which the guide "Add a module" quotes); other names
/// change the names alone, and every line fits the package's width whatever the name's length.
///
/// That the files build without a warning, pass the linter, and that their specs pass (or, in
/// the test-first mode, fail as they declare) is checked by a full run, which builds them
/// (`GeneratedModuleTests`).
struct ModuleTemplateTests {
  static let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Expected")

  /// Returns the expected file at `path`, from `Tests/Generator/Expected`.
  static func expected(_ path: String) throws -> String {
    try String(contentsOf: expected.appendingPathComponent(path), encoding: .utf8)
  }

  /// Returns the module `name`'s files, in `mode`, for this package's targets.
  static func files(_ name: String, _ mode: GenerationMode = .whole) throws -> [GeneratedFile] {
    ModuleTemplate(
      name: try ModuleName(name), mode: mode, moduleImport: "TodoVIPER", fakesImport: "Fakes"
    ).files
  }

  /// Returns the path of `file` in this package: `Specs/Settings/SettingsModuleSpecs.swift`.
  static func packagePath(_ file: GeneratedFile) -> String {
    switch file.target {
    case .module: "Sources/TodoVIPER/\(file.path)"
    case .fakes: "Fakes/\(file.path)"
    case .specs: "Specs/\(file.path)"
    }
  }

  @Test func `the module Settings has its roles, a spy for each protocol, and four spec files`()
    throws
  {
    #expect(
      try Self.files("Settings").map(Self.packagePath) == [
        "Sources/TodoVIPER/Settings/SettingsInterfaces.swift",
        "Sources/TodoVIPER/Settings/SettingsDataManager.swift",
        "Sources/TodoVIPER/Settings/SettingsDisplayData.swift",
        "Sources/TodoVIPER/Settings/SettingsInteractor.swift",
        "Sources/TodoVIPER/Settings/SettingsPresenter.swift",
        "Sources/TodoVIPER/Settings/SettingsModuleWireframe.swift",
        "Fakes/SettingsViewSpy.swift",
        "Fakes/SettingsViewOutputSpy.swift",
        "Fakes/SettingsInteractorSpy.swift",
        "Fakes/SettingsInteractorOutputSpy.swift",
        "Fakes/SettingsWireframeSpy.swift",
        "Fakes/SettingsModuleInputSpy.swift",
        "Fakes/SettingsModuleOutputSpy.swift",
        "Fakes/SettingsDataManagerSpy.swift",
        "Specs/Settings/SettingsInteractorSpecs.swift",
        "Specs/Settings/SettingsPresenterSpecs.swift",
        "Specs/Settings/SettingsWireframeSpecs.swift",
        "Specs/Settings/SettingsModuleSpecs.swift",
      ])
  }

  @Test func `each file of the whole module Settings is its expected file`() throws {
    for file in try Self.files("Settings") {
      let path = Self.packagePath(file)
      #expect(file.text == (try Self.expected("Settings/\(path).txt")), "\(path)")
    }
  }

  @Test
  func
    `test first, the interactor, presenter and wireframe have empty bodies, and no other file changes`()
    throws
  {
    let whole = try Self.files("Settings")
    let testFirst = try Self.files("Settings", .testFirst)
    let changed = zip(whole, testFirst).filter { $0.text != $1.text }.map { Self.packagePath($1) }
    #expect(
      changed == [
        "Sources/TodoVIPER/Settings/SettingsInteractor.swift",
        "Sources/TodoVIPER/Settings/SettingsPresenter.swift",
        "Sources/TodoVIPER/Settings/SettingsModuleWireframe.swift",
      ])
    for path in changed {
      let file = try #require(testFirst.first { Self.packagePath($0) == path })
      #expect(file.text == (try Self.expected("SettingsTestFirst/\(path).txt")), "\(path)")
    }
  }

  @Test func `the module has eleven specs, at least eight as the issue asks`() throws {
    let specs = try Self.files("Settings").filter { $0.target == .specs }
    #expect(specs.map { $0.text.components(separatedBy: "@Test").count - 1 } == [2, 5, 2, 2])
  }

  @Test func `another name of the same length changes the names, and nothing else`() throws {
    // Profiles has as many letters as Settings, so every line is laid out the same.
    for (settings, profiles) in zip(try Self.files("Settings"), try Self.files("Profiles")) {
      let renamed = settings.text.replacingOccurrences(of: "Settings", with: "Profiles")
        .replacingOccurrences(of: "settings", with: "profiles")
      #expect(profiles.text == renamed, "\(profiles.path)")
      #expect(profiles.path == settings.path.replacingOccurrences(of: "Settings", with: "Profiles"))
    }
  }

  @Test func `a name that starts with an acronym starts its methods in small letters`() throws {
    let text = try Self.files("URLSettings").map(\.text).joined()
    #expect(text.contains("  func urlSettingsEntries() async throws -> [String]\n"))
    #expect(text.contains("  func urlSettingsModuleDidFinish() async\n"))
    #expect(!text.contains("uRLSettings"))
  }

  @Test func `the spies and specs import the modules they are given, sorted`() throws {
    let files = ModuleTemplate(
      name: try ModuleName("Settings"), mode: .whole, moduleImport: "App", fakesImport: "AppFakes"
    ).files
    #expect(files[6].text.hasPrefix("import App\n\n/// A spy Settings view"))
    #expect(files[14].text.hasPrefix("import App\nimport AppFakes\nimport Testing\n\n"))
    #expect(files[0].text.hasPrefix("// Every protocol of the Settings module"))
  }

  /// A line of code of 100 characters is too long for the formatter; a comment may have 100.
  ///
  /// A plain run takes six lengths, the shortest and the longest among them; a full run all
  /// thirty (Fakes/SuiteSize.swift), which the linter checks too (`GeneratedModuleTests`).
  @Test func `every line fits in 100 columns whatever the name's length, in both modes`() throws {
    var tooLong: [String] = []
    var longest = 0
    for length in SuiteSize.pick(quick: [1, 8, 12, 17, 25, 30], full: Array(1...30)) {
      let name = String("AbcdefghijklmnopqrstuvwxyzABCD".prefix(length))
      for mode in [GenerationMode.whole, .testFirst] {
        for file in try Self.files(name, mode) {
          for line in file.text.split(separator: "\n") {
            let isComment = line.trimmingCharacters(in: .whitespaces).hasPrefix("//")
            longest = max(longest, line.count)
            if line.count > (isComment ? 100 : 99) { tooLong.append("\(file.path): \(line)") }
          }
        }
      }
    }
    #expect(tooLong == [])
    #expect(longest == 100)
  }
}
