// Mutation testing for this package: see Mutants/README.md. From the package's root:
//   Mutants/run [--list] [--gate] [--report FILE] [PATH ...]
import Foundation
import MutantKit

let root = FileManager.default.currentDirectoryPath
guard FileManager.default.fileExists(atPath: root + "/Package.swift") else {
  FileHandle.standardError.write(
    Data("mutate: run it from a package's root folder (one with a Package.swift)\n".utf8))
  exit(2)
}
let options: Options
do {
  options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("mutate: \(error)\n".utf8))
  exit(2)
}
exit(MutationRun(options: options, root: root).run())
