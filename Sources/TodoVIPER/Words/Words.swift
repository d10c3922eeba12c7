import Foundation

/// Every word `todo` shows, in one language: the table of the locale's language, or English.
///
/// The tables are this module's resources, `Resources/<language>.lproj/Localizable.strings`, one
/// file per language with a key per ``Word``. The language is chosen from the locale given (the
/// calendar's), never from the process's preferred languages: a script (`zh-Hant` for `zh_TW`),
/// then a region (`pt-BR`), then the language alone (`de` for `de_AT`), then a regional
/// translation of the same language (`pt-BR` for `pt_PT`). Only that language's table is read.
///
/// **One language, never a mix.** A table is used whole or not at all: one that cannot be read,
/// lacks a word, or whose `%@` and `%d` differ from English's in a word is not used, and
/// everything is in English; ``problem`` says why, for a warning. ``locale`` follows the same
/// choice, so that the weekdays, and the words for today and tomorrow, are in the language of
/// the rest.
///
/// English is built in (``Word/english``): it needs no file, so `todo` speaks English even where
/// its resources are missing.
///
/// The presenters choose the words of what their modules show, and the terminal target those of
/// its own messages; both from the one `Words` the composition root makes.
public struct Words: Sendable {
  /// The language of the words, as a BCP 47 tag: `en`, `de`, `pt-BR`, `zh-Hant`.
  public let language: String
  /// The locale that names days in the same language: the one given, or English when the words
  /// are English.
  public let locale: Locale
  /// Why the translation for the locale's language was not used, in English, such as "the de
  /// translation (…/de.lproj/Localizable.strings) lacks list.section.tomorrow"; `nil` when it
  /// was, or when there is none.
  public let problem: String?
  /// The translation, by key (a counted message's forms by theirs: ``Word/key(for:)``); empty
  /// for English, which is built in.
  private let table: [String: String]
  /// The rules of the language's plural categories but `other`, which is every number the
  /// others leave.
  private let pluralRules: [PluralCategory: PluralRule]

  /// The locale English days are named in.
  public static let englishLocale = Locale(identifier: "en_US_POSIX")

  /// English, as built in.
  public static let english = Words(
    language: "en", locale: englishLocale, problem: nil, table: [:],
    pluralRules: englishPluralRules)

  /// English's plural rules, read once.
  private static let englishPluralRules = Word.englishPluralRules.reduce(
    into: [PluralCategory: PluralRule]()
  ) { rules, entry in
    if let category = PluralCategory(rawValue: entry.key), let rule = PluralRule(entry.value) {
      rules[category] = rule
    }
  }

  private init(
    language: String, locale: Locale, problem: String?, table: [String: String],
    pluralRules: [PluralCategory: PluralRule]
  ) {
    self.language = language
    self.locale = locale
    self.problem = problem
    self.table = table
    self.pluralRules = pluralRules
  }

  /// Returns the words of `locale`'s language, or English ones.
  ///
  /// A translation names its language's plural categories by their CLDR rules, one key each
  /// (`plural.one`, `plural.few` …; `other` needs none), and writes each counted message (see
  /// ``Word/countedValue``) once per category: a form it lacks is a missing key, and a rule
  /// that is not CLDR's syntax makes the table unreadable.
  ///
  /// - Parameters:
  ///   - locale: The locale whose language to speak; `nil` for English.
  ///   - source: Where the translations are; `nil` when there are none.
  public init(for locale: Locale?, from source: (any TranslationSource)?) {
    guard let source, let locale,
      let localization = Self.localization(for: locale, among: source.languages),
      localization != "en"
    else {
      self = .english
      return
    }
    let tag = Self.tag(localization)
    let path = source.path(ofTable: "Localizable", of: localization)
    switch source.table("Localizable", of: localization) {
    case .failure(let failure):
      self = .english(
        problem: Message(.translationUnreadable, .text(tag), .text(path), .text(failure.reason)))
    case .success(let strings):
      var pluralRules: [PluralCategory: PluralRule] = [:]
      for category in PluralCategory.allCases where category != .other {
        let key = "plural." + category.rawValue
        guard let text = strings[key] else { continue }
        guard let rule = PluralRule(text) else {
          self = .english(
            problem: Message(
              .translationUnreadable, .text(tag), .text(path),
              .text("\(key) is not a CLDR plural rule: \(text)")))
          return
        }
        pluralRules[category] = rule
      }
      let categories = PluralCategory.allCases.filter { $0 == .other || pluralRules[$0] != nil }
      var table: [String: String] = [:]
      var missing: [String] = []
      var otherValues: [String] = []
      for word in Word.translated {
        for category in word.countedValue == nil ? [.other] : categories {
          let key = word.key(for: category)
          guard let text = strings[key] else {
            missing.append(key)
            continue
          }
          if !Self.takes(Self.specifiers(in: text), as: word, in: category) {
            otherValues.append(key)
          }
          table[key] = text
        }
      }
      if !missing.isEmpty {
        self = .english(
          problem: Message(
            .translationLacks, .text(tag), .text(path),
            .text(Self.named(missing))))
      } else if !otherValues.isEmpty {
        self = .english(
          problem: Message(
            .translationOtherValues, .text(tag), .text(path),
            .text(Self.named(otherValues))))
      } else {
        self.init(
          language: tag, locale: locale, problem: nil, table: table, pluralRules: pluralRules)
      }
    }
  }

