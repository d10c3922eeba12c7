import Foundation

extension RegressionCase {
  /// Creates the case of what `todo explain` explained, with the package's own answer as
  /// `expected`, or returns `nil` where an instant has no ISO 8601 text (outside the years 0000
  /// to 9999 in UTC).
  ///
  /// `explain` ends with it, as `case: {…}`, for a user who thinks the answer wrong: change
  /// `expected` and `why`, add the line to `Conformance/cases/local.jsonl`, and `swift test`
  /// fails by its id. The id is fresh, `local-` and eight hexadecimal digits of the question
  /// (FNV-1a), so explaining the same question twice gives the same id, and two questions two.
  /// The instants are written with the zone's offset, or in UTC where that offset has seconds
  /// (a zone's local-mean-time years, Berlin's before 1893), which ISO 8601 cannot write, or
  /// where the zone's clock shows a year past 9999.
  ///
  /// - Parameter explanation: What the list interactor worked out.
  public init?(explained explanation: NearTermExplanation) {
    guard case .success(let made) = Self.made(explaining: explanation) else { return nil }
    self = made
  }

  /// Returns the line `explain` ends with: `case: ` and the case of what it explained, or,
  /// where there can be none, `case: none: ` and why (English, as the case itself is).
  public static func caseLine(explaining explanation: NearTermExplanation) -> String {
    switch made(explaining: explanation) {
    case .success(let made): "case: " + made.jsonLine
    case .failure(let reason): "case: none: " + reason.description
    }
  }

  /// Why there is no case of an explanation.
  private struct NoCase: Error, CustomStringConvertible {
    var description: String

    /// An instant, named `what`, that no ISO 8601 text of a case can write.
    static func unwritable(_ what: String) -> NoCase {
      NoCase(
        description: "\(what) is outside the years 0000 to 9999 in UTC, and a case's instants "
          + "are ISO 8601 text, which cannot write it")
    }
  }

  /// The case of `explanation`, or why there is none.
  private static func made(explaining explanation: NearTermExplanation) -> Result<
    RegressionCase, NoCase
  > {
    guard let zone = TimeZone(identifier: explanation.timeZoneIdentifier) else {
      return .failure(
        NoCase(description: "the time zone \(explanation.timeZoneIdentifier) is not known here"))
    }
    guard let now = text(for: explanation.now, in: zone) else {
      return .failure(.unwritable("now"))
    }
    guard let due = text(for: explanation.dueDate, in: zone) else {
      return .failure(.unwritable("the due date"))
    }
    let timeZone = RegressionQuestion.timeZoneName(of: zone)
    let calendar = CalendarName.name(of: explanation.calendarIdentifier)
    let id =
      "local-"
      + Self.digest(
        [now, due, timeZone, "\(explanation.firstWeekday)", calendar].joined(separator: "|"))
    let question: RegressionQuestion
    do {
      question = try RegressionQuestion(
        id: id, now: now, due: due, timeZone: timeZone, firstWeekday: explanation.firstWeekday,
        calendar: calendar)
    } catch {
      return .failure(NoCase(description: error.description))
    }
    let rule = explanation.boundaries.rule(of: explanation.dueDate)
    return .success(
      RegressionCase(
        question: question, expected: rule.group, rule: rule.name, tags: ["explained"],
        why:
          "todo explain's answer, by the rule \(rule.name): change expected to the right group, "
          + "and say here why it is right",
        source: "todo explain, time-zone data \(explanation.timeZoneDataVersion)"))
  }

  /// `date` as a case writes it: with `zone`'s offset, or in UTC where that offset has seconds
  /// or the zone's clock is past the years 0000 to 9999 (Kiritimati's, at 9999-12-31T20:00Z).
  private static func text(for date: Date, in zone: TimeZone) -> String? {
    let whole = zone.secondsFromGMT(for: date) % 60 == 0
    return (whole ? ISO8601Instant.text(for: date, in: zone) : nil)
      ?? ISO8601Instant.text(for: date)
  }

  /// Returns the 32-bit FNV-1a hash of `text`'s UTF-8 bytes, as eight hexadecimal digits.
  private static func digest(_ text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash = (hash ^ UInt32(byte)) &* 0x0100_0193
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
