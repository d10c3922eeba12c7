// Swift Foundation's Calendar, the other common idiom: the intervals of today, tomorrow and the
// two weeks from dateInterval(of:for:), and DateInterval.contains(_:) to place the due date.
// contains(_:) includes the interval's end, so each part's first instant is also in the part
// before. Built by the conformance package as `peer-swift-interval`.
import Foundation
import PeerQuestion

PeerQuestion.answerEachLine { question in
  let calendar = question.calendar
  let due = question.due
  guard let today = calendar.dateInterval(of: .day, for: question.now),
    let tomorrow = calendar.dateInterval(of: .day, for: today.end),
    let thisWeek = calendar.dateInterval(of: .weekOfYear, for: question.now),
    let nextWeek = calendar.dateInterval(of: .weekOfYear, for: thisWeek.end)
  else { return nil }
  if due < today.start { return "beforeToday" }
  if today.contains(due) { return "today" }
  if tomorrow.contains(due) { return "tomorrow" }
  if thisWeek.contains(due) { return "laterThisWeek" }
  if nextWeek.contains(due) { return "nextWeek" }
  return "afterNextWeek"
}
