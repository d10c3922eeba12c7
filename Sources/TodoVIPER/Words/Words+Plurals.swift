/// The plural categories of the language: the rules a table names, and the category of a count.
extension Words {
  /// English's plural rules, read once.
  static let englishPluralRules = Word.englishPluralRules.reduce(
    into: [PluralCategory: PluralRule]()
  ) { rules, entry in
    if let category = PluralCategory(rawValue: entry.key), let rule = PluralRule(entry.value) {
      rules[category] = rule
    }
  }

  /// A plural rule of a table that is not CLDR's syntax, and why, in English.
  struct UnreadablePluralRule: Error {
    var reason: String
  }

  /// Returns the rules of the plural categories `strings` names, one key each (`plural.one`,
  /// `plural.few` …; `other` needs none).
  static func pluralRules(
    in strings: [String: String]
  ) -> Result<[PluralCategory: PluralRule], UnreadablePluralRule> {
    var pluralRules: [PluralCategory: PluralRule] = [:]
    for category in PluralCategory.allCases where category != .other {
      let key = "plural." + category.rawValue
      guard let text = strings[key] else { continue }
      guard let rule = PluralRule(text) else {
        return .failure(UnreadablePluralRule(reason: "\(key) is not a CLDR plural rule: \(text)"))
      }
      pluralRules[category] = rule
    }
    return .success(pluralRules)
  }

  /// Returns the categories a table writes each counted message in: `other`, and each that
  /// `pluralRules` has a rule for, in CLDR's order.
  static func categories(ruledBy pluralRules: [PluralCategory: PluralRule]) -> [PluralCategory] {
    PluralCategory.allCases.filter { $0 == .other || pluralRules[$0] != nil }
  }

  /// Returns the plural category of `count` in this language, by its CLDR rules.
  public func pluralCategory(of count: Int) -> PluralCategory {
    PluralCategory.allCases.first { pluralRules[$0]?.matches(count) == true } ?? .other
  }
}
