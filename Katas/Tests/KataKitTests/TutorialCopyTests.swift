import Foundation
import Testing

@testable import KataKit

/// The copy a tutorial's steps are built in.
///
/// What it takes of the package, and nothing rewritten that did not change, so that its build
/// after a step rebuilds what the step changed. In a folder each test removes; nothing is built.
struct TutorialCopyTests {
  let plan = TutorialManifest.Copy(
    take: ["Package.swift", "Sources/Core", "Fakes/Spy.swift"],
    leaveOut: ["Sources/Core/App"],
    manifestLines: ["package.products.removeAll()"])

  /// A package of a few files in a new folder; returns the folder.
  func package() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tutorial-copy-\(UUID().uuidString)")
    for (path, text) in [
      "Package.swift": "let package = 1\n", "Sources/Core/List.swift": "list\n",
      "Sources/Core/App/Root.swift": "root\n", "Fakes/Spy.swift": "spy\n",
      "Fakes/Other.swift": "other\n", "Specs/ListSpecs.swift": "specs\n",
    ] {
      let file = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return root
  }

  /// The copy's files, but its build folder's.
  func files(in copy: TutorialCopy) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: copy.root.path).filter { path in
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: copy.root.appendingPathComponent(path).path, isDirectory: &isFolder)
      return !isFolder.boolValue && !path.hasPrefix(".build")
    }.sorted()
  }

  @Test
  func `the copy takes what the plan takes, leaves out what it leaves out, and adds its lines`()
    throws
  {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let copy = TutorialCopy(of: root, as: plan)

    #expect(try copy.reset(without: []) == 3)

    #expect(copy.root.path == root.path + "/.build/kata-tutorials/package")
    #expect(try files(in: copy) == ["Fakes/Spy.swift", "Package.swift", "Sources/Core/List.swift"])
    #expect(
      try String(contentsOf: copy.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        == "let package = 1\n\npackage.products.removeAll()\n")
  }

  @Test
  func `a reset writes only what differs, removes what a tutorial added, and keeps the build`()
    throws
  {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let copy = TutorialCopy(of: root, as: plan)
    try copy.reset(without: [])
    try copy.write("built\n", to: ".build/debug/thing")
    try copy.write("a step's spec\n", to: "Specs/List/ListSpecs.swift")
    try copy.write("a step's list\n", to: "Sources/Core/List.swift")

    #expect(try copy.write("a step's list\n", to: "Sources/Core/List.swift") == false)
    #expect(try copy.reset(without: ["Sources/Core/List.swift"]) == 2)

    #expect(try files(in: copy) == ["Fakes/Spy.swift", "Package.swift"])
    #expect(
      FileManager.default.fileExists(
        atPath: copy.root.appendingPathComponent(".build/debug/thing").path))
    #expect(try copy.reset(without: []) == 1)
    #expect(try copy.reset(without: []) == 0)
  }

  @Test func `a plan that takes what the package does not have is refused`() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    var missing = plan
    missing.take.append("Fakes/Gone.swift")

    #expect(throws: KataFailure.self) { try TutorialCopy(of: root, as: missing).reset(without: []) }
  }
}
