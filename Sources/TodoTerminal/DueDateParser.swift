import Foundation
import TodoVIPER

/// Reads the due date a user typed into the add form, in the calendar's time zone.
///
/// It converts text to an instant, as a date picker would, and judges nothing: whether the date
/// is too early is the add module's business. It accepts:
/// - `2026-11-23`: the first instant of that day;
/// - `2026-11-23T09:30:00Z`, `2025-06-11T23:59:59.999-04:00`: that instant;
/// - the words for today and tomorrow (`today`, `tomorrow`; `heute`, `morgen` in German): the
///   first instant of that day;
/// - a weekday's name (`friday`; `Freitag` or `Fr` in German): the first instant of the next day
///   with that name, today included.
///
/// The words are those of the language of its ``Words`` and English, in any case, with or
/// without accents or a closing dot: `Mittwoch`, `mittwoch`, `Mi.`, `mi`; `miércoles`,
/// `miercoles`; `aujourd'hui` with either apostrophe. They come from the locale data Foundation
/// has (the calendar's weekday symbols; the relative date style's today and tomorrow), so the
/// weekdays a user reads in the list are the ones they may type. A date is tried first, then
/// today and tomorrow, then the weekdays: a word that named both a day and a weekday would mean
/// the day.
public struct DueDateParser {
  private let calendar: Calendar
  private let clock: any WallClock
  /// The words a user may type, and those its messages name the forms with.
  private let dayWords: DayWords

  /// Creates a parser for the given calendar (its time zone), clock ("today") and words (the
  /// language of the day names it accepts besides English, and of its messages).
  public init(calendar: Calendar, clock: any WallClock, words: Words = .english) {
    self.calendar = calendar
    self.clock = clock
    dayWords = DayWords(locale: words.isEnglish ? nil : words.locale)
  }

  /// What the form accepts, in short, for messages.
  public var acceptedForms: Message {
    Message(.dateAcceptedForms, .text(dayWords.today), .text(dayWords.tomorrow))
  }

  /// What the form accepts, with what each form means, for help.
  public var acceptedFormsExplained: Message {
    Message(.dateAcceptedFormsExplained, .text(dayWords.today), .text(dayWords.tomorrow))
  }

  /// The word for tomorrow, as messages name it: `tomorrow`, `morgen`.
  public var tomorrowWord: String { dayWords.tomorrow }

  /// Returns the instant `text` names, or the reason it names none.
  public func dueDate(from text: String) -> Result<Date, DueDateError> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return .failure(error(.empty, trimmed)) }
    if let instant = ISO8601Instant.date(from: trimmed) { return .success(instant) }
    if LocalDay.isDay(trimmed) { return firstInstant(of: trimmed) }
    let now = clock.now()
    let nearTerm = NearTermBoundaries(now: now, calendar: calendar)
    let word = DayWords.key(trimmed)
    if dayWords.todayKeys.contains(word) { return found(nearTerm?.startOfToday, trimmed) }
    if dayWords.tomorrowKeys.contains(word) { return found(nearTerm?.startOfTomorrow, trimmed) }
    if let weekday = dayWords.weekday(forKey: word) {
      guard let nearTerm else { return .failure(error(.calendarCannotPlace, trimmed)) }
      for start in [nearTerm.startOfToday, nearTerm.startOfTomorrow]
      where calendar.component(.weekday, from: start) == weekday {
        return .success(start)
      }
      return found(
        calendar.nextDate(
          after: nearTerm.startOfTomorrow, matching: DateComponents(weekday: weekday),
          matchingPolicy: .nextTime),
        trimmed)
    }
    return .failure(error(.notADate, trimmed))
  }

  private func found(_ date: Date?, _ text: String) -> Result<Date, DueDateError> {
    date.map { .success($0) } ?? .failure(error(.calendarCannotPlace, text))
  }

  private func error(_ kind: DueDateError.Kind, _ text: String) -> DueDateError {
    DueDateError(kind, text, acceptedForms: acceptedForms)
  }

  /// Returns the first instant of a `YYYY-MM-DD` day in the calendar's time zone, or an error
  /// when that day was skipped there.
  private func firstInstant(of text: String) -> Result<Date, DueDateError> {
    switch LocalDay.firstInstant(of: text, in: calendar) {
    case .instant(let start): .success(start)
    case .notADay: .failure(error(.notADate, text))
    case .skipped: .failure(error(.skippedDay(timeZone: calendar.timeZone.identifier), text))
    case .cannotPlace: .failure(error(.calendarCannotPlace, text))
    }
  }
}

