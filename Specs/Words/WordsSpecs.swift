import Fakes
import Foundation
import Testing
import TodoTerminal

@testable import TodoVIPER

/// The words of a session: one table per language, used whole or not at all, and sentences
/// with their values put in.
struct WordsSpecs {
  /// A translation source with tables in memory.
  struct Tables: TranslationSource {
    var tables: [String: [String: String]]
    var languages: [String] { tables.keys.sorted() }

    func table(_ table: String, of language: String) -> Result<[String: String], TranslationProblem>
    {
      tables[language].map { .success($0) } ?? .failure(TranslationProblem(reason: "none"))
    }

    func path(ofTable table: String, of language: String) -> String {
      "\(language).lproj/\(table).strings"
    }
  }

  /// Every word, in English but for the ones given, with English's plural rule and the forms
  /// of its counted words for `one`.
  static func table(_ changes: [Word: String] = [:]) -> [String: String] {
    var table = Dictionary(uniqueKeysWithValues: Word.allCases.map { ($0.rawValue, $0.english) })
    table["plural.one"] = "i = 1 and v = 0"
    for word in Word.counted { table[word.key(for: .one)] = word.english(for: .one) }
    for (word, text) in changes { table[word.rawValue] = text }
    return table
  }

  @Test func `values go into a sentence in order, or by their numbers`() {
    #expect(Words.format("%@ and %d", ["milk", "2"]) == "milk and 2")
    #expect(Words.format("%2$@, then %1$@", ["first", "second"]) == "second, then first")
    #expect(Words.format("100%% of %@", ["it"]) == "100% of it")
    #expect(Words.format("%@ and %@", ["one"]) == "one and ")
    #expect(Words.format("50% off", []) == "50% off")
  }

  @Test func `Japanese and Chinese drop the space a value of their own script does not need`() {
    #expect(Words.format("期日（%@ 以降）", ["2026-11-23"], spacesHan: true) == "期日（2026-11-23 以降）")
    #expect(Words.format("期日（%@ 以降）", ["10 秒後"], spacesHan: true) == "期日（10 秒後以降）")
    #expect(Words.format("请选择 %@ 或之后", ["自 1970 年起"], spacesHan: true) == "请选择自 1970 年起或之后")
    #expect(Words.format("ID %@ の", ["項目"], spacesHan: true) == "ID 項目の")
    #expect(Words.format("%@ 以降 %@ 秒", ["秒後", "x"], spacesHan: true) == "秒後以降 x 秒")
    #expect(Words.format("期日（%@ 以降）", ["10 秒後"]) == "期日（10 秒後 以降）")
  }

