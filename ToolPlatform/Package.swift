// swift-tools-version: 6.2
import PackageDescription

// The platform of the package's tools (the kata tool, the mutation tool, the conformance runner
// and the benchmarks), written once for all of them: each tool's package depends on this one by
// its path, no tool depends on another, and the root package keeps `dependencies: []` and never
// builds it. The tools cannot use the root's TodoPlatform: the kata tool must build while the
// learner's code does not, and a tutorial workspace's manifest offers no product (README.md).
let package = Package(
  name: "viper-todo-tool-platform",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "ChildProcesses", targets: ["ChildProcesses"]),
    .library(name: "ToolPlatform", targets: ["ToolPlatform"]),
  ],
  // It depends on nothing but the toolchain.
  dependencies: [],
  targets: [
    // Starting a child in a process group of its own, the system's processes as /proc lists
    // them, and which children that come back to a subreaper are its own to end.
    .target(name: "ChildProcesses", dependencies: ["ChildProcessesSystem"]),
    // The system calls Swift cannot make directly: prctl(2), which is variadic, to be the
    // subreaper of the processes a tool starts; and glibc's closing of every other descriptor
    // in a spawned child.
    .target(name: "ChildProcessesSystem"),
    // Files read and written by descriptor, folders held open, output escaped and written
    // without trapping, numeric options checked: the one way every tool does these.
    .target(name: "ToolPlatform"),
    // Which children are a tool's own, and the reading of /proc.
    .testTarget(name: "ChildProcessesTests", dependencies: ["ChildProcesses"]),
    // Each of ToolPlatform's rules, with the attack it stops.
    .testTarget(name: "ToolPlatformTests", dependencies: ["ToolPlatform"]),
  ],
  swiftLanguageModes: [.v6]
)
