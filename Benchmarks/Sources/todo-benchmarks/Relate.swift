import Foundation
import TodoVIPER

/// The loops that relate many items, from the slowest way to the practical floor.
enum Relate {
  /// Our way: the boundaries once per request, then four comparisons of instants per item.
  static func ourWay(_ items: [TodoItem], now: Date, calendar: Calendar) -> RelationCounts {
    guard let boundaries = NearTermBoundaries(now: now, calendar: calendar) else {
      fail("the calendar cannot place \(now)")
    }
    var counts = RelationCounts()
    for item in items {
      counts.count(boundaries.relation(of: item.dueDate))
    }
    return counts
  }

  /// The reference apps' way: several calendar questions per item.
  static func perItemCalendar(_ items: [TodoItem], now: Date, calendar: Calendar)
    -> RelationCounts
  {
    var counts = RelationCounts()
    for item in items {
      counts.count(calendarRelation(of: item.dueDate, now: now, calendar: calendar))
    }
    return counts
  }

  /// The five boundary instants as plain numbers, for the floor loops.
  struct Edges {
    let today: Double
    let tomorrow: Double
    let dayAfterTomorrow: Double
    let nextWeek: Double
    let weekAfterNext: Double

    /// Takes the edges from boundaries computed once, outside the timed loop.
    init(_ boundaries: NearTermBoundaries) {
      today = boundaries.startOfToday.timeIntervalSinceReferenceDate
      tomorrow = boundaries.startOfTomorrow.timeIntervalSinceReferenceDate
      dayAfterTomorrow = boundaries.startOfDayAfterTomorrow.timeIntervalSinceReferenceDate
      nextWeek = boundaries.startOfNextWeek.timeIntervalSinceReferenceDate
      weekAfterNext = boundaries.startOfWeekAfterNext.timeIntervalSinceReferenceDate
    }
  }

  /// A floor: a bare loop that compares each due instant with the five edges in turn and counts.
  static func floorComparingInTurn(_ items: [TodoItem], edges: Edges) -> RelationCounts {
    var counts = RelationCounts()
    for item in items {
      let due = item.dueDate.timeIntervalSinceReferenceDate
      if due < edges.today {
        counts.none += 1
      } else if due < edges.tomorrow {
        counts.today += 1
      } else if due < edges.dayAfterTomorrow {
        counts.tomorrow += 1
      } else if due < edges.nextWeek {
        counts.laterThisWeek += 1
      } else if due < edges.weekAfterNext {
        counts.nextWeek += 1
      } else {
        counts.none += 1
      }
    }
    return counts
  }

  /// A floor: a bare loop that makes all five comparisons, adds them up into a slot number and
  /// counts per slot, with no branch that depends on the data.
  static func floorCountingWithoutBranches(_ items: [TodoItem], edges: Edges) -> RelationCounts {
    var slots = [0, 0, 0, 0, 0, 0]
    for item in items {
      let due = item.dueDate.timeIntervalSinceReferenceDate
      var slot = due >= edges.today ? 1 : 0
      slot += due >= edges.tomorrow ? 1 : 0
      slot += due >= edges.dayAfterTomorrow ? 1 : 0
      slot += due >= edges.nextWeek ? 1 : 0
      slot += due >= edges.weekAfterNext ? 1 : 0
      slots[slot] += 1
    }
    return RelationCounts(
      none: slots[0] + slots[5], today: slots[1], tomorrow: slots[2], laterThisWeek: slots[3],
      nextWeek: slots[4])
  }

  /// Checks that the per-item-calendar way and our way give the same relation to every item.
  ///
  /// Stops the run at the first item where they differ, naming it; returns the counts they agree
  /// on.
  static func checkAgreement(_ items: [TodoItem], now: Date, calendar: Calendar)
    -> RelationCounts
  {
    guard let boundaries = NearTermBoundaries(now: now, calendar: calendar) else {
      fail("the calendar cannot place \(now)")
    }
    var counts = RelationCounts()
    for (index, item) in items.enumerated() {
      let ours = boundaries.relation(of: item.dueDate)
      let reference = calendarRelation(of: item.dueDate, now: now, calendar: calendar)
      guard ours == reference else {
        fail(
          "item \(index) '\(item.title)' due \(item.dueDate.formatted(.iso8601)) "
            + "(now \(now.formatted(.iso8601)), \(calendar.timeZone.identifier), first weekday "
            + "\(calendar.firstWeekday)): our way says \(describe(ours)), the per-item-calendar "
            + "way says \(describe(reference))")
      }
      counts.count(ours)
    }
    return counts
  }

  private static func describe(_ relation: NearTermDateRelation?) -> String {
    relation.map { "\($0)" } ?? "no relation"
  }
}
