// swift-tools-version: 6.2
import PackageDescription

// The mutation tool lives in its own package, as the katas and the benchmarks do, so the root
// package keeps `dependencies: []` and `swift test` at the root never builds it. From the root:
//   Mutants/run Sources/TodoVIPER/List
let package = Package(
  name: "viper-todo-mutants",
  platforms: [.macOS(.v15)],
  // The tool runs swift and the built tests; it depends on nothing but the toolchain and, by its
  // path, the package of this repository that is every tool's platform (ToolPlatform/: its
  // files, its output, its numeric options, the children it starts and ends).
  dependencies: [.package(path: "../ToolPlatform")],
  targets: [
    // Finding the mutants and their markers, the one build, the runs, the verdicts; its
    // children started, found and ended with ChildProcesses, the tool their subreaper; its
    // files read and written, and its output printed, with ToolPlatform.
    .target(
      name: "MutantKit",
      dependencies: [
        .product(name: "ChildProcesses", package: "ToolPlatform"),
        .product(name: "ToolPlatform", package: "ToolPlatform"),
      ]),
    // `mutate [--list] [--report FILE] [--gate] [--check-against-rebuild N] [PATH ...]`.
    .executableTarget(name: "mutate", dependencies: ["MutantKit"]),
    // The finding and marking rules, the verdicts proven on a small package of its own
    // (`Fixture`), and the tool's safety when a signal stops it.
    .testTarget(name: "MutantKitTests", dependencies: ["MutantKit", "mutate"]),
  ],
  swiftLanguageModes: [.v6]
)
