import Foundation
import TodoVIPER

/// A strict reader of an ISO 8601 calendar date, such as `2026-11-23`.
///
/// Foundation's own parser rolls an impossible date such as February 30 over into March; this
/// reader refuses it instead, with the same strict rules as ``ISO8601Instant``, which reads the
/// instants.
enum ISO8601Text {
  /// A day of the Gregorian calendar, as written.
  struct Day: Hashable {
    var year: Int
    var month: Int
    var day: Int
  }

  /// Returns the day `text` names, or `nil` unless it is a real `YYYY-MM-DD` date.
  static func day(_ text: String) -> Day? {
    guard ISO8601Instant.date(from: text + "T00:00:00Z") != nil,
      let match = text.wholeMatch(of: /(\d{4})-(\d{2})-(\d{2})/),
      let year = Int(match.1), let month = Int(match.2), let day = Int(match.3)
    else { return nil }
    return Day(year: year, month: month, day: day)
  }
}
