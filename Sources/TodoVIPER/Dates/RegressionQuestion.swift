import Foundation

/// The question of a regression case: a "now", a due date, a time zone, a week rule and a
/// calendar, which any implementation of the date rules answers with a group.
///
/// The conformance runner sends an implementation the question alone (``jsonLine``), never the
/// answer. Reading one checks every field and works out the instants and the calendar it
/// names, so that a question that is read can be answered: `due` is an instant with its
/// offset, or a day `YYYY-MM-DD`, meaning that day's first instant in the zone, as `add` reads a
/// typed date.
public struct RegressionQuestion: Hashable, Sendable {
  /// The case's id, a slug such as `apia-skipped-friday-tomorrow-is-saturday`.
  public let id: String
  /// "Now", an instant with its offset, as written: `2011-12-29T12:00:00-10:00`.
  public let now: String
  /// The due date, an instant with its offset or a day, as written: `2011-12-31`.
  public let due: String
  /// An IANA time zone, `Pacific/Apia`, or a fixed offset, `+05:45`, as written.
  public let timeZone: String
  /// The first day of the week, 1 = Sunday … 7 = Saturday.
  public let firstWeekday: Int
  /// The calendar by the name `todo --calendar` takes, such as `gregorian` or `japanese`.
  public let calendar: String

  /// The instant `now` names.
  public let nowInstant: Date
  /// The instant `due` names.
  public let dueInstant: Date
  /// The calendar of the question: its kind, time zone and first weekday.
  public let calendarOfCase: Calendar

  /// The fields of a question, in the order a line holds them.
  static let fieldNames = ["id", "now", "due", "timeZone", "firstWeekday", "calendar"]

  /// Creates a question from its fields, checked one by one.
  ///
  /// - Throws: ``RegressionCaseError`` naming the first field that is wrong, and what it takes.
  public init(
    id: String, now: String, due: String, timeZone: String, firstWeekday: Int, calendar: String
  ) throws(RegressionCaseError) {
    guard Self.isSlug(id) else {
      throw RegressionCaseError(
        "\"id\" '\(id)' is not a slug: lowercase letters and digits in words joined by single "
          + "hyphens, such as apia-2011-skipped-friday")
    }
    guard let nowInstant = ISO8601Instant.date(from: now) else {
      throw RegressionCaseError(
        "\"now\" '\(now)' is not an instant with its offset, such as 2011-12-29T12:00:00-10:00 "
          + "or 2011-12-29T22:00:00Z")
    }
    guard let zone = Self.zone(named: timeZone) else {
      throw RegressionCaseError(
        "\"timeZone\" '\(timeZone)' is neither an IANA time zone, such as Pacific/Apia, nor a "
          + "fixed offset, such as +05:45 or -10:00")
    }
    guard (1...7).contains(firstWeekday) else { throw Self.badFirstWeekday }
    guard let identifier = CalendarName.identifier(calendar), calendar == calendar.lowercased()
    else {
      throw RegressionCaseError(
        "\"calendar\" '\(calendar)' is not a calendar todo --calendar takes: "
          + CalendarName.all.map(\.name).joined(separator: ", "))
    }
    var calendarOfCase = Calendar(identifier: identifier)
    calendarOfCase.timeZone = zone
    calendarOfCase.firstWeekday = firstWeekday
    self.id = id
    self.now = now
    self.due = due
    self.timeZone = timeZone
    self.firstWeekday = firstWeekday
    self.calendar = calendar
    self.nowInstant = nowInstant
    self.dueInstant = try Self.instant(due: due, in: calendarOfCase)
    self.calendarOfCase = calendarOfCase
  }

  /// Reads a question from a line of JSON; the line may hold other fields, such as a whole
  /// case's, which are left alone.
  ///
  /// - Throws: ``RegressionCaseError`` naming what is wrong with the line.
  public init(jsonLine: String) throws(RegressionCaseError) {
    guard let fields = JSONLine.fields(of: jsonLine) else { throw RegressionCaseError.notAnObject }
    if let missing = Self.fieldNames.first(where: { fields[$0] == nil }) {
      throw RegressionCaseError(
        "has no \"\(missing)\"; a question has id, now, due, timeZone, firstWeekday and calendar")
    }
    try self.init(fields: fields)
  }

  /// Creates a question from the fields of a line, which holds every field of a question.
  init(fields: [String: JSONLine.Value]) throws(RegressionCaseError) {
    guard case .number(let firstWeekday)? = fields["firstWeekday"] else {
      throw Self.badFirstWeekday
    }
    try self.init(
      id: Self.text("id", in: fields, hint: "give a slug such as apia-2011-skipped-friday"),
      now: Self.text("now", in: fields, hint: "give an instant such as 2011-12-29T12:00:00-10:00"),
      due: Self.text("due", in: fields, hint: "give an instant with its offset, or a day"),
      timeZone: Self.text("timeZone", in: fields, hint: "give an IANA time zone or an offset"),
      firstWeekday: firstWeekday,
      calendar: Self.text("calendar", in: fields, hint: "give a name such as gregorian"))
  }

