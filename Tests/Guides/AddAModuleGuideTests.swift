import Foundation
import Testing
import VIPERModuleGenerator

/// The commands "Add a module" shows are the command's, and what it shows them print is what
/// the command prints.
///
/// Each console block of the guide that runs `add-viper-module` is checked: its arguments must
/// make a request; and when the block shows what the command printed, the command is run with
/// those arguments in a package of the test's own, laid out as this one is, and prints exactly
/// that, after `error: ` when it refuses (as SwiftPM says a plugin's error). The Swift blocks are
/// excerpts of the expected files, which `GuideBlocksTests` checks.
struct AddAModuleGuideTests {
  static let guide = "Sources/TodoVIPER/TodoVIPER.docc/AddAModule.md"
  static let command = "$ swift package --allow-writing-to-package-directory add-viper-module "

  /// The console blocks of `text` that start with ``command``: the arguments after it, and the
  /// lines the block shows after the command.
  static func commandBlocks(in text: String) -> [(arguments: [String], printed: [String])] {
    var blocks: [(arguments: [String], printed: [String])] = []
    var block: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if line == "```console" {
        block = []
      } else if line == "```", let lines = block {
        if let first = lines.first, first.hasPrefix(command) {
          let arguments = first.dropFirst(command.count).split(separator: " ").map(String.init)
          blocks.append((arguments, Array(lines.dropFirst())))
        }
        block = nil
      } else {
        block?.append(line)
      }
    }
    return blocks
  }

  @Test func `every add-viper-module command the guide shows prints what the guide says`() throws {
    let text = try GuideBlocksTests.text(of: Self.guide)
    let blocks = Self.commandBlocks(in: text)
    #expect(blocks.map(\.arguments.count) == [1, 2, 7, 1])
    for (arguments, printed) in blocks {
      guard case .add = try AddModuleRequest.parse(arguments) else {
        Issue.record("not a request: \(arguments)")
        continue
      }
      guard !printed.isEmpty else { continue }
      let package = try ScratchModulePackage()
      let outcome = AddModuleCommand.run(
        ["--package", try package.json, "--work-folder", package.work, "--"] + arguments)
      let said = outcome.status == 0 ? outcome.output : "error: " + outcome.error
      #expect(said == printed.joined(separator: "\n") + "\n", "\(arguments)")
    }
  }

  @Test func `the block reader finds the commands and what they print`() {
    let text = """
      ```console
      \(Self.command)Settings --test-first
      Added.
        A file.
      ```

      ```console
      $ swift test
      ```
      """
    let blocks = Self.commandBlocks(in: text)
    #expect(blocks.map(\.arguments) == [["Settings", "--test-first"]])
    #expect(blocks.map(\.printed) == [["Added.", "  A file."]])
  }
}
