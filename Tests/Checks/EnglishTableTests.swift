import Foundation
import Testing

@testable import TodoVIPER

/// The English table is written from the words' one home, each word's line in the `switch` of
/// its area (`Word+English.swift` and the files beside it), by `.ci/english-table`: a word's
/// English and comment are written once.
struct EnglishTableTests {
  /// Each word's English and comment is in exactly one area's `switch`: none is lost when the
  /// words are shared between files, and none is written twice.
  @Test func `every word has its English in exactly one area`() {
    let areas: [(String, (Word) -> (english: String, comment: String)?)] = [
      ("list", \.listEntry), ("forms", \.formsEntry), ("launch", \.launchEntry),
      ("system", \.systemEntry),
    ]
    var misplaced: [String] = []
    for word in Word.allCases {
      let homes = areas.filter { $0.1(word) != nil }.map(\.0)
      if homes.count != 1 { misplaced.append("\(word.rawValue): \(homes)") }
    }

    #expect(misplaced == [])
    #expect(Word.allCases.filter { $0.comment.isEmpty } == [])
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func `en.lproj is the table the words write, byte for byte`() throws {
    let file = try String(
      contentsOf: Self.packageRoot.appending(
        path: "Sources/TodoVIPER/Resources/en.lproj/Localizable.strings"),
      encoding: .utf8)

    #expect(file == Word.englishTable, "run .ci/english-table to write it from the words")
  }

  @Test func `a word is written with its comment, its key and its English, quotes escaped`() {
    let table = Word.englishTable

    // Each text a `String` of its own: a concatenation inside `contains`, which Foundation
    // overloads, takes the type checker seconds.
    let today: String =
      "\n\n/* The list: the heading of the items due today. */\n"
      + "\"list.section.today\" = \"Today\";\n\n"
    let notAnObject: String =
      "\n/* The store file is not a JSON object. \"version\" and \"items\" are the file's keys and "
      + "stay as they are. */\n"
      + #""file.notAnObject" = "expected a JSON object with \"version\" and \"items\"";"#
      + "\n"

    #expect(table.contains(today))
    #expect(table.contains(notAnObject))
  }

  @Test func `a counted word is followed by its form for one, and a line break is escaped`() {
    let table = Word.englishTable

    let tooLong: String =
      #""form.tooLong" = "that line is longer than %d bytes";"# + "\n\n"
      + "/* form.tooLong, for a count of the category one (plural.one). */\n"
      + #""form.tooLong.one" = "that line is longer than %d byte";"# + "\n"

    #expect(table.contains(tooLong))
    #expect(
      table.contains(
        #""help.commands" = "Commands, one per line:\n  list    show the items due from today"#))
  }

  @Test func `the 24 system reasons share one comment, but for the name`() {
    let table = Word.englishTable

    let permission: String =
      "/* The system's reason EPERM. English has glibc's words for it (strerror), and every "
      + "language its table's. */\n\"system.EPERM\" = \"Operation not permitted\";\n"
    let interrupted: String =
      "/* The system's reason EINTR. English has glibc's words for it (strerror), and every "
      + "language its table's. */\n\"system.EINTR\" = \"Interrupted system call\";\n"

    #expect(table.contains(permission))
    #expect(table.contains(interrupted))
  }

  @Test func `the table begins with English's plural rule, after what a translator must know`() {
    let table = Word.englishTable

    #expect(table.hasPrefix("/* Every word todo shows, in English: the table each translation"))
    #expect(
      table.contains(
        "its key and the category after a dot for the others (form.tooLong.one). */\n"
          + "\"plural.one\" = \"i = 1 and v = 0\";\n\n/* The list: the heading of the items due "
          + "today. */\n"))
    // It ends with a word's line, whichever word is last: a new word goes where it belongs.
    #expect(table.hasSuffix("\";\n"))
    #expect(!table.hasSuffix("\n\n"))
  }
}
