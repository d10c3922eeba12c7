import Foundation
import TodoPlatform
import TodoVIPER

/// The command-line options of `todo`, read and checked.
public struct TodoOptions {
  /// The instant `--now` fixes the clock at, or `nil` for the system clock.
  public var now: Date?
  /// The calendar built from `--calendar`, `--time-zone`, `--locale` and `--first-weekday`.
  public var calendar: Calendar
  /// Where the items are kept: `--store`, `--in-memory`, or the default file.
  public var store: Store

  /// Where the items are kept.
  public enum Store: Hashable, Sendable {
    /// Neither `--store` nor `--in-memory`: the default file (see ``DefaultStoreFile``).
    case defaultFile
    /// The JSON file `--store` names, byte for byte.
    case file(BytePath)
    /// `--in-memory`: nothing is read or written; the items are gone when the program ends.
    case inMemory
  }

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
    /// The system's time zone, used when `TZ` is not set.
    public var timeZone: TimeZone
    /// The value of `TZ`, or `nil` when it is not set; read by ``TimeZoneVariable``.
    public var timeZoneVariable: String?
    /// The system's locale.
    public var locale: Locale
    /// Where the items are kept without `--store` or `--in-memory`, worked out from the
    /// environment, or why there is no such place; `nil` for a program that keeps no file.
    public var storeFile: Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder>?
    /// The columns `help` and `--help` are laid out in (see ``columns(terminal:environment:)``).
    public var columns: Int

    /// Creates the defaults.
    public init(
      timeZone: TimeZone, timeZoneVariable: String? = nil, locale: Locale,
      storeFile: Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder>? = nil,
      columns: Int = 80
    ) {
      self.timeZone = timeZone
      self.timeZoneVariable = timeZoneVariable
      self.locale = locale
      self.storeFile = storeFile
      self.columns = columns
    }

    /// Returns the columns to lay help out in: the terminal's (`terminal`, its answer to
    /// `TIOCGWINSZ`), else `COLUMNS` where it is a whole number above 0, else 80; never below 40.
    public static func columns(terminal: Int?, environment: [String: String]) -> Int {
      let variable = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
      return max(40, terminal ?? variable ?? 80)
    }

