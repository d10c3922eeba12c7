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
  /// - Throws: ``RegressionCaseError`` naming every field that is wrong, and what it takes.
  public init(
    id: String, now: String, due: String, timeZone: String, firstWeekday: Int, calendar: String
  ) throws(RegressionCaseError) {
    var problems: [String] = []
    let question = Self.checked(
      id: id, now: now, due: due, timeZone: timeZone, firstWeekday: firstWeekday,
      calendar: calendar, problems: &problems)
    guard let question else { throw RegressionCaseError(problems: problems) }
    self = question
  }

  /// Creates a question from values already checked.
  private init(
    id: String, now: String, due: String, timeZone: String, firstWeekday: Int, calendar: String,
    nowInstant: Date, dueInstant: Date, calendarOfCase: Calendar
  ) {
    self.id = id
    self.now = now
    self.due = due
    self.timeZone = timeZone
    self.firstWeekday = firstWeekday
    self.calendar = calendar
    self.nowInstant = nowInstant
    self.dueInstant = dueInstant
    self.calendarOfCase = calendarOfCase
  }

  /// Reads a question from a line of JSON; the line may hold other fields, such as a whole
  /// case's, which are left alone.
  ///
  /// - Throws: ``RegressionCaseError`` naming every problem of the line.
  public init(jsonLine: String) throws(RegressionCaseError) {
    guard let fields = JSONLine.fields(of: jsonLine) else { throw RegressionCaseError.notAnObject }
    var problems: [String] = []
    let missing = Self.fieldNames.filter { fields[$0] == nil }
    if !missing.isEmpty {
      problems.append(
        "has no \(Self.listed(missing)); a question has id, now, due, timeZone, firstWeekday "
          + "and calendar")
    }
    let question = Self.reading(fields, problems: &problems)
    guard let question, problems.isEmpty else { throw RegressionCaseError(problems: problems) }
    self = question
  }

  /// Reads the question of a line's fields, appending to `problems` a sentence for each field
  /// that is wrong; a missing field is left to the caller, who names every missing one at once.
  ///
  /// - Returns: The question, or `nil` when a field is missing or wrong.
  static func reading(
    _ fields: [String: JSONLine.Value], problems: inout [String]
  ) -> RegressionQuestion? {
    let id = text("id", in: fields, hint: "give a slug such as apia-2011-skipped-friday", &problems)
    let now = text(
      "now", in: fields, hint: "give an instant such as 2011-12-29T12:00:00-10:00", &problems)
    let due = text(
      "due", in: fields, hint: "give an instant with its offset, or a day", &problems)
    let timeZone = text(
      "timeZone", in: fields, hint: "give an IANA time zone or an offset", &problems)
    var firstWeekday: Int?
    switch fields["firstWeekday"] {
    case .number(let number)?: firstWeekday = number
    case nil: break
    case _?: problems.append(badFirstWeekday)
    }
    let calendar = text("calendar", in: fields, hint: "give a name such as gregorian", &problems)
    return checked(
      id: id, now: now, due: due, timeZone: timeZone, firstWeekday: firstWeekday,
      calendar: calendar, problems: &problems)
  }

  /// Checks each field given on its own, in the order of a line, appending to `problems` a
  /// sentence for each that is wrong; a field that is `nil` is not checked.
  ///
  /// - Returns: The question, or `nil` when a field is `nil` or wrong.
  private static func checked(
    id: String?, now: String?, due: String?, timeZone: String?, firstWeekday: Int?,
    calendar: String?, problems: inout [String]
  ) -> RegressionQuestion? {
    let before = problems.count
    if let id, !isSlug(id) {
      problems.append(
        "\"id\" '\(id)' is not a slug: lowercase letters and digits in words joined by single "
          + "hyphens, such as apia-2011-skipped-friday")
    }
    let nowInstant = now.flatMap(ISO8601Instant.date(from:))
    if let now, nowInstant == nil {
      problems.append(
        "\"now\" '\(now)' is not an instant with its offset, such as 2011-12-29T12:00:00-10:00 "
          + "or 2011-12-29T22:00:00Z")
    }
    let zone = timeZone.flatMap(Self.zone(named:))
    let weekday = firstWeekday.flatMap { (1...7).contains($0) ? $0 : nil }
    let identifier = calendar.flatMap { name in
      name == name.lowercased() ? CalendarName.identifier(name) : nil
    }
    var calendarOfCase: Calendar?
    if let zone, let weekday, let identifier {
      var built = Calendar(identifier: identifier)
      built.timeZone = zone
      built.firstWeekday = weekday
      calendarOfCase = built
    }
    let dueInstant = due.flatMap { due in
      instant(due: due, in: calendarOfCase, problems: &problems)
    }
    if let timeZone, zone == nil {
      problems.append(
        "\"timeZone\" '\(timeZone)' is neither an IANA time zone, such as Pacific/Apia, nor a "
          + "fixed offset, such as +05:45 or -10:00")
    }
    if firstWeekday != nil, weekday == nil { problems.append(badFirstWeekday) }
    if let calendar, identifier == nil {
      problems.append(
        "\"calendar\" '\(calendar)' is not a calendar todo --calendar takes: "
          + CalendarName.all.map(\.name).joined(separator: ", "))
    }
    guard problems.count == before, let id, let now, let due, let timeZone, let firstWeekday,
      let calendar, let nowInstant, let dueInstant, let calendarOfCase
    else { return nil }
    return RegressionQuestion(
      id: id, now: now, due: due, timeZone: timeZone, firstWeekday: firstWeekday,
      calendar: calendar, nowInstant: nowInstant, dueInstant: dueInstant,
      calendarOfCase: calendarOfCase)
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

  private static let badFirstWeekday =
    "\"firstWeekday\" is not a whole number from 1 (Sunday) to 7 (Saturday)"

  /// Returns the text of field `name`, or `nil`, appending a problem to `problems` when the
  /// field is there but is not a text.
  static func text(
    _ name: String, in fields: [String: JSONLine.Value], hint: String,
    _ problems: inout [String]
  ) -> String? {
    guard let value = fields[name] else { return nil }
    guard case .text(let text) = value else {
      problems.append("\"\(name)\" is not a text; \(hint)")
      return nil
    }
    return text
  }

  /// Returns field names as a sentence lists them: `"now"`, `"now" or "due"`, `"now", "due" or
  /// "why"`.
  static func listed(_ names: [String]) -> String {
    let quoted = names.map { "\"\($0)\"" }
    guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
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
  ///
  /// A day the zone skipped means the first instant of the next day that exists, the first
  /// instant the clock shows a later date. Without a calendar (another field is wrong) only the
  /// text's form is checked.
  ///
  /// - Returns: The instant, or `nil` with a problem appended to `problems`, or `nil` alone
  ///   when there is no calendar to place a day in.
  private static func instant(
    due: String, in calendar: Calendar?, problems: inout [String]
  ) -> Date? {
    if let instant = ISO8601Instant.date(from: due) { return instant }
    guard LocalDay.isDay(due) else {
      problems.append(
        "\"due\" '\(due)' is neither an instant with its offset, such as "
          + "2011-12-31T00:00:00+14:00, nor a day YYYY-MM-DD, such as 2011-12-31")
      return nil
    }
    guard let calendar else { return nil }
    var day = due
    // No zone has skipped more than one day in a row; a week is far more than enough.
    for _ in 0..<7 {
      let first = LocalDay.firstInstant(of: day, in: calendar)
      if case .instant(let start) = first { return start }
      guard first == .skipped, let next = LocalDay.day(after: day) else { break }
      day = next
    }
    problems.append(
      "\"due\" \(due) cannot be placed in \(calendar.timeZone.identifier); give an instant")
    return nil
  }
}

extension RegressionCaseError {
  /// The line is not a JSON object.
  static let notAnObject = RegressionCaseError("is not one JSON object on one line")
}
