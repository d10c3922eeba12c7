import Fakes
import Foundation
import Testing
import TodoVIPER

/// `help` and `--help` fit the terminal's columns, in every language: the built `todo`, its
/// output a file, so that no terminal answers and `COLUMNS` gives the width.
///
/// A line is measured in columns by a rule of this test's own: an ideograph, a kana, a Hangul
/// syllable and a full-width form or mark take two; a combining mark and a format character
/// (such as an isolate) none; any other character one. A line wider than the width must be one
/// word (a path, an instant), standing alone.
struct HelpColumnsEndToEndTests {
  static let locales = [
    "en_US", "de_DE", "es_ES", "fr_FR", "pt_BR", "ja_JP", "zh_CN", "zh_TW", "ar_EG",
  ]
  static let options = [
    "--now", "2026-11-18T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "2", "--in-memory",
  ]

  /// The columns `line` takes, by the rule above.
  static func columns(_ line: Substring) -> Int {
    line.unicodeScalars.reduce(0) { total, scalar in
      switch scalar.value {
      case 0x0300...0x036F, 0x0610...0x061A, 0x064B...0x065F, 0x200B...0x200F, 0x2066...0x2069:
        total
      case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
        total + 2
      default: total + 1
      }
    }
  }

  /// The folder `--help` names for macOS, a path with a space in it: one word.
  static let macOSFolder = "~/Library/Application Support/viper-todo/todos.json"

  /// Whether `line` is more than one word.
  static func hasWords(_ line: Substring) -> Bool {
    line.replacingOccurrences(of: macOSFolder, with: "path").trimmingCharacters(in: .whitespaces)
      .contains(" ")
  }

  /// The lines of `text` wider than `width` that are more than one word.
  static func tooWide(_ text: String, width: Int) -> [String] {
    text.split(separator: "\n").filter { columns($0) > width && hasWords($0) }.map(String.init)
  }

  /// Every locale at both widths, 80 and 40, the first nine every locale once, the widths in
  /// turn.
  ///
  /// `HelpColumnsTests` lays out help for all eighteen in its own process; here each case
  /// starts `todo`, so a plain `swift test` takes a sample of the first nine and a full run
  /// (CI's) all eighteen.
  static let localesAndWidths: [(String, Int)] = {
    let inTurn = Self.locales.enumerated().map { ($0.element, $0.offset % 2 == 0 ? 80 : 40) }
    return inTurn + inTurn.map { ($0.0, $0.1 == 80 ? 40 : 80) }
  }()
  static let sampledLocalesAndWidths = SuiteSize.pick(
    quick: Array(localesAndWidths.prefix(locales.count)), full: localesAndWidths)

