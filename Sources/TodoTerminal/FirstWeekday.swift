import Foundation

/// The day a locale's weeks start on, by CLDR 46's week data: the default of `--first-weekday`.
///
/// The data is CLDR's (`common/supplemental/supplementalData.xml`, `weekData`, its `firstDay`
/// rows), kept here rather than asked of the toolchain: this toolchain's Foundation starts
/// China's weeks on Sunday, Algeria's on Monday and Jordan's on Sunday, where CLDR 45 to 48
/// says Monday, Saturday and Saturday (and, for China, glibc's `zh_CN` and GB/T 7408 say Monday
/// too). The C library's locales are no better source: they exist only where the locale was
/// generated, macOS has no such field, and the core asks the C library for nothing. So a week
/// starts on the same day on Linux and macOS, whatever the toolchain.
enum FirstWeekday {
  /// The regions whose weeks start on Sunday.
  static let sunday: Set = [
    "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CO", "DM", "DO", "ET", "GT", "GU",
    "HK", "HN", "ID", "IL", "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT",
    "MX", "MZ", "NI", "NP", "PA", "PE", "PH", "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH",
    "TT", "TW", "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
  ]

  /// The regions whose weeks start on Saturday.
  static let saturday: Set = [
    "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY",
  ]

  /// Returns the first weekday of `locale`, as `Calendar.firstWeekday` counts (1 is Sunday, 2
  /// Monday … 7 Saturday): that of its region, or, when it names none, of the region its
  /// language is most likely spoken in (`zh` is `zh-Hans-CN`, `ar` `ar-Arab-EG`).
  ///
  /// The Maldives start on Friday, the regions above on Sunday or Saturday, and every other one
  /// on Monday, CLDR's world default (`001`).
  static func of(_ locale: Locale) -> Int {
    let likely = Locale(identifier: locale.language.maximalIdentifier).region
    guard let region = (locale.region ?? likely)?.identifier else { return 2 }
    if sunday.contains(region) { return 1 }
    if saturday.contains(region) { return 7 }
    return region == "MV" ? 6 : 2
  }
}
