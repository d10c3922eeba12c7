import Foundation
import TodoVIPER

/// The command-line options of `todo`, read and checked.
public struct TodoOptions {
  /// The instant `--now` fixes the clock at, or `nil` for the system clock.
  public var now: Date?
  /// The calendar built from `--calendar`, `--time-zone`, `--locale` and `--first-weekday`.
  public var calendar: Calendar
  /// The JSON file `--store` names, or `nil` to keep the items in memory.
  public var storePath: String?

  /// What the command line asks for.
  public enum Request {
    /// Run the app with these options.
    case run(TodoOptions)
    /// Print the usage.
    case help
    /// Print the version.
    case version
  }

  /// The settings of the machine, used where an option is not given.
  public struct Defaults {
    /// The system's time zone (which honours `TZ`).
    public var timeZone: TimeZone
    /// The system's locale.
    public var locale: Locale

    /// Creates the defaults.
    public init(timeZone: TimeZone, locale: Locale) {
      self.timeZone = timeZone
      self.locale = locale
    }

    /// Returns the locale identifier the environment names for dates, or `nil` when it names none.
    ///
    /// It reads `LC_ALL`, else `LC_TIME`, else `LANG`, without the encoding or modifier
    /// (`de_DE.UTF-8` is `de_DE`); `C` and `POSIX` are `en_US_POSIX`.
    ///
    /// Foundation's `Locale.current` on Linux is `en_001` whatever these say, so the program
    /// reads them itself.
    public static func localeIdentifier(environment: [String: String]) -> String? {
      let setting = ["LC_ALL", "LC_TIME", "LANG"].lazy
        .compactMap { environment[$0] }.first { !$0.isEmpty }
      guard let setting,
        let name = setting.split(whereSeparator: { $0 == "." || $0 == "@" }).first
      else { return nil }
      return name == "C" || name == "POSIX" ? "en_US_POSIX" : String(name)
    }
  }

  /// Reads the arguments (without the program name).
  ///
  /// Each option takes its value as the next argument or after `=`. The first weekday is the
  /// one given, or else the locale's (the ISO 8601 calendar's own rule, Monday, for `iso8601`).
  public static func parse(_ arguments: [String], defaults: Defaults) -> Result<
    Request, OptionError
  > {
    var values: [String: String] = [:]
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--help" || argument == "-h" { return .success(.help) }
      if argument == "--version" { return .success(.version) }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        .map(String.init)
      guard let name = parts.first, valueOptions.contains(name) else {
        return .failure(.unknownOption(argument))
      }
      guard let value = parts.count == 2 ? parts[1] : remaining.popFirst() else {
        return .failure(.missingValue(name))
      }
      values[name] = value
    }
    return options(from: values, defaults: defaults).map(Request.run)
  }

  private static let valueOptions: Set = [
    "--now", "--time-zone", "--first-weekday", "--locale", "--calendar", "--store",
  ]

  private static func options(from values: [String: String], defaults: Defaults) -> Result<
    TodoOptions, OptionError
  > {
    var now: Date?
    if let text = values["--now"] {
      guard let instant = ISO8601Instant.date(from: text) else { return .failure(.badNow(text)) }
      now = instant
    }
    var identifier = Calendar.Identifier.gregorian
    if let text = values["--calendar"] {
      guard let found = CalendarName.identifier(text) else { return .failure(.badCalendar(text)) }
      identifier = found
    }
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = defaults.timeZone
    if let text = values["--time-zone"] {
      guard let zone = timeZone(text) else { return .failure(.badTimeZone(text)) }
      calendar.timeZone = zone
    }
    var locale = defaults.locale
    if let text = values["--locale"] {
      guard let known = self.locale(text) else { return .failure(.badLocale(text)) }
      locale = known
    }
    calendar.locale = locale
    if let text = values["--first-weekday"] {
      guard let weekday = firstWeekday(text) else { return .failure(.badFirstWeekday(text)) }
      calendar.firstWeekday = weekday
    }
    if let path = values["--store"], path.isEmpty { return .failure(.missingValue("--store")) }
    return .success(TodoOptions(now: now, calendar: calendar, storePath: values["--store"]))
  }

  /// Returns the time zone an IANA identifier names, in any case (`utc`, `europe/berlin`).
  private static func timeZone(_ text: String) -> TimeZone? {
    if let zone = TimeZone(identifier: text) { return zone }
    let lowercased = text.lowercased()
    return TimeZone.knownTimeZoneIdentifiers.first { $0.lowercased() == lowercased }
      .flatMap(TimeZone.init(identifier:))
      ?? (["utc", "gmt"].contains(lowercased) ? TimeZone(identifier: "UTC") : nil)
  }

  /// Returns the locale an identifier names (`de_DE`, `de-DE`, `zh_CN`, `fr`), if its language,
  /// and its region where it has one, are ISO codes.
  private static func locale(_ text: String) -> Locale? {
    let locale = Locale(identifier: Locale.identifier(.icu, from: text))
    guard let language = locale.language.languageCode,
      Locale.LanguageCode.isoLanguageCodes.contains(language),
      locale.region.map(Locale.Region.isoRegions.contains) ?? true
    else { return nil }
    return locale
  }

  private static func firstWeekday(_ text: String) -> Int? {
    if let number = Int(text), (1...7).contains(number) { return number }
    let word = text.lowercased()
    guard word.count >= 3 else { return nil }
    return englishWeekdayNames.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
  }
}

/// A command-line option that cannot be used, with what would be accepted.
public enum OptionError: Error, Hashable, CustomStringConvertible {
  case unknownOption(String)
  case missingValue(String)
  case badNow(String)
  case badTimeZone(String)
  case badFirstWeekday(String)
  case badLocale(String)
  case badCalendar(String)

  /// A sentence naming the option and what it accepts.
  public var description: String {
    switch self {
    case .unknownOption(let argument):
      "unknown option '\(argument.escapedForTerminal)'; see 'todo --help'"
    case .missingValue(let name):
      "\(name) needs a value; see 'todo --help'"
    case .badNow(let text):
      "--now '\(text.escapedForTerminal)' is not an ISO 8601 instant; "
        + "give a date and time with Z or an offset, e.g. 2026-11-22T10:00:00Z"
    case .badTimeZone(let text):
      "--time-zone '\(text.escapedForTerminal)' is not a known time zone; "
        + "give an IANA identifier such as Europe/Berlin, America/New_York or UTC"
    case .badFirstWeekday(let text):
      "--first-weekday '\(text.escapedForTerminal)' is not a weekday; "
        + "give 1-7 (1 = Sunday, 2 = Monday) or a weekday name such as monday"
    case .badLocale(let text):
      "--locale '\(text.escapedForTerminal)' is not a known locale; "
        + "give an identifier such as en_US, en_GB or de_DE"
    case .badCalendar(let text):
      "--calendar '\(text.escapedForTerminal)' is not a known calendar; "
        + "give gregorian, \(CalendarName.list)"
    }
  }
}
