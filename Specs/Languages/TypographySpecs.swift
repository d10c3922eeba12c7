import Fakes
import Foundation
import Testing
import TodoTerminal

@testable import TodoVIPER

/// The translations as built, read as a typesetter would: each language quotes a user's text its
/// own way, in every message, and punctuates as its readers expect; and no table holds a word
/// nobody can read in it.
///
/// What a user typed or named goes in the language's quotes: a title, a line typed, a command to
/// type (`help`, `cancel`, `open 1`), a value read from the store file, a path. The store file's
/// own keys ("title", "due", "id" …) stay as the file writes them, in straight double quotes.
struct TypographySpecs {
  /// The quotes around a user's text, by language.
  static let quotes: [String: (open: String, close: String)] = [
    "de": ("„", "“"), "fr": ("«\u{00A0}", "\u{00A0}»"), "es": ("«", "»"), "pt-br": ("“", "”"),
    "ja": ("「", "」"), "zh-hans": ("“", "”"), "zh-hant": ("「", "」"), "ar": ("«", "»"),
  ]

  /// The values that are a user's text, by key: the specifier each sentence quotes.
  static let usersText: [String: [String]] = [
    "edit.gone": ["%@"], "edit.showing": ["%1$@"], "file.dueOutOfRange": ["%@"],
    "file.completionOutOfRange": ["%@"], "date.notADate": ["%1$@"], "date.cannotPlace": ["%1$@"],
    "terminal.unknownCommand": ["%1$@", "help"], "edit.unknownCommand": ["%1$@", "help"],
    "terminal.lineNotUTF8": ["help"], "terminal.lineTooLong": ["help"],
    "terminal.explainNeedsDate": ["explain %1$@"], "terminal.openNeedsRow": ["open 1"],
    "form.notUTF8TypeAgain": ["cancel"], "form.tooLongTypeShorter": ["cancel"],
    "help.commands": ["cancel"], "item.badInstant": ["%2$@"], "item.badID": ["%@"],
    "launch.memoryOnly": ["%@"], "store.lockWait": ["%1$@"], "store.unreadable": ["%1$@"],
    "store.badPath": ["%1$@"], "store.notAToDoFile": ["%1$@"], "store.invalidItem": ["%1$@"],
    "store.folderMissing": ["%1$@", "%2$@"], "store.cannotSave": ["%1$@"],
    "fs.cannotLock": ["%@"], "fs.lockHeld": ["%1$@"], "fs.lockCancelled": ["%@"],
    "fs.stickyFolder": ["%1$@"], "fs.cannotWriteTemporary": ["%@"],
    "fs.cannotRename": ["%1$@", "%2$@"], "fs.cannotCreateTemporary": ["%@"],
    "fs.lockNotRegular": ["%1$@"], "fs.cannotCreateLock": ["%@"], "fs.cannotOpenLock": ["%@"],
    "fs.cannotMakeFolder": ["%@"], "help.storeFile": ["%@"], "edit.itemChangedMeanwhile": ["%@"],
    "edit.changedMeanwhile": ["%@"], "edit.deleteChangedMeanwhile": ["%@"],
    "fs.notYours": ["%1$@"], "fs.cannotMakePrivate": ["%@"],
  ]

  /// Every translated table as built, by language.
  static func tables() throws -> [String: [String: String]] {
    let bundle = try #require(ResourceBundle.installed)
    var tables: [String: [String: String]] = [:]
    for language in bundle.languages where language != "en" {
      tables[language] = try bundle.table("Localizable", of: language).get()
    }
    return tables
  }

  @Test func `every translation quotes a user's text, and a command to type, with its quotes`()
    throws
  {
    let tables = try Self.tables()
    #expect(Set(tables.keys) == Set(Self.quotes.keys))
    var unquoted: [String] = []
    for (language, table) in tables {
      let (open, close) = try #require(Self.quotes[language])
      for (key, values) in Self.usersText {
        let text = table[key] ?? ""
        for value in values where !text.contains(open + value + close) {
          unquoted.append("\(language) \(key) \(value)")
        }
      }
    }
    #expect(unquoted.sorted() == [])
  }

  @Test func `English quotes a title, a line typed and a command with straight single quotes`()
    throws
  {
    let english = try #require(ResourceBundle.installed).table("Localizable", of: "en").get()
    let values: [String: [String]] = [
      "edit.gone": ["%@"], "file.dueOutOfRange": ["%@"], "file.completionOutOfRange": ["%@"],
      "date.notADate": ["%1$@"], "date.cannotPlace": ["%1$@"],
      "terminal.unknownCommand": ["%1$@", "help"], "edit.unknownCommand": ["%1$@", "help"],
      "terminal.lineNotUTF8": ["help"], "terminal.lineTooLong": ["help"],
      "terminal.explainNeedsDate": ["explain %1$@"], "terminal.openNeedsRow": ["open 1"],
      "form.notUTF8TypeAgain": ["cancel"], "form.tooLongTypeShorter": ["cancel"],
      "help.commands": ["cancel"],
    ]
    let unquoted = values.flatMap { key, values in
      values.filter { !(english[key] ?? "").contains("'\($0)'") }.map { "\(key) \($0)" }
    }
    #expect(unquoted.sorted() == [])
  }

