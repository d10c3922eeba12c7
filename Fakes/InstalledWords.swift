import Foundation
import TodoTerminal
import TodoVIPER

/// The words of each language the specs speak, read once for the whole run from the
/// translations `todo` is built with, as `todo --locale` reads them.
///
/// Reading a table and checking every word of it costs more than most specs that use it; a spec
/// that tests the reading itself calls `Words(for:from:)`. A locale not listed here is read
/// when asked.
public enum InstalledWords {
  /// The locales of the nine languages, and Finnish, which has no translation.
  static let read: [String: Words] = Dictionary(
    uniqueKeysWithValues: [
      "en_US", "de_DE", "fr_FR", "es_ES", "pt_BR", "ja_JP", "zh_CN", "zh_TW", "ar_EG", "fi_FI",
    ].map { ($0, Words(for: Locale(identifier: $0), from: ResourceBundle.installed)) })

  /// Returns the words of the language of the locale `identifier` names.
  public static func words(for identifier: String) -> Words {
    read[identifier] ?? Words(for: Locale(identifier: identifier), from: ResourceBundle.installed)
  }
}
