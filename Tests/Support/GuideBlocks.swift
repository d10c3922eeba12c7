import Foundation

/// The ```swift blocks of the guides, each with what its marker says it is.
///
/// A block says what it is in an HTML comment on the line right before its fence (DocC and
/// GitHub show neither the comment nor a trace of it):
///
/// - no marker: the block compiles against the package's modules (`.ci/docs` type-checks it);
/// - `<!-- excerpt: Sources/TodoVIPER/List/ListPresenter.swift -->`: its lines are in that file,
///   in order and one after another (white space at either end of a line aside);
/// - `<!-- before: Sources/TodoVIPER/List/ListPresenter.swift -->`: the code as it was, in the
///   place of the next excerpt of that file in the same guide (`.ci/docs` puts it there and
///   type-checks the module);
/// - `<!-- does not compile: <the compiler's error> -->`: `.ci/docs` type-checks it as it does an
///   unmarked block, and expects that error (its exact message, or a part of it that stays the
///   same), and no other error or warning, in it.
///
/// The guides' own words on it are in `Sources/TodoVIPER/TodoVIPER.docc/TestFirstStepByStep.md`,
/// "How the guides' code is checked". This file is compiled into the tests, which check the
/// excerpts and the markers, and into `.ci/docs`'s compile check (`.ci/guide-blocks/main.swift`).
struct GuideBlock: Equatable {
  enum Kind: Equatable {
    case compiles
    case excerpt(of: String)
    case before(String)
    case doesNotCompile(error: String)
    /// A comment before the fence that is none of the markers: a slip, reported.
    case unknownMarker(String)
  }

  /// The guide's path from the package root.
  var guide: String
  /// The line of the fence, from 1.
  var line: Int
  var kind: Kind
  var lines: [String]

  /// The place of the block, for messages: `guide:line`.
  var place: String { "\(guide):\(line)" }

  /// The guides, as paths from the package root: every README of the root and of its top-level
  /// folders, the articles of the DocC catalog, and its tutorials (their prose; the files their
  /// steps show are ``tutorialSteps(in:)``).
  static func guides(in root: URL) throws -> [String] {
    let files = FileManager.default
    let catalog = "Sources/TodoVIPER/TodoVIPER.docc"
    let articles = try files.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
      .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    let readmes = try files.contentsOfDirectory(atPath: root.path).sorted()
      .filter { !$0.hasPrefix(".") }
      .map { "\($0)/README.md" }
      .filter { files.fileExists(atPath: root.appendingPathComponent($0).path) }
    let tutorials = try files.contentsOfDirectory(
      atPath: root.appendingPathComponent(tutorialsFolder).path
    ).filter { $0.hasSuffix(".tutorial") }.sorted().map { "\(tutorialsFolder)/\($0)" }
    return ["README.md"] + readmes + articles + tutorials
  }

  /// The folder of the catalog's tutorials, from the package root.
  static let tutorialsFolder = "Sources/TodoVIPER/TodoVIPER.docc/Tutorials"

