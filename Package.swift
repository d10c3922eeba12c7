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
    .library(name: "TodoVIPER", targets: ["TodoVIPER"])
  ],
  // The root package depends on nothing but the toolchain, on purpose.
  dependencies: [],
  targets: [
    // Entities, the List and Add modules, their ports and the real adapters.
    .target(name: "TodoVIPER", resources: [.process("Resources")]),
    // The terminal views, option and date reading, and the command loop.
    .target(name: "TodoTerminal", dependencies: ["TodoVIPER"]),
    // `swift run todo`: the whole app at a terminal.
    .executableTarget(name: "todo", dependencies: ["TodoTerminal", "TodoVIPER"]),
    // Hand-written test doubles: spies, stubs and fakes. Not a product; never imports Testing.
    .target(name: "Fakes", dependencies: ["TodoVIPER", "TodoTerminal"], path: "Fakes"),
    // The behaviour specs that read as the app's specification.
    .testTarget(
      name: "Specs", dependencies: ["TodoVIPER", "TodoTerminal", "Fakes"], path: "Specs"),
    // End-to-end and adapter tests.
    .testTarget(
      name: "TodoVIPERTests", dependencies: ["TodoVIPER", "TodoTerminal", "Fakes", "todo"],
      path: "Tests",
      // Store files written by earlier versions, read by path in the tests.
      exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
