// swift-tools-version: 6.2
import PackageDescription

// A small package for the mutation tool's own tests (Mutants/Tests): two libraries, an
// executable named `todo` that only an end-to-end test reaches, and specs that kill some
// mutants and let others survive on purpose, so that both verdicts are checked both ways.
let package = Package(
  name: "fixture",
  platforms: [.macOS(.v15)],
  targets: [
    .target(name: "Tally"),
    .target(name: "Shout"),
    .executableTarget(name: "todo", dependencies: ["Tally"]),
    .testTarget(name: "FixtureTests", dependencies: ["Tally", "Shout", "todo"]),
  ],
  swiftLanguageModes: [.v6]
)