  /// Whether a translation of `word` may take `specifiers` in its form for `category`: those of
  /// English; a form other than `other` may also leave out the count, and say it in words
  /// ("ثانيتان", two seconds).
  static func takes(_ specifiers: [Specifier], as word: Word, in category: PluralCategory) -> Bool {
    let english = englishSpecifiers[word] ?? []
    guard specifiers != english else { return true }
    guard category != .other, let counted = word.countedValue else { return false }
    return specifiers == english.filter { $0.number != counted }
  }

  /// Returns up to three keys, and how many more there are: a table cut short lacks most.
  static func named(_ keys: [String]) -> String {
    let shown = keys.prefix(3).joined(separator: ", ")
    return keys.count > 3 ? "\(shown) and \(keys.count - 3) more" : shown
  }

  /// English, with the reason the translation asked for was not used.
  private static func english(problem: Message) -> Words {
    Words(
      language: "en", locale: englishLocale, problem: problem.description, table: [:],
      pluralRules: englishPluralRules)
  }

  /// Whether the words are English.
  public var isEnglish: Bool { table.isEmpty }

  /// Whether the language is written right to left (Arabic): its left-to-right runs isolated.
  ///
  /// Each left-to-right run of its sentences is isolated: a value put in (a path, a title, a date, a number, a range) and
  /// a Latin word of the translation (`--store`, `UTF-8`), each between U+2068 FIRST STRONG
  /// ISOLATE and U+2069 POP DIRECTIONAL ISOLATE (UAX #9). A bidi-aware terminal then shows
  /// `--store` as it is, not `store--`, and a range 23-24 not as 24-23. A text put in is escaped
  /// for the terminal first (`String.escapedForTerminal`), so that no control of its own
  /// can end its isolate; its digits stay Latin.
  public var isolatesLeftToRight: Bool {
    Locale.Language(identifier: language).characterDirection == .rightToLeft
  }

  /// Returns the sentence `word` with `arguments` in it, in this language.
  public func callAsFunction(_ word: Word, _ arguments: Message.Argument...) -> String {
    text(Message(word, arguments: arguments))
  }

  /// Returns `message` in this language.
  public func text(_ message: Message) -> String {
    let values = message.arguments.map(value)
    guard let word = message.word else { return values.first ?? "" }
    var category = PluralCategory.other
    if let counted = word.countedValue, message.arguments.indices.contains(counted - 1),
      case .number(let count) = message.arguments[counted - 1]
    {
      category = pluralCategory(of: count)
    }
    let template =
      isEnglish ? word.english(for: category) : table[word.key(for: category)] ?? word.english
    guard isolatesLeftToRight else { return Self.format(template, values) }
    return Self.isolated(
      template,
      zip(message.arguments, values).map { argument, value in
        switch argument {
        case .text(let text):
          (text.escapedForTerminal, text.contains { RunKind(of: $0) == .leftToRight })
        case .number: (value, true)
        case .message, .worded, .systemError: (value, false)
        }
      })
  }

  /// Returns the plural category of `count` in this language, by its CLDR rules.
  public func pluralCategory(of count: Int) -> PluralCategory {
    PluralCategory.allCases.first { pluralRules[$0]?.matches(count) == true } ?? .other
  }

  private func value(_ argument: Message.Argument) -> String {
    switch argument {
    case .text(let text): text
    case .number(let number): String(number)
    case .message(let message): text(message)
    case .worded(let text): text
    case .systemError(let code):
      text(Message(Self.systemWords[code] ?? .systemOther, .number(Int(code))))
    }
  }
}

