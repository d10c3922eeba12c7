import Fakes
import Foundation
import Testing
import TodoVIPER

/// The date rules where the calendar cannot answer, and there are no boundaries and no guess.
///
/// A day that came twice, and instants no calendar can place.
///
/// The named regression cases that were here (122 of them) are data now, in
/// `Conformance/cases/`, run one by one by `RegressionCaseFilesSpecs`; the mapping from their
/// old names to their ids is `Conformance/MOVED-FROM-DateEdgeCaseSpecs.tsv`.
struct DateEdgeCaseSpecs {
  // MARK: - A day that came twice

  // When Alaska became American, Sitka's clocks went back a whole day: Friday 1867-10-18 came
  // twice, the second time from 09:01:13 UTC. A day later can then be the same weekday, and
  // Foundation gives a day of no length at the turn. Where the rules cannot count the week,
  // there are no boundaries: no guess.

  @Test func `where a day came twice, a week that holds both has no boundaries`() {
    let calendar = Calendar.gregorian(firstWeekday: 1, timeZone: "America/Sitka")

    #expect(NearTermBoundaries(now: .iso("1867-10-10T00:00:00Z"), calendar: calendar) == nil)
  }

  @Test func `at the instant a day came again, Foundation's day has no length: no boundaries`() {
    let calendar = Calendar.gregorian(firstWeekday: 1, timeZone: "America/Sitka")

    #expect(NearTermBoundaries(now: .iso("1867-10-18T09:01:13Z"), calendar: calendar) == nil)
  }

  @Test func `where a day came twice earlier this week, this week has no start`() throws {
    let calendar = Calendar.gregorian(firstWeekday: 2, timeZone: "America/Sitka")
    let boundaries = try #require(
      NearTermBoundaries(now: .iso("1867-10-20T09:15:00Z"), calendar: calendar))

    #expect(boundaries.startOfThisWeek(in: calendar) == nil)
  }

  @Test func `where the week's first day came twice, this week starts at its first midnight`()
    throws
  {
    // Kwajalein's clocks went back 23 hours at the end of Tuesday 1969-09-30, from +11 to -12:
    // that Tuesday came twice. On Wednesday, in weeks from Tuesday, the week began with it.
    let calendar = Calendar.gregorian(firstWeekday: 3, timeZone: "Pacific/Kwajalein")
    let boundaries = try #require(
      NearTermBoundaries(now: .iso("1969-10-01T12:00:00Z"), calendar: calendar))

    #expect(boundaries.startOfToday == .iso("1969-10-01T12:00:00Z"))
    #expect(boundaries.startOfThisWeek(in: calendar) == .iso("1969-09-29T13:00:00Z"))
  }

  @Test(arguments: [1e15, -1e15, Double.infinity, Double.nan])
  func `an instant no calendar can place has no boundaries, and does not crash`(
    secondsSince1970: Double
  ) {
    let calendar = Calendar.fixture(.gregorian, firstWeekday: 1, timeZone: "America/New_York")

    #expect(
      NearTermBoundaries(now: Date(timeIntervalSince1970: secondsSince1970), calendar: calendar)
        == nil)
  }
}
