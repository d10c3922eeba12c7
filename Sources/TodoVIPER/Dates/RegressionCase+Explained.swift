import Foundation

extension RegressionCase {
  /// Creates the case of what `todo explain` explained, with the package's own answer as
  /// `expected`, or returns `nil` where an instant has no ISO 8601 text (outside the years 0000
  /// to 9999).
  ///
  /// `explain` ends with it, as `case: {…}`, for a user who thinks the answer wrong: change
  /// `expected` and `why`, add the line to `Conformance/cases/local.jsonl`, and `swift test`
  /// fails by its id. The id is fresh, `local-` and eight hexadecimal digits of the question
  /// (FNV-1a), so explaining the same question twice gives the same id, and two questions two.
  ///
  /// - Parameter explanation: What the list interactor worked out.
  public init?(explained explanation: NearTermExplanation) {
    guard let zone = TimeZone(identifier: explanation.timeZoneIdentifier),
      let now = ISO8601Instant.text(for: explanation.now, in: zone),
      let due = ISO8601Instant.text(for: explanation.dueDate, in: zone)
    else { return nil }
    let timeZone = RegressionQuestion.timeZoneName(of: zone)
    let calendar = CalendarName.name(of: explanation.calendarIdentifier)
    let id =
      "local-"
      + Self.digest(
        [now, due, timeZone, "\(explanation.firstWeekday)", calendar].joined(separator: "|"))
    guard
      let question = try? RegressionQuestion(
        id: id, now: now, due: due, timeZone: timeZone, firstWeekday: explanation.firstWeekday,
        calendar: calendar)
    else { return nil }
    let rule = explanation.boundaries.rule(of: explanation.dueDate)
    self.init(
      question: question, expected: rule.group, rule: rule.name, tags: ["explained"],
      why:
        "todo explain's answer, by the rule \(rule.name): change expected to the right group, "
        + "and say here why it is right",
      source: "todo explain, time-zone data \(explanation.timeZoneDataVersion)")
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