extension Words {
  /// Returns `template` with its `%@` and `%d` (or `%1$@`, `%2$d` …) replaced by `values`, in
  /// order (or by number), and `%%` by `%`.
  ///
  /// Not `String(format:)`: the values are texts already, and a template read from a file must
  /// not be able to stop the program, whatever it holds. A specifier with no value is left out.
  static func format(_ template: String, _ values: [String]) -> String {
    pieces(of: template).reduce(into: "") { result, piece in
      switch piece {
      case .text(let text): result += text
      case .value(let specifier):
        if values.indices.contains(specifier.number - 1) { result += values[specifier.number - 1] }
      }
    }
  }

  /// Returns `template` with `values` put in, as ``format(_:_:)`` does, and each left-to-right
  /// run isolated.
  ///
  /// A run is one of Latin letters, digits and values that may be left to right (texts
  /// and numbers, `true` with their text), with what joins them (`-`, `.`, `/`, `:`, a space
  /// …), such as `--store`, `ISO 8601` or a range `%1$d-%2$d`. A sentence put in is not in a
  /// run: its own runs are isolated already; nor is a text with no Latin letter or digit (a
  /// weekday's Arabic name), which has nothing to reorder.
  static func isolated(_ template: String, _ values: [(text: String, mayRun: Bool)]) -> String {
    var items: [(text: String, kind: RunKind)] = []
    for piece in pieces(of: template) {
      switch piece {
      case .text(let text): items += text.map { (String($0), RunKind(of: $0)) }
      case .value(let specifier):
        guard values.indices.contains(specifier.number - 1) else { continue }
        let value = values[specifier.number - 1]
        items.append((value.text, value.mayRun ? .leftToRight : .other))
      }
    }
    var result = ""
    var index = 0
    while index < items.count {
      let start = index
      var attached = index
      while attached < items.count, items[attached].kind == .joining, items[attached].text != " " {
        attached += 1
      }
      guard attached < items.count, items[attached].kind == .leftToRight else {
        result += items[index].text
        index += 1
        continue
      }
      var end = attached
      var next = attached
      while next < items.count, items[next].kind != .other {
        if items[next].kind == .leftToRight { end = next }
        next += 1
      }
      result += "\u{2068}" + items[start...end].map(\.text).joined() + "\u{2069}"
      index = end + 1
    }
    return result
  }

  /// What a character is to a left-to-right run.
  enum RunKind {
    /// A Latin (or Greek, Cyrillic) letter or an ASCII digit, or a value that may run.
    case leftToRight
    /// What joins the parts of a run: a space, `-`, `_`, `.`, `/`, `:`, `+`, `$`, `~`, `=`, `@`.
    case joining
    /// Anything else: Arabic, its punctuation, quotes, brackets, a sentence put in.
    case other

    init(of character: Character) {
      // Mutant "< → <=" is equivalent: U+0590 is unassigned, so a character that holds it starts with it (no letter) or with a prefix from U+0600 up (below neither bound): never left-to-right.
      let latin = character.unicodeScalars.allSatisfy { $0.value < 0x0590 }
      if character.isASCII ? character.isLetter || character.isNumber : character.isLetter && latin
      {
        self = .leftToRight
      } else if " -_./:+$~=@".contains(character) {
        self = .joining
      } else {
        self = .other
      }
    }
  }

  /// Returns the values `text` takes, as (number, kind) pairs sorted: `%@ … %d` and
  /// `%2$d … %1$@` both give `[(1, "@"), (2, "d")]`.
  static func specifiers(in text: String) -> [Specifier] {
    let found = pieces(of: text).compactMap { piece in
      if case .value(let specifier) = piece { specifier } else { nil }
    }
    // Mutant "< → <=" is equivalent: it only reorders specifiers that are the same.
    return found.sorted { ($0.number, $0.kind) < ($1.number, $1.kind) }
  }

  /// One piece of a template: text to copy, or the place of a value.
  enum Piece {
    case text(Substring)
    case value(Specifier)
  }

