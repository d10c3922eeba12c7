import Fakes
import Foundation
import Testing

/// The module generator's output, proven by building it: in a full run only (TODO_SUITE=full,
/// as CI runs it), as it builds two packages and runs the mutation tool (minutes).
///
/// A copy of this package (its core, the plugin, and for doubles and specs only the generated
/// ones) gets the module Settings, whole, and beside it a module whose name has the most
/// characters accepted, test first. The plugin's output is the expected one; both modules pass
/// the linter and build without a warning; the specs of Settings pass, and those of the
/// test-first module all fail, each with the message it declares; and the plugin refuses a bad
/// name, a module that exists and a run without the permission to write, writing nothing.
///
/// Then a package of its own, which depends on that copy, gets the module Settings in its own
/// targets (`--target`, `--fakes-target`, `--specs-target`): it builds without a warning, its
/// specs pass, and the mutation tool, run over its folder, kills every mutant, with no marker.
/// The roles are the same text in either package, so this is the mutation run of the module the
/// copy got too, at the cost of a build of the small package instead of the whole core.
@Suite(.enabled(if: SuiteSize.isFull, "a full run of the suite: TODO_SUITE=full"))
struct GeneratedModuleTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The module the copy of the package gets beside Settings, test first: the longest name.
  static let second = "NotificationPreferencesSummary"

  /// The lines the copy adds to its manifest.
  static let copyManifestLines = """

    // The module generator's test copy (Tests/Generator/GeneratedModuleTests.swift): the core,
    // the plugin, and for doubles and specs only those of the modules it generates.
    package.products.removeAll { $0.name != "AddVIPERModule" }
    package.targets.removeAll {
      ["todo", "TodoFileStore", "TodoTerminal", "TodoPlatform", "AdapterAndAppTests"]
        .contains($0.name)
    }
    package.targets.first { $0.name == "Fakes" }?.dependencies = ["TodoVIPER"]
    package.targets.first { $0.name == "Specs" }?.dependencies = ["TodoVIPER", "Fakes"]

    """

  /// The manifest of the package that depends on the copy.
  static func appManifest(dependingOn copy: String) -> String {
    """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "scratch-app",
      platforms: [.macOS(.v15)],
      dependencies: [.package(name: "viper-todo", path: "\(copy)")],
      targets: [
        .target(name: "App"),
        .target(name: "AppDoubles", dependencies: ["App"]),
        .testTarget(name: "AppSpecs", dependencies: ["App", "AppDoubles"]),
      ],
      swiftLanguageModes: [.v6]
    )

    """
  }

  /// Each spec of a module, with the message its first expectation declares: for the module
  /// named the longest name, test first.
  static let declaredMessages = [
    "finding the entries asks the data manager, and reports what it found":
      "NotificationPreferencesSummaryInteractor.findEntries() asks the data manager",
    "an error of the data manager is reported to the output":
      "NotificationPreferencesSummaryInteractor.findEntries() reports the data manager's error",
    "configuring the view shows the title at once, with no entries yet":
      "NotificationPreferencesSummaryPresenter shows the title as it is configured",
    "the view appearing asks the interactor for the entries":
      "NotificationPreferencesSummaryPresenter.viewWillAppear() asks the interactor",
    "the entries found are shown under the title the module was opened with":
      "NotificationPreferencesSummaryPresenter.foundEntries(_:) shows the entries under the title",
    "an error finding the entries is shown on the view":
      "NotificationPreferencesSummaryPresenter.failedToFindEntries(_:) shows the error",
    "closing dismisses the view and tells the module that opened it":
      "NotificationPreferencesSummaryPresenter.closeAction() dismisses through the wireframe",
    "presenting configures the presenter with the title, then puts the view on screen":
      "NotificationPreferencesSummaryModuleWireframe configures the presenter, then presents",
    "dismissing takes the view off screen":
      "NotificationPreferencesSummaryModuleWireframe takes the view off screen",
    "the module input configures the module, and the module output is told it closed":
      "The wired module shows its title, is presented, shows its entries and is dismissed",
    "every reference back is weak: releasing the module frees every role":
      "The module runs, opened and closed (the specs above), before it is released",
  ]

  @Test
  func `generated modules build, lint and pass or fail as declared, in this package and another`()
    async throws
  {
    let scratch = try TemporaryDirectory()
    let home = scratch.path("home")
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
    let copy = scratch.path("package")
    try Self.makeCopy(at: copy)
    let inCopy = ScratchCommand(folder: copy, home: home)
    let add = ["swift", "package", "--allow-writing-to-package-directory", "add-viper-module"]

    // The module Settings, whole, then the longest name, test first.
    let settings = try await inCopy.run(add + ["Settings"])
    #expect(settings.status == 0, "\(settings.output)")
    #expect(
      settings.output.hasSuffix(try ModuleTemplateTests.expected("Settings/output.txt")),
      "\(settings.output)")
    let second = try await inCopy.run(add + [Self.second, "--test-first"])
    #expect(second.status == 0, "\(second.output)")
    #expect(
      second.output.contains(
        "Added the \(Self.second) module, test first: 18 files, and no other file changed."))

    // Refused, and nothing written: a bad name, a module that exists, no permission to write.
    let written = Self.listing(of: copy)
    for (arguments, says) in [
      (add + ["settings"], "error: `settings` is not an UpperCamelCase Swift identifier."),
      (add + ["List"], "error: Sources/TodoVIPER/List exists already: the List module would"),
      (add + ["Settings"], "error: Sources/TodoVIPER/Settings exists already: the Settings"),
      (
        ["swift", "package", "add-viper-module", "Profile"],
        "Use `--allow-writing-to-package-directory` to allow this."
      ),
    ] {
      let refused = try await inCopy.run(arguments)
      #expect(refused.status != 0, "\(arguments)")
      #expect(refused.output.contains(says), "\(refused.output)")
    }
    #expect(Self.listing(of: copy) == written)

    // Both modules lint and build without a warning.
    let folders = [
      "Sources/TodoVIPER/Settings", "Sources/TodoVIPER/\(Self.second)", "Fakes", "Specs",
    ]
    let lint = try await inCopy.run(
      ["swift", "format", "lint", "--strict", "--recursive"] + folders)
    #expect(lint.status == 0 && lint.output == "", "\(lint.output)")
    let build = try await inCopy.run(["swift", "build", "--build-tests"])
    #expect(build.status == 0, "\(build.output)")
    #expect(Self.warnings(in: build.output) == [])

    // Settings's specs pass; the test-first module's all fail, each with its message.
    let test = ["swift", "test", "--skip-build", "--no-parallel", "--filter"]
    let green = try await inCopy.run(test + ["Specs.Settings"])
    #expect(green.status == 0, "\(green.output)")
    #expect(green.output.contains("✔ Test run with 11 tests in 4 suites passed"), "\(green.output)")
    let red = try await inCopy.run(test + ["Specs.\(Self.second)"])
    #expect(red.status != 0)
    #expect(red.output.contains("✘ Test run with 11 tests in 4 suites failed"), "\(red.output)")
    #expect(Self.firstMessages(in: red.output) == Self.declaredMessages)

    // A package that depends on the copy adds Settings to its own targets.
    let app = scratch.path("app")
    try Self.makeApp(at: app, dependingOn: copy)
    let inApp = ScratchCommand(folder: app, home: home)
    let added = try await inApp.run(
      add + [
        "Settings", "--target", "App", "--fakes-target", "AppDoubles", "--specs-target",
        "AppSpecs",
      ])
    #expect(added.status == 0, "\(added.output)")
    for line in [
      "  Sources/App/Settings/SettingsInterfaces.swift\n",
      "  Sources/AppDoubles/SettingsViewSpy.swift\n",
      "  Tests/AppSpecs/Settings/SettingsModuleSpecs.swift\n",
      "Its 11 specs pass: swift test --filter AppSpecs.Settings\n",
    ] {
      #expect(added.output.contains(line), "\(added.output)")
    }
    for role in try FileManager.default.contentsOfDirectory(atPath: "\(app)/Sources/App/Settings") {
      #expect(
        try String(contentsOfFile: "\(app)/Sources/App/Settings/\(role)", encoding: .utf8)
          == String(contentsOfFile: "\(copy)/Sources/TodoVIPER/Settings/\(role)", encoding: .utf8),
        "\(role)")
    }
    let appLint = try await inApp.run(
      ["swift", "format", "lint", "--strict", "--recursive", "Sources", "Tests"])
    #expect(appLint.status == 0 && appLint.output == "", "\(appLint.output)")
    let appBuild = try await inApp.run(["swift", "build", "--build-tests"])
    #expect(appBuild.status == 0, "\(appBuild.output)")
    #expect(Self.warnings(in: appBuild.output) == [])
    let appGreen = try await inApp.run(test + ["AppSpecs.Settings"])
    #expect(
      appGreen.output.contains("✔ Test run with 11 tests in 4 suites passed"), "\(appGreen.output)")

    // The mutation tool over the module's folder: every mutant killed, and no marker.
    let report = scratch.path("mutants.txt")
    let mutants = try await inApp.run(["Mutants/run", "--report", report, "Sources/App/Settings"])
    #expect(mutants.status == 0, "\(mutants.output)")
    // The report: a heading, then one line for each mutant, which starts with its verdict.
    let verdicts = try String(contentsOfFile: report, encoding: .utf8)
      .split(separator: "\n").dropFirst().map { $0.split(separator: " ").first.map(String.init) }
    #expect(verdicts.count == 11)
    #expect(Set(verdicts) == ["killed"], "\(mutants.output)")
    #expect(
      mutants.output.contains(
        "| `Sources/App/Settings` | 11 | 11 | 0 | 0 | 0 | 0 | 0 | 100 % |"))
    let generated = try Self.listing(of: app).filter {
      $0.hasSuffix(".swift") && $0.contains("Settings")
    }
    .map { try String(contentsOfFile: "\(app)/\($0)", encoding: .utf8) }
    #expect(generated.count == 18)
    #expect(!generated.contains { $0.contains("// Mutant \"") })
  }

  /// Copies into `folder` what the copy builds: the manifest, with ``copyManifestLines``, the
  /// formatter's settings, the core, the generator and the plugin; and folders for the doubles
  /// and the specs, each with a file that holds a comment (a target needs one file).
  static func makeCopy(at folder: String) throws {
    for path in [
      "Package.swift", ".swift-format", "Sources/TodoVIPER", "Sources/VIPERModuleGenerator",
      "Plugins",
    ] {
      try copyTree(packageRoot.appendingPathComponent(path).path, to: "\(folder)/\(path)")
    }
    let manifest = try String(contentsOfFile: "\(folder)/Package.swift", encoding: .utf8)
    try Data((manifest + copyManifestLines).utf8).write(
      to: URL(fileURLWithPath: "\(folder)/Package.swift"))
    for target in ["Fakes", "Specs"] {
      try write(
        "// The doubles and specs of the modules the generator writes here.\n",
        at: "\(folder)/\(target)/Scratch.swift")
    }
  }

  /// Makes the package that depends on the copy at `copy`: its manifest, the formatter's
  /// settings, a file in each target, and the mutation tool with the package it depends on.
  static func makeApp(at folder: String, dependingOn copy: String) throws {
    try write(appManifest(dependingOn: copy), at: "\(folder)/Package.swift")
    for path in [".swift-format", "Mutants", "ToolPlatform"] {
      try copyTree(packageRoot.appendingPathComponent(path).path, to: "\(folder)/\(path)")
    }
    for target in ["Sources/App", "Sources/AppDoubles", "Tests/AppSpecs"] {
      try write("// The scratch package's own code.\n", at: "\(folder)/\(target)/Scratch.swift")
    }
  }

  /// Writes `text` at `path`, making its folder.
  static func write(_ text: String, at path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// Copies the file or folder at `source` to `target`, without build folders (`.build…`,
  /// `.swiftpm`), which a copy must not share.
  static func copyTree(_ source: String, to target: String) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: source, isDirectory: &isFolder), isFolder.boolValue else {
      try manager.copyItem(atPath: source, toPath: target)
      return
    }
    try manager.createDirectory(atPath: target, withIntermediateDirectories: false)
    for name in try manager.contentsOfDirectory(atPath: source)
    where !name.hasPrefix(".build") && name != ".swiftpm" {
      try copyTree("\(source)/\(name)", to: "\(target)/\(name)")
    }
  }

  /// Every file and folder under `folder`, from it, but the build folder, sorted.
  static func listing(of folder: String) -> [String] {
    (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
      .filter { !$0.hasPrefix(".build") }.sorted()
  }

  /// The compiler's warnings in the output of a build.
  static func warnings(in output: String) -> [String] {
    output.split(separator: "\n").filter { $0.contains("warning:") }.map(String.init)
  }

  /// Each test that recorded an issue in `output`, the output of `swift test --no-parallel`,
  /// with the message of its first issue (the line after the failed expectation that starts
  /// with `↳`).
  static func firstMessages(in output: String) -> [String: String] {
    var messages: [String: String] = [:]
    var failing: String?
    for line in output.split(separator: "\n") {
      if line.hasPrefix("✘ Test \""), line.contains("\" recorded an issue at ") {
        let name = line.dropFirst("✘ Test \"".count).prefix { $0 != "\"" }
        failing = messages[String(name)] == nil ? String(name) : nil
      } else if let name = failing, line.hasPrefix("↳ ") {
        messages[name] = String(line.dropFirst(2))
        failing = nil
      }
    }
    return messages
  }
}
