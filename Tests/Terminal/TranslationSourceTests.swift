import Fakes
import Foundation
import Synchronization
import Testing
import TodoPlatform

@testable import TodoTerminal
@testable import TodoVIPER

/// Which translation tables the list reads, and which it refuses: only the language in use, only
/// whole, only small.
struct TranslationSourceTests {
  /// A translation source that answers from tables in memory and records which it was asked for.
  final class TranslationSourceSpy: TranslationSource {
    let languages: [String]
    let tables: [String: [String: String]]
    private let requests = Mutex<[String]>([])

    /// The languages whose table was asked for, in order.
    var tablesRead: [String] { requests.withLock { $0 } }

    init(tables: [String: [String: String]]) {
      self.tables = tables
      languages = tables.keys.sorted()
    }

    func table(_ table: String, of language: String) -> Result<[String: String], TranslationProblem>
    {
      requests.withLock { $0.append(language) }
      return tables[language].map { .success($0) } ?? .failure(TranslationProblem(reason: "none"))
    }

    func path(ofTable table: String, of language: String) -> String {
      "\(language).lproj/\(table).strings"
    }
  }

  /// A whole table: "Morgen" for tomorrow's heading, every other word in English in brackets.
  static let german = Dictionary(
    uniqueKeysWithValues: Word.allCases.map { word in
      (word.rawValue, word == .listSectionTomorrow ? "Morgen" : "⟦\(word.english)⟧")
    })

  @Test(arguments: [("de_DE", ["de"]), ("pt_PT", ["pt-br"]), ("fi_FI", [])])
  func `only the table of the language in use is read`(_ locale: String, _ read: [String]) {
    let source = TranslationSourceSpy(
      tables: ["ar": [:], "de": Self.german, "en": [:], "pt-br": Self.german, "xx": [:]])

    _ = Words(for: Locale(identifier: locale), from: source)

    #expect(source.tablesRead == read)
  }

  @Test func `a whole translation is used, with weekdays in its language`() {
    let words = Words(
      for: Locale(identifier: "de_DE"), from: TranslationSourceSpy(tables: ["de": Self.german]))

    #expect(words(.listSectionTomorrow) == "Morgen")
    #expect(words(.addCancelled) == "⟦Cancelled: nothing was added.⟧")
    #expect(words.locale == Locale(identifier: "de_DE"))
    #expect(words.problem == nil)
  }

  @Test func `a folder named just .lproj is no language`() throws {
    let folder = try TemporaryDirectory()
    for name in ["de.lproj", ".lproj", "lproj", "notes"] {
      try FileManager.default.createDirectory(
        atPath: folder.path(name), withIntermediateDirectories: false)
    }

    #expect(ResourceBundle(folder: BytePath(folder.url.path)).languages == ["de"])
  }

  @Test func `a table larger than 1 MiB is not read`() throws {
    let folder = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: folder.path("de.lproj"), withIntermediateDirectories: false)
    let table = folder.path("de.lproj/Localizable.strings")
    try #require(FileManager.default.createFile(atPath: table, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: table))
    try handle.truncate(atOffset: 1 << 20 + 1)
    try handle.close()

    let words = Words(
      for: Locale(identifier: "de_DE"),
      from: ResourceBundle(folder: BytePath(folder.url.path)))

    #expect(
      words.problem
        == "the de translation (\(table)) cannot be read: it is larger than 1024 KiB")
    #expect(words(.listSectionTomorrow) == "Tomorrow")
    #expect(words.locale == Locale(identifier: "en_US_POSIX"))
  }

  @Test func `a table of exactly 1 MiB is read`() throws {
    let folder = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: folder.path("de.lproj"), withIntermediateDirectories: false)
    let table = folder.path("de.lproj/Localizable.strings")
    // The whole German table, then spaces up to 1 MiB exactly.
    let german = try #require(ResourceBundle.installed).path(ofTable: "Localizable", of: "de")
    var text = Array(try String(contentsOfFile: german, encoding: .utf8).utf8)
    text += Array(repeating: UInt8(ascii: " "), count: (1 << 20) - text.count)
    try Data(text).write(to: URL(fileURLWithPath: table))

    let words = Words(
      for: Locale(identifier: "de_DE"),
      from: ResourceBundle(folder: BytePath(folder.url.path)))

    #expect(words.problem == nil)
    #expect(words(.listSectionTomorrow) == "Morgen")
  }

  @Test func `a language folder without its table is named as missing`() throws {
    let folder = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: folder.path("de.lproj"), withIntermediateDirectories: false)

    let words = Words(
      for: Locale(identifier: "de_DE"), from: ResourceBundle(folder: BytePath(folder.url.path)))

    #expect(
      words.problem
        == "the de translation (\(folder.path("de.lproj/Localizable.strings"))) cannot be read: "
        + "it is missing")
  }
}
