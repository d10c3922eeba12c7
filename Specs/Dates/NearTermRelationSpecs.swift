import Fakes
import Foundation
import Testing
import TodoVIPER

/// Where a due date falls in the near term (objc.io's `VTDRelativeDateTests` and
/// `VTDCalendarTests`, on explicit calendars, with the reference's mistakes fixed).
struct NearTermRelationSpecs {
  /// One hand-written case: "today" and a due date, both at noon UTC unless the name says
  /// otherwise, and the relation the rules give.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let today: String
    let due: String
    let expected: NearTermDateRelation?

    var testDescription: String { name }
  }

  static let sundayFirstCases: [Case] = [
    // The eight objc.io relation tests, same dates.
    Case(
      name: "a date before today is out of range", today: "2000-01-02T12:00:00Z",
      due: "2000-01-01T12:00:00Z", expected: nil),
    Case(
      name: "today relates as today", today: "2000-01-02T12:00:00Z",
      due: "2000-01-02T12:00:00Z", expected: .today),
    Case(
      name: "tomorrow during the same week relates as tomorrow", today: "2004-01-02T12:00:00Z",
      due: "2004-01-03T12:00:00Z", expected: .tomorrow),
    Case(
      name: "tomorrow during next week relates as tomorrow (objc.io said next week)",
      today: "2004-10-09T12:00:00Z", due: "2004-10-10T12:00:00Z", expected: .tomorrow),
    Case(
      name: "after tomorrow during this week relates as later this week",
      today: "2004-03-02T12:00:00Z", due: "2004-03-06T12:00:00Z", expected: .laterThisWeek),
    Case(
      name: "a date during the week after today relates as next week",
      today: "2004-07-06T12:00:00Z", due: "2004-07-11T12:00:00Z", expected: .nextWeek),
    Case(
      name: "next week in the next year relates as next week", today: "2005-12-29T12:00:00Z",
      due: "2006-01-02T12:00:00Z", expected: .nextWeek),
    Case(
      name: "the first day after next week is out of range", today: "2005-09-14T12:00:00Z",
      due: "2005-09-25T12:00:00Z", expected: nil),
    // The seven objc.io calendar tests, as relations.
    Case(
      name: "leap day 2004-02-29 is before 2004-03-01", today: "2004-03-01T12:00:00Z",
      due: "2004-02-29T12:00:00Z", expected: nil),
    Case(
      name: "a day is not before itself", today: "2005-06-01T12:00:00Z",
      due: "2005-06-01T12:00:00Z", expected: .today),
    Case(
      name: "a later day is not before an earlier one", today: "2006-04-15T12:00:00Z",
      due: "2006-04-16T12:00:00Z", expected: .tomorrow),
    Case(
      name: "the same day at another time is today", today: "2005-06-01T12:00:00Z",
      due: "2005-06-01T00:00:00Z", expected: .today),
    Case(
      name: "a different day is not today", today: "2005-06-01T12:00:00Z",
      due: "2005-06-02T12:00:00Z", expected: .tomorrow),
    Case(
      name: "the end of next week in the same year is Saturday 2005-08-13",
      today: "2005-08-02T12:00:00Z", due: "2005-08-13T23:59:59Z", expected: .nextWeek),
    Case(
      name: "after the end of next week in the same year is out of range",
      today: "2005-08-02T12:00:00Z", due: "2005-08-14T00:00:00Z", expected: nil),
    Case(
      name: "the end of next week in the next year is Saturday 2006-01-07",
      today: "2005-12-27T12:00:00Z", due: "2006-01-07T23:59:59Z", expected: .nextWeek),
    Case(
      name: "after the end of next week in the next year is out of range",
      today: "2005-12-27T12:00:00Z", due: "2006-01-08T00:00:00Z", expected: nil),
    // Mistakes in the reference apps.
    Case(
      name:
        "the same week number a year later is out of range (objc.io compared week numbers only)",
      today: "2014-05-21T12:00:00Z", due: "2015-05-20T12:00:00Z", expected: nil),
    Case(
      name: "the first instant after next week is out of range (objc.io Swift ended at midnight)",
      today: "2014-05-21T12:00:00Z", due: "2014-06-01T00:00:00Z", expected: nil),
    Case(
      name: "the last instant of next week is next week", today: "2014-05-21T12:00:00Z",
      due: "2014-05-31T23:59:59.999Z", expected: .nextWeek),
    Case(
      name: "the last instant of yesterday is out of range", today: "2014-05-21T12:00:00Z",
      due: "2014-05-20T23:59:59.999Z", expected: nil),
    Case(
      name: "the first instant of today is today", today: "2014-05-21T12:00:00Z",
      due: "2014-05-21T00:00:00Z", expected: .today),
    Case(
      name: "the last instant of today is today", today: "2014-05-21T12:00:00Z",
      due: "2014-05-21T23:59:59.999Z", expected: .today),
    Case(
      name: "the first instant of tomorrow is tomorrow", today: "2014-05-21T12:00:00Z",
      due: "2014-05-22T00:00:00Z", expected: .tomorrow),
    Case(
      name: "with today a Sunday, Monday is tomorrow", today: "2014-05-25T12:00:00Z",
      due: "2014-05-26T12:00:00Z", expected: .tomorrow),
    Case(
      name: "with today a Sunday, Saturday is later this week", today: "2014-05-25T12:00:00Z",
      due: "2014-05-31T12:00:00Z", expected: .laterThisWeek),
    Case(
      name: "with today a Sunday, the next Sunday is next week", today: "2014-05-25T12:00:00Z",
      due: "2014-06-01T12:00:00Z", expected: .nextWeek),
    Case(
      name: "with today a Saturday, the next Saturday is next week", today: "2014-05-24T12:00:00Z",
      due: "2014-05-31T12:00:00Z", expected: .nextWeek),
    Case(
      name: "with today a Saturday, the Sunday after next is out of range",
      today: "2014-05-24T12:00:00Z", due: "2014-06-01T12:00:00Z", expected: nil),
  ]

  static let mondayFirstCases: [Case] = [
    Case(
      name: "a date before today is out of range", today: "2000-01-02T12:00:00Z",
      due: "2000-01-01T12:00:00Z", expected: nil),
    Case(
      name: "tomorrow during the same week relates as tomorrow", today: "2004-01-02T12:00:00Z",
      due: "2004-01-03T12:00:00Z", expected: .tomorrow),
    Case(
      name: "Sunday after a Saturday is tomorrow, in the same week", today: "2004-10-09T12:00:00Z",
      due: "2004-10-10T12:00:00Z", expected: .tomorrow),
    Case(
      name: "Saturday after a Tuesday is later this week", today: "2004-03-02T12:00:00Z",
      due: "2004-03-06T12:00:00Z", expected: .laterThisWeek),
    Case(
      name: "Sunday after a Tuesday ends this week: later this week", today: "2004-07-06T12:00:00Z",
      due: "2004-07-11T12:00:00Z", expected: .laterThisWeek),
    Case(
      name: "Monday after a Thursday is next week, in the next year", today: "2005-12-29T12:00:00Z",
      due: "2006-01-02T12:00:00Z", expected: .nextWeek),
    Case(
      name: "the Sunday after next Wednesday ends next week", today: "2005-09-14T12:00:00Z",
      due: "2005-09-25T12:00:00Z", expected: .nextWeek),
    Case(
      name: "the Monday after that is out of range", today: "2005-09-14T12:00:00Z",
      due: "2005-09-26T00:00:00Z", expected: nil),
    Case(
      name: "with today a Sunday, Monday is tomorrow though it starts next week",
      today: "2014-05-25T12:00:00Z", due: "2014-05-26T12:00:00Z", expected: .tomorrow),
    Case(
      name: "with today a Sunday, Tuesday is next week", today: "2014-05-25T12:00:00Z",
      due: "2014-05-27T12:00:00Z", expected: .nextWeek),
    Case(
      name: "with today a Sunday, the next Sunday is next week", today: "2014-05-25T12:00:00Z",
      due: "2014-06-01T12:00:00Z", expected: .nextWeek),
    Case(
      name: "with today a Sunday, the Monday after next is out of range",
      today: "2014-05-25T12:00:00Z", due: "2014-06-02T00:00:00Z", expected: nil),
  ]

  @Test(arguments: sundayFirstCases)
  func `on a Sunday-first calendar`(_ example: Case) throws {
    let boundaries = try #require(
      NearTermBoundaries(now: .iso(example.today), calendar: .sundayFirst))

    #expect(boundaries.relation(of: .iso(example.due)) == example.expected)
  }

  @Test(arguments: mondayFirstCases)
  func `on a Monday-first calendar`(_ example: Case) throws {
    let boundaries = try #require(
      NearTermBoundaries(now: .iso(example.today), calendar: .mondayFirst))

    #expect(boundaries.relation(of: .iso(example.due)) == example.expected)
  }

  @Test func `the example in NearTermBoundaries' documentation holds`() throws {
    let boundaries = try #require(
      NearTermBoundaries(now: .may21AtNoon, calendar: .sundayFirst))
    #expect(boundaries.relation(of: .iso("2014-05-22T09:00:00Z")) == .tomorrow)
  }

  @Test func `the boundaries are the first instants of the days that start each part`() throws {
    let boundaries = try #require(
      NearTermBoundaries(now: .may21AtNoon, calendar: .sundayFirst))

    #expect(boundaries.startOfToday == .iso("2014-05-21T00:00:00Z"))
    #expect(boundaries.startOfTomorrow == .iso("2014-05-22T00:00:00Z"))
    #expect(boundaries.startOfDayAfterTomorrow == .iso("2014-05-23T00:00:00Z"))
    #expect(boundaries.startOfNextWeek == .iso("2014-05-25T00:00:00Z"))
    #expect(boundaries.startOfWeekAfterNext == .iso("2014-06-01T00:00:00Z"))
  }

  @Test(arguments: [
    ("2014-05-21T12:00:00Z", Calendar.sundayFirst, "2014-05-18T00:00:00Z"),
    ("2014-05-21T12:00:00Z", .mondayFirst, "2014-05-19T00:00:00Z"),
    ("2014-05-18T00:00:00Z", .sundayFirst, "2014-05-18T00:00:00Z"),
    ("2014-05-18T23:59:59Z", .mondayFirst, "2014-05-12T00:00:00Z"),
    // Weeks from Friday in Apia: Friday 2011-12-30 was skipped, so that week starts on
    // Saturday 12-31, at 00:00 +14:00.
    (
      "2012-01-01T12:00:00+14:00", .gregorian(firstWeekday: 6, timeZone: "Pacific/Apia"),
      "2011-12-30T10:00:00Z"
    ),
    // Weeks from Thursday: Thursday 2011-12-29 existed, and starts that week.
    (
      "2012-01-01T12:00:00+14:00", .gregorian(firstWeekday: 5, timeZone: "Pacific/Apia"),
      "2011-12-29T10:00:00Z"
    ),
  ])
  func `this week starts on its first day that exists`(
    _ now: String, _ calendar: Calendar, _ start: String
  ) throws {
    let boundaries = try #require(NearTermBoundaries(now: .iso(now), calendar: calendar))

    #expect(boundaries.startOfThisWeek(in: calendar) == .iso(start))
  }

  // MARK: - The rule that places a due date

  @Test(arguments: [
    ("2014-05-20T23:59:59.999Z", NearTermRule.beforeToday),
    ("2014-05-21T00:00:00Z", .today),
    ("2014-05-21T23:59:59.999Z", .today),
    ("2014-05-22T00:00:00Z", .tomorrow),
    ("2014-05-23T00:00:00Z", .laterThisWeek),
    ("2014-05-24T23:59:59.999Z", .laterThisWeek),
    ("2014-05-25T00:00:00Z", .nextWeek),
    ("2014-05-31T23:59:59.999Z", .nextWeek),
    ("2014-06-01T00:00:00Z", .afterNextWeek),
  ])
  func `the rule that places a due date is the part of the window it falls in`(
    _ due: String, _ rule: NearTermRule
  ) throws {
    let boundaries = try #require(
      NearTermBoundaries(now: .may21AtNoon, calendar: .sundayFirst))

    #expect(boundaries.rule(of: .iso(due)) == rule)
  }

  @Test func `tomorrow that starts next week is placed by the rule that tomorrow wins`() throws {
    // Saturday 2014-05-24, weeks from Sunday: tomorrow is next week's first day.
    let boundaries = try #require(
      NearTermBoundaries(now: .iso("2014-05-24T12:00:00Z"), calendar: .sundayFirst))

    #expect(boundaries.rule(of: .iso("2014-05-25T09:00:00Z")) == .tomorrowWins)
    #expect(boundaries.rule(of: .iso("2014-05-26T00:00:00Z")) == .nextWeek)
  }

  @Test func `each rule has a short name and gives one of the six groups`() {
    #expect(
      NearTermRule.allCases.map { "\($0.name) \($0.group.rawValue)" } == [
        "before-today beforeToday", "today today", "tomorrow tomorrow", "tomorrow-wins tomorrow",
        "later-this-week laterThisWeek", "next-week nextWeek", "after-next-week afterNextWeek",
      ])
    #expect(
      NearTermGroup.allCases.map(\.rawValue) == [
        "beforeToday", "today", "tomorrow", "laterThisWeek", "nextWeek", "afterNextWeek",
      ])
  }

  @Test(arguments: [
    (NearTermGroup.beforeToday, NearTermDateRelation?.none), (.today, .today),
    (.tomorrow, .tomorrow), (.laterThisWeek, .laterThisWeek), (.nextWeek, .nextWeek),
    (.afterNextWeek, nil),
  ])
  func `a group is the relation of the list, or none outside the window`(
    _ group: NearTermGroup, _ relation: NearTermDateRelation?
  ) {
    #expect(group.relation == relation)
  }
}
