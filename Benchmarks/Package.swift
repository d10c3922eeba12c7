// swift-tools-version: 6.2
import PackageDescription

// The benchmarks live in their own package so the root package keeps `dependencies: []` and
// `swift test` at the root never builds them. Run from the root:
//   swift run -c release --package-path Benchmarks todo-benchmarks
let package = Package(
  name: "viper-todo-benchmarks",
  dependencies: [
    // The package under measurement, by path, and every tool's platform (its files, its
    // output, its numeric options, its children), by path; nothing else.
    .package(name: "viper-todo", path: ".."),
    .package(path: "../ToolPlatform"),
  ],
  targets: [
    // Prints a table of figures and, last, one `target …: … met|missed` line per goal.
    .executableTarget(
      name: "todo-benchmarks",
      dependencies: [
        .product(name: "TodoVIPER", package: "viper-todo"),
        .product(name: "TodoFileStore", package: "viper-todo"),
        .product(name: "ToolPlatform", package: "ToolPlatform"),
        .product(name: "ChildProcesses", package: "ToolPlatform"),
      ]
    ),
    // A run told to stop (SIGTERM, SIGINT) leaves none of its processes and none of its files:
    // it runs the built executable, as a user does.
    .testTarget(
      name: "BenchmarksTests",
      dependencies: [
        "todo-benchmarks", .product(name: "ChildProcesses", package: "ToolPlatform"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
