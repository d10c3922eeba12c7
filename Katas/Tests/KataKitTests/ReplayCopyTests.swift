import Foundation
import Testing

@testable import KataKit

/// The clone the replay takes the tutorials in.
///
/// The package's files on `main`, nothing rewritten that did not change (its build folder kept),
/// a link in the package copied as the text it points to, and a link planted in the copy
/// replaced, never written through. In folders each test removes; nothing is built.
struct ReplayCopyTests {
  /// A git repository of a few files in a new folder; returns the folder.
  func package() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-copy-\(UUID().uuidString)")
    for (path, text) in [
      "Package.swift": "let package = 1\n", "Sources/Core/List.swift": "list\n",
      "Katas/katas.json": "{}\n", ".gitignore": ".build/\n",
    ] {
      try write(text, to: root.appendingPathComponent(path))
    }
    for step in [
      ["init", "-q", "--initial-branch=main"], ["add", "-A"], ["commit", "-qm", "one"],
    ] {
      _ = Shell.git(step, in: root)
    }
    return root
  }

  func write(_ text: String, to file: URL) throws {
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func files(in copy: ReplayCopy) -> [String] {
    Shell.git(["ls-files"], in: copy.root).output.split(separator: "\n").map(String.init)
  }

  @Test func `the copy is a clone of the package's files on main, committed, its build kept`()
    throws
  {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let copy = ReplayCopy(of: root)

    let first = try copy.refresh()

    #expect(copy.root.path == root.path + "/.build/kata-tutorials/package")
    #expect(first.changed == 4)
    #expect(
      files(in: copy) == [
        ".gitignore", "Katas/katas.json", "Package.swift", "Sources/Core/List.swift",
      ])
    #expect(Shell.git(["status", "--porcelain"], in: copy.root).output == "")
    try write("built\n", to: copy.root.appendingPathComponent(".build/debug/thing"))
    try write("new\n", to: root.appendingPathComponent("Sources/Core/New.swift"))
    try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Core/List.swift"))
    _ = Shell.git(["checkout", "-q", "-b", "kata/tutorial/T"], in: copy.root)

    let second = try copy.refresh()

    #expect(second.changed == 2)
    #expect(second.commit != first.commit)
    #expect(Shell.git(["branch", "--show-current"], in: copy.root).output == "main\n")
    #expect(Shell.git(["branch", "--list", "kata/*"], in: copy.root).output == "")
    #expect(
      files(in: copy) == [
        ".gitignore", "Katas/katas.json", "Package.swift", "Sources/Core/New.swift",
      ])
    #expect(
      FileManager.default.fileExists(atPath: copy.root.path + "/.build/debug/thing"))
    #expect(try copy.refresh().changed == 0)
  }

  @Test func `a file of the package that is a link is copied as the text it points to`() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let elsewhere = root.appendingPathComponent("elsewhere.txt")
    try write("the text\n", to: elsewhere)
    let list = root.appendingPathComponent("Sources/Core/List.swift")
    try FileManager.default.removeItem(at: list)
    try FileManager.default.createSymbolicLink(at: list, withDestinationURL: elsewhere)
    let copy = ReplayCopy(of: root)

    try copy.refresh()

    let copied = copy.root.appendingPathComponent("Sources/Core/List.swift")
    #expect(
      try FileManager.default.attributesOfItem(atPath: copied.path)[.type] as? FileAttributeType
        == .typeRegular)
    #expect(try String(contentsOf: copied, encoding: .utf8) == "the text\n")
  }

  @Test func `a link planted in the copy is replaced, and the file it names left as it was`()
    throws
  {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let copy = ReplayCopy(of: root)
    try copy.refresh()
    let victim = root.appendingPathComponent("victim.txt")
    try write("precious\n", to: victim)
    let planted = copy.root.appendingPathComponent("Sources/Core/List.swift")
    try FileManager.default.removeItem(at: planted)
    try FileManager.default.createSymbolicLink(at: planted, withDestinationURL: victim)

    try copy.refresh()
    try copy.write(Data("a step\n".utf8), to: "Sources/Core/List.swift")

    #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
    #expect(try String(contentsOf: planted, encoding: .utf8) == "a step\n")
    #expect(
      try FileManager.default.attributesOfItem(atPath: planted.path)[.type] as? FileAttributeType
        == .typeRegular)
  }
}
