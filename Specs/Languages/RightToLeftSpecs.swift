import Fakes
import Foundation
import Testing
import TodoTerminal

@testable import TodoVIPER

/// Arabic as a bidi terminal lays it out (UAX #9): every left-to-right run of a line between
/// U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE, no isolate shown as the text
/// of its escape, and the first strong letter of a line that has an Arabic one Arabic, so that
/// the terminal lays the line out right to left (P2, P3: the letters of an isolate do not count).
///
/// A run is a Latin letter, or a number with a mark inside it (`2026-11-18`, `8-9`, `09:30`).
/// Outside an isolate, UAX #9 turns the digits after an Arabic letter into Arabic numbers (W2)
/// and the marks between them into right-to-left ones: a bidi terminal shows
/// `2026-11-18T00:00:00Z` as `18T00:00:00Z-11-2026`. A number alone (`12`) and the list's row
/// numbers (`1.`) keep their order, and need no isolate.
@MainActor
struct RightToLeftSpecs {
  /// The runs of `line` that no isolate holds: Latin words, and numbers with a mark inside them.
  static func unisolatedRuns(in line: String) -> [String] {
    var runs: [String] = []
    var run = ""
    var depth = 0
    /// Ends the run, and keeps it when it is more than a number alone.
    func end() {
      if run.contains(where: { !$0.isNumber }) { runs.append(run) }
      run = ""
    }
    let characters = Array(line)
    for (index, character) in characters.enumerated() {
      switch character {
      case "\u{2066}", "\u{2067}", "\u{2068}":
        end()
        depth += 1
        continue
      case "\u{2069}":
        end()
        depth = max(0, depth - 1)
        continue
      default: break
      }
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if depth == 0, isLeftToRight(character) {
        run.append(character)
      } else if depth == 0, !run.isEmpty, "-./:_+".contains(character), isLeftToRight(next) {
        run.append(character)
      } else {
        end()
      }
    }
    end()
    return runs
  }

  /// Whether `character` is a Latin (Greek, Cyrillic) letter or an ASCII digit.
  static func isLeftToRight(_ character: Character) -> Bool {
    character.isASCII
      ? character.isLetter || character.isNumber
      : character.isLetter && character.unicodeScalars.allSatisfy { $0.value < 0x0590 }
  }

  /// Whether the first strong letter of `line` outside its isolates is Arabic: `nil` when it has
  /// none (a line of isolated values only, such as a prompt).
  static func startsRightToLeft(_ line: String) -> Bool? {
    var depth = 0
    for character in line {
      switch character {
      case "\u{2066}", "\u{2067}", "\u{2068}": depth += 1
      case "\u{2069}": depth = max(0, depth - 1)
      default:
        guard depth == 0, character.isLetter else { continue }
        return character.unicodeScalars.allSatisfy { (0x0600...0x08FF).contains($0.value) }
      }
    }
    return nil
  }

  /// What is wrong with `line` of an Arabic screen, for a failing expectation: its unisolated
  /// runs, an escaped isolate, a start left to right.
  static func problems(of line: String) -> [String] {
    var problems = unisolatedRuns(in: line).map { "unisolated \($0)" }
    if line.contains("\\u{2068}") || line.contains("\\u{2069}") {
      problems.append("escaped isolate")
    }
    if line.contains(where: { $0.isLetter && ("\u{0600}"..."\u{06FF}").contains($0) }),
      startsRightToLeft(line) != true
    {
      problems.append("laid out left to right")
    }
    return problems.map { "\($0) in \(line)" }
  }

  @Test func `the rule finds a bare instant, an escaped isolate and a line that starts in Latin`() {
    #expect(
      Self.unisolatedRuns(in: "بداية اليوم  2026-11-18T00:00:00Z") == ["2026-11-18T00:00:00Z"])
    #expect(Self.unisolatedRuns(in: "بداية اليوم  \u{2068}2026-11-18T00:00:00Z\u{2069}") == [])
    #expect(Self.unisolatedRuns(in: "  1. \u{2068}Pay rent\u{2069} (الخميس)") == [])
    #expect(Self.unisolatedRuns(in: "الأسطر 8-9، العنصر 12.") == ["8-9"])
    let escaped = "ثانية \u{2068}x\u{2069}، \\u{2068}1\\u{2069}"
    #expect(
      Self.problems(of: escaped)
        == ["unisolated u", "unisolated u", "escaped isolate"].map { "\($0) in \(escaped)" })
    #expect(Self.startsRightToLeft("todo: «\u{2068}/a\u{2069}»: ليس ملف مهام") == false)
    #expect(Self.startsRightToLeft("\u{2068}todo:\u{2069} «\u{2068}/a\u{2069}»: ليس") == true)
    #expect(Self.startsRightToLeft("\u{2068}edit\u{2069}> ") == nil)
  }

  @Test func `every value an Arabic explain shows is isolated, and no isolate is shown escaped`() {
    let rows =
      ScreenWords.explanation(in: "ar_EG")
      + ScreenWords.explanation(in: "ar_EG", now: ScreenWords.beyond9999)
    #expect(rows.flatMap { Self.problems(of: $0.label + "  " + $0.value) } == [])
  }

  @Test func `the lines todo writes before a session start right to left: todo: is isolated`()
    async
  {
    let noHome = ScriptedTerminal(lines: [])
    let memoryOnly = ScriptedTerminal(lines: [])
    let runs: [(ScriptedTerminal, Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder>?)] = [
      (noHome, .failure(DefaultStoreFile.NoHomeFolder(home: nil))), (memoryOnly, nil),
    ]
    for (terminal, file) in runs {
      _ = await TodoCommandLine.run(
        arguments: ["--locale", "ar_EG"] + (file == nil ? ["--store", "/srv/todo.json"] : []),
        defaults: TodoOptions.Defaults(
          timeZone: .gmt, locale: Locale(identifier: "ar_EG"), storeFile: file),
        clock: FixedClock(.nov22At10), streams: terminal, style: .plain,
        translations: ResourceBundle.installed,
        openStore: file == nil ? nil : StoreOpenerSpy().opener)
    }
    let lines =
      (noHome.output.error + memoryOnly.output.error
      + TodoCommandLine.lockWaitMessage(
        lockPath: "/srv/todo.json.lock", timeout: .seconds(30), words: ScreenWords.words("ar_EG")))
      .split(separator: "\n").map(String.init)

    #expect(lines.count == 5)
    #expect(lines.flatMap(Self.problems(of:)) == [])
  }

  @Test func `every Arabic word, its values put in, isolates each left-to-right run`() {
    let words = ScreenWords.words("ar_EG")
    let problems = Word.allCases.filter(\.isTranslated).flatMap { word in
      let values = Words.englishSpecifiers[word] ?? []
      let message = Message(
        word,
        arguments: values.map {
          $0.kind == "d" ? .number(12) : .text("Pay rent 2026-11-18")
        })
      return words.text(message).split(separator: "\n").flatMap {
        Self.problems(of: String($0)).map { "\(word.rawValue): \($0)" }
      }
    }
    #expect(problems == [])
  }
}
