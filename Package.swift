// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "viper-todo",
  // The list screen's words are translated (Sources/TodoVIPER/Resources/*.lproj); English is
  // the language of the source and of every language without a translation.
  defaultLocalization: "en",
  // Swift Testing, typed throws and `Synchronization` as this package uses them.
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TodoVIPER", targets: ["TodoVIPER"]),
    .library(name: "TodoFileStore", targets: ["TodoFileStore"]),
    .library(name: "TodoPlatform", targets: ["TodoPlatform"]),
    // `swift package --allow-writing-to-package-directory add-viper-module NAME`, for this
    // package and for any package that depends on it.
    .plugin(name: "AddVIPERModule", targets: ["AddVIPERModule"]),
  ],
  // The root package depends on nothing but the toolchain, on purpose.
  dependencies: [],
  targets: [
    // The core: entities, the modules, their ports, the date rules, the composition root, the
    // in-memory store and the screens' words. It imports Foundation only: no file, no system call.
    // The record of the English each translation was made from is read by a test, not shipped.
    .target(
      name: "TodoVIPER", exclude: ["Words/TranslationRecord.txt"],
      resources: [.process("Resources")]),
    // The platform layer both adapters share: the system's C library (imported here only), a
    // path as bytes, and the calls they make alike (open, retry on EINTR, read a regular file).
    .target(name: "TodoPlatform", dependencies: ["TodoVIPER"]),
    // The JSON file store: its reader and writer and its own system calls, behind the core's ports.
    .target(name: "TodoFileStore", dependencies: ["TodoPlatform", "TodoVIPER"]),
    // The terminal views, option and date reading, the translations' reader, the command loop.
    .target(name: "TodoTerminal", dependencies: ["TodoPlatform", "TodoVIPER"]),
    // `swift run todo`: the whole app at a terminal, with the store it was asked for.
    .executableTarget(
      name: "todo", dependencies: ["TodoTerminal", "TodoFileStore", "TodoPlatform", "TodoVIPER"]),
    // Hand-written test doubles: spies, stubs and fakes. Not a product; never imports Testing.
    .target(name: "Fakes", dependencies: ["TodoVIPER", "TodoTerminal"], path: "Fakes"),
    // The behaviour specs that read as the app's specification.
    .testTarget(
      name: "Specs",
      dependencies: ["TodoVIPER", "TodoFileStore", "TodoTerminal", "TodoPlatform", "Fakes"],
      path: "Specs"),
    // End-to-end and adapter tests, and the module generator's.
    .testTarget(
      name: "AdapterAndAppTests",
      dependencies: [
        "TodoVIPER", "TodoFileStore", "TodoTerminal", "TodoPlatform", "Fakes", "todo",
        "VIPERModuleGenerator",
      ],
      path: "Tests",
      // Store files written by earlier versions, read by path in the tests; the files the
      // module generator writes for the module Settings, compared with what it writes.
      exclude: ["FileStore/Fixtures", "Generator/Expected"]),
    // The command plugin `add-viper-module`: a new VIPER module, its spies and its specs. It
    // hands the package's targets and the user's arguments to its tool, which writes the files.
    .plugin(
      name: "AddVIPERModule",
      capability: .command(
        intent: .custom(
          verb: "add-viper-module",
          description: "Writes a new VIPER module, a spy for each of its protocols, and its specs"),
        permissions: [
          .writeToPackageDirectory(
            reason: "add-viper-module writes the new module's files, and changes no other file")
        ]),
      dependencies: ["AddVIPERModuleTool"]),
    // The plugin's tool: the command line around the generator. Beside the plugin, as all its
    // work is the generator's, which the tests run in their own process.
    .executableTarget(
      name: "AddVIPERModuleTool", dependencies: ["VIPERModuleGenerator"],
      path: "Plugins/AddVIPERModuleTool"),
    // The module generator: the names, the files' text, the checks before writing, the writing.
    // The standard library and Foundation only, as the plugin builds it in any package.
    .target(name: "VIPERModuleGenerator"),
  ],
  swiftLanguageModes: [.v6]
)
