import Foundation
import Testing

@testable import MutantKit

/// The run's copy of the package holds real files and folders: what the run writes there (the
/// schemata, for the whole build) never reaches a file outside it, however the run ends.
struct CopyTests {
  /// A package in a folder of the test's own, with a source file and a folder of sources that
  /// are links to files outside it; `body` gets the package and the folder outside.
  func withLinkedSources(_ body: (_ package: String, _ outside: String) throws -> Void) throws {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let package = folder.path + "/package"
    let outside = folder.path + "/outside"
    let manager = FileManager.default
    try manager.createDirectory(
      atPath: package + "/Sources/Tally", withIntermediateDirectories: true)
    try manager.createDirectory(atPath: outside + "/Shout", withIntermediateDirectories: true)
    try "let tally = 1\n".write(toFile: outside + "/Tally.swift", atomically: true, encoding: .utf8)
    try "let shout = 2\n".write(
      toFile: outside + "/Shout/Shout.swift", atomically: true, encoding: .utf8)
    try manager.createSymbolicLink(
      atPath: package + "/Sources/Tally/Tally.swift", withDestinationPath: outside + "/Tally.swift")
    try manager.createSymbolicLink(
      atPath: package + "/Sources/Shout", withDestinationPath: "../../outside/Shout")
    try body(package, outside)
  }

  @Test
  func
    `a linked source file or folder is copied as what it points to, and writes stay in the copy`()
    throws
  {
    try withLinkedSources { package, outside in
      let copy = package + "-copy"

      try MutationRun.copyTree(from: package, to: copy)
      try "let tally = 1 -∀ 1\n".write(
        toFile: copy + "/Sources/Tally/Tally.swift", atomically: false, encoding: .utf8)
      try "let shout = 2 -∀ 2\n".write(
        toFile: copy + "/Sources/Shout/Shout.swift", atomically: false, encoding: .utf8)

      let manager = FileManager.default
      #expect(
        try manager.attributesOfItem(atPath: copy + "/Sources/Tally/Tally.swift")[.type]
          as? FileAttributeType == .typeRegular)
      #expect(
        try manager.attributesOfItem(atPath: copy + "/Sources/Shout")[.type] as? FileAttributeType
          == .typeDirectory)
      #expect(
        try String(contentsOfFile: outside + "/Tally.swift", encoding: .utf8) == "let tally = 1\n")
      #expect(
        try String(contentsOfFile: outside + "/Shout/Shout.swift", encoding: .utf8)
          == "let shout = 2\n")
    }
  }

  @Test func `a link to nothing is left out of the copy`() throws {
    try withLinkedSources { package, _ in
      try FileManager.default.createSymbolicLink(
        atPath: package + "/Sources/Gone.swift", withDestinationPath: "/nonexistent/Gone.swift")

      try MutationRun.copyTree(from: package, to: package + "-copy")

      #expect(
        try FileManager.default.contentsOfDirectory(atPath: package + "-copy/Sources").sorted()
          == ["Shout", "Tally"])
    }
  }

  @Test func `a link to a folder that holds it is refused, naming both`() throws {
    try withLinkedSources { package, _ in
      try FileManager.default.createSymbolicLink(
        atPath: package + "/Sources/Loop", withDestinationPath: package)

      #expect {
        try MutationRun.copyTree(from: package, to: package + "-copy")
      } throws: { error in
        "\(error)"
          == "cannot copy the package: \(package)/Sources/Loop is a link to \(package), a folder "
          + "that holds it, so the copy would never end"
      }
    }
  }
}
