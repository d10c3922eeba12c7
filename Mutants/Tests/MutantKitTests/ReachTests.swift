import Testing

@testable import MutantKit

/// A site that a suite's own process reaches runs the whole suite; one that only the `todo` of
/// some of its tests reaches runs those tests alone.
struct ReachTests {
  static let first = "Tests.EndToEnd/`adds an item`()/EndToEnd.swift:10:4"
  static let second = "Tests.EndToEnd/`lists the items`()/EndToEnd.swift:20:4"

  @Test func `a site the suite's own process reaches runs the whole suite, a todo's too or not`() {
    let reach = Reach.of(
      suite: "Tests.EndToEnd", inProcess: [1, 2], children: [(Self.first, [2])])

    #expect(reach.sites == [1, 2])
    #expect(reach.tests == [:])
  }

  @Test func `a site only the todo of some tests reaches runs those tests alone`() {
    let reach = Reach.of(
      suite: "Tests.EndToEnd", inProcess: [],
      children: [(Self.second, [3, 4]), (Self.first, [3]), (Self.second, [5])])

    #expect(reach.sites == [3, 4, 5])
    #expect(reach.tests == [3: [Self.first, Self.second], 4: [Self.second], 5: [Self.second]])
  }

  @Test func `a todo of no known test, or of another suite's test, counts as the suite's own`() {
    let reach = Reach.of(
      suite: "Tests.EndToEnd", inProcess: [],
      children: [
        (nil, [6]), ("Tests.Other/`runs`()/Other.swift:3:4", [7]), (Self.first, [6, 7, 8]),
      ])

    #expect(reach.sites == [6, 7, 8])
    #expect(reach.tests == [8: [Self.first]])
  }
}
