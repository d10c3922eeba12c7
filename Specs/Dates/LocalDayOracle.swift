import Foundation
import TodoVIPER

/// The date rules restated from a time zone's UTC offsets alone, to check `NearTermBoundaries`.
///
/// It never asks a `Calendar`. It reads the zone's offset changes once (`TimeZone`'s
/// transitions and `secondsFromGMT(for:)` at each), and from then on answers from that table
/// alone, with a binary search: a day of the sweep costs no call into Foundation. A local day
/// number is ⌊(t + offset) / 86 400⌋; day 0 is 1970-01-01, a Thursday, so the weekday follows
/// from the day number. The first instant of day k is the first instant whose local day number reaches k,
/// found segment by segment between the zone's offset changes; a skipped day is one whose first
/// instant is also the first instant of the next. Where the clock turns back across midnight, a
/// day that has begun goes on: an instant belongs to the latest day whose first instant it has
/// reached.
struct LocalDayOracle {
  /// The relation and the five boundaries the rules give for one "now" and one week rule.
  struct Answer: Equatable, CustomStringConvertible {
    var startOfToday: Date
    var startOfTomorrow: Date
    var startOfDayAfterTomorrow: Date
    var startOfNextWeek: Date
    var startOfWeekAfterNext: Date

    var description: String {
      [
        startOfToday, startOfTomorrow, startOfDayAfterTomorrow, startOfNextWeek,
        startOfWeekAfterNext,
      ]
      .map { $0.formatted(.iso8601) }.joined(separator: " ")
    }
  }

  /// The day numbers around one "now": today, tomorrow and the first day of this week.
  struct Days {
    let today: Int
    let tomorrow: Int
    let startOfThisWeek: Int
  }

  let zone: TimeZone
  /// The instants at which the offset changes, ascending.
  let changes: [Double]
  /// The offset before the first change, then the offset from each change on.
  let offsets: [Int]

  /// Reads the offset changes of `zone` between two instants, with a margin of three weeks
  /// either side, as the sweep looks up to 16 days past its last day.
  init(zone: TimeZone, from start: Date, to end: Date) {
    self.zone = zone
    var changes: [Double] = []
    var offsets = [zone.secondsFromGMT(for: start.addingTimeInterval(-21 * 86_400))]
    var cursor = start.addingTimeInterval(-21 * 86_400)
    let last = end.addingTimeInterval(21 * 86_400)
    while let change = zone.nextDaylightSavingTimeTransition(after: cursor), change < last {
      changes.append(change.timeIntervalSince1970)
      offsets.append(zone.secondsFromGMT(for: change))
      cursor = change
    }
    self.changes = changes
    self.offsets = offsets
  }

  /// The local day number of the wall-clock date at `instant`.
  func wallDay(of instant: Date) -> Int {
    let seconds = instant.timeIntervalSince1970
    let local = seconds + Double(offsets[firstChange(after: seconds)])
    return Int((local / 86_400).rounded(.down))
  }

  /// The first instant whose local day number is `day` or later.
  func firstInstant(ofDay day: Int) -> Date {
    let target = Double(day) * 86_400
    var segment = firstChange(after: target - 2 * 86_400)
    var best = Double.infinity
    while segment <= changes.count {
      let lower = segment == 0 ? -Double.infinity : changes[segment - 1]
      let upper = segment == changes.count ? Double.infinity : changes[segment]
      let candidate = max(lower, target - Double(offsets[segment]))
      if candidate < upper { best = min(best, candidate) }
      if upper > target + 2 * 86_400 { break }
      segment += 1
    }
    return Date(timeIntervalSince1970: best)
  }

  /// The day number an instant belongs to: the latest day whose first instant it has reached.
  ///
  /// That is its wall-clock day, or, where the clock turned back across midnight, one of the
  /// next two; the next day's first instant is looked up first, as it is almost always later.
  func day(of instant: Date) -> Int {
    let wall = wallDay(of: instant)
    guard firstInstant(ofDay: wall + 1) <= instant else { return wall }
    return firstInstant(ofDay: wall + 2) <= instant ? wall + 2 : wall + 1
  }

  /// Whether day `day` has any instant at all.
  func exists(_ day: Int) -> Bool {
    firstInstant(ofDay: day) < firstInstant(ofDay: day + 1)
  }

  /// The weekday of a day number, 1 = Sunday … 7 = Saturday.
  static func weekday(ofDay day: Int) -> Int {
    ((day + 4) % 7 + 7) % 7 + 1
  }

  /// Today, tomorrow and the first day of this week, as day numbers.
  func days(now: Date, firstWeekday: Int) -> Days {
    let today = day(of: now)
    var tomorrow = today + 1
    while !exists(tomorrow) { tomorrow += 1 }
    let daysIntoWeek = (Self.weekday(ofDay: today) - firstWeekday + 7) % 7
    return Days(today: today, tomorrow: tomorrow, startOfThisWeek: today - daysIntoWeek)
  }

  /// The five boundaries the rules give.
  func answer(_ days: Days) -> Answer {
    Answer(
      startOfToday: firstInstant(ofDay: days.today),
      startOfTomorrow: firstInstant(ofDay: days.tomorrow),
      startOfDayAfterTomorrow: firstInstant(ofDay: days.tomorrow + 1),
      startOfNextWeek: firstInstant(ofDay: days.startOfThisWeek + 7),
      startOfWeekAfterNext: firstInstant(ofDay: days.startOfThisWeek + 14))
  }

  /// The relation the rules give to a due date on day number `dueDay`, by day numbers only.
  static func relation(ofDay dueDay: Int, _ days: Days) -> NearTermDateRelation? {
    if dueDay < days.today { return nil }
    if dueDay == days.today { return .today }
    if dueDay <= days.tomorrow { return .tomorrow }
    if dueDay < days.startOfThisWeek + 7 { return .laterThisWeek }
    if dueDay < days.startOfThisWeek + 14 { return .nextWeek }
    return nil
  }

  /// The index of the first change after `instant`, by binary search.
  private func firstChange(after instant: Double) -> Int {
    var low = 0
    var high = changes.count
    while low < high {
      let middle = (low + high) / 2
      if changes[middle] <= instant { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
