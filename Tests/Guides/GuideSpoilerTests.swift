import Foundation
import Testing

/// No guide gives a kata away.
///
/// A guide may explain the idea a kata practises; it must not hold the lines the kata asks the
/// learner to write, nor say what the kata's wrong versions are.
///
/// An answer line is a line that a kata's start patch (`Katas/Exercises/*/start.patch`) removes,
/// of 25 or more characters other than white space, and that is nowhere in the package's code
/// (`Sources`, `Specs`, `Fakes`) once the kata has started: a line that stays elsewhere, as
/// `throw .notStored(.of(error))` does, gives nothing away. A wrong version is told by its
/// description in `Katas/katas.json`, or by a line its patch adds that the code does not have.
///
/// A tutorial writes a module whole, and its last steps are the package's files: a tutorial on
/// the List module cannot help holding the answers of the katas on it. So a tutorial may show a
/// kata's answer (its answer lines, or for a write-the-spec kata the package's own spec) when
/// `Katas/tutorials.json` declares it, and when its prose names the kata before the first step
/// that shows it, so that a learner can take the kata first; and never a wrong version.
struct GuideSpoilerTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  struct Katas: Decodable {
    struct Kata: Decodable {
      struct WrongVersion: Decodable {
        var patch: String
        var hint: String
      }
      struct Spec: Decodable {
        var name: String
      }
      var name: String
      var start: String
      var ownSpec: Spec?
      var wrongVersions: [WrongVersion]?
    }
    var katas: [Kata]
  }

  /// `Katas/tutorials.json`, as far as this check reads it.
  struct Tutorials: Decodable {
    struct Entry: Decodable {
      var tutorial: String
      var steps: String
      var answersKatas: [String]
    }
    var tutorials: [Entry]
  }

  /// A tutorial as the check reads it: its prose, the files its steps show (by name, with their
  /// text), and the katas whose answers it declares.
  struct Tutorial {
    var path: String
    var prose: String
    var steps: [String: String]
    var declared: [String]
  }

  /// The lines of a patch that start with `sign` (`-` removed, `+` added), trimmed, without
  /// the file headers.
  static func lines(_ sign: Character, of patch: String) -> [String] {
    patch.split(separator: "\n").filter {
      $0.first == sign && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
    }.map { $0.dropFirst().trimmingCharacters(in: .whitespaces) }
  }

  static func isLong(_ line: String) -> Bool {
    line.filter { !$0.isWhitespace }.count >= 25
  }

  /// The lines of a start patch that nothing in the package keeps once the kata has started:
  /// `counts` are the package's lines, trimmed, with how often each occurs.
  static func answerLines(of patch: String, counts: [String: Int]) -> [String] {
    let removed = lines("-", of: patch)
    let added = lines("+", of: patch)
    return Array(
      Set(
        removed.filter { line in
          isLong(line)
            && counts[line, default: 0] - removed.count { $0 == line } + added.count { $0 == line }
              <= 0
        })
    ).sorted()
  }

  /// The package's Swift lines, trimmed, with how often each occurs: read once for both specs.
  static let packageLineCounts: [String: Int] = {
    var counts: [String: Int] = [:]
    for folder in ["Sources", "Specs", "Fakes"] {
      let files =
        (try? FileManager.default.subpathsOfDirectory(
          atPath: packageRoot.appendingPathComponent(folder).path)) ?? []
      for file in files where file.hasSuffix(".swift") {
        for line in ((try? text(of: "\(folder)/\(file)")) ?? "").lines() {
          guard line.utf8.count >= 25 else { continue }
          counts[String(line.trimmedOfSpaces), default: 0] += 1
        }
      }
    }
    return counts
  }()

  static func packageLines() throws -> [String: Int] {
    let counts = packageLineCounts
    #expect(counts.count > 1000)
    return counts
  }

  /// Returns `guide: what it gives away` for each of `spoilers` that `guides` holds.
  static func found(_ spoilers: [String], in guides: [(path: String, text: String)]) -> [String] {
    guides.flatMap { guide in
      spoilers.filter { holds(guide.text, $0) }.map { "\(guide.path): \($0)" }
    }
  }

  /// Whether `text` holds `part`: C's `strstr`, as `String.contains` costs a third of a
  /// millisecond a search, a third of a second for all of them.
  static func holds(_ text: String, _ part: String) -> Bool {
    text.withCString { text in part.withCString { part in strstr(text, part) != nil } }
  }

  static func guideTexts() throws -> [(path: String, text: String)] {
    try GuideBlock.guides(in: packageRoot).map { ($0, try text(of: $0)) }
  }

  /// Returns what `tutorial` gives away that it should not: a kata's answer (`answers`, each
  /// kata's answer lines and its own spec's `func` line) it does not declare or names only after
  /// the first step that shows it; and a kata it declares but gives nothing of.
  static func problems(
    of tutorial: Tutorial, answers: [(kata: String, lines: [String])]
  ) -> [String] {
    // The steps' files, in the order the tutorial shows them.
    let shown = tutorial.steps.compactMap { file, text in
      tutorial.prose.range(of: "file: \"\(file)\"").map { (at: $0.lowerBound, file, text) }
    }.sorted { $0.at < $1.at }
    var problems: [String] = []
    for (kata, lines) in answers where !lines.isEmpty {
      let first = shown.first { step in lines.contains { holds(step.2, $0) } }
      let inProse = lines.filter { holds(tutorial.prose, $0) }
      let declared = tutorial.declared.contains(kata)
      if let first, !declared {
        problems.append("\(tutorial.path): \(first.1) shows the answer of kata \(kata)")
      } else if let first, let named = tutorial.prose.range(of: kata), named.lowerBound > first.at {
        problems.append(
          "\(tutorial.path): \(first.1) shows the answer of kata \(kata) before the tutorial "
            + "names it")
      } else if first == nil, declared {
        problems.append("\(tutorial.path): declares kata \(kata), but shows none of its answer")
      }
      problems += inProse.map { "\(tutorial.path): its prose holds \($0)" }
    }
    return problems
  }

  static func tutorials() throws -> [Tutorial] {
    let manifest = try JSONDecoder().decode(
      Tutorials.self, from: Data(try text(of: "Katas/tutorials.json").utf8))
    return try manifest.tutorials.map { entry in
      let steps = try GuideBlock.tutorialSteps(in: packageRoot)
        .filter { $0.hasPrefix(entry.steps + "/") }
      return Tutorial(
        path: entry.tutorial, prose: try text(of: entry.tutorial),
        steps: Dictionary(
          uniqueKeysWithValues: try steps.map {
            (String($0.dropFirst(entry.steps.count + 1)), try text(of: $0))
          }),
        declared: entry.answersKatas)
    }
  }

  @Test func `a tutorial shows a kata's answer only where it declares it and names the kata first`()
    throws
  {
    let katas = try JSONDecoder().decode(
      Katas.self, from: Data(try Self.text(of: "Katas/katas.json").utf8))
    let counts = try Self.packageLines()
    let answers = try katas.katas.map { kata in
      (
        kata.name,
        Self.answerLines(of: try Self.text(of: "Katas/Exercises/\(kata.start)"), counts: counts)
          + (kata.ownSpec.map { ["func `\($0.name)`"] } ?? [])
      )
    }
    let tutorials = try Self.tutorials()
    #expect(tutorials.count >= 2)
    #expect(tutorials.map(\.steps.count).reduce(0, +) >= 30)
    #expect(tutorials.flatMap { Self.problems(of: $0, answers: answers) } == [])
  }

  @Test func `a tutorial's answers are told by its steps, in the order it shows them`() {
    let tutorial = Tutorial(
      path: "T.tutorial",
      prose: """
        Take kata window first.
        @Code(name: "A.swift", file: "a-1.txt")
        @Code(name: "A.swift", file: "a-2.txt", previousFile: "a-1.txt")
        Kata order asks for the spec.
        @Code(name: "ASpecs.swift", file: "a-3.txt")
        """,
      steps: [
        "a-1.txt": "let x = 1", "a-2.txt": "let window = boundaries.window",
        "a-3.txt": "func `it orders`() {}",
      ],
      declared: ["window", "order"])
    let answers = [
      (kata: "window", lines: ["let window = boundaries.window"]),
      (kata: "order", lines: ["func `it orders`"]),
    ]

    #expect(Self.problems(of: tutorial, answers: answers) == [])
    var undeclared = tutorial
    undeclared.declared = ["window"]
    #expect(
      Self.problems(of: undeclared, answers: answers) == [
        "T.tutorial: a-3.txt shows the answer of kata order"
      ])
    var late = tutorial
    late.prose =
      late.prose.replacingOccurrences(of: "Take kata window first.", with: "")
      + "\nThat was kata window."
    #expect(
      Self.problems(of: late, answers: answers) == [
        "T.tutorial: a-2.txt shows the answer of kata window before the tutorial names it"
      ])
    var stale = tutorial
    stale.steps["a-2.txt"] = "let x = 2"
    #expect(
      Self.problems(of: stale, answers: answers) == [
        "T.tutorial: declares kata window, but shows none of its answer"
      ])
  }

  @Test func `no guide holds a line a kata asks the learner to write`() throws {
    let katas = try JSONDecoder().decode(
      Katas.self, from: Data(try Self.text(of: "Katas/katas.json").utf8))
    let counts = try Self.packageLines()
    let answers = try katas.katas.flatMap {
      Self.answerLines(of: try Self.text(of: "Katas/Exercises/\($0.start)"), counts: counts)
    }
    #expect(answers.count >= 40)
    let given = Self.found(answers, in: try Self.guideTexts())
    #expect(given == [])
  }

  @Test func `no guide says what a kata's wrong versions are`() throws {
    let katas = try JSONDecoder().decode(
      Katas.self, from: Data(try Self.text(of: "Katas/katas.json").utf8))
    let counts = try Self.packageLines()
    let wrong = katas.katas.flatMap { $0.wrongVersions ?? [] }
    #expect(wrong.count >= 15)
    var spoilers = wrong.map { $0.hint }
    for version in wrong {
      spoilers += Self.lines("+", of: try Self.text(of: "Katas/Exercises/\(version.patch)"))
        .filter { Self.isLong($0) && counts[$0] == nil }
    }
    let steps = try GuideBlock.tutorialSteps(in: Self.packageRoot).map {
      ($0, try Self.text(of: $0))
    }
    #expect(steps.count >= 30)
    let told = Self.found(spoilers, in: try Self.guideTexts() + steps)
    #expect(told == [])
  }

  @Test func `the answer lines are those the kata takes away and nothing else keeps`() {
    let patch = """
      --- a/Sources/A.swift
      +++ b/Sources/A.swift
      -    let sections = Self.sections(of: items)
      -    throw .notStored(.of(error))
      -    return nil
      -    wireframe.presentEditInterface(for: shownRows[row - 1])
      +    // Kata: wireframe.presentEditInterface(for: shownRows[row - 1])
      +    wireframe.presentEditInterface(for: shownRows[row - 1])
      """
    let counts = [
      "let sections = Self.sections(of: items)": 1, "throw .notStored(.of(error))": 2,
      "return nil": 1, "wireframe.presentEditInterface(for: shownRows[row - 1])": 1,
    ]
    #expect(
      Self.answerLines(of: patch, counts: counts) == ["let sections = Self.sections(of: items)"])
    #expect(
      Self.found(
        ["let sections = Self.sections(of: items)"],
        in: [("G.md", "```swift\n  let sections = Self.sections(of: items)\n```"), ("H.md", "")])
        == ["G.md: let sections = Self.sections(of: items)"])
  }
}
