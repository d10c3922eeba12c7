import Foundation
import TodoVIPER

/// The time-zone sweep of the date-edge specs, at benchmark size: every time zone Foundation
/// knows, every first weekday, many days from 1970 to 2040, several due dates each.
enum Sweep {
  /// The number of days, spread evenly over 1970–2040, swept in every zone and week rule.
  static let dayCount = 96

  /// The due dates related on each day, as seconds from "now": an hour before, now, and from
  /// tomorrow to beyond next week.
  static let offsets: [Double] = [
    -3_600, 0, 86_400, 2 * 86_400, 4 * 86_400, 8 * 86_400,
    12 * 86_400, 15 * 86_400,
  ]

  /// One calendar per known time zone and first weekday.
  static func calendars() -> [Calendar] {
    TimeZone.knownTimeZoneIdentifiers.compactMap(TimeZone.init(identifier:)).flatMap { zone in
      (1...7).map { firstWeekday in
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = firstWeekday
        calendar.minimumDaysInFirstWeek = 1
        return calendar
      }
    }
  }

  /// The instants taken as "now": ``dayCount`` days from 1970 to 2040, each at another time of day.
  static func instants() -> [Date] {
    let first = Date(timeIntervalSince1970: 0)
    let step = 70 * 365.25 * 86_400 / Double(dayCount)
    return (0..<dayCount).map { day in first + Double(day) * step + Double(day * 3_607 % 86_400) }
  }

  /// Builds the boundaries for every calendar and instant, relates every offset, and returns the
  /// counts; a calendar that cannot place an instant counts all its offsets as having no relation.
  static func run(calendars: [Calendar], instants: [Date]) -> RelationCounts {
    var counts = RelationCounts()
    for calendar in calendars {
      for now in instants {
        let boundaries = NearTermBoundaries(now: now, calendar: calendar)
        for offset in offsets {
          counts.count(boundaries?.relation(of: now + offset))
        }
      }
    }
    return counts
  }
}
