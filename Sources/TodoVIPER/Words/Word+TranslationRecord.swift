extension Word {
  /// A fingerprint of the word's English: sixteen hexadecimal digits that change when its
  /// English does.
  ///
  /// It is the FNV-1a hash (64 bits) of the word's English and, for a counted word, a line
  /// break and its form for one. A translation records the fingerprint of the English it was
  /// made from (``translationRecord(updating:languages:words:)``), so that the English can
  /// change and every translation of it be found stale, as a String Catalog marks a string
  /// "needs review" and gettext a message "fuzzy".
  public var englishFingerprint: String {
    Self.fingerprint(countedValue == nil ? english : english + "\n" + english(for: .one))
  }

  /// Returns the FNV-1a hash (64 bits) of `text`'s UTF-8 bytes, in sixteen hexadecimal digits.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The first lines of the record, `Sources/TodoVIPER/Words/TranslationRecord.txt`: what it
  /// is and how it is written.
  static let translationRecordHeading = """
    # The English each translation was made from: a line for each word of each language, its
    # language, its key and the fingerprint of the English it translates (Word.englishFingerprint:
    # a hash of the word's English, and of its form for one where it is counted), as it was when
    # the translation was last made or checked. Written by .ci/translated: after translating a
    # word again, run `.ci/translated LANGUAGE KEY`. TranslationTablesTests fails, naming each
    # word whose English changed since, until then.

    """

  /// Returns the fingerprints `record` holds, by language, then by key.
  static func recorded(in record: String) -> [String: [String: String]] {
    var recorded: [String: [String: String]] = [:]
    for line in record.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: " ")
      guard fields.count == 3 else { continue }
      recorded[String(fields[0]), default: [:]][String(fields[1])] = String(fields[2])
    }
    return recorded
  }

  /// Returns `record` with the English as it is now recorded for `languages`: for each of
  /// `words`, or each translated word when `words` is `nil`; the rest as `record` has it.
  ///
  /// The record lists each language's words in the order of ``translated``, the languages in
  /// order, and leaves out a word that is gone.
  public static func translationRecord(
    updating record: String, languages: [String], words: [Word]? = nil
  ) -> String {
    var recorded = recorded(in: record)
    for language in languages {
      for word in words ?? translated {
        recorded[language, default: [:]][word.rawValue] = word.englishFingerprint
      }
    }
    var lines: [String] = []
    for language in recorded.keys.sorted() {
      for word in translated {
        guard let fingerprint = recorded[language]?[word.rawValue] else { continue }
        lines.append("\(language) \(word.rawValue) \(fingerprint)")
      }
    }
    return translationRecordHeading + lines.map { $0 + "\n" }.joined()
  }

  /// Returns each translated word of `languages` whose English `record` does not hold as it is
  /// now (`de help.commands`): a translation made from other English, or never recorded.
  public static func staleTranslations(in record: String, languages: [String]) -> [String] {
    let recorded = recorded(in: record)
    return languages.sorted().flatMap { language in
      translated.filter { recorded[language]?[$0.rawValue] != $0.englishFingerprint }
        .map { "\(language) \($0.rawValue)" }
    }
  }
}
