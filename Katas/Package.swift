// swift-tools-version: 6.2
import PackageDescription

// The katas live in their own package, as the benchmarks do, so the root package keeps
// `dependencies: []` and `swift test` at the root never builds them. From the root:
//   swift run --package-path Katas kata list
let package = Package(
  name: "viper-todo-katas",
  platforms: [.macOS(.v15)],
  // The tool runs git and swift; it depends on nothing but the toolchain and, by its path, the
  // package of this repository that is every tool's platform (ToolPlatform/: its files, its
  // output, its numeric options, the children it starts and ends).
  dependencies: [.package(path: "../ToolPlatform")],
  targets: [
    // The katas' manifest, the learner's state, the checks: everything but the command line.
    // Its children are started, and ended by their ids on Ctrl-C, with ChildProcesses: the tool
    // is the subreaper of the compilers a build starts.
    .target(
      name: "KataKit",
      dependencies: [
        .product(name: "ChildProcesses", package: "ToolPlatform"),
        .product(name: "ToolPlatform", package: "ToolPlatform"),
      ]),
    // `kata list | start | check | hint | reset | verify`.
    .executableTarget(name: "kata", dependencies: ["KataKit"]),
    // The reading of test output, and end-to-end runs of `kata` in a clone of the package.
    .testTarget(name: "KataKitTests", dependencies: ["KataKit", "kata"]),
  ],
  swiftLanguageModes: [.v6]
)
