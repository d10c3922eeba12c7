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
///
/// This file reads a table and looks a word up in it; the rest has a file each: choosing the
/// language (`Words+Language.swift`), filling a template (`Words+Templates.swift`), the isolates
/// of a language written right to left (`Words+Isolates.swift`), the plural categories
/// (`Words+Plurals.swift`), the system's reasons (`Words+SystemErrors.swift`) and the numbers
/// with a fraction (`Words+Numbers.swift`).
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
  let pluralRules: [PluralCategory: PluralRule]

  /// The locale English days are named in.
  public static let englishLocale = Locale(identifier: "en_US_POSIX")

  /// English, as built in.
  public static let english = Words(
    language: "en", locale: englishLocale, problem: nil, table: [:],
    pluralRules: englishPluralRules)

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
      let pluralRules: [PluralCategory: PluralRule]
      switch Self.pluralRules(in: strings) {
      case .failure(let unreadable):
        self = .english(
          problem: Message(
            .translationUnreadable, .text(tag), .text(path), .text(unreadable.reason)))
        return
      case .success(let rules): pluralRules = rules
      }
      let categories = Self.categories(ruledBy: pluralRules)
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

  /// Whether the language writes Han characters or kana with no space between words (Japanese
  /// and Chinese), and a space only to set a Latin word or a number apart.
  var setsHanSolid: Bool { language == "ja" || language.hasPrefix("zh") }

  /// Returns the sentence `word` with `arguments` in it, in this language.
  public func callAsFunction(_ word: Word, _ arguments: Message.Argument...) -> String {
    text(Message(word, arguments: arguments))
  }

  /// Returns `message` in this language.
  public func text(_ message: Message) -> String {
    let quantity = message.word?.quantityValue
    let values = message.arguments.enumerated().map { index, argument in
      if index + 1 == quantity, case .number(let number) = argument { return written(number) }
      return value(argument)
    }
    guard let word = message.word else {
      guard isolatesLeftToRight else { return values.first ?? "" }
      return Self.isolated("%@", message.arguments, values)
    }
    var category = PluralCategory.other
    if let counted = word.countedValue, message.arguments.indices.contains(counted - 1),
      case .number(let count) = message.arguments[counted - 1]
    {
      category = pluralCategory(of: count)
    }
    let template =
      isEnglish ? word.english(for: category) : table[word.key(for: category)] ?? word.english
    guard isolatesLeftToRight else {
      return Self.format(template, values, spacesHan: setsHanSolid)
    }
    return Self.isolated(template, message.arguments, values)
  }

  private func value(_ argument: Message.Argument) -> String {
    switch argument {
    case .text(let text): isolatesLeftToRight ? text : Self.isolatedIfRightToLeft(text)
    case .number(let number): String(number)
    case .decimal(let number): written(number)
    case .message(let message): text(message)
    case .worded(let text): text
    case .systemError(let code): text(Self.systemReason(code))
    }
  }
}
