import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// Reading a typed due date: each accepted form, and what is refused.
struct DueDateParserTests {
  /// Sunday 2026-11-22 at 10:00 UTC, on a Monday-first calendar.
  func parse(_ text: String, timeZone: String = "UTC") -> Result<Date, DueDateError> {
    DueDateParser(
      calendar: .gregorian(firstWeekday: 2, timeZone: timeZone),
      clock: FixedClock(.nov22At10)
    ).dueDate(from: text)
  }

  /// The reason `text` is refused, or `nil` when it is read.
  func refusal(of text: String, timeZone: String = "UTC") -> DueDateError? {
    if case .failure(let error) = parse(text, timeZone: timeZone) { error } else { nil }
  }

  @Test(arguments: [
    ("2026-11-23", "2026-11-23T00:00:00Z"),
    (" 2026-11-23 ", "2026-11-23T00:00:00Z"),
    ("2024-02-29", "2024-02-29T00:00:00Z"),
    ("2026-11-23T09:30:00Z", "2026-11-23T09:30:00Z"),
    ("2025-06-11T23:59:59.999-04:00", "2025-06-12T03:59:59.999Z"),
    ("2026-11-23T09:30:00+05:45", "2026-11-23T03:45:00Z"),
    ("today", "2026-11-22T00:00:00Z"),
    ("Tomorrow", "2026-11-23T00:00:00Z"),
    ("sunday", "2026-11-22T00:00:00Z"),
    ("MONDAY", "2026-11-23T00:00:00Z"),
    ("saturday", "2026-11-28T00:00:00Z"),
  ])
  func `an accepted form names this instant`(_ text: String, _ expected: String) {
    #expect(parse(text) == .success(.iso(expected)))
  }

