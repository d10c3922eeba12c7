// swift-tools-version: 6.2
import PackageDescription

// The date-bucket conformance suite's tools live in their own package, as the katas and the
// mutation tool do, so the root package keeps `dependencies: []` and `swift test` at the root
// never builds them. The cases themselves are data (cases/*.jsonl), which the root's specs run
// too. From the root:
//   swift run --package-path Conformance conformance Conformance/.build/debug/viper-todo-bucket
let package = Package(
  name: "viper-todo-conformance",
  platforms: [.macOS(.v15)],
  products: [
    // The runner: any implementation, one process, the questions in and the answers out.
    .executable(name: "conformance", targets: ["conformance"]),
    // This package's own implementation of the contract, and the catalogue's wrong ones.
    .executable(name: "viper-todo-bucket", targets: ["viper-todo-bucket"]),
    // Which cases catch which known-wrong bucketer.
    .executable(name: "wrong-bucketers", targets: ["wrong-bucketers"]),
    // Two peers: Swift Foundation's Calendar as apps use it (Conformance/peers/).
    .executable(name: "peer-swift-same-day", targets: ["peer-swift-same-day"]),
    .executable(name: "peer-swift-interval", targets: ["peer-swift-interval"]),
  ],
  dependencies: [
    // The package under test, by path: its core alone (the date rules and the cases' format).
    .package(name: "viper-todo", path: ".."),
    // Every tool's platform, by path: its files, its output, its numeric options, its children.
    .package(path: "../ToolPlatform"),
  ],
  targets: [
    // The case files, the runner's options, the program it runs, the verdicts and the report.
    .target(
      name: "ConformanceKit",
      dependencies: [
        .product(name: "TodoVIPER", package: "viper-todo"),
        .product(name: "ChildProcesses", package: "ToolPlatform"),
        .product(name: "ToolPlatform", package: "ToolPlatform"),
      ]),
    // Known-wrong bucketers, each written from a real mistake, each naming its source.
    .target(
      name: "WrongBucketers",
      dependencies: ["ConformanceKit", .product(name: "TodoVIPER", package: "viper-todo")]),
    // `conformance [OPTION]… COMMAND [ARG…]` (`--help` says which).
    .executableTarget(
      name: "conformance",
      dependencies: [
        "ConformanceKit", .product(name: "ChildProcesses", package: "ToolPlatform"),
        .product(name: "ToolPlatform", package: "ToolPlatform"),
      ]),
    // `viper-todo-bucket [--wrong NAME]`: answers questions, one on each line, on its standard input.
    .executableTarget(
      name: "viper-todo-bucket",
      dependencies: [
        "WrongBucketers", .product(name: "TodoVIPER", package: "viper-todo"),
        .product(name: "ToolPlatform", package: "ToolPlatform"),
      ]),
    // `wrong-bucketers`: every wrong bucketer with the cases that catch it, and every
    // hand-written case with the wrong bucketers it catches.
    .executableTarget(name: "wrong-bucketers", dependencies: ["ConformanceKit", "WrongBucketers"]),
    // The peers written in Swift: each an idiom of Foundation's Calendar, sharing the reading of
    // a question; they depend on nothing of this package, as an outsider's would not.
    .target(name: "PeerQuestion", path: "peers/swift-question"),
    .executableTarget(
      name: "peer-swift-same-day", dependencies: ["PeerQuestion"], path: "peers/swift-same-day",
      exclude: ["known-failures.txt"]),
    .executableTarget(
      name: "peer-swift-interval", dependencies: ["PeerQuestion"], path: "peers/swift-interval",
      exclude: ["known-failures.txt"]),
    // The runner against implementations that fail in every way, and the catalogue's report.
    .testTarget(
      name: "ConformanceKitTests",
      dependencies: [
        "ConformanceKit", "WrongBucketers", "conformance", "viper-todo-bucket",
        .product(name: "ChildProcesses", package: "ToolPlatform"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