    /// Returns the locale identifier the environment names for dates, or `nil` when it names none.
    ///
    /// It reads `LC_ALL`, else `LC_TIME`, else `LANG`, without the codeset or modifier
    /// (`de_DE.UTF-8` is `de_DE`); `C` and `POSIX`, and a value that is not a locale name (see
    /// ``LocaleVariables``), are `en_US_POSIX`.
    ///
    /// Foundation's `Locale.current` on Linux is `en_001` whatever these say, so the program
    /// reads them itself.
    public static func localeIdentifier(environment: [String: String]) -> String? {
      let setting = ["LC_ALL", "LC_TIME", "LANG"].lazy
        .compactMap { environment[$0] }.first { !$0.isEmpty }
      return setting.map { LocaleVariables.identifier(from: $0) ?? "en_US_POSIX" }
    }
  }

  /// Reads the arguments (without the program name).
  public static func parse(_ arguments: [String], defaults: Defaults) -> Result<
    Request, OptionError
  > {
    parse(bytes: arguments.map { Array($0.utf8) }, defaults: defaults)
  }

  /// Reads the arguments (without the program name) as the bytes the process was given, so
  /// that a `--store` path need not be UTF-8.
  ///
  /// Each option but `--in-memory` takes its value as the next argument or after `=`; `--` ends
  /// the options, and `todo` takes no other arguments. The first weekday is the one given, or
  /// else the locale's, by CLDR's week data (``FirstWeekday``), or Monday, the ISO 8601
  /// calendar's own rule, for `iso8601`.
  public static func parse(bytes arguments: [[UInt8]], defaults: Defaults) -> Result<
    Request, OptionError
  > {
    var values: [String: [UInt8]] = [:]
    var inMemory = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let text = BytePath(bytes: argument).description
      if text == "--help" || text == "-h" { return .success(.help) }
      if text == "--version" { return .success(.version) }
      if text == "--" {
        if let extra = remaining.first {
          return .failure(.unexpectedArgument(BytePath(bytes: extra).description))
        }
        break
      }
      guard text.hasPrefix("-") else { return .failure(.unexpectedArgument(text)) }
      if text == "--in-memory" {
        inMemory = true
        continue
      }
      let equals = argument.firstIndex(of: UInt8(ascii: "="))
      let name = equals.map { BytePath(bytes: Array(argument[..<$0])).description } ?? text
      guard valueOptions.contains(name) else { return .failure(.unknownOption(text)) }
      guard let value = equals.map({ Array(argument[($0 + 1)...]) }) ?? remaining.popFirst()
      else { return .failure(.missingValue(name)) }
      values[name] = value
    }
    if inMemory, values["--store"] != nil { return .failure(.storeAndInMemory) }
    return options(from: values, defaults: defaults).map {
      var options = $0
      if inMemory { options.store = .inMemory }
      return .run(options)
    }
  }

  private static let valueOptions: Set = [
    "--now", "--time-zone", "--first-weekday", "--locale", "--calendar", "--store",
  ]

  private static func options(from values: [String: [UInt8]], defaults: Defaults) -> Result<
    TodoOptions, OptionError
  > {
    let text = { (name: String) in values[name].map { BytePath(bytes: $0).description } }
    var now: Date?
    if let value = text("--now") {
      guard let instant = ISO8601Instant.date(from: value) else { return .failure(.badNow(value)) }
      now = instant
    }
    var identifier = Calendar.Identifier.gregorian
    if let value = text("--calendar") {
      guard let found = CalendarName.identifier(value) else {
        return .failure(.badCalendar(value))
      }
      identifier = found
    }
    var calendar = Calendar(identifier: identifier)
    if let value = text("--time-zone") {
      switch timeZone(value) {
      case .success(let zone): calendar.timeZone = zone
      case .failure(let error): return .failure(error)
      }
    } else if let variable = defaults.timeZoneVariable {
      guard let zone = TimeZoneVariable.timeZone(from: variable) else {
        return .failure(.badTimeZoneVariable(variable))
      }
      calendar.timeZone = zone
    } else {
      calendar.timeZone = defaults.timeZone
    }
    var locale = defaults.locale
    if let value = text("--locale") {
      guard let known = self.locale(value) else { return .failure(.badLocale(value)) }
      locale = known
    }
    calendar.locale = locale
    if identifier != .iso8601 { calendar.firstWeekday = FirstWeekday.of(locale) }
    if let value = text("--first-weekday") {
      guard let weekday = firstWeekday(value) else { return .failure(.badFirstWeekday(value)) }
      calendar.firstWeekday = weekday
    }
    var store = Store.defaultFile
    if let path = values["--store"] {
      if path.isEmpty { return .failure(.emptyValue("--store")) }
      store = .file(BytePath(bytes: path))
    }
    return .success(TodoOptions(now: now, calendar: calendar, store: store))
  }

  /// Returns the time zone an IANA identifier names, in any case (`utc`, `europe/berlin`,
  /// `etc/gmt-14`: see ``TimeZoneNames``), or a fixed offset east of UTC written as in an ISO
  /// 8601 instant (`+05:30`).
  ///
  /// `GMT+5` and `UTC+5` are refused: POSIX `TZ` reads them as behind UTC, and people who write
  /// them mostly mean ahead.
  private static func timeZone(_ text: String) -> Result<TimeZone, OptionError> {
    let lowercased = text.lowercased()
    if lowercased.wholeMatch(of: /(?:utc|gmt)[+-].*/) != nil {
      return .failure(.ambiguousTimeZone(text))
    }
    if let match = text.wholeMatch(of: /([+-])(\d\d):(\d\d)/),
      let hours = Int(match.output.2), let minutes = Int(match.output.3),
      hours * 60 + minutes <= 18 * 60, minutes < 60,
      let zone = TimeZone(
        secondsFromGMT: (match.output.1 == "-" ? -1 : 1) * (hours * 3_600 + minutes * 60))
    {
      return .success(zone)
    }
    if text.first != "+", text.first != "-", let zone = TimeZone(identifier: text) {
      return .success(zone)
    }
    let zone = TimeZoneNames.identifier(matching: text).flatMap(TimeZone.init(identifier:))
    return zone.map { .success($0) } ?? .failure(.badTimeZone(text))
  }

  /// Returns the locale an identifier names (`de_DE`, `de-DE`, `zh_CN`, `fr`, and `C` or
  /// `POSIX`, as `LC_ALL` may say), if its language, and its region where it has one, are ISO
  /// codes.
  private static func locale(_ text: String) -> Locale? {
    guard let identifier = LocaleVariables.identifier(from: text) else { return nil }
    if identifier == "en_US_POSIX" { return Locale(identifier: identifier) }
    let locale = Locale(identifier: Locale.identifier(.icu, from: identifier))
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
  case unexpectedArgument(String)
  case missingValue(String)
  case emptyValue(String)
  case badNow(String)
  case badTimeZone(String)
  case ambiguousTimeZone(String)
  case badTimeZoneVariable(String)
  case badFirstWeekday(String)
  case badLocale(String)
  case badCalendar(String)
  case storeAndInMemory

  /// A sentence naming the option and what it accepts; a value is shown shortened and escaped.
  public var description: String {
    switch self {
    case .unknownOption(let argument):
      "unknown option '\(argument.abridgedForTerminal)'; see 'todo --help'"
    case .unexpectedArgument(let argument):
      "unexpected argument '\(argument.abridgedForTerminal)': todo takes only options; "
        + "see 'todo --help'"
    case .missingValue(let name):
      "\(name) needs a value; see 'todo --help'"
    case .emptyValue(let name):
      "\(name) is empty; give the path of a JSON file, such as todo.json"
    case .badNow(let text):
      "--now '\(text.abridgedForTerminal)' is not an ISO 8601 instant; "
        + "give a date and time with Z or an offset, e.g. 2026-11-22T10:00:00Z"
    case .badTimeZone(let text):
      "--time-zone '\(text.abridgedForTerminal)' is not a known time zone; "
        + "give an IANA identifier such as Europe/Berlin, America/New_York or UTC"
    case .ambiguousTimeZone(let text):
      "--time-zone '\(text.abridgedForTerminal)' is ambiguous (POSIX TZ reads it as behind UTC, "
        + "most people mean ahead); give an offset east of UTC such as +05:00 or -05:00, or an "
        + "IANA identifier such as Asia/Karachi"
    case .badTimeZoneVariable(let text):
      "TZ '\(text.abridgedForTerminal)' is not a time zone todo can read; set it to an IANA name "
        + "such as Europe/Berlin, a fixed offset such as UTC0 or JST-9, or give --time-zone"
    case .badFirstWeekday(let text):
      "--first-weekday '\(text.abridgedForTerminal)' is not a weekday; "
        + "give 1-7 (1 = Sunday, 2 = Monday) or a weekday name such as monday"
    case .badLocale(let text):
      "--locale '\(text.abridgedForTerminal)' is not a known locale; "
        + "give an identifier such as en_US, en_GB or de_DE"
    case .badCalendar(let text):
      "--calendar '\(text.abridgedForTerminal)' is not a known calendar; "
        + "give gregorian, \(CalendarName.list)"
    case .storeAndInMemory:
      "--store and --in-memory cannot be given together: give --store to keep the items in "
        + "that file, or --in-memory to keep them in memory only"
    }
  }
}