  @Test func `no translation quotes with a straight single quote`() throws {
    var straight: [String] = []
    for (language, table) in try Self.tables() {
      straight += table.filter { $0.value.contains("'") }.keys.map { "\(language) \($0)" }
    }
    #expect(straight.sorted() == [])
  }

  @Test
  func `French has a no-break space before : and a narrow one before ; ? !, and inside « »`()
    throws
  {
    let french = try #require(try Self.tables()["fr"])
    var wrong: [String] = []
    // A plural rule (plural.many) is CLDR's syntax, not French.
    for (key, text) in french where !key.hasPrefix("plural.") {
      let characters = Array(text)
      for (index, character) in characters.enumerated() {
        let before = index > 0 ? characters[index - 1] : "\n"
        let after = index + 1 < characters.count ? characters[index + 1] : " "
        // A colon inside a time or a path ("09:30:00", "x:y") is no punctuation.
        let isPunctuation = after == " " || after == "\n" || after == "\u{00A0}"
        switch character {
        case ":" where isPunctuation && before != "\u{00A0}": wrong.append("\(key) :")
        case ";" where before != "\u{202F}", "?" where before != "\u{202F}",
          "!" where before != "\u{202F}":
          wrong.append("\(key) \(character)")
        case "«" where after != "\u{00A0}": wrong.append("\(key) «")
        case "»" where before != "\u{00A0}": wrong.append("\(key) »")
        default: break
        }
      }
    }
    #expect(wrong.sorted() == [])
  }

  @Test func `Japanese and Chinese punctuate with full-width marks, not a colon and a space`()
    throws
  {
    var halfWidth: [String] = []
    for (language, table) in try Self.tables()
    where ["ja", "zh-hans", "zh-hant"].contains(language) {
      for (key, text) in table where text.contains(": ") || text.hasSuffix(":") {
        halfWidth.append("\(language) \(key)")
      }
    }
    #expect(halfWidth.sorted() == [])
  }

  /// The separator of the items of a list, by language: Japanese and Chinese a 、 (JTF style
  /// guide; GB/T 15834's 顿号), the others a comma and a space.
  nonisolated static let listSeparators = [
    ("en_US", ", "), ("de_DE", ", "), ("fr_FR", ", "), ("es_ES", ", "), ("pt_BR", ", "),
    ("ja_JP", "、"), ("zh_CN", "、"), ("zh_TW", "、"), ("ar_EG", "، "),
  ]

  @Test(arguments: listSeparators)
  @MainActor func `a list the code fills in is joined as the language joins a list`(
    _ locale: String, _ separator: String
  ) async {
    #expect(
      await ScreenWords.commandHint(in: locale).contains(
        ["list", "add", "open", "explain", "help", "quit"].joined(separator: separator)))
    #expect(
      await ScreenWords.editCommandHint(in: locale).contains(
        ["title", "due", "save", "done", "delete", "cancel"].joined(separator: separator)))
  }

  /// A plain `swift test` starts `todo` in German and Japanese (a comma and a 、), a full run in
  /// every language.
  @Test(arguments: SuiteSize.sample(listSeparators, every: 4, from: 1))
  @MainActor func `the first line lists the commands as the language joins a list`(
    _ locale: String, _ separator: String
  ) async {
    let terminal = ScriptedTerminal(lines: [])
    _ = await TodoCommandLine.run(
      arguments: ["--in-memory"],
      defaults: TodoOptions.Defaults(timeZone: .gmt, locale: Locale(identifier: locale)),
      clock: FixedClock(.nov22At10), streams: terminal,
      style: TerminalStyle(showsPrompts: true, usesColor: false, usesColorOnErrors: false),
      translations: ResourceBundle.installed)
    #expect(
      terminal.output.output.split(separator: "\n").first?.contains(
        ["list", "add", "open", "explain", "help", "quit"].joined(separator: separator)) == true)
  }

  @Test func `every translation keeps ISO 8601 on one line, with a no-break space`() throws {
    var split: [String] = []
    for (language, table) in try Self.tables() {
      split += table.filter { $0.value.contains("ISO 8601") }.keys.map { "\(language) \($0)" }
    }
    #expect(split.sorted() == [])
  }

  @Test(arguments: [("zh-hans", "待办项", "待办事项"), ("zh-hant", "待辦項", "待辦事項")])
  func `Chinese calls a to-do item by one name throughout`(
    _ language: String, _ other: String, _ name: String
  ) throws {
    let table = try #require(try Self.tables()[language])
    #expect(table.filter { $0.value.contains(other) }.keys.sorted() == [])
    #expect(table["list.noContent"]?.contains(name) == true)
  }

  /// The words shown only in English: the warning that a translation could not be used (so the
  /// words are English), its reasons (always English), and the due-date prompt without a day
  /// (the presenters replace it before the form shows).
  static let englishOnly = [
    "form.dueDate", "launch.translationWarning", "translation.lacks", "translation.otherValues",
    "translation.unreadable",
  ]

  @Test func `no translation has a word that is never shown translated`() throws {
    for (language, table) in try Self.tables() {
      #expect(Self.englishOnly.filter { table[$0] != nil } == [], "\(language)")
    }
  }

  @Test func `the words never shown translated are the ones a translation leaves out`() {
    #expect(Word.allCases.filter { !$0.isTranslated }.map(\.rawValue).sorted() == Self.englishOnly)
  }
}
