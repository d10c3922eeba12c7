// Mutation testing for this package: see Mutants/README.md. From the package's root:
//   Mutants/run [--list] [--gate] [--report FILE] [PATH ...]
import Foundation
import MutantKit
import ToolPlatform

let root = FileManager.default.currentDirectoryPath
guard (try? ToolFolder(opening: root).kind(of: "Package.swift")) == .regularFile else {
  try? ToolOutput.write(
    "mutate: run it from a package's root folder (one with a Package.swift)\n", to: 2)
  exit(2)
}
let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  try? ToolOutput.write("mutate: \(error)\n", to: 2)
  exit(2)
}
exit(MutationRun(options: options, root: root).run())
