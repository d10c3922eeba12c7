import Foundation

/// The calendars by their CLDR names, as `todo --calendar` takes them, and the words that name
/// them in `todo explain`.
///
/// `package`: the options, the list presenter and the specs use the one list.
package enum CalendarName {
  package static let all: [(name: String, identifier: Calendar.Identifier)] = [
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
  package static let list = all.dropFirst().map(\.name).joined(separator: ", ")

  /// Returns the identifier of a CLDR calendar name, in any case.
  package static func identifier(_ name: String) -> Calendar.Identifier? {
    all.first { $0.name == name.lowercased() }?.identifier
  }

  /// Returns the CLDR name of a calendar, such as `islamic-umalqura`.
  package static func name(of identifier: Calendar.Identifier) -> String {
    all.first { $0.identifier == identifier }?.name ?? "\(identifier)"
  }

  /// Returns the word that names a calendar in every language, `calendar.` and its CLDR name
  /// (``Word/calendarGregorian`` …); `nil` for a calendar `--calendar` does not take.
  package static func word(of identifier: Calendar.Identifier) -> Word? {
    all.first { $0.identifier == identifier }.flatMap { Word(rawValue: "calendar.\($0.name)") }
  }
}