  /// Help's words and width through the built `todo`, each language's layout being checked in
  /// `HelpColumnsTests`.
  ///
  /// A plain `swift test` takes every third case of the nine from the third (Spanish at 80,
  /// Japanese at 40, Arabic at 80; `--help` below takes those from the first).
  @Test(arguments: SuiteSize.sample(sampledLocalesAndWidths, every: 3, from: 2))
  func `help fits COLUMNS in every language`(_ locale: String, _ width: Int) async throws {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", locale], input: "help\n",
      environment: ["COLUMNS": "\(width)"])
    // The first line is the list's, before the help.
    let help = result.output.drop { $0 != "\n" }
    #expect(Self.tooWide(String(help), width: width) == [])
    #expect(result.status == 0)
  }

  @Test func `the edit form's help fits COLUMNS too`() async throws {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", "ja_JP"],
      input: (Script.add("T", due: "2026-11-19") + "open 1\nhelp\ncancel\n"),
      environment: ["COLUMNS": "40"])
    // The help: from its first line to the line the form says as it closes.
    let lines = result.output.split(separator: "\n").drop { !$0.hasPrefix("編集フォームのコマンド") }
    let help = Array(lines.prefix { !$0.hasPrefix("キャンセルしました") })
    #expect(Self.tooWide(help.joined(separator: "\n"), width: 40) == [])
    // Its first line, and a line at least for each field and each of the four actions.
    #expect(help.count >= 1 + EntryField.allCases.count + 4)
    #expect(help.contains("  delete  項目を削除して閉じる（確認のた"))
  }

  /// `--help` is English in every locale, and its lines are the same: a plain `swift test`
  /// takes every third case of the nine above (English at 80, French at 40, Simplified Chinese
  /// at 80), a full run all eighteen.
  @Test(arguments: SuiteSize.sample(sampledLocalesAndWidths, every: 3))
  func `--help fits COLUMNS, in English whatever the locale`(_ locale: String, _ width: Int)
    async throws
  {
    let result = try await TodoRunner.run(
      ["--help"], environment: ["COLUMNS": "\(width)", "LANG": "\(locale).UTF-8"])
    #expect(Self.tooWide(result.output, width: width) == [])
    #expect(result.output.hasPrefix("usage: todo [options]\n"))
  }

  /// The most columns a line of `--help` of more than one word takes at `COLUMNS` = `value`
  /// (a line of one word, the store's path in the run's folder, may be wider).
  static func widestHelpLine(columns value: String) async throws -> Int {
    let result = try await TodoRunner.run(["--help"], environment: ["COLUMNS": value])
    return result.output.split(separator: "\n").filter(hasWords).map(Self.columns).max() ?? 0
  }

  @Test func `COLUMNS sets the width, never below 40, and 80 when it is not a number`()
    async throws
  {
    // Each value starts `todo`: a plain `swift test` takes one of each rule (a width, one below
    // 40, one that is not a number), a full run (CI's) all six.
    let each = [("200", 199), ("10", 40), ("wide", 80)]
    let expected = SuiteSize.pick(quick: each, full: each + [("100", 100), ("40", 40), ("", 80)])
    var widest: [String] = []
    for (value, _) in expected {
      widest.append("\(value): \(try await Self.widestHelpLine(columns: value))")
    }
    #expect(widest == expected.map { "\($0.0): \($0.1)" })
  }

  @Test(arguments: [("ja_JP", "明日"), ("zh_CN", "明天"), ("zh_TW", "明天"), ("de_DE", "morgen")])
  func `explain aligns its values in one column, whatever the labels' widths`(
    _ locale: String, _ tomorrow: String
  ) async throws {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", locale], input: "explain \(tomorrow)\n")
    // The case line after the rows is data, not a row.
    let rows = result.output.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("case: ") }
    let valueColumns = Set(
      rows.map { row in
        let value = row.firstRange(of: "  ").map { range in
          row[range.lowerBound...].firstIndex { $0 != " " } ?? row.endIndex
        }
        return Self.columns(row[..<(value ?? row.endIndex)])
      })
    #expect(rows.count == 11)
    #expect(valueColumns.count == 1, "\(valueColumns.sorted())")
  }

  /// The most columns a line of `output` of more than one word takes, line ends `\r\n`.
  static func widest(_ output: String) -> Int {
    output.replacingOccurrences(of: "\r", with: "").split(separator: "\n").filter(hasWords)
      .map(Self.columns).max() ?? 0
  }

  @Test func `at a terminal its size wins over COLUMNS, and a size of 0×0 is unknown`()
    async throws
  {
    let todo = TodoRunner.executable.path
    let sized = try await TodoRunner.run(
      viaScript: ["-qec", "stty cols 60 rows 20; \(todo) --help", "/dev/null"],
      environment: ["COLUMNS": "100"])
    let unknown = try await TodoRunner.run(
      viaScript: ["-qec", "stty cols 0 rows 0; \(todo) --help", "/dev/null"],
      environment: ["COLUMNS": "50"])

    let widths: [Int] = [Self.widest(sized.output), Self.widest(unknown.output)]
    #expect(widths == [60, 50])
  }
}
