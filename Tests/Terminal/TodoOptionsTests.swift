import Foundation
import Testing
import TodoPlatform
import TodoTerminal
import TodoVIPER

/// Reading `todo`'s command-line options.
struct TodoOptionsTests {
  let defaults = TodoOptions.Defaults(
    timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt, locale: Locale(identifier: "en_US"))

  /// Returns the options `arguments` ask to run with; a failure to parse, or a request for
  /// help or the version, fails the test at the caller's line.
  func options(
    _ arguments: [String], defaults: TodoOptions.Defaults? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TodoOptions {
    let request = try TodoOptions.parse(arguments, defaults: defaults ?? self.defaults).get()
    return try #require(
      request.options, "expected options to run with, got \(request)",
      sourceLocation: sourceLocation)
  }

  @Test func `with no options the clock and the calendar are the system's`() throws {
    let options = try options([])

    #expect(options.now == nil)
    #expect(options.calendar.identifier == .gregorian)
    #expect(options.calendar.timeZone.secondsFromGMT() == 0)
    #expect(options.calendar.firstWeekday == 1)
    #expect(options.calendar.locale?.identifier == "en_US")
  }

  @Test func `every option is read, with a space or an equals sign`() throws {
    let options = try options([
      "--now", "2026-11-22T10:00:00Z", "--time-zone=Europe/Berlin", "--first-weekday", "3",
      "--locale=de_DE", "--calendar", "iso8601",
    ])

    #expect(options.now == Date(timeIntervalSince1970: 1_795_341_600))
    #expect(options.calendar.identifier == .iso8601)
    #expect(options.calendar.timeZone.identifier == "Europe/Berlin")
    #expect(options.calendar.firstWeekday == 3)
    #expect(options.calendar.locale?.identifier == "de_DE")
  }

  @Test func `without --store or --in-memory the items go to the default file`() throws {
    #expect(try options([]).store == .defaultFile)
    #expect(try options(["--store", "todo.json"]).store == .file(BytePath("todo.json")))
    #expect(try options(["--store=a b.json"]).store == .file(BytePath("a b.json")))
    #expect(try options(["--in-memory"]).store == .inMemory)
    #expect(try options(["--in-memory", "--in-memory"]).store == .inMemory)
  }

  @Test(arguments: [("en_GB", 2), ("en_US", 1), ("de-DE", 2)])
  func `the first weekday defaults to the locale's`(_ locale: String, _ firstWeekday: Int) throws {
    #expect(try options(["--locale", locale]).calendar.firstWeekday == firstWeekday)
  }

