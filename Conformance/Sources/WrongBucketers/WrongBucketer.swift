import Foundation
import TodoVIPER

/// A bucketer known to be wrong: the date rules with one real mistake in them, named, with
/// where the mistake was made.
///
/// The catalogue (``WrongBucketer/all``) is what the regression cases are measured against:
/// every wrong bucketer must be caught by at least one case, and every hand-written case must
/// catch at least one wrong bucketer or say why it is kept (its `guard` tag).
public struct WrongBucketer: Sendable {
  /// A slug: `days-of-86400-s`.
  public let name: String
  /// The mistake, in one line.
  public let mistake: String
  /// Where it was made: an app, a library, a bug report.
  public let source: String
  /// Returns the group this bucketer gives the question's due date, or `nil` where it has no
  /// answer (a Foundation call that returned `nil`).
  public let answer: @Sendable (RegressionQuestion) -> NearTermGroup?

  public init(
    name: String, mistake: String, source: String,
    answer: @escaping @Sendable (RegressionQuestion) -> NearTermGroup?
  ) {
    self.name = name
    self.mistake = mistake
    self.source = source
    self.answer = answer
  }

  /// Returns whether this bucketer gets `regressionCase` wrong: the case catches it.
  public func isCaught(by regressionCase: RegressionCase) -> Bool {
    answer(regressionCase.question) != regressionCase.expected
  }
}

/// Five instants that divide the near term, however a wrong bucketer found them.
struct Edges {
  var today: Date
  var tomorrow: Date
  var dayAfterTomorrow: Date
  var nextWeek: Date
  var weekAfterNext: Date

  /// The edges the package finds (``NearTermBoundaries``): the right ones.
  init?(rightFor question: RegressionQuestion, calendar: Calendar? = nil) {
    guard
      let boundaries = NearTermBoundaries(
        now: question.nowInstant, calendar: calendar ?? question.calendarOfCase)
    else { return nil }
    self.init(boundaries: boundaries)
  }

  /// The edges of `boundaries`.
  init(boundaries: NearTermBoundaries) {
    self.init(
      today: boundaries.startOfToday, tomorrow: boundaries.startOfTomorrow,
      dayAfterTomorrow: boundaries.startOfDayAfterTomorrow, nextWeek: boundaries.startOfNextWeek,
      weekAfterNext: boundaries.startOfWeekAfterNext)
  }

  init(today: Date, tomorrow: Date, dayAfterTomorrow: Date, nextWeek: Date, weekAfterNext: Date) {
    self.today = today
    self.tomorrow = tomorrow
    self.dayAfterTomorrow = dayAfterTomorrow
    self.nextWeek = nextWeek
    self.weekAfterNext = weekAfterNext
  }

  /// The group of `due`, each part from its edge up to, not including, the next: the rules'
  /// comparisons, tomorrow winning over next week.
  func group(of due: Date) -> NearTermGroup {
    if due < today { return .beforeToday }
    if due < tomorrow { return .today }
    if due < dayAfterTomorrow { return .tomorrow }
    if due < nextWeek { return .laterThisWeek }
    if due < weekAfterNext { return .nextWeek }
    return .afterNextWeek
  }

  /// The group of `due` by the week edges alone, for a due date a bucketer will not call
  /// tomorrow: later this week before next week's first instant, next week from it.
  func groupAfterTomorrow(of due: Date) -> NearTermGroup {
    due < nextWeek ? .laterThisWeek : .nextWeek
  }

  /// These edges with the weeks a wrong bucketer found; next week never starts before the day
  /// after tomorrow, so that a tomorrow stays tomorrow.
  func replacingWeeks(next: Date, afterNext: Date) -> Edges {
    var edges = self
    edges.nextWeek = max(next, dayAfterTomorrow)
    edges.weekAfterNext = afterNext
    return edges
  }

  /// The days from today's weekday to the first day of next week, 1 to 7, by `calendar`'s week.
  static func daysToNextWeek(from instant: Date, in calendar: Calendar) -> Int {
    let weekday = calendar.component(.weekday, from: instant)
    return 7 - ((weekday - calendar.firstWeekday) % 7 + 7) % 7
  }
}
