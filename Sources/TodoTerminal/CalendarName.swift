import Foundation

/// The calendar identifiers `--calendar` accepts, by their CLDR names.
enum CalendarName {
  static let all: [(name: String, identifier: Calendar.Identifier)] = [
    ("gregorian", .gregorian),
    ("iso8601", .iso8601),
    ("buddhist", .buddhist),
    ("chinese", .chinese),
    ("coptic", .coptic),
    ("ethiopic", .ethiopicAmeteMihret),
    ("ethiopic-amete-alem", .ethiopicAmeteAlem),
    ("hebrew", .hebrew),
    ("indian", .indian),
    ("islamic", .islamic),
    ("islamic-civil", .islamicCivil),
    ("islamic-tbla", .islamicTabular),
    ("islamic-umalqura", .islamicUmmAlQura),
    ("japanese", .japanese),
    ("persian", .persian),
    ("roc", .republicOfChina),
  ]

  /// Every name but `gregorian`, comma-separated.
  static let list = all.dropFirst().map(\.name).joined(separator: ", ")

  /// Returns the identifier of a CLDR calendar name, in any case.
  static func identifier(_ name: String) -> Calendar.Identifier? {
    all.first { $0.name == name.lowercased() }?.identifier
  }
}
