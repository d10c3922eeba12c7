/// The locale variables of the environment, checked before anything asks ICU for a locale.
///
/// ICU derives its default locale from `LC_ALL`, `LC_MESSAGES` or `LANG` the first time a
/// calendar is opened, and a value it cannot canonicalize (a first part of 12 letters or more,
/// a long modifier) leaves it with no default at all: the next calendar dereferences a null
/// pointer. So `todo` names a variable that is not a locale name in a warning and runs as if
/// it held `C`, before it touches a calendar or a locale. A locale name here is POSIX's
/// `language[_TERRITORY][.codeset][@modifier]` with short parts (`de_DE.UTF-8`, `sr_RS@latin`,
/// `es_419`), a script or variant as ICU writes them (`zh_Hant_TW`, `en_US_POSIX`), `C` or
/// `POSIX`: nothing ICU could fail on.
public enum LocaleVariables {
  /// The variables checked: those `todo` reads (`LC_ALL`, `LC_TIME`, `LANG`) and those ICU
  /// reads (`LC_ALL`, `LC_MESSAGES`, `LANG`).
  public static let names = ["LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"]

  /// Returns the names of the variables in `environment` that hold something other than a
  /// locale name, in the order of ``names``; an empty variable counts as not set.
  public static func unreadable(in environment: [String: String]) -> [String] {
    names.filter { name in
      guard let value = environment[name], !value.isEmpty else { return false }
      return identifier(from: value) == nil
    }
  }

  /// Returns the one-line warning for a variable that is not a locale name.
  public static func warning(name: String, value: String) -> String {
    "todo: warning: \(name) '\(value.abridgedForTerminal)' is not a locale name such as "
      + "en_US.UTF-8 or C; using C\n"
  }

  /// Returns the Foundation identifier a locale name stands for, without its codeset and
  /// modifier (`de_DE.UTF-8@euro` is `de_DE`; `C` and `POSIX` are `en_US_POSIX`), or `nil`
  /// when `text` is not a locale name.
  static func identifier(from text: String) -> String? {
    if let match = text.wholeMatch(of: posixLocale) {
      return String(match.output.1)
    }
    if text.wholeMatch(of: cLocale) != nil { return "en_US_POSIX" }
    return nil
  }

  /// `C` or `POSIX`, with or without a codeset. (Built when asked for: a `Regex` is not
  /// `Sendable`, so it cannot be a shared constant, and these are used once, at launch.)
  private static var cLocale: Regex<Substring> { /(?:C|POSIX)(?:\.[A-Za-z0-9_-]{1,32})?/ }

  /// `language[_Script][_TERRITORY][_VARIANT][.codeset][@modifier]`, capturing all up to the
  /// codeset.
  private static var posixLocale: Regex<(Substring, Substring)> {
    #/
      (
        [A-Za-z]{2,3}                        # language: de, ast
        (?: [_-] [A-Za-z]{4} )?              # script: Hant
        (?: [_-] (?: [A-Za-z]{2} | \d{3} ) )? # territory: DE, 419
        (?: [_-] [A-Za-z0-9]{5,8} )?         # variant: POSIX
      )
      (?: \. [A-Za-z0-9_-]{1,32} )?          # codeset: UTF-8
      (?: @ [A-Za-z0-9]{1,16} )?             # modifier: euro, latin
    /#
  }
}
