import Foundation

/// Why a due date falls where it does in the near term: "now", every boundary around it, the
/// relation they give the due date, and the calendar that drew them.
///
/// The list interactor makes it for `todo explain`, so that a person who doubts a section, or
/// reports a date bug, sees every instant that decided it and what it ran on.
public struct NearTermExplanation: Hashable, Sendable {
  /// The instant the wall clock reported.
  public var now: Date
  /// The due date explained.
  public var dueDate: Date
  /// The boundaries of the near term around `now`.
  public var boundaries: NearTermBoundaries
  /// The first instant of the week that holds today.
  public var startOfThisWeek: Date
  /// Where the due date falls, or `nil` when it is before today or after next week.
  public var relation: NearTermDateRelation?
  /// The identifier of the calendar's time zone, such as `Europe/Berlin`.
  public var timeZoneIdentifier: String
  /// The version of the time-zone data the calendar used, such as `2025b`.
  public var timeZoneDataVersion: String
  /// The calendar's kind.
  public var calendarIdentifier: Calendar.Identifier
  /// The calendar's first day of the week, 1 = Sunday … 7 = Saturday.
  public var firstWeekday: Int

  /// Creates an explanation.
  public init(
    now: Date, dueDate: Date, boundaries: NearTermBoundaries, startOfThisWeek: Date,
    relation: NearTermDateRelation?, timeZoneIdentifier: String, timeZoneDataVersion: String,
    calendarIdentifier: Calendar.Identifier, firstWeekday: Int
  ) {
    self.now = now
    self.dueDate = dueDate
    self.boundaries = boundaries
    self.startOfThisWeek = startOfThisWeek
    self.relation = relation
    self.timeZoneIdentifier = timeZoneIdentifier
    self.timeZoneDataVersion = timeZoneDataVersion
    self.calendarIdentifier = calendarIdentifier
    self.firstWeekday = firstWeekday
  }
}