  @Test func `a sentence is worded with the translation, its values as they are`() {
    let words = Words(
      for: Locale(identifier: "de_DE"),
      from: Tables(tables: [
        "de": Self.table([.listNoSuchRow: "Es gibt keinen Eintrag %1$d: öffne 1 bis %2$d."])
      ]))

    #expect(words.language == "de")
    #expect(
      words(.listNoSuchRow, .number(9), .number(5)) == "Es gibt keinen Eintrag 9: öffne 1 bis 5.")
    #expect(words.locale == Locale(identifier: "de_DE"))
  }

  @Test func `a translation that lacks a word is not used: everything is English`() {
    var german = Self.table([.listSectionTomorrow: "Morgen"])
    german["add.cancelled"] = nil
    let words = Words(
      for: Locale(identifier: "de_DE"), from: Tables(tables: ["de": german]))

    #expect(words(.listSectionTomorrow) == "Tomorrow")
    #expect(words.isEnglish)
    #expect(words.locale == Locale(identifier: "en_US_POSIX"))
    #expect(
      words.problem == "the de translation (de.lproj/Localizable.strings) lacks add.cancelled")
  }

  @Test func `a region's own translation comes before another region's of the same language`() {
    #expect(
      Words.localization(for: Locale(identifier: "pt_PT"), among: ["pt-BR", "pt-PT"]) == "pt-pt")
    #expect(
      Words.localization(for: Locale(identifier: "pt_AO"), among: ["pt-BR", "pt-PT"]) == "pt-br")
  }

  @Test func `a % that is not a value is text, and the values after it keep their order`() {
    #expect(Words.format("100%5 of %@, then %d%%", ["x", "7"]) == "100%5 of x, then 7%")
    #expect(Words.format("%1$x %@", ["x"]) == "%1$x x")
  }

  @Test func `a table that lacks many words is named by its first three, and how many more`() {
    #expect(Words.named(["a", "b"]) == "a, b")
    #expect(Words.named(["a", "b", "c"]) == "a, b, c")
    #expect(Words.named(["a", "b", "c", "d", "e"]) == "a, b, c and 2 more")
  }

  @Test func `a translation whose values differ from English's is not used`() {
    let words = Words(
      for: Locale(identifier: "fr_FR"),
      from: Tables(tables: [
        "fr": Self.table([
          .listSectionTomorrow: "Demain", .formAtLine: "ligne %@ : %@",
        ])
      ]))

    #expect(words(.listSectionTomorrow) == "Tomorrow")
    #expect(
      words.problem
        == "the fr translation (fr.lproj/Localizable.strings) has other values than English in "
        + "form.atLine")
  }

  @Test func `the values of a sentence are read by number, then in order; %% is no value`() {
    #expect(
      Words.specifiers(in: "%2$d of %1$@, 100%% done, %@ left, %5 and %x are text").map {
        "\($0.number)\($0.kind)"
      } == ["1@", "1@", "2d"])
  }

  @Test func `numbered values may be reordered, and are the same values`() {
    let words = Words(
      for: Locale(identifier: "ja_JP"),
      from: Tables(tables: ["ja": Self.table([.formAtLines: "%3$@（%1$d〜%2$d 行目）"])]))

    #expect(words.problem == nil)
    #expect(words(.formAtLines, .number(2), .number(3), .text("空です")) == "空です（2〜3 行目）")
  }

  @Test func `a message that is not a word is shown as it is, in every language`() {
    #expect(Message.verbatim("the disk is full").description == "the disk is full")
    #expect(
      Message(.addNotSaved, .message(.verbatim("the disk is full"))).description
        == "The item was not saved: the disk is full")
  }

  @Test(arguments: [
    (253_402_351_199.5, "en_US_POSIX", "253,402,351,199.5"),
    (253_402_351_199.5, "de_DE", "253.402.351.199,5"),
    (253_402_351_199.5, "fr_FR", "253\u{202F}402\u{202F}351\u{202F}199,5"),
    (253_402_351_199.5, "ar_EG", "253,402,351,199.5"),
    (1_795_305_600, "de_DE", "1.795.305.600"), (-62_167_269_600.25, "de_DE", "-62.167.269.600,25"),
    (100_000, "de_DE", "100.000"), (999, "de_DE", "999"), (1000, "de_DE", "1.000"),
    (0.5, "de_DE", "0,5"), (0, "de_DE", "0"), (1e16, "de_DE", "1e+16"), (.infinity, "de_DE", "inf"),
  ])
  func `a number with a fraction is written as the language writes it, in Latin digits`(
    _ number: Double, _ locale: String, _ written: String
  ) {
    let words = Words(
      for: Locale(identifier: locale),
      from: Tables(tables: ["de": Self.table(), "fr": Self.table(), "ar": Self.table()]))
    #expect(words.written(number) == written)
  }

  @Test func `a message that is not a word is escaped and isolated, as a text in a sentence`() {
    let arabic = Words(
      for: Locale(identifier: "ar_EG"), from: Tables(tables: ["ar": Self.table()]))

    #expect(
      arabic.text(.verbatim("2026-11-18T00:00:00Z")) == "\u{2068}2026-11-18T00:00:00Z\u{2069}")
    #expect(arabic.text(.verbatim("x\u{2069}")) == "\u{2068}x\\u{2069}\u{2069}")
    #expect(arabic.text(.verbatim("الآن")) == "الآن")
    #expect(Words.english.text(.verbatim("x\u{2069}")) == "x\\u{2069}")
    #expect(Words.english.text(.verbatim("الآن")) == "\u{2068}الآن\u{2069}")
    #expect(Words.english.text(.verbatim("now")) == "now")
  }

  @Test func `a no-break space joins a left-to-right run, as a space does`() {
    #expect(
      Words.isolated("تاريخ ISO\u{00A0}8601 مع Z", [])
        == "تاريخ \u{2068}ISO\u{00A0}8601\u{2069} مع \u{2068}Z\u{2069}")
  }

  @Test func `todo: begins a line of its own isolated in a language written right to left`() {
    let arabic = Words(
      for: Locale(identifier: "ar_EG"), from: Tables(tables: ["ar": Self.table()]))

    #expect(arabic.programPrefix == "\u{2068}todo:\u{2069} ")
    #expect(Words.english.programPrefix == "todo: ")
  }

  @Test func `the system's reason is the table's words, in English too`() {
    let german = Words(
      for: Locale(identifier: "de_DE"),
      from: Tables(tables: ["de": Self.table([.systemENOENT: "Datei nicht gefunden"])]))

    #expect(Words.english.text(.systemError(ENOENT)) == "No such file or directory")
    #expect(Words.english.text(.systemError(EDQUOT)) == "Disk quota exceeded")
    #expect(Words.english.text(.systemError(ENXIO)) == "System error (errno 6)")
    #expect(german.text(.systemError(ENOENT)) == "Datei nicht gefunden")
  }

  // MARK: - The tables as built

  /// The `%@` and `%d` of every word of a table, by key.
  static func specifiers(of table: [String: String]) -> [String: [String]] {
    table.mapValues { text in
      Words.specifiers(in: text).map { "\($0.number)\($0.kind)" }
    }
  }

  @Test func `the English table is the English built in, key for key and word for word`() throws {
    let bundle = try #require(ResourceBundle.installed)
    let english = try bundle.table("Localizable", of: "en").get()

    #expect(english == Self.table())
  }

  @Test
  func `every translation has exactly the translated words of English, with the same values`()
    throws
  {
    let bundle = try #require(ResourceBundle.installed)
    let english = try bundle.table("Localizable", of: "en").get()
      .filter { Word(rawValue: $0.key)?.isTranslated == true }
    #expect(
      bundle.languages == ["ar", "de", "en", "es", "fr", "ja", "pt-br", "zh-hans", "zh-hant"])
    for language in bundle.languages where language != "en" {
      let table = try bundle.table("Localizable", of: language).get()
      let rules = table.keys.filter { $0.hasPrefix("plural.") }
      let forms = Set(
        rules.flatMap { rule in Word.counted.map { "\($0.rawValue).\(rule.dropFirst(7))" } })
      #expect(Set(table.keys) == Set(english.keys).union(rules).union(forms), "\(language)")
      #expect(
        Self.specifiers(of: table.filter { english[$0.key] != nil })
          == Self.specifiers(of: english), "\(language)")
      #expect(Words(for: Locale(identifier: language), from: bundle).problem == nil)
    }
  }
}
