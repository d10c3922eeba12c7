import Foundation
import TodoVIPER

/// The reference apps' way of relating a due date, with our rules: the calendar is asked several
/// questions for every item.
///
/// objc.io's `nearTermRelationForDate:relativeToToday:` asks, per item, whether the date is before
/// today, on the same day as today, on the same day as tomorrow, in the same week as today and in
/// the week after. This version keeps that shape (nothing is computed once for all items) and fixes
/// the rules: tomorrow is the day after today's last instant and wins over next week, and weeks are
/// compared as (year for week of year, week of year), so they start on the calendar's
/// `firstWeekday` and a year apart is not the same week.
///
/// - Returns: The relation, or `nil` when the date is outside the near term or the calendar
///   cannot answer.
func calendarRelation(of dueDate: Date, now: Date, calendar: Calendar) -> NearTermDateRelation? {
  if calendar.compare(dueDate, to: now, toGranularity: .day) == .orderedAscending { return nil }
  if calendar.isDate(dueDate, inSameDayAs: now) { return .today }
  guard let startOfTomorrow = calendar.dateInterval(of: .day, for: now)?.end else { return nil }
  if calendar.isDate(dueDate, inSameDayAs: startOfTomorrow) { return .tomorrow }
  let week: Set<Calendar.Component> = [.yearForWeekOfYear, .weekOfYear]
  let dueWeek = calendar.dateComponents(week, from: dueDate)
  if dueWeek == calendar.dateComponents(week, from: now) { return .laterThisWeek }
  guard let sameTimeNextWeek = calendar.date(byAdding: .weekOfYear, value: 1, to: now) else {
    return nil
  }
  if dueWeek == calendar.dateComponents(week, from: sameTimeNextWeek) { return .nextWeek }
  return nil
}