  /// The question as one line of JSON, its fields in order: what a runner sends.
  public var jsonLine: String {
    "{" + fieldsText + "}"
  }

  /// The fields of ``jsonLine``, without the braces, for a case's line to go on from.
  var fieldsText: String {
    [
      "\"id\": \(JSONString.quoted(id))", "\"now\": \(JSONString.quoted(now))",
      "\"due\": \(JSONString.quoted(due))", "\"timeZone\": \(JSONString.quoted(timeZone))",
      "\"firstWeekday\": \(firstWeekday)", "\"calendar\": \(JSONString.quoted(calendar))",
    ].joined(separator: ", ")
  }

  /// Returns the package's answer: the rule of ``NearTermBoundaries`` that places the due date,
  /// or `nil` where the calendar cannot work out the near term around "now".
  public func answer() -> NearTermRule? {
    NearTermBoundaries(now: nowInstant, calendar: calendarOfCase)?.rule(of: dueInstant)
  }

  /// Returns the name a question gives `zone`: its identifier, or for a zone of a fixed offset
  /// (`GMT+0530`, as Foundation names one), the offset: `+05:30`.
  public static func timeZoneName(of zone: TimeZone) -> String {
    let identifier = zone.identifier
    guard identifier.hasPrefix("GMT+") || identifier.hasPrefix("GMT-"), identifier.count == 8
    else { return identifier }
    // The sign is the identifier's: Foundation names a zone of offset 0 GMT, never GMT+0000.
    let minutes = abs(zone.secondsFromGMT()) / 60
    let hours = minutes / 60
    return (identifier.hasPrefix("GMT-") ? "-" : "+") + (hours < 10 ? "0" : "") + "\(hours):"
      + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
  }

  private static let badFirstWeekday = RegressionCaseError(
    "\"firstWeekday\" is not a whole number from 1 (Sunday) to 7 (Saturday)")

  /// Returns the text of field `name`, or an error that says it takes a text.
  static func text(
    _ name: String, in fields: [String: JSONLine.Value], hint: String
  ) throws(RegressionCaseError) -> String {
    guard case .text(let text)? = fields[name] else {
      throw RegressionCaseError("\"\(name)\" is not a text; \(hint)")
    }
    return text
  }

  /// Returns whether `text` is a slug: lowercase ASCII letters and digits, in words joined by
  /// single hyphens.
  static func isSlug(_ text: String) -> Bool {
    let words = text.split(separator: "-", omittingEmptySubsequences: false)
    return words.allSatisfy { word in
      !word.isEmpty
        && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
  }

  /// Returns the zone `name` names: a fixed offset `±HH:MM`, or an IANA name; never `GMT+5`,
  /// which POSIX reads as behind UTC.
  private static func zone(named name: String) -> TimeZone? {
    let characters = Array(name.utf8)
    if let sign = characters.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      guard characters.count == 6, characters[3] == UInt8(ascii: ":"),
        let hours = Int(name.dropFirst().prefix(2)), let minutes = Int(name.suffix(2)),
        hours * 60 + minutes <= 18 * 60, minutes < 60
      else { return nil }
      let seconds = (hours * 3_600 + minutes * 60) * (sign == UInt8(ascii: "-") ? -1 : 1)
      return TimeZone(secondsFromGMT: seconds)
    }
    let lowercased = name.lowercased()
    guard !["utc+", "utc-", "gmt+", "gmt-"].contains(where: lowercased.hasPrefix) else {
      return nil
    }
    return TimeZone(identifier: name)
  }

  /// Returns the instant `due` names in `calendar`: an instant, or a day's first instant.
  private static func instant(
    due: String, in calendar: Calendar
  ) throws(RegressionCaseError) -> Date {
    if let instant = ISO8601Instant.date(from: due) { return instant }
    switch LocalDay.firstInstant(of: due, in: calendar) {
    case .instant(let start):
      return start
    case .notADay:
      throw RegressionCaseError(
        "\"due\" '\(due)' is neither an instant with its offset, such as "
          + "2011-12-31T00:00:00+14:00, nor a day YYYY-MM-DD, such as 2011-12-31")
    case .skipped:
      throw RegressionCaseError(
        "\"due\" \(due) was skipped in \(calendar.timeZone.identifier); give a day that the zone "
          + "has, or an instant")
    case .cannotPlace:
      throw RegressionCaseError(
        "\"due\" \(due) cannot be placed in \(calendar.timeZone.identifier); give an instant")
    }
  }
}

extension RegressionCaseError {
  /// The line is not a JSON object.
  static let notAnObject = RegressionCaseError("is not one JSON object on one line")
}
