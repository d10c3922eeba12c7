import Foundation
import Testing

/// Every file a guide names exists, every spec a guide cites is in that file, and so is every
/// Swift example a doc comment of `Sources/` attributes to a file.
///
/// The guides: the README, the README of each top-level folder (`Katas/README.md`,
/// `Mutants/README.md` …) and the articles of the DocC catalog. The guides' own Swift blocks
/// say what they are in a marker; `GuideBlocksTests` checks them.
///
/// A path is a backticked text that starts with a top-level folder (`Sources/…`, `Specs/…`,
/// `Katas/…`, `.ci/run`). A spec is cited as its file, backticked, then its name in typographic
/// quotes: `ListInteractorSpecs.swift` “finding upcoming items asks for today through the end of
/// next week”. The symbols the articles link (``ListInteractor``) are checked by DocC itself,
/// which `.ci/docs --warnings-as-errors` runs.
struct GuideReferencesTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The guides, as paths from the package root: every README and every article.
  static func guides() throws -> [String] {
    try GuideBlock.guides(in: packageRoot)
  }

  /// The Swift files under `folders`, as paths from the package root.
  static func swiftFiles(in folders: [String]) throws -> [String] {
    try folders.flatMap { folder in
      try FileManager.default.subpathsOfDirectory(
        atPath: packageRoot.appendingPathComponent(folder).path
      ).filter { $0.hasSuffix(".swift") }.map { "\(folder)/\($0)" }
    }
  }

  static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The paths `text` names: backticked, from a top-level folder, without placeholders.
  static func paths(in text: String) -> [String] {
    let path =
      #/
      `((?:Sources|Specs|Tests|Fakes|Benchmarks|Fuzz|Katas|Mutants|ToolPlatform|Conformance|\.ci)/[^`\s]*)`
      /#
    return text.matches(of: path)
      .map { String($0.1) }
      .filter { !$0.contains("<") && !$0.contains("*") && !$0.contains("…") }
      .map { $0.replacing(/:\d+$/, with: "") }
  }

  /// The specs `text` cites, as (file name, spec name).
  static func citations(in text: String) -> [(file: String, spec: String)] {
    text.matches(of: /`(\w+\.swift)`\s+“([^”]+)”/).map { (String($0.1), String($0.2)) }
  }

  @Test func `every path a guide names exists`() throws {
    var missing: [String] = []
    var checked = 0
    for guide in try Self.guides() {
      for path in Self.paths(in: try Self.text(of: guide)) {
        checked += 1
        if !FileManager.default.fileExists(
          atPath: Self.packageRoot.appendingPathComponent(path).path)
        {
          missing.append("\(guide): \(path)")
        }
      }
    }
    #expect(checked > 50)
    #expect(missing == [])
  }

  @Test func `every spec a guide cites is in the file it names`() throws {
    let sources = try Self.swiftFiles(in: ["Specs", "Tests"])
    var wrong: [String] = []
    var checked = 0
    for guide in try Self.guides() {
      for citation in Self.citations(in: try Self.text(of: guide)) {
        checked += 1
        let files = sources.filter { $0.hasSuffix("/" + citation.file) }
        let found = try files.contains { try Self.text(of: $0).contains("`\(citation.spec)`") }
        if !found { wrong.append("\(guide): \(citation.file) “\(citation.spec)”") }
      }
    }
    #expect(checked > 20)
    #expect(wrong == [])
  }

  /// A Swift example and the files the paragraph before it names, as paths from the root.
  struct Example {
    var place: String
    var lines: [String]
    var files: [String]
  }

  /// Returns the Swift examples of `text` that a file is named for.
  ///
  /// `text` is Markdown, or doc comments with their `///` taken off. An example is a ```swift
  /// block whose paragraph before it names a Swift file; a block right after another shares its
  /// files. A file is named by its path (`Specs/List/ListRefreshSpecs.swift`) or by its name alone,
  /// when one file of `Specs/`, `Tests/`, `Fakes/` or `Sources/` has it.
  static func examples(in text: String, of place: String, sources: [String]) -> [Example] {
    var examples: [Example] = []
    var paragraph: [String] = []
    var previous: [String] = []
    var block: [String]?
    var isSwift = false
    var files: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var lines = block {
        if trimmed == "```" {
          if isSwift, !files.isEmpty {
            examples.append(Example(place: place, lines: lines, files: files))
          }
          if !isSwift { files = [] }
          block = nil
          (paragraph, previous) = ([], [])
        } else {
          lines.append(trimmed)
          block = lines
        }
      } else if trimmed.hasPrefix("```") {
        isSwift = trimmed == "```swift"
        let prose = paragraph.isEmpty ? previous : paragraph
        if isSwift, !prose.isEmpty {
          files = prose.joined(separator: " ").matches(of: /`([\w\/.]+\.swift)`/).flatMap {
            let name = String($0.1)
            return name.contains("/") ? [name] : sources.filter { $0.hasSuffix("/" + name) }
          }
        }
        block = []
      } else if trimmed.isEmpty {
        if !paragraph.isEmpty { (previous, paragraph) = (paragraph, []) }
      } else {
        paragraph.append(trimmed)
      }
    }
    return examples
  }

  /// The doc comments of a Swift file, as Markdown.
  static func docComments(of text: String) -> String {
    let comments: [Substring] = text.lines(omittingEmpty: false).map(\.trimmedOfSpaces)
      .filter { $0.hasPrefix("///") }
    return comments.map { String($0.dropFirst($0.dropFirst(3).hasPrefix(" ") ? 4 : 3)) }
      .joined(separator: "\n")
  }

  @Test func `every example a doc comment copies from a file is in that file`() throws {
    let swiftFiles = try Self.swiftFiles(in: ["Specs", "Tests", "Fakes", "Sources"])
    var examples: [Example] = []
    for file in swiftFiles where file.hasPrefix("Sources/") {
      examples += Self.examples(
        in: Self.docComments(of: try Self.text(of: file)), of: file, sources: swiftFiles)
    }
    var missing: [String] = []
    for example in examples {
      let lines = Set(
        try example.files.flatMap { try Self.text(of: $0).split(separator: "\n") }
          .map { String($0.trimmedOfSpaces) })
      for line in example.lines where !line.isEmpty && !lines.contains(line) {
        missing.append("\(example.place): \(line)  (not in \(example.files))")
      }
    }
    #expect(examples.count >= 2)
    #expect(missing == [])
  }

  /// Returns what is wrong with the places that the outputs pasted into `text` name, each found
  /// by what it shows, not by its line number: a guide that quotes the compiler or Swift Testing
  /// stays true while lines are added above the place it quotes.
  ///
  /// A failure of Swift Testing (`Test "a" recorded an issue at ASpecs.swift:4:5: Expectation
  /// failed`, or the kata tool's `✘ ASpecs: a` and `at ASpecs.swift:4:5: Expectation failed` on
  /// the next line) must point at an `#expect` or `#require` at that column in the body of the
  /// test it names. A compiler's error must list lines (`155 |     switch error {`) that the file has,
  /// one after another as numbered (the line of the error among them, long enough to hold its
  /// column). `lines` gives a file's lines by its name or path, or nil when no one file has it.
  static func wrongPositions(in text: String, lines: (String) -> [String]?) -> [String] {
    var wrong: [String] = []
    let textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in textLines.enumerated() where line.contains(".swift:") {
      for match in line.matches(of: /([\w\/]+\.swift):(\d+):(\d+)/) {
        let (name, row, column) = (String(match.1), Int(match.2) ?? 0, Int(match.3) ?? 0)
        guard let file = lines(name) else { continue }
        let rest = line[match.range.upperBound...]
        if rest.contains("Expectation failed") || rest.contains("expected error") {
          // Swift Testing names the test on the line; the kata tool on the line before it.
          let named = index > 0 ? textLines[index - 1].firstMatch(of: /^✘ \w+: (.+)$/) : nil
          let test =
            line.firstMatch(of: /Test "([^"]+)"/).map { String($0.1) } ?? named.map { String($0.1) }
          if let problem = Self.expectation(in: file, test: test, column: column) {
            wrong.append("\(name):\(row):\(column): \(problem)")
          }
        } else if rest.hasPrefix(": error:") {
          var listed: [(number: Int, code: String)] = []
          for next in textLines[(index + 1)...] {
            guard let numbered = next.firstMatch(of: /^\s*(\d+) \|(.*)$/) else {
              if next.firstMatch(of: /^\s*\|/) != nil { continue } else { break }
            }
            listed.append((Int(numbered.1) ?? 0, String(numbered.2.drop { $0 == " " })))
          }
          if let problem = Self.listing(listed, in: file, row: row, column: column) {
            wrong.append("\(name):\(row):\(column): \(problem)")
          }
        }
      }
    }
    return wrong
  }

  /// Returns what is wrong with a failure that `test` recorded at `column`: the test is not in
  /// `file`, or its body has no `#expect` or `#require` at that column; `nil` when it has.
  static func expectation(in file: [String], test: String?, column: Int) -> String? {
    guard let test else { return "names no test" }
    guard let start = file.firstIndex(where: { $0.contains("func `\(test)`") }) else {
      return "no test “\(test)”"
    }
    let body = file[(start + 1)...].prefix { !$0.contains("@Test") }
    let found = body.contains { line in
      let code = line.dropFirst(column - 1)
      return line.count >= column && (code.hasPrefix("#expect") || code.hasPrefix("#require"))
    }
    return found ? nil : "no #expect or #require at column \(column) in “\(test)”"
  }

  /// Returns what is wrong with the lines a compiler's error lists: they are not in `file`, one
  /// after another as numbered, or the line of the error (`row`) is shorter than `column`; `nil`
  /// when they are.
  static func listing(
    _ listed: [(number: Int, code: String)], in file: [String], row: Int, column: Int
  ) -> String? {
    guard let first = listed.first else { return nil }
    let trimmed = file.map { $0.trimmingCharacters(in: .whitespaces) }
    let starts = trimmed.indices.filter { start in
      listed.allSatisfy { number, code in
        let index = start + number - first.number
        return trimmed.indices.contains(index) && trimmed[index] == code
      }
    }
    guard let start = starts.first else {
      return "the lines it lists are not in the file as listed (“\(first.code)” …)"
    }
    let errorLine = start + row - first.number
    guard file.indices.contains(errorLine), file[errorLine].count >= column else {
      return "the error's line is not among those it lists, or is shorter than its column"
    }
    return nil
  }

  @Test func `every place a pasted failure or compiler error names holds what it shows there`()
    throws
  {
    let swiftFiles = try Self.swiftFiles(in: ["Specs", "Tests", "Sources"])
    var cache: [String: [String]] = [:]
    let lines = { (name: String) -> [String]? in
      let files = name.contains("/") ? [name] : swiftFiles.filter { $0.hasSuffix("/" + name) }
      guard files.count == 1, let path = files.first else { return nil }
      if let known = cache[path] { return known }
      let text = (try? Self.text(of: path))?.split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map(String.init)
      cache[path] = text
      return text
    }
    var wrong: [String] = []
    for guide in try Self.guides() {
      wrong += Self.wrongPositions(in: try Self.text(of: guide), lines: lines).map {
        "\(guide): \($0)"
      }
    }
    #expect(cache.count >= 5)
    #expect(wrong == [])
  }

  @Test func `the README is at most 150 lines, and its first commands run the app and the specs`()
    throws
  {
    let text = try Self.text(of: "README.md")
    #expect(text.count { $0 == "\n" } <= 150)
    let lines = text.split(separator: "\n")
    let commands = lines.prefix(8).filter { $0.hasPrefix("swift ") }.map {
      $0.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
    }
    #expect(commands == ["swift run todo", "swift test"])
  }

  @Test func `the checks find what they look for, so an empty answer means something`() {
    let text =
      "see `Specs/List/ListInteractorSpecs.swift` and `ListRefreshSpecs.swift` “a spec”, "
      + "`Sources/TodoVIPER/Resources/<language>.lproj`, `swift test`, `Katas/katas.json`"
    #expect(Self.paths(in: text) == ["Specs/List/ListInteractorSpecs.swift", "Katas/katas.json"])
    #expect(Self.citations(in: text).map(\.spec) == ["a spec"])

    let article = """
      Before, it did this:

      ```swift
      oldCode()
      ```

      From `Specs/List/ListRefreshSpecs.swift`:

      ```swift
        newCode()
      ```

      ```swift
      more()
      ```
      """
    let examples = Self.examples(in: article, of: "a.md", sources: [])
    #expect(examples.map(\.lines) == [["newCode()"], ["more()"]])
    #expect(
      examples.map(\.files) == [
        ["Specs/List/ListRefreshSpecs.swift"], ["Specs/List/ListRefreshSpecs.swift"],
      ])
    #expect(
      Self.docComments(of: "  /// A summary.\n  ///\n  ///   indented\n  let x = 1")
        == "A summary.\n\n  indented")

    let spec = [
      "", "  @Test func `a`() {", "    #expect(a == 1)", "    let b = 2", "  }", "",
      "  @Test func `c`() {", "    let c = 3", "  }",
    ]
    // The numbers are those of a file two lines shorter: each place is found by what it shows.
    let output = """
      ✘ Test "a" recorded an issue at ASpecs.swift:1:5: Expectation failed: (a → 2) == 1
      ✘ Test "c" recorded an issue at ASpecs.swift:6:5: Expectation failed: (c → 3) == 1
      ✘ Test "d" recorded an issue at ASpecs.swift:6:5: Expectation failed: (d → 3) == 1
      ASpecs.swift:2:9: error: cannot find 'c' in scope
      1 |     #expect(a == 1)
      2 |     let b = 2
        |         `- error: cannot find 'c' in scope
      ASpecs.swift:2:9: error: cannot find 'c' in scope
      1 |     #expect(a == 1)
      2 |     let b = 3
        |         `- error: cannot find 'c' in scope
      """
    #expect(
      Self.wrongPositions(in: output, lines: { $0 == "ASpecs.swift" ? spec : nil }) == [
        "ASpecs.swift:6:5: no #expect or #require at column 5 in “c”",
        "ASpecs.swift:6:5: no test “d”",
        "ASpecs.swift:2:9: the lines it lists are not in the file as listed (“#expect(a == 1)” …)",
      ])
  }
}
