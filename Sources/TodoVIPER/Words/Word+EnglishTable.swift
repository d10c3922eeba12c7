extension Word {
  /// The English table, `Resources/en.lproj/Localizable.strings`, as the words write it: each
  /// word's comment, key and English, in the order of `allCases`, each counted one followed
  /// by its form for English's category `one`.
  ///
  /// `.ci/english-table` writes the file from it, and a test fails when they differ: a word is
  /// written once, in the `switch` of its area (`Word+English.swift` and the files beside it),
  /// and the table every translation follows is made from it. This file needs no other of the package's, so that the script can compile it
  /// with the words alone.
  public static var englishTable: String {
    var table = """
      /* Every word todo shows, in English: the table each translation follows, key for key.
         A value in a sentence is %@ (a text) or %d (a number), or %1$@, %2$d … where its place
         matters; a translation keeps every one, and may reorder the numbered ones. Commands and
         what the user types (list, add, open, explain, help, quit, cancel, yes, title, due, save,
         done, delete) stay in English. Written by .ci/english-table from
         Sources/TodoVIPER/Words/Word+English.swift: change a word there, not here. */

      /* The plural categories of this language but other, each by its rule for whole numbers in
         CLDR 46 (common/supplemental/plurals.xml, without the examples after @). A message counted
         by a number has a form for each: its key alone for other (every number the rules leave),
         its key and the category after a dot for the others (form.tooLong.one). */

      """
    for category in PluralCategory.allCases {
      guard let rule = englishPluralRules[category.rawValue] else { continue }
      table += "\(quoted("plural.\(category.rawValue)")) = \(quoted(rule));\n"
    }
    for word in allCases {
      table += "\n/* \(word.comment) */\n\(quoted(word.rawValue)) = \(quoted(word.english));\n"
      guard word.countedValue != nil else { continue }
      table +=
        "\n/* \(word.rawValue), for a count of the category one (plural.one). */\n"
        + "\(quoted(word.key(for: .one))) = \(quoted(word.english(for: .one)));\n"
    }
    return table
  }

  /// Returns `text` as a `.strings` file quotes it: a quote, a backslash and a line break
  /// escaped with a backslash.
  private static func quoted(_ text: String) -> String {
    let escaped = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("\n", with: "\\n")
    return "\"\(escaped)\""
  }
}
