/// Where a due date falls in the near term: today, tomorrow, later this week or next week.
///
/// objc.io's `VTDNearTermDateRelation`, without its `OutOfRange` case: a date outside the near term
/// has no relation at all (`nil`), so a relation can always be shown. The cases are declared in
/// the order the list shows its sections.
public enum NearTermDateRelation: CaseIterable, Hashable, Sendable {
  /// The calendar day that holds "now".
  case today
  /// The next calendar day that exists after today, even when it belongs to next week.
  case tomorrow
  /// After tomorrow, through the last day of the week that holds today.
  case laterThisWeek
  /// The week after the one that holds today, except tomorrow.
  case nextWeek
}