  @Test func `a date is the start of that day in the calendar's time zone`() {
    #expect(
      parse("2026-11-23", timeZone: "America/New_York") == .success(.iso("2026-11-23T05:00:00Z")))
  }

  @Test func `a date whose midnight does not exist starts at the first instant of the day`() {
    #expect(
      parse("2018-11-04", timeZone: "America/Sao_Paulo")
        == .success(.iso("2018-11-04T01:00:00-02:00")))
  }

  @Test func `dates before the Gregorian reform are days of the ISO 8601 calendar`() {
    // Seconds from 1970 in the proleptic Gregorian calendar (GNU `date -u -d 1582-10-10 +%s`);
    // Foundation's own ISO 8601 parser and Gregorian calendar turn Julian before 1582-10-15.
    #expect(parse("1582-10-10") == .success(Date(timeIntervalSince1970: -12_219_724_800)))
    #expect(parse("1500-03-02") == .success(Date(timeIntervalSince1970: -14_826_585_600)))
  }

  @Test func `today and tomorrow are the list's, even in minutes the clock repeated`() {
    // Goose Bay turned 00:01 -03 back to Saturday 23:01 -04 on 2010-11-07; at 03:30 UTC the
    // clock shows Saturday 23:30 again, but Sunday began at 00:00 -03 (03:00 UTC).
    let parser = DueDateParser(
      calendar: .gregorian(firstWeekday: 1, timeZone: "America/Goose_Bay"),
      clock: FixedClock(.iso("2010-11-07T03:30:00Z")))

    #expect(parser.dueDate(from: "today") == .success(.iso("2010-11-07T03:00:00Z")))
    #expect(parser.dueDate(from: "sunday") == .success(.iso("2010-11-07T03:00:00Z")))
    #expect(parser.dueDate(from: "tomorrow") == .success(.iso("2010-11-08T04:00:00Z")))
    #expect(parser.dueDate(from: "saturday") == .success(.iso("2010-11-13T04:00:00Z")))
  }

  @Test func `a day the time zone skipped is refused by name`() {
    let refused = refusal(of: "2011-12-30", timeZone: "Pacific/Apia")

    #expect(refused?.kind == .skippedDay(timeZone: "Pacific/Apia"))
    #expect(
      refused?.description
        == "2011-12-30 does not exist in Pacific/Apia: the time zone skipped that day. Choose another day."
    )
  }

  @Test(arguments: ["", " ", "   "])
  func `nothing typed, or spaces only, is refused as empty`(_ text: String) {
    let refused = refusal(of: text)

    #expect(refused?.kind == .empty)
    #expect(refused?.text == "")
  }

  @Test(arguments: [
    "2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "26-11-23", "2026-11-23T09:30:00",
    "2026-11-23T24:00:00Z", "2026-11-23T09:60:00Z", "2026-11-23T09:30:60Z",
    "2026-11-23T09:30:00+19:00",
    "2026-11-23 09:30:00Z", "2025-06-11T23:59:59-0400", "2026-11-23T09:30:00z", "next tuesday",
    "mon", "23/11/2026", "２０２６-１１-２３",
  ])
  func `anything else is refused, with the forms that are accepted`(_ text: String) {
    let refused = refusal(of: text)

    #expect(refused?.kind == .notADate)
    #expect(refused?.text == text.trimmingCharacters(in: .whitespaces))
  }

  @Test func `the refusal names the text and the accepted forms`() {
    #expect(
      refusal(of: "soon")?.description
        == "'soon' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z or an offset "
        + "(2026-11-23T09:30:00Z), today, tomorrow or a weekday name.")
  }

  // MARK: - Day words in the user's language

  /// Parses `text` with the words of `locale`, as `todo --locale` would, on Sunday 2026-11-22.
  func parse(_ text: String, locale: String) -> Result<Date, DueDateError> {
    DueDateParser(
      calendar: .gregorian(firstWeekday: 2, timeZone: "UTC"), clock: FixedClock(.nov22At10),
      words: InstalledWords.words(for: locale)
    ).dueDate(from: text)
  }

  /// Tomorrow is Monday 2026-11-23; Tuesday is 2026-11-24.
  @Test(arguments: [
    ("de_DE", ["heute"], ["morgen", "Morgen", "MORGEN"], ["Dienstag", "dienstag", "Di.", "di"]),
    ("fr_FR", ["aujourd’hui", "aujourd'hui"], ["demain"], ["mardi", "Mardi", "mar.", "mar"]),
    ("es_ES", ["hoy"], ["mañana", "manana"], ["martes", "mar"]),
    ("pt_BR", ["hoje"], ["amanhã", "amanha"], ["terça-feira", "terca-feira", "ter."]),
    ("ja_JP", ["今日"], ["明日"], ["火曜日", "火"]),
    ("zh_CN", ["今天"], ["明天"], ["星期二", "周二"]),
    ("zh_TW", ["今天"], ["明天"], ["星期二", "週二"]),
    ("ar_EG", ["اليوم"], ["غدًا", "غدا"], ["الثلاثاء", "ثلاثاء"]),
    ("en_US", ["today"], ["tomorrow"], ["tuesday", "Tuesday"]),
  ])
  func `a language's words for today, tomorrow and the weekdays are its locale's`(
    _ locale: String, _ today: [String], _ tomorrow: [String], _ tuesday: [String]
  ) {
    for word in today {
      #expect(parse(word, locale: locale) == .success(.iso("2026-11-22T00:00:00Z")), "\(word)")
    }
    for word in tomorrow {
      #expect(parse(word, locale: locale) == .success(.iso("2026-11-23T00:00:00Z")), "\(word)")
    }
    for word in tuesday {
      #expect(parse(word, locale: locale) == .success(.iso("2026-11-24T00:00:00Z")), "\(word)")
    }
  }

  /// The first instant of each day from Sunday 2026-11-22 (today) to Saturday 2026-11-28.
  static let weekOfNov22 = [
    "2026-11-22T00:00:00Z", "2026-11-23T00:00:00Z", "2026-11-24T00:00:00Z",
    "2026-11-25T00:00:00Z", "2026-11-26T00:00:00Z", "2026-11-27T00:00:00Z",
    "2026-11-28T00:00:00Z",
  ]

  @Test(arguments: ["de_DE", "fr_FR", "es_ES", "pt_BR", "ja_JP", "zh_CN", "zh_TW", "ar_EG"])
  func `every word a language accepts names one day, and a letter two weekdays share is refused`(
    _ locale: String
  ) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: locale)
    let names = [
      calendar.weekdaySymbols, calendar.standaloneWeekdaySymbols, calendar.shortWeekdaySymbols,
      calendar.shortStandaloneWeekdaySymbols,
    ]
    for symbols in names {
      try #require(symbols.count == 7)
      for (index, name) in symbols.enumerated() {
        #expect(parse(name, locale: locale) == .success(.iso(Self.weekOfNov22[index])), "\(name)")
      }
    }
    // German "M" is both Montag and Mittwoch, "D" Dienstag and Donnerstag: such a letter is
    // no weekday, so that it never means the wrong day. (Japanese 火 is Tuesday alone: it is
    // the short name, and is read.)
    let letters = calendar.veryShortWeekdaySymbols
    for letter in Set(letters) where letters.filter({ $0 == letter }).count > 1 {
      #expect(parse(letter, locale: locale).isFailure, "\(letter)")
    }
    #expect(parse("cancel", locale: locale).isFailure)
  }

  @Test func `English words are accepted in every language, beside the language's own`() {
    #expect(parse("tomorrow", locale: "de_DE") == .success(.iso("2026-11-23T00:00:00Z")))
    #expect(parse("tuesday", locale: "ja_JP") == .success(.iso("2026-11-24T00:00:00Z")))
  }

  @Test func `a language without a translation reads English words only, as it speaks English`() {
    #expect(parse("huomenna", locale: "fi_FI").isFailure)
    #expect(parse("tomorrow", locale: "fi_FI") == .success(.iso("2026-11-23T00:00:00Z")))
  }

  @Test func `the words of another language are not read`() {
    #expect(parse("morgen", locale: "fr_FR").isFailure)
    #expect(parse("demain", locale: "de_DE").isFailure)
  }

  @Test func `the refusal names the forms in the language, with its words for today and tomorrow`()
  {
    let german = DueDateParser(
      calendar: .gregorian(firstWeekday: 2, timeZone: "UTC"), clock: FixedClock(.nov22At10),
      words: InstalledWords.words(for: "de_DE"))

    #expect(german.tomorrowWord == "morgen")
    #expect(
      german.acceptedForms == Message(.dateAcceptedForms, .text("heute"), .text("morgen")))
  }
}

extension Result {
  /// Whether it is a failure.
  fileprivate var isFailure: Bool {
    if case .failure = self { true } else { false }
  }
}
