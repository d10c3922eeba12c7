// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "viper-todo",
  products: [
    .library(name: "TodoVIPER", targets: ["TodoVIPER"])
  ],
  // The root package depends on nothing but the toolchain, on purpose.
  dependencies: [],
  targets: [
    // Entities, the List and Add modules, their ports and the real adapters.
    .target(name: "TodoVIPER"),
    // Hand-written test doubles: spies, stubs and fakes. Not a product; never imports Testing.
    .target(name: "Fakes", dependencies: ["TodoVIPER"], path: "Fakes"),
    // The behaviour specs that read as the app's specification.
    .testTarget(name: "Specs", dependencies: ["TodoVIPER", "Fakes"], path: "Specs"),
    // End-to-end and adapter tests.
    .testTarget(name: "TodoVIPERTests", dependencies: ["TodoVIPER", "Fakes"], path: "Tests"),
  ],
  swiftLanguageModes: [.v6]
)
