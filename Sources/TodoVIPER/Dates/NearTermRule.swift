import Foundation

/// The rule of the date guide that places a due date in, or outside, the near term: the part of
/// the window it falls in, with tomorrow that is also next week's first day told apart.
///
/// `todo explain` shows it on its section row, and the regression cases cite these rules by
/// their short names (``name``), as Unicode's GraphemeBreakTest.txt names the rule that decided
/// each line. ``NearTermBoundaries/rule(of:)`` gives it.
public enum NearTermRule: CaseIterable, Hashable, Sendable {
  /// Before the first instant of today: not in the near term.
  case beforeToday
  /// From the first instant of today, before the first instant of tomorrow.
  case today
  /// From the first instant of tomorrow, before the first instant of the day after tomorrow.
  case tomorrow
  /// Tomorrow, though it is also the first day of next week: tomorrow wins.
  case tomorrowWins
  /// After tomorrow, before the first instant of next week.
  case laterThisWeek
  /// From the first instant of next week, before the first instant of the week after next.
  case nextWeek
  /// From the first instant of the week after next on: not in the near term.
  case afterNextWeek

  /// The rule's short name, as the regression cases and the date guide cite it:
  /// `tomorrow-wins`.
  public var name: String {
    switch self {
    case .beforeToday: "before-today"
    case .today: "today"
    case .tomorrow: "tomorrow"
    case .tomorrowWins: "tomorrow-wins"
    case .laterThisWeek: "later-this-week"
    case .nextWeek: "next-week"
    case .afterNextWeek: "after-next-week"
    }
  }

  /// The group the rule puts a due date in.
  public var group: NearTermGroup {
    switch self {
    case .beforeToday: .beforeToday
    case .today: .today
    case .tomorrow, .tomorrowWins: .tomorrow
    case .laterThisWeek: .laterThisWeek
    case .nextWeek: .nextWeek
    case .afterNextWeek: .afterNextWeek
    }
  }
}

extension NearTermBoundaries {
  /// Returns the rule that places `dueDate`: the part of the window it falls in.
  ///
  /// Its group agrees with ``relation(of:)``, which the list uses; this tells apart the two
  /// sides outside the window, and a tomorrow that wins over next week.
  public func rule(of dueDate: Date) -> NearTermRule {
    if dueDate < startOfToday { return .beforeToday }
    if dueDate < startOfTomorrow { return .today }
    if dueDate < startOfDayAfterTomorrow {
      return startOfTomorrow >= startOfNextWeek ? .tomorrowWins : .tomorrow
    }
    if dueDate < startOfNextWeek { return .laterThisWeek }
    if dueDate < startOfWeekAfterNext { return .nextWeek }
    return .afterNextWeek
  }
}
