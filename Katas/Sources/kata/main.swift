import Foundation
import KataKit

// `swift run --package-path Katas kata COMMAND`: the katas of the package it is run in.
// Each line is written as it is said, not buffered: a check runs builds between its lines; a
// reader that goes away ends the output, not the command (StandardOutput).
// Ctrl-C is the tool's to handle: it ends what it started and puts the tree back, then ends as
// the signal would have.
Stopping.install()
let output = StandardOutput()
let tool = KataTool(
  folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  style: .forStandardOutput(),
  say: output.say)
let status = tool.run(Array(CommandLine.arguments.dropFirst())).rawValue
Stopping.endAsSignalled()
exit(status)
