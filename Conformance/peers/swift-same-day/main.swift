// Swift Foundation's Calendar, the way most apps ask "is it today, tomorrow, this week":
// isDate(_:inSameDayAs:) against now and against now plus one day, and
// isDate(_:equalTo:toGranularity: .weekOfYear) against now and against now plus one week.
// (isDateInToday and isDateInTomorrow read the real clock and take no "now": these are the
// same tests against a given date.) Built by the conformance package as `peer-swift-same-day`.
import Foundation
import PeerQuestion

PeerQuestion.answerEachLine { question in
  let calendar = question.calendar
  let (now, due) = (question.now, question.due)
  guard let tomorrow = calendar.date(byAdding: .day, value: 1, to: now),
    let inNextWeek = calendar.date(byAdding: .weekOfYear, value: 1, to: now)
  else { return nil }
  if due < calendar.startOfDay(for: now) { return "beforeToday" }
  if calendar.isDate(due, inSameDayAs: now) { return "today" }
  if calendar.isDate(due, inSameDayAs: tomorrow) { return "tomorrow" }
  if calendar.isDate(due, equalTo: now, toGranularity: .weekOfYear) { return "laterThisWeek" }
  if calendar.isDate(due, equalTo: inNextWeek, toGranularity: .weekOfYear) { return "nextWeek" }
  return due < now ? "beforeToday" : "afterNextWeek"
}
