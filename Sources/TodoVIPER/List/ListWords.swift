import Foundation

/// The words of the list screen in one language: the four section headings and the message for
/// an empty list.
///
/// They come from this module's resources, `Resources/<language>.lproj/Localizable.strings`, as
/// an app's localized strings do. The language is chosen from the locale the presenter is given
/// (its calendar's), never from the process's preferred languages: a script (`zh-Hant` for
/// `zh_TW`), then a region (`pt-BR`), then the language alone (`de` for `de_AT`), then a regional
/// translation of the same language (`pt-BR` for `pt_PT`). A language with no translation gets
/// English words, and ``weekdayLocale`` says so, so that the weekdays are English too: one
/// language per screen, never two.
///
/// The resources are found without SwiftPM's `Bundle.module`, which stops the program when the
/// bundle is missing (a `todo` copied without it): then every language is English.
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

  /// Returns the words for `locale`'s language, or English ones.
  init(for locale: Locale?) {
    let localization = locale.flatMap { Self.localization(for: $0, among: Self.tables.keys) }
    let table = localization.flatMap { Self.tables[$0] } ?? [:]
    func word(_ key: String, _ english: String) -> String { table[key] ?? english }
    today = word("section.today", "Today")
    tomorrow = word("section.tomorrow", "Tomorrow")
    laterThisWeek = word("section.laterThisWeek", "Later This Week")
    nextWeek = word("section.nextWeek", "Next Week")
    noContent = word(
      "message.noContent", "Nothing to do from today through the end of next week.")
    weekdayLocale = localization == nil || localization == "en" ? Self.english : locale
  }

  /// The locale English weekday names come from.
  static let english = Locale(identifier: "en_US_POSIX")

  /// The languages with a translation, as BCP 47 tags (`de`, `pt-BR`, `zh-Hant` …), sorted;
  /// empty when the resources are missing.
  static var languages: [String] { tables.keys.map(tag).sorted() }

  /// Returns the translation to use for `locale`, in lowercase as in `available`, or `nil`
  /// when none fits.
  static func localization(
    for locale: Locale, among available: some Collection<String>
  ) -> String? {
    guard let language = locale.language.languageCode?.identifier.lowercased() else {
      return nil
    }
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

  /// Every translation in the resources, by lowercase language (SwiftPM lowercases the
  /// folders' names: `pt-BR.lproj` is built as `pt-br.lproj`), read once.
  static let tables: [String: [String: String]] = ResourceBundle.stringTables(
    named: "Localizable"
  ).reduce(into: [:]) { $0[$1.key.lowercased()] = $1.value }

  /// Returns a lowercase language tag in its usual case: `pt-BR`, `zh-Hant`.
  static func tag(_ lowercased: String) -> String {
    lowercased.split(separator: "-").enumerated().map { index, part in
      index == 0 ? part.lowercased() : part.count == 4 ? part.capitalized : part.uppercased()
    }.joined(separator: "-")
  }
}
