// swift-tools-version: 6.2
import PackageDescription

// The katas live in their own package, as the benchmarks do, so the root package keeps
// `dependencies: []` and `swift test` at the root never builds them. From the root:
//   swift run --package-path Katas kata list
let package = Package(
  name: "viper-todo-katas",
  platforms: [.macOS(.v15)],
  // The tool runs git and swift; it depends on nothing but the toolchain.
  dependencies: [],
  targets: [
    // The katas' manifest, the learner's state, the checks: everything but the command line.
    .target(name: "KataKit", dependencies: ["KataSystem"]),
    // The one system call Swift cannot make directly: prctl(2), which is variadic, to be the
    // subreaper of the compilers a build starts, and end them by their ids on Ctrl-C.
    .target(name: "KataSystem"),
    // `kata list | start | check | hint | reset | verify`.
    .executableTarget(name: "kata", dependencies: ["KataKit"]),
    // The reading of test output, and end-to-end runs of `kata` in a clone of the package.
    .testTarget(name: "KataKitTests", dependencies: ["KataKit", "kata"]),
  ],
  swiftLanguageModes: [.v6]
)
