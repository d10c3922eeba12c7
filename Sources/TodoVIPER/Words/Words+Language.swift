import Foundation

/// Choosing the language: the translation that fits a locale, and the tags of languages.
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
