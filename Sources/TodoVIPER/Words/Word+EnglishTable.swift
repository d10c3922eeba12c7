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
    var table =
      tableHeader(language: nil) + "\n\n" + """
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

  /// What a user types, which stays English in every language.
  ///
  /// It is the commands of the list and of the edit form (each field's name among them),
  /// `cancel` and `yes`. The tables' headers name them, written from this one list
  /// (``tableHeader(language:)``); a test holds the terminal's commands to it.
  public static let typedInEnglish = [
    "list", "add", "open", "explain", "help", "quit", "cancel", "yes", "title", "due", "save",
    "done", "delete",
  ]

  /// The English names of the languages of the tables, by their folder's name, for their
  /// headers.
  public static let languageNames = [
    "ar": "Arabic", "de": "German", "es": "Spanish", "fr": "French", "ja": "Japanese",
    "pt-BR": "Portuguese (Brazil)", "zh-Hans": "Chinese (Simplified)",
    "zh-Hant": "Chinese (Traditional)",
  ]

  /// Returns the comment a table starts with.
  ///
  /// It says what the table is, how its values are written, and what stays English.
  /// `language` is the folder's name of a translation (`de`, `pt-BR`), or `nil` for English's
  /// own table.
  ///
  /// `.ci/english-table` writes every table's from it, and a test fails when one differs.
  public static func tableHeader(language: String?) -> String {
    let what =
      language.map {
        "Every word todo shows, in \(languageNames[$0] ?? $0): a translation of "
          + "en.lproj/Localizable.strings, key for key."
      } ?? "Every word todo shows, in English: the table each translation follows, key for key."
    let source =
      language == nil
      ? "Written by .ci/english-table from Sources/TodoVIPER/Words/Word+English.swift: change a "
        + "word there, not here."
      : "See Sources/TodoVIPER/Words/Word.swift; .ci/english-table writes this comment."
    let text =
      what + " A value in a sentence is %@ (a text) or %d (a number), or %1$@, %2$d … where its "
      + "place matters; a translation keeps every one, and may reorder the numbered ones. "
      + "Commands and what the user types (" + typedInEnglish.joined(separator: ", ")
      + ") stay in English. " + source
    return "/* " + wrapped(text, width: 96, indent: "   ") + " */"
  }

  /// Returns `text` on lines of at most `width` characters where it has spaces to break at,
  /// each line after the first after `indent`.
  private static func wrapped(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let start = lines.isEmpty ? "/* " : indent
      if !line.isEmpty, start.count + line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    lines.append(line)
    return lines.joined(separator: "\n" + indent)
  }

  /// Returns `text` as a `.strings` file quotes it: a quote, a backslash and a line break
  /// escaped with a backslash.
  private static func quoted(_ text: String) -> String {
    let escaped = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
      .replacing("\n", with: "\\n")
    return "\"\(escaped)\""
  }
}