  @Test(arguments: [("utc", 0), ("UTC", 0), ("europe/berlin", 3_600), ("Asia/Kathmandu", 20_700)])
  func `the time zone is an IANA identifier in any case`(_ text: String, _ offset: Int) throws {
    #expect(
      try options(["--time-zone", text]).calendar.timeZone.secondsFromGMT(
        for: Date(timeIntervalSince1970: 1_795_341_600)) == offset)
  }

  @Test(arguments: [
    ("etc/utc", "Etc/UTC"), ("etc/gmt-14", "Etc/GMT-14"), ("ETC/GMT+5", "Etc/GMT+5"),
    ("est5edt", "EST5EDT"), ("us/pacific", "US/Pacific"), ("factory", "Factory"),
    ("us/pacific-new", "US/Pacific-New"), ("systemv/ast4", "SystemV/AST4"),
    ("canada/east-saskatchewan", "Canada/East-Saskatchewan"), ("gmt", "GMT"),
  ])
  func `an alias the zone data knows is read in any case, as the zone of that name`(
    _ text: String, _ identifier: String
  ) throws {
    #expect(try options(["--time-zone", text]).calendar.timeZone.identifier == identifier)
  }

  @Test func `a three-letter name ICU keeps for Java is read only as written, as it is no tz name`()
    throws
  {
    #expect(try options(["--time-zone", "BST"]).calendar.timeZone.secondsFromGMT() == 21_600)
    #expect(throws: OptionError.badTimeZone("bst")) {
      try TodoOptions.parse(["--time-zone", "bst"], defaults: defaults).get()
    }
  }

  @Test(arguments: [("zh_CN", 2), ("zh_TW", 1), ("sr_RS", 2), ("fr", 2), ("de-DE", 2)])
  func `a locale is any with an ISO language and region`(_ text: String, _ firstWeekday: Int)
    throws
  {
    #expect(try options(["--locale", text]).calendar.firstWeekday == firstWeekday)
  }

  /// CLDR 46's week data (`weekData/firstDay`), not the toolchain's.
  ///
  /// Foundation here starts China's weeks on Sunday, Algeria's on Monday and Jordan's on Sunday, where CLDR 45 to 48,
  /// glibc's locales and GB/T 7408 (for China) say otherwise. A locale without a region takes the
  /// region its language is most likely spoken in (`zh` is China's, `zh-Hant` Taiwan's, `ar`
  /// Egypt's); a region CLDR does not list starts on Monday, as its world default does.
  @Test(arguments: [
    ("zh_CN", 2), ("zh", 2), ("zh-Hans", 2), ("zh_TW", 1), ("zh-Hant", 1), ("zh_HK", 1),
    ("ja_JP", 1), ("en_US", 1), ("C", 1), ("en_GB", 2), ("de_DE", 2), ("fr_FR", 2),
    ("es_ES", 2), ("es_MX", 1), ("pt_BR", 1), ("pt_PT", 1), ("pt", 1), ("ar_EG", 7), ("ar", 7),
    ("ar_DZ", 7), ("ar_JO", 7), ("ar_AE", 2), ("ar_SA", 1), ("fa_IR", 7), ("dv_MV", 6),
    ("he_IL", 1), ("ru_RU", 2), ("fi_FI", 2), ("en_001", 2),
  ])
  func `the locale's first weekday is CLDR's, by its region or its language's`(
    _ locale: String, _ firstWeekday: Int
  ) throws {
    #expect(try options(["--locale", locale]).calendar.firstWeekday == firstWeekday)
  }

  @Test func `the ISO 8601 calendar starts its weeks on Monday whatever the locale`() throws {
    let options = try options(["--locale", "zh_TW", "--calendar", "iso8601"])
    #expect(options.calendar.firstWeekday == 2)
  }

  @Test func `--first-weekday wins over the locale's`() throws {
    #expect(try options(["--locale", "zh_CN", "--first-weekday", "1"]).calendar.firstWeekday == 1)
  }

  @Test(arguments: [("1", 1), ("7", 7), ("monday", 2), ("Sat", 7), ("SUNDAY", 1)])
  func `the first weekday is a number or a weekday name`(_ text: String, _ weekday: Int) throws {
    #expect(try options(["--first-weekday", text]).calendar.firstWeekday == weekday)
  }

  @Test(arguments: ["japanese", "hebrew", "islamic-umalqura", "persian", "gregorian", "ROC"])
  func `the calendar is any Foundation identifier`(_ name: String) throws {
    #expect(
      String(describing: try options(["--calendar", name]).calendar.identifier) == name.lowercased()
    )
  }

  @Test(arguments: [
    (["LANG": "en_US.UTF-8"], "en_US"),
    (["LANG": "de_DE.UTF-8", "LC_TIME": "en_GB.UTF-8"], "en_GB"),
    (["LANG": "de_DE", "LC_TIME": "en_GB", "LC_ALL": "fr_FR.UTF-8@euro"], "fr_FR"),
    (["LANG": "C"], "en_US_POSIX"),
    (["LANG": "POSIX", "LC_ALL": ""], "en_US_POSIX"),
  ])
  func `the default locale is the one LC_ALL, LC_TIME or LANG names`(
    _ environment: [String: String], _ identifier: String
  ) {
    #expect(TodoOptions.Defaults.localeIdentifier(environment: environment) == identifier)
  }

  @Test(arguments: [
    (["LANG": "aaaaaaaaaaaa"], ["LANG"]),
    (
      [
        "LC_ALL": "en_US@k=v", "LC_MESSAGES": "12345678901234", "LC_TIME": "de_DE.UTF-8",
        "LANG": "C.UTF-8",
      ],
      ["LC_ALL", "LC_MESSAGES"]
    ),
    (["LANG": "de_DE.UTF-8", "LC_TIME": "/usr/share/locale/de"], ["LC_TIME"]),
    (
      [
        "LANG": "", "LC_ALL": "sr_RS.UTF-8@latin", "LC_TIME": "es_419.UTF-8",
        "LC_MESSAGES": "POSIX",
      ],
      []
    ),
    (["LANG": "ast_ES.UTF-8", "LC_TIME": "zh_Hant_TW", "LC_MESSAGES": "en_US_POSIX"], []),
  ])
  func `a locale variable that is not a locale name is found, before ICU reads it`(
    _ environment: [String: String], _ unreadable: [String]
  ) {
    #expect(LocaleVariables.unreadable(in: environment) == unreadable)
  }

  @Test func `a locale variable that is not a locale name counts as C`() {
    #expect(
      TodoOptions.Defaults.localeIdentifier(
        environment: ["LC_TIME": "aaaaaaaaaaaa", "LANG": "de_DE.UTF-8"]) == "en_US_POSIX")
  }

  @Test func `with no locale variables the system's locale is kept`() {
    #expect(TodoOptions.Defaults.localeIdentifier(environment: ["PATH": "/bin"]) == nil)
  }

  @Test func `help and version are requests of their own`() throws {
    let help = try TodoOptions.parse(["--now", "x", "--help"], defaults: defaults).get()
    let version = try TodoOptions.parse(["--version"], defaults: defaults).get()

    #expect(String(describing: help) == "help")
    #expect(String(describing: version) == "version")
  }

  @Test(arguments: ["C", "POSIX", "C.UTF-8"])
  func `the C and POSIX locales are accepted, as LC_ALL=C is`(_ text: String) throws {
    let calendar = try options(["--locale", text]).calendar

    #expect(calendar.locale?.identifier == "en_US_POSIX")
    #expect(calendar.firstWeekday == 1)
  }

  @Test(arguments: [
    ("+05:00", 18_000), ("-03:30", -12_600), ("+00:00", 0), ("+18:00", 64_800),
    ("-18:00", -64_800),
  ])
  func `a time zone may be a fixed offset east of UTC, as in an ISO 8601 instant`(
    _ text: String, _ offset: Int
  ) throws {
    #expect(
      try options(["--time-zone", text]).calendar.timeZone.secondsFromGMT(
        for: Date(timeIntervalSince1970: 1_795_341_600)) == offset)
  }

  @Test func `-- ends the options`() throws {
    #expect(try options(["--now", "2026-11-22T10:00:00Z", "--"]).now != nil)
  }

  @Test func `with neither --time-zone nor TZ, the machine's zone is the default`() throws {
    let defaults = TodoOptions.Defaults(
      timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt, locale: Locale(identifier: "en_US"))

    #expect(try options([], defaults: defaults).calendar.timeZone.identifier == "Asia/Tokyo")
  }

  @Test func `a zone name the system knows but does not list is read as that zone`() throws {
    // US/Eastern is a link to America/New_York: not in knownTimeZoneIdentifiers.
    #expect(
      try options(["--time-zone", "US/Eastern"]).calendar.timeZone.secondsFromGMT(
        for: Date(timeIntervalSince1970: 1_795_341_600)) == -18_000)
  }

  @Test func `TZ is the default time zone, read as libc reads it`() throws {
    let defaults = TodoOptions.Defaults(
      timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt, timeZoneVariable: "GMT+5",
      locale: Locale(identifier: "en_US"))
    let options = try options([], defaults: defaults)

    #expect(
      options.calendar.timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_795_341_600))
        == -18_000)
  }

  @Test func `a TZ that cannot be read is refused, unless --time-zone is given`() {
    let defaults = TodoOptions.Defaults(
      timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt, timeZoneVariable: "Mars/Olympus",
      locale: Locale(identifier: "en_US"))

    #expect(throws: OptionError.badTimeZoneVariable("Mars/Olympus")) {
      try TodoOptions.parse([], defaults: defaults).get()
    }
    #expect(throws: Never.self) {
      try TodoOptions.parse(["--time-zone", "UTC"], defaults: defaults).get()
    }
  }

  @Test(arguments: [
    (["--bogus"], OptionError.unknownOption("--bogus")),
    (["extra"], .unexpectedArgument("extra")),
    (["--", "--now", "2026-11-22T10:00:00Z"], .unexpectedArgument("--now")),
    (["--store", ""], .emptyValue("--store")),
    (["--store="], .emptyValue("--store")),
    (["--now"], .missingValue("--now")),
    (["--now", "2026-11-22"], .badNow("2026-11-22")),
    (["--now="], .badNow("")),
    (["--time-zone", "Mars/Olympus"], .badTimeZone("Mars/Olympus")),
    (["--time-zone", "GMT+5"], .ambiguousTimeZone("GMT+5")),
    (["--time-zone", "UTC+5"], .ambiguousTimeZone("UTC+5")),
    (["--time-zone", "utc+5"], .ambiguousTimeZone("utc+5")),
    (["--time-zone", "gmt-03:30"], .ambiguousTimeZone("gmt-03:30")),
    (["--time-zone", "+19:00"], .badTimeZone("+19:00")),
    (["--time-zone", "+18:01"], .badTimeZone("+18:01")),
    (["--time-zone", "+05:60"], .badTimeZone("+05:60")),
    (["--first-weekday", "0"], .badFirstWeekday("0")),
    (["--first-weekday", "8"], .badFirstWeekday("8")),
    (["--first-weekday", "mo"], .badFirstWeekday("mo")),
    (["--locale", "xx_YY"], .badLocale("xx_YY")),
    (["--locale", "en_XX"], .badLocale("en_XX")),
    (["--calendar", "mayan"], .badCalendar("mayan")),
    (["--store", "todo.json", "--in-memory"], .storeAndInMemory),
    (["--in-memory", "--store=todo.json"], .storeAndInMemory),
    (["--in-memory", "--store", ""], .storeAndInMemory),
    (["--in-memory=yes"], .unknownOption("--in-memory=yes")),
  ])
  func `a bad option or value is named`(_ arguments: [String], _ error: OptionError) {
    #expect(throws: error) { try TodoOptions.parse(arguments, defaults: defaults).get() }
  }

  @Test func `a long value is shortened in the message, as unknown commands are`() {
    let value = String(repeating: "x", count: 100_000)

    #expect(
      OptionError.badNow(value).description
        == "--now '\(String(repeating: "x", count: 40))…' is not an ISO 8601 instant; give a date "
        + "and time with Z or an offset, e.g. 2026-11-22T10:00:00Z")
    #expect(
      OptionError.unknownOption("--" + value).description
        == "unknown option '--\(String(repeating: "x", count: 38))…'; see 'todo --help'")
  }

  @Test func `an empty --store, -- and a stray argument are named for what they are`() {
    #expect(
      OptionError.emptyValue("--store").description
        == "--store is empty; give the path of a JSON file, such as todo.json")
    #expect(
      OptionError.unexpectedArgument("extra").description
        == "unexpected argument 'extra': todo takes only options; see 'todo --help'")
    #expect(
      OptionError.ambiguousTimeZone("UTC+5").description
        == "--time-zone 'UTC+5' is ambiguous (POSIX TZ reads it as behind UTC, most people mean "
        + "ahead); give an offset east of UTC such as +05:00 or -05:00, or an IANA identifier "
        + "such as Asia/Karachi")
    #expect(
      OptionError.badTimeZoneVariable("Mars/Olympus").description
        == "TZ 'Mars/Olympus' is not a time zone todo can read; set it to an IANA name such as "
        + "Europe/Berlin, a fixed offset such as UTC0 or JST-9, or give --time-zone")
  }

  @Test func `each message says what would be accepted`() {
    #expect(
      OptionError.badTimeZone("Mars/Olympus").description
        == "--time-zone 'Mars/Olympus' is not a known time zone; give an IANA identifier such as "
        + "Europe/Berlin, America/New_York or UTC")
    #expect(
      OptionError.badFirstWeekday("8").description
        == "--first-weekday '8' is not a weekday; give 1-7 (1 = Sunday, 2 = Monday) or a weekday "
        + "name such as monday")
    #expect(
      OptionError.badCalendar("mayan").description
        == "--calendar 'mayan' is not a known calendar; give gregorian, iso8601, buddhist, chinese, "
        + "coptic, ethiopic, ethiopic-amete-alem, hebrew, indian, islamic, islamic-civil, "
        + "islamic-tbla, islamic-umalqura, japanese, persian, roc")
  }
}

extension TodoOptions.Request {
  /// The options to run with, or `nil` for a request for help or the version.
  fileprivate var options: TodoOptions? {
    if case .run(let options) = self { options } else { nil }
  }
}
