/// Where a due date falls, in the near term or on either side of it: the six answers of the
/// regression cases (`Conformance/cases/`), by the names their files use.
///
/// The list needs only the four inside (``NearTermDateRelation``); a regression case also says on
/// which side of the window a date it leaves out lies. ``NearTermRule/group`` gives it.
public enum NearTermGroup: String, CaseIterable, Hashable, Sendable {
  /// Before the first instant of today.
  case beforeToday
  /// Today.
  case today
  /// Tomorrow, even when it is also next week's first day.
  case tomorrow
  /// After tomorrow, through the last day of this week.
  case laterThisWeek
  /// Next week, tomorrow excepted.
  case nextWeek
  /// From the first instant of the week after next on.
  case afterNextWeek

  /// The relation the list gives a due date of this group, or `nil` outside the near term.
  public var relation: NearTermDateRelation? {
    switch self {
    case .beforeToday, .afterNextWeek: nil
    case .today: .today
    case .tomorrow: .tomorrow
    case .laterThisWeek: .laterThisWeek
    case .nextWeek: .nextWeek
    }
  }
}
