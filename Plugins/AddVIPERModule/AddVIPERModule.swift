import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory add-viper-module NAME [--test-first]
/// [--target TARGET] [--fakes-target TARGET] [--specs-target TARGET]`: writes a new VIPER module,
/// a spy for each of its protocols, and its specs.
///
/// The plugin only describes the package's targets to its tool, `AddVIPERModuleTool`, with the
/// user's arguments as they were typed; the tool checks them, writes every file or none, and
/// prints what it wrote and how to wire the module in, or why it wrote nothing.
@main
struct AddVIPERModule: CommandPlugin {
  /// A target of Swift source files, as the tool reads it (`PackageTargets.Target` in
  /// `Sources/VIPERModuleGenerator/PackageTargets.swift`).
  struct Target: Encodable {
    var name: String
    var moduleName: String
    var folder: String
    var isTest: Bool
    var dependencies: [String]
  }

  /// The package, as the tool reads it (`PackageTargets`).
  struct Package: Encodable {
    var folder: String
    var targets: [Target]
  }

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let targets = context.package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.map {
      Target(
        name: $0.name, moduleName: $0.moduleName, folder: $0.directoryURL.path,
        isTest: $0.kind == .test, dependencies: $0.recursiveTargetDependencies.map(\.name))
    }
    let package = Package(folder: context.package.directoryURL.path, targets: targets)
    let json = String(decoding: try JSONEncoder().encode(package), as: UTF8.self)
    let tool = Process()
    tool.executableURL = try context.tool(named: "AddVIPERModuleTool").url
    tool.arguments =
      ["--package", json, "--work-folder", context.pluginWorkDirectoryURL.path, "--"] + arguments
    // What the tool writes goes to the terminal; why it wrote nothing is said by SwiftPM, as an
    // error, which makes the command fail.
    let refusal = Pipe()
    tool.standardError = refusal
    try tool.run()
    let reason = refusal.fileHandleForReading.readDataToEndOfFile()
    tool.waitUntilExit()
    if tool.terminationStatus != 0 {
      let text = String(decoding: reason, as: UTF8.self)
      Diagnostics.error(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }
  }
}
