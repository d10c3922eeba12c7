import Foundation
import Testing

@testable import TodoTerminal
@testable import TodoVIPER

/// The translations know when they are stale, and their headers are written from one list.
///
/// Each translation records the English it was made from, a fingerprint a word
/// (`Sources/TodoVIPER/Words/TranslationRecord.txt`, written by `.ci/translated`): when a word's
/// English changes, every translation of it is named here until it is translated again and
/// recorded. A table that lacks a word is still not used at all (`WordsSpecs`): this check is
/// about words every table has, whose English moved on.
struct TranslationTablesTests {
  static let resources = EnglishTableTests.packageRoot.appending(
    path: "Sources/TodoVIPER/Resources")

  /// The folder names of the translations' tables: `de`, `pt-BR` …, English's left out.
  static func languages() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: resources.path)
      .filter { $0.hasSuffix(".lproj") && $0 != "en.lproj" }
      .map { String($0.dropLast(".lproj".count)) }.sorted()
  }

  @Test func `every translation was made from the English as it is now`() throws {
    let record = try String(
      contentsOf: EnglishTableTests.packageRoot.appending(
        path: "Sources/TodoVIPER/Words/TranslationRecord.txt"),
      encoding: .utf8)
    let languages = try Self.languages()

    #expect(languages.count == 8)
    #expect(
      Word.staleTranslations(in: record, languages: languages) == [],
      "their English changed since they were translated: translate each again, then record it with .ci/translated LANGUAGE KEY"
    )
  }

  @Test func `a fingerprint is the word's English hashed, with its form for one`() {
    #expect(Word.fingerprint("") == "cbf29ce484222325")
    #expect(Word.fingerprint("a") == "af63dc4c8601ec8c")
    #expect(Word.listSectionToday.englishFingerprint == Word.fingerprint("Today"))
    #expect(
      Word.formTooLong.englishFingerprint
        == Word.fingerprint("that line is longer than %d bytes\nthat line is longer than %d byte"))
  }

  @Test func `a record names each stale translation, and recording it again makes it current`() {
    let today = Word.listSectionToday.englishFingerprint
    let record =
      Word.translationRecordHeading + "de list.section.today \(today)\n"
      + "de list.section.tomorrow 0000000000000000\nfr list.section.today \(today)\n"

    let stale = Word.staleTranslations(in: record, languages: ["fr", "de"])
    #expect(stale.count == 2 * Word.translated.count - 2)
    #expect(stale.prefix(2) == ["de list.section.tomorrow", "de list.section.laterThisWeek"])
    #expect(!stale.contains("de list.section.today"))
    #expect(stale.contains("fr list.section.tomorrow"))

    let recorded = Word.translationRecord(
      updating: record, languages: ["de"], words: [.listSectionTomorrow])
    #expect(recorded.hasPrefix(Word.translationRecordHeading + "de list.section.today \(today)\n"))
    #expect(
      recorded.contains(
        "\nde list.section.tomorrow \(Word.listSectionTomorrow.englishFingerprint)\n"))
    #expect(recorded.hasSuffix("\nfr list.section.today \(today)\n"))
    #expect(
      Word.staleTranslations(
        in: Word.translationRecord(updating: record, languages: ["de", "fr"]),
        languages: ["de", "fr"]) == [])
  }

  @Test func `every translation's header is the one the words write, naming what stays English`()
    throws
  {
    var differing: [String] = []
    for language in try Self.languages() {
      let table = try String(
        contentsOf: Self.resources.appending(path: "\(language).lproj/Localizable.strings"),
        encoding: .utf8)
      if !table.hasPrefix(Word.tableHeader(language: language) + "\n\n") {
        differing.append(language)
      }
    }
    #expect(differing == [], "run .ci/english-table to write them")
    #expect(
      Word.tableHeader(language: "de").hasPrefix(
        "/* Every word todo shows, in German: a translation of en.lproj/Localizable.strings, "))
  }

  @MainActor
  @Test func `the list of what stays English is every command the terminal reads, and yes`() {
    let commands =
      TodoCommandLine.commandNames + TerminalEditView.commandNames + ["yes"]

    #expect(Set(Word.typedInEnglish) == Set(commands))
    #expect(Word.typedInEnglish.count == Set(Word.typedInEnglish).count)
  }
}
