import Foundation
import KataKit

// `swift run --package-path Katas kata COMMAND`: the katas of the package it is run in.
// Each line is written as it is said, not buffered: a check runs builds between its lines.
let tool = KataTool(
  folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  style: .forStandardOutput(),
  say: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) })
exit(tool.run(Array(CommandLine.arguments.dropFirst())).rawValue)
