import Foundation

/// The words of the list screen in one language: the four section headings and the message for
/// an empty list.
///
/// They come from this module's resources, `Resources/<language>.lproj/Localizable.strings`, as
/// an app's localized strings do. The language is chosen from the locale the presenter is given
/// (its calendar's), never from the process's preferred languages: a script (`zh-Hant` for
/// `zh_TW`), then a region (`pt-BR`), then the language alone (`de` for `de_AT`), then a regional
/// translation of the same language (`pt-BR` for `pt_PT`). Only that language's table is read.
///
/// A translation is used whole or not at all: a language with no translation, or whose table
/// cannot be read or lacks a word, gets English words, and ``weekdayLocale`` says so, so that
/// the weekdays are English too: one language per screen, never two. ``problem`` then says what
/// was wrong with the table, for a warning.
struct ListWords: Hashable, Sendable {
  /// The heading of the items due today.
  var today: String
  /// The heading of the items due tomorrow.
  var tomorrow: String
  /// The heading of the items due after tomorrow, this week.
  var laterThisWeek: String
  /// The heading of the items due next week.
  var nextWeek: String
  /// The message for a list with nothing due.
  var noContent: String
  /// The locale to name weekdays in: the one given, or English when the words fell back to it.
  var weekdayLocale: Locale?
  /// Why the translation for the locale's language was not used, such as "the de translation
  /// (…/de.lproj/Localizable.strings) lacks section.tomorrow"; `nil` when it was, or when
  /// there is none.
  var problem: String?

  /// The words of `todo explain`, by key: English until their translations come; a table
  /// that has some of them gives those.
  var explain: [String: String]

  /// The keys of the explanation's words, each with its English text.
  static let englishExplain: KeyValuePairs<String, String> = [
    "explain.now": "now",
    "explain.due": "due",
    "explain.startOfToday": "start of today",
    "explain.startOfTomorrow": "start of tomorrow",
    "explain.startOfDayAfterTomorrow": "start of the day after tomorrow",
    "explain.startOfThisWeek": "start of this week",
    "explain.startOfNextWeek": "start of next week",
    "explain.startOfWeekAfterNext": "start of the week after next",
    "explain.section": "section",
    "explain.timeZone": "time zone",
    "explain.timeZone.value": "%@ (time-zone data %@)",
    "explain.calendar": "calendar",
    "explain.calendar.value": "%@, weeks from %@ (--first-weekday %d)",
    "explain.rule.beforeToday": "before the start of today: not in the list",
    "explain.rule.today": "from the start of today, before the start of tomorrow: today",
    "explain.rule.tomorrow":
      "from the start of tomorrow, before the start of the day after tomorrow: tomorrow",
    "explain.rule.tomorrowWins": "%@ (tomorrow wins over next week)",
    "explain.rule.laterThisWeek": "before the start of next week, after tomorrow: later this week",
    "explain.rule.nextWeek":
      "from the start of next week, before the start of the week after next: next week",
    "explain.rule.afterNextWeek": "from the start of the week after next: not in the list",
  ]

  /// The keys of the table, each with its English word.
  static let english: KeyValuePairs<String, String> = [
    "section.today": "Today",
    "section.tomorrow": "Tomorrow",
    "section.laterThisWeek": "Later This Week",
    "section.nextWeek": "Next Week",
    "message.noContent": "Nothing to do from today through the end of next week.",
  ]

  /// Returns the words for `locale`'s language, or English ones.
  ///
  /// - Parameters:
  ///   - locale: The locale whose language to speak; `nil` for English.
  ///   - source: Where the translations are; `nil` when there are none.
  init(for locale: Locale?, from source: (any TranslationSource)?) {
    let localization = source.flatMap { source in
      locale.flatMap { Self.localization(for: $0, among: source.languages) }
    }
    var table: [String: String] = [:]
    problem = nil
    if let source, let localization {
      switch source.table("Localizable", of: localization) {
      case .success(let strings):
        let missing = Self.english.map(\.key).filter { strings[$0] == nil }
        if missing.isEmpty {
          table = strings
        } else {
          problem = "lacks " + missing.joined(separator: ", ")
        }
      case .failure(let failure):
        problem = "cannot be read: \(failure.reason)"
      }
      let path = source.path(ofTable: "Localizable", of: localization)
      problem = problem.map { "the \(Self.tag(localization)) translation (\(path)) \($0)" }
    }
    func word(_ key: String) -> String {
      table[key] ?? Self.english.first { $0.key == key }?.value ?? key
    }
    today = word("section.today")
    tomorrow = word("section.tomorrow")
    laterThisWeek = word("section.laterThisWeek")
    nextWeek = word("section.nextWeek")
    noContent = word("message.noContent")
    explain = Dictionary(
      uniqueKeysWithValues: Self.englishExplain.map { ($0.key, table[$0.key] ?? $0.value) })
    weekdayLocale = table.isEmpty || localization == "en" ? Self.englishLocale : locale
  }

  /// The locale English weekday names come from.
  static let englishLocale = Locale(identifier: "en_US_POSIX")

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
  package static func tag(_ lowercased: String) -> String {
    lowercased.split(separator: "-").enumerated().map { index, part in
      index == 0 ? part.lowercased() : part.count == 4 ? part.capitalized : part.uppercased()
    }.joined(separator: "-")
  }
}
