import Foundation
import Testing

/// The guides' Swift blocks say what they are, and their excerpts are true.
///
/// Each line of an excerpt is in the file it names, in order, one after another. Whether the
/// other blocks compile, `.ci/docs` checks, with the compiler (see ``GuideBlock``).
struct GuideBlocksTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Where a failure sends the reader.
  static let markers: Comment =
    "the markers: Sources/TodoVIPER/TodoVIPER.docc/TestFirstStepByStep.md, “How the guides' code is checked”"

  static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  static func blocks() throws -> [GuideBlock] {
    try GuideBlock.guides(in: packageRoot).flatMap {
      GuideBlock.blocks(in: try text(of: $0), of: $0)
    }
  }

  /// Returns what is wrong with the excerpts of `blocks`: the file is missing, or the lines
  /// are not in it as they are in the block.
  static func wrongExcerpts(_ blocks: [GuideBlock], files: [String: [String]]) -> [String] {
    blocks.compactMap { block in
      guard case .excerpt(let path) = block.kind else { return nil }
      guard let lines = files[path] else { return "\(block.place): no file \(path)" }
      if GuideBlock.start(of: block.lines, in: lines) != nil { return nil }
      let missing = block.lines.first { line in
        !line.isEmpty
          && !lines.contains { $0.trimmingCharacters(in: .whitespaces) == line.trimmed }
      }
      return "\(block.place): not in \(path) as it is in the guide"
        + (missing.map { " (no line “\($0.trimmed)”)" } ?? " (the lines are, not in that order)")
    }
  }

  @Test func `every block a guide marks as an excerpt is in its file, in order and contiguous`()
    throws
  {
    let blocks = try Self.blocks()
    var files: [String: [String]] = [:]
    for case .excerpt(let path) in blocks.map(\.kind) where files[path] == nil {
      files[path] = (try? Self.text(of: path))?
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    #expect(files.count >= 8)
    #expect(Self.wrongExcerpts(blocks, files: files) == [], Self.markers)
  }

  @Test func `every marker is known, and every before block has an excerpt of its file after it`()
    throws
  {
    let blocks = try Self.blocks()
    #expect(blocks.count >= 20)
    let unknown = blocks.filter {
      if case .unknownMarker = $0.kind { true } else { false }
    }
    #expect(unknown.map(\.place) == [], Self.markers)
    let alone = GuideBlock.excerpts(after: blocks).filter { $0.after == nil }.map(\.before.place)
    #expect(alone == [], Self.markers)
  }

  @Test func `the block reader and the excerpt check find what they look for`() {
    let guide = """
      Some prose.

      <!-- excerpt: Sources/A.swift -->
      ```swift
        let a = 1
        let b = 2
      ```

      ```console
      $ swift test
      ```

      <!-- before: Sources/A.swift -->
      ```swift
      let b = 3
      ```

      <!-- does not compile: cannot find 'c' in scope -->
      ```swift
      print(c)
      ```

      <!-- excerpt: Sources/A.swift -->
      ```swift
      let b = 2
      ```

      <!-- exerpt: Sources/A.swift -->
      ```swift
      let d = 4
      ```

      ``` Swift
      let e = 5
      ```
      """
    let blocks = GuideBlock.blocks(in: guide, of: "G.md")
    #expect(
      blocks == [
        GuideBlock(
          guide: "G.md", line: 4, kind: .excerpt(of: "Sources/A.swift"),
          lines: ["let a = 1", "let b = 2"]),
        GuideBlock(guide: "G.md", line: 14, kind: .before("Sources/A.swift"), lines: ["let b = 3"]),
        GuideBlock(
          guide: "G.md", line: 19, kind: .doesNotCompile(error: "cannot find 'c' in scope"),
          lines: ["print(c)"]),
        GuideBlock(
          guide: "G.md", line: 24, kind: .excerpt(of: "Sources/A.swift"), lines: ["let b = 2"]),
        GuideBlock(
          guide: "G.md", line: 29, kind: .unknownMarker("<!-- exerpt: Sources/A.swift -->"),
          lines: ["let d = 4"]),
        GuideBlock(guide: "G.md", line: 33, kind: .compiles, lines: ["let e = 5"]),
      ])
    #expect(GuideBlock.excerpts(after: blocks).map { $0.after?.line } == [24])

    let file = ["let a = 1", "let x = 0", "let b = 2", "  let a = 1", "  let b = 2"]
    #expect(GuideBlock.start(of: ["let a = 1", "let b = 2"], in: file) == 3)
    #expect(GuideBlock.start(of: ["let b = 2", "let x = 0"], in: file) == nil)
    let swapped = GuideBlock(
      guide: "G.md", line: 1, kind: .excerpt(of: "A.swift"), lines: ["let x = 0", "let a = 1"])
    let made = GuideBlock(
      guide: "G.md", line: 9, kind: .excerpt(of: "A.swift"), lines: ["let a = 1", "let z = 9"])
    #expect(
      Self.wrongExcerpts([swapped, made], files: ["A.swift": file]) == [
        "G.md:1: not in A.swift as it is in the guide (the lines are, not in that order)",
        "G.md:9: not in A.swift as it is in the guide (no line “let z = 9”)",
      ])
  }

  @Test func `a block that does not compile gives the error its marker declares, and no other`() {
    let block = GuideBlock(
      guide: "G.md", line: 10, kind: .doesNotCompile(error: "cannot find 'c' in scope"),
      lines: ["print(c)", "print(presenter.noSuchMember)"])
    let declared = Diagnostic(
      file: "Block0.swift", line: 6, severity: "error", message: "cannot find 'c' in scope")
    let other = Diagnostic(
      file: "Block0.swift", line: 7, severity: "error",
      message: "value of type 'ListPresenter' has no member 'noSuchMember'")
    let warning = Diagnostic(
      file: "Block0.swift", line: 7, severity: "warning", message: "will never be executed")

    #expect(block.problems(in: [declared], firstLine: 6) == [])
    #expect(block.problems(in: [declared, declared], firstLine: 6) == [])
    #expect(
      block.problems(in: [declared, other, warning], firstLine: 6) == [
        "G.md:12: error: value of type 'ListPresenter' has no member 'noSuchMember' (the marker "
          + "declares only “cannot find 'c' in scope”)",
        "G.md:12: warning: will never be executed (the marker declares only “cannot find 'c' in "
          + "scope”)",
      ])
    #expect(
      block.problems(in: [other], firstLine: 6) == [
        "G.md:10: expected the error “cannot find 'c' in scope”, got error: value of type "
          + "'ListPresenter' has no member 'noSuchMember'"
      ])
    #expect(
      block.problems(in: [], firstLine: 6) == [
        "G.md:10: expected the error “cannot find 'c' in scope”, got none"
      ])
  }

  @Test func `a block that compiles has each diagnostic as a problem, at its line in the guide`() {
    let block = GuideBlock(guide: "G.md", line: 10, kind: .compiles, lines: ["let a = 1"])
    let warning = Diagnostic(
      file: "Block0.swift", line: 6, severity: "warning",
      message: "initialization of immutable value 'a' was never used")

    #expect(block.problems(in: [], firstLine: 6) == [])
    #expect(
      block.problems(in: [warning], firstLine: 6) == [
        "G.md:11: warning: initialization of immutable value 'a' was never used"
      ])
  }

  @Test func `a does-not-compile marker that declares no error is no marker`() {
    #expect(
      GuideBlock.kind(marker: "<!-- does not compile: -->")
        == .unknownMarker("<!-- does not compile: -->"))
    #expect(
      GuideBlock.kind(marker: "<!-- does not compile: cannot find 'c' in scope -->")
        == .doesNotCompile(error: "cannot find 'c' in scope"))
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