/// Why a typed due date names no instant, with the forms that would be accepted.
public struct DueDateError: WordedError, Hashable {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// Nothing was typed, or spaces only.
    case empty
    /// The text is not in any accepted form.
    case notADate
    /// The day was skipped in the time zone (such as 2011-12-30 in Pacific/Apia).
    case skippedDay(timeZone: String)
    /// The calendar could not find the day.
    case calendarCannotPlace
  }

  /// What is wrong.
  public var kind: Kind
  /// What was typed.
  public var text: String
  /// The forms accepted, in the parser's words.
  public var acceptedForms: Message

  /// Creates the error.
  public init(_ kind: Kind, _ text: String, acceptedForms: Message) {
    self.kind = kind
    self.text = text
    self.acceptedForms = acceptedForms
  }

  /// A sentence naming the problem and what would be accepted.
  public var message: Message {
    let typed = Message.Argument.text(text.escapedForTerminal)
    return switch kind {
    case .empty: Message(.dateEmpty, .message(acceptedForms))
    case .notADate: Message(.dateNotADate, typed, .message(acceptedForms))
    case .skippedDay(let timeZone): Message(.dateSkippedDay, .text(text), .text(timeZone))
    case .calendarCannotPlace: Message(.dateCannotPlace, typed, .message(acceptedForms))
    }
  }
}

/// The words for today, tomorrow and the weekdays a user may type: English, and a locale's.
struct DayWords {
  /// The word for today, as messages name it: the locale's, or English.
  let today: String
  /// The word for tomorrow, as messages name it.
  let tomorrow: String
  /// The keys (see ``key(_:)``) of every word for today, and for tomorrow.
  let todayKeys: Set<String>
  let tomorrowKeys: Set<String>
  /// The keys of every name of each weekday, Sunday first, as `Calendar`'s weekday 1 is Sunday.
  let weekdayKeys: [Set<String>]

  /// The words of English and, when given, of `locale`.
  init(locale: Locale?) {
    var todayWords = ["today"]
    var tomorrowWords = ["tomorrow"]
    var weekdayNames = englishWeekdayNames.map { [$0] }
    if let locale {
      var utc = Calendar(identifier: .gregorian)
      // Mutant "drop the assignment" is equivalent: the calendar is then TZ's, in which the anchor and the instant a day before it are still a day apart, as no zone's offset changed between them: `SpokenDayAnchorTests` checks it for every zone Foundation knows.
      utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
      utc.locale = locale
      // The words are asked at a fixed instant, never the machine's clock, whatever `--now`
      // says: the anchor is "today", the instant a day before it sees the anchor as "tomorrow".
      let style = Date.AnchoredRelativeFormatStyle(
        anchor: Self.anchor, allowedFields: [.day], presentation: .named, unitsStyle: .wide,
        locale: locale, calendar: utc, capitalizationContext: .middleOfSentence)
      todayWords.insert(style.format(Self.anchor), at: 0)
      tomorrowWords.insert(style.format(Self.anchor - 86_400), at: 0)
      let symbols = [
        utc.weekdaySymbols, utc.standaloneWeekdaySymbols, utc.shortWeekdaySymbols,
        utc.shortStandaloneWeekdaySymbols,
      ]
      for names in symbols where names.count == 7 {
        for (index, name) in names.enumerated() { weekdayNames[index].append(name) }
      }
    }
    today = todayWords[0]
    tomorrow = tomorrowWords[0]
    todayKeys = Set(todayWords.map(Self.key))
    tomorrowKeys = Set(tomorrowWords.map(Self.key))
    weekdayKeys = weekdayNames.map { Set($0.map(Self.key)) }
  }

  /// The instant the words for today and tomorrow are asked at: 2001-01-11 12:00 UTC, a day no
  /// zone changed its offset on.
  static let anchor = Date(timeIntervalSinceReferenceDate: 10 * 86_400 + 43_200)

  /// Returns the weekday (1 for Sunday) one of whose names has the key `key`.
  func weekday(forKey key: String) -> Int? {
    weekdayKeys.firstIndex { $0.contains(key) }.map { $0 + 1 }
  }

  /// Returns what a typed word is compared by: without case, accents or width, with a
  /// typographic apostrophe as an ASCII one, and without a closing dot.
  ///
  /// Accents are every mark that takes no room of its own once the word is decomposed: the
  /// Latin ones (`mañana`, `manana`), and Arabic's short vowels (`غدًا`, `غدا`), which
  /// Foundation's diacritic folding keeps.
  static func key(_ word: String) -> String {
    let folded = word.trimmingCharacters(in: .whitespaces)
      .folding(options: [.caseInsensitive, .widthInsensitive], locale: nil)
      .decomposedStringWithCanonicalMapping
      .replacingOccurrences(of: "\u{2019}", with: "'")
    var key = String(
      String.UnicodeScalarView(
        folded.unicodeScalars.filter { $0.properties.generalCategory != .nonspacingMark }))
    if key.hasSuffix(".") { key.removeLast() }
    return key
  }
}

/// The weekday names typed in English, Sunday first, as `Calendar`'s weekday 1 is Sunday.
let englishWeekdayNames = [
  "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
]