  /// Returns `template` in pieces: text to copy, and the places of values.
  ///
  /// ``format(_:_:)`` and ``specifiers(in:)`` share this one reading, so that the values a table
  /// is checked for are the values it is filled with. A value is `%@` or `%d`, numbered in order,
  /// or `%1$@`, `%2$d` …; `%%` is the text `%`; a `%` followed by anything else is text. A scan
  /// by hand, not a Regex: every table checks 167 words, and a Regex is slow to run.
  static func pieces(of template: String) -> [Piece] {
    var pieces: [Piece] = []
    var next = 0
    var rest = Substring(template)
    while let percent = rest.firstIndex(of: "%") {
      pieces.append(.text(rest[..<percent]))
      let afterPercent = rest[rest.index(after: percent)...]
      if afterPercent.first == "%" {
        pieces.append(.text("%"))
        rest = afterPercent.dropFirst()
        continue
      }
      let digits = afterPercent.prefix { $0.isASCII && $0.isNumber }
      var afterNumber = afterPercent[digits.endIndex...]
      var number: Int?
      if !digits.isEmpty, afterNumber.first == "$", let parsed = Int(digits) {
        number = parsed
        afterNumber = afterNumber.dropFirst()
      } else {
        afterNumber = afterPercent
      }
      guard let kind = afterNumber.first, kind == "@" || kind == "d" else {
        pieces.append(.text("%"))
        rest = afterPercent
        continue
      }
      if number == nil { next += 1 }
      pieces.append(.value(Specifier(number: number ?? next, kind: kind)))
      rest = afterNumber.dropFirst()
    }
    pieces.append(.text(rest))
    return pieces
  }

  /// The values each word takes in English, worked out once.
  static let englishSpecifiers = Dictionary(
    uniqueKeysWithValues: Word.allCases.map { ($0, specifiers(in: $0.english)) })

  /// One value a word takes: its number, from 1, and its kind, `@` or `d`.
  struct Specifier: Hashable, Sendable {
    var number: Int
    var kind: Character
  }

  /// The words of the system's reasons every table has, English's built in, by `errno`; any
  /// other is ``Word/systemOther``, which names its number.
  static let systemWords: [Int32: Word] = [
    EPERM: .systemEPERM, ENOENT: .systemENOENT, EIO: .systemEIO, EBADF: .systemEBADF,
    EAGAIN: .systemEAGAIN, ENOMEM: .systemENOMEM, EACCES: .systemEACCES, EBUSY: .systemEBUSY,
    EEXIST: .systemEEXIST, EXDEV: .systemEXDEV, ENOTDIR: .systemENOTDIR, EISDIR: .systemEISDIR,
    EINVAL: .systemEINVAL, ENFILE: .systemENFILE, EMFILE: .systemEMFILE, ETXTBSY: .systemETXTBSY,
    EFBIG: .systemEFBIG, ENOSPC: .systemENOSPC, EROFS: .systemEROFS, EMLINK: .systemEMLINK,
    ENAMETOOLONG: .systemENAMETOOLONG, ELOOP: .systemELOOP, EDQUOT: .systemEDQUOT,
    EINTR: .systemEINTR,
  ]
}

extension Word {
  /// Whether a translation has the word: not one only ever shown in English.
  ///
  /// No translation holds those (a spec checks it): the warning that a translation could not be
  /// used and its reasons are shown when the words are English; the due-date prompt without a
  /// day is the labels' default, replaced by the presenters before a form shows.
  public var isTranslated: Bool {
    switch self {
    case .launchTranslationWarning, .translationLacks, .translationUnreadable,
      .translationOtherValues, .formDueDate:
      false
    default: true
    }
  }

  /// The words a translation has, in order.
  public static let translated = allCases.filter(\.isTranslated)
}

extension Words {
  /// Returns the languages of `translations`, as BCP 47 tags (`ar`, `de`, `pt-BR`, `zh-Hant` …),
  /// sorted.
  public static func languages(in translations: any TranslationSource) -> [String] {
    translations.languages.map(tag).sorted()
  }

  /// Returns the translation to use for `locale`, in lowercase as in `available`, or `nil`
  /// when none fits.
  static func localization(
    for locale: Locale, among available: some Collection<String>
  ) -> String? {
    guard let language = locale.language.languageCode?.identifier.lowercased() else {
      return nil
    }
    let available = available.map { $0.lowercased() }
    var candidates: [String] = []
    if let script = locale.language.script?.identifier {
      candidates.append("\(language)-\(script.lowercased())")
    }
    if let region = locale.region?.identifier {
      candidates.append("\(language)-\(region.lowercased())")
    }
    candidates.append(language)
    candidates += available.filter { $0.hasPrefix(language + "-") }.sorted()
    return candidates.first { available.contains($0) }
  }

  /// Returns a lowercase language tag in its usual case: `pt-BR`, `zh-Hant`.
  static func tag(_ lowercased: String) -> String {
    lowercased.split(separator: "-").enumerated().map { index, part in
      index == 0 ? part.lowercased() : part.count == 4 ? part.capitalized : part.uppercased()
    }.joined(separator: "-")
  }
}
