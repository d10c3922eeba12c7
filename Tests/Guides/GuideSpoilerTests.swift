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
      var name: String
      var start: String
      var wrongVersions: [WrongVersion]?
    }
    var katas: [Kata]
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
        for line in ((try? text(of: "\(folder)/\(file)")) ?? "").split(separator: "\n") {
          guard line.utf8.count >= 25 else { continue }
          counts[line.trimmingCharacters(in: .whitespaces), default: 0] += 1
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
    let told = Self.found(spoilers, in: try Self.guideTexts())
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
