import Foundation
import TodoVIPER

/// Mistakes about a day the zone skipped: Samoa and Tokelau in 2011, Kiribati in 1994.
extension WrongBucketer {
  static let everyDayExists = WrongBucketer(
    name: "every-day-exists",
    mistake: "tomorrow is the next date, even when the zone skipped it",
    source:
      "calendar_fallacies issue #44, \"Another exception to the 7 day week: Samoa\": "
      + "Thursday 2011-12-29 was followed by Saturday"
  ) { question in
    guard let edges = Edges(rightFor: question) else { return nil }
    let group = edges.group(of: question.dueInstant)
    // The dates the clock shows at noon today and tomorrow, and the date after today's.
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(secondsFromGMT: 0) ?? utc.timeZone
    let zone = question.calendarOfCase.timeZone
    func shown(_ instant: Date) -> Date {
      let noon = instant.addingTimeInterval(43_200)
      return utc.startOfDay(for: noon.addingTimeInterval(Double(zone.secondsFromGMT(for: noon))))
    }
    let nextDate = shown(edges.today).addingTimeInterval(86_400)
    guard group == .tomorrow, shown(edges.tomorrow) != nextDate else { return group }
    return edges.groupAfterTomorrow(of: question.dueInstant)
  }

  static let weeksOfDaysThatExist = WrongBucketer(
    name: "weeks-of-days-that-exist",
    mistake: "a week is seven days that exist: a skipped day is not counted",
    source:
      "whenever issue #252, \"The Samoa-esque problem\": 2011-12-22 plus 8 days should be "
      + "Saturday 12-31, with Friday 12-30 skipped"
  ) { question in
    let calendar = question.calendarOfCase
    guard let edges = Edges(rightFor: question),
      let today = calendar.dateInterval(of: .day, for: question.nowInstant)
    else { return nil }
    var day = today
    var count = 0
    var weekStarts: [Date] = []
    let toNextWeek = Edges.daysToNextWeek(from: question.nowInstant, in: calendar)
    while weekStarts.count < 2, count < 30 {
      guard let next = calendar.dateInterval(of: .day, for: day.end) else { return nil }
      day = next
      count += 1
      if count == toNextWeek || count == toNextWeek + 7 { weekStarts.append(day.start) }
    }
    guard weekStarts.count == 2 else { return nil }
    return edges.replacingWeeks(next: weekStarts[0], afterNext: weekStarts[1])
      .group(of: question.dueInstant)
  }
}