  /// The files the tutorials' steps show (`@Code(file:)`), as paths from the package root: the
  /// text files of each tutorial's folder of steps (`Katas/tutorials.json` names them).
  static func tutorialSteps(in root: URL) throws -> [String] {
    let folder = root.appendingPathComponent(tutorialsFolder)
    return try FileManager.default.subpathsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".txt") }.sorted().map { "\(tutorialsFolder)/\($0)" }
  }

  /// Returns the ```swift blocks of the Markdown `text`, the guide at `guide`.
  static func blocks(in text: String, of guide: String) -> [GuideBlock] {
    var blocks: [GuideBlock] = []
    var open: GuideBlock?
    var inOtherBlock = false
    var previous = ""
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var block = open {
        if trimmed == "```" {
          blocks.append(block)
          open = nil
        } else {
          block.lines.append(String(line))
          open = block
        }
      } else if inOtherBlock {
        if trimmed == "```" { inOtherBlock = false }
      } else if trimmed.hasPrefix("```"),
        trimmed.dropFirst(3).split(separator: " ").first?.lowercased() == "swift"
      {
        open = GuideBlock(guide: guide, line: index + 1, kind: kind(marker: previous), lines: [])
      } else if trimmed.hasPrefix("```") {
        inOtherBlock = true
      }
      previous = trimmed
    }
    return blocks.map { $0.dedented() }
  }

  /// Returns what the marker line `line` says of the block after it.
  static func kind(marker line: String) -> Kind {
    guard line.hasPrefix("<!--"), line.hasSuffix("-->") else { return .compiles }
    let body = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
    for (word, make) in [
      ("excerpt:", Kind.excerpt(of:)), ("before:", Kind.before),
      ("does not compile:", Kind.doesNotCompile(error:)),
    ] where body.hasPrefix(word) {
      let value = body.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
      // A marker with nothing after its word says nothing: no file, or no error to expect.
      return value.isEmpty ? .unknownMarker(line) : make(value)
    }
    return .unknownMarker(line)
  }

  /// The block with the indentation its lines share taken off, as in a file of its own.
  func dedented() -> GuideBlock {
    let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }
    let indent = indents.min() ?? 0
    var block = self
    block.lines = lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
    return block
  }

  /// Returns the index of the first line of `file` (lines, from 0) where `excerpt` starts, the
  /// lines compared without white space at either end; nil when no run of lines is the excerpt.
  static func start(of excerpt: [String], in file: [String]) -> Int? {
    let wanted = excerpt.map { $0.trimmingCharacters(in: .whitespaces) }
    let lines = file.map { $0.trimmingCharacters(in: .whitespaces) }
    guard !wanted.isEmpty, wanted.count <= lines.count else { return nil }
    return (0...(lines.count - wanted.count)).first { start in
      lines[start..<(start + wanted.count)].elementsEqual(wanted)
    }
  }

  /// Returns the excerpt each `before` block stands in for: the next excerpt of its file in its
  /// guide; nil for a block that has none.
  static func excerpts(after blocks: [GuideBlock]) -> [(before: GuideBlock, after: GuideBlock?)] {
    blocks.enumerated().compactMap { index, block in
      guard case .before(let file) = block.kind else { return nil }
      let after = blocks[(index + 1)...].first {
        $0.guide == block.guide && $0.kind == .excerpt(of: file)
      }
      return (block, after)
    }
  }
}

/// A compiler's diagnostic: the file, the line, "error" or "warning", and what it says.
struct Diagnostic: Equatable {
  var file: String
  var line: Int
  var severity: String
  var message: String
}

extension GuideBlock {
  /// Returns what is wrong with the block, type-checked in a file of its own whose line
  /// `firstLine` holds the block's first line, given the compiler's `diagnostics` of that file.
  ///
  /// A block that compiles has none: each diagnostic is a problem, at its line in the guide. A
  /// block marked `does not compile: ERROR` must give an error that says ERROR, and nothing
  /// else: any other error or warning is a problem too, so that a slip in the example (a name
  /// that is not there) cannot hide behind the error it is there to show.
  func problems(in diagnostics: [Diagnostic], firstLine: Int) -> [String] {
    let described = { (diagnostic: Diagnostic) in
      "\(guide):\(line + 1 + diagnostic.line - firstLine): \(diagnostic.severity): "
        + diagnostic.message
    }
    guard case .doesNotCompile(let expected) = kind else { return diagnostics.map(described) }
    let isDeclared = { (diagnostic: Diagnostic) in
      diagnostic.severity == "error" && diagnostic.message.contains(expected)
    }
    guard diagnostics.contains(where: isDeclared) else {
      let got = diagnostics.map { "\($0.severity): \($0.message)" }.joined(separator: "; ")
      return ["\(place): expected the error “\(expected)”, got " + (got.isEmpty ? "none" : got)]
    }
    return diagnostics.filter { !isDeclared($0) }.map {
      described($0) + " (the marker declares only “\(expected)”)"
    }
  }
}
