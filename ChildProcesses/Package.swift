// swift-tools-version: 6.2
import PackageDescription

// The child processes of the kata tool and of the mutation tool, written once for both: each
// tool's package depends on this one by its path, neither depends on the other, and the root
// package keeps `dependencies: []` and never builds it.
let package = Package(
  name: "viper-todo-child-processes",
  platforms: [.macOS(.v15)],
  products: [.library(name: "ChildProcesses", targets: ["ChildProcesses"])],
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
    // Which children are a tool's own, and the reading of /proc.
    .testTarget(name: "ChildProcessesTests", dependencies: ["ChildProcesses"]),
  ],
  swiftLanguageModes: [.v6]
)
