import Testing

@testable import KataKit

/// Where a `kata check`'s time goes, as it says it when `TODO_KATA_TIMES` is set: each phase in
/// order, then the whole check and what no phase holds.
struct CheckTimesTests {
  @Test func `a check says each phase in order, the whole check, and the rest`() {
    var times = CheckTimes()
    times.phases = [
      ("copy", 0.214), ("build", 3.8), ("own code", 0.051), ("wrong version 1", 0.049),
    ]

    #expect(
      times.said(total: 4.5)
        == "Time: copy 0.21 s, build 3.80 s, own code 0.05 s, wrong version 1 0.05 s; "
        + "4.50 s in all, the rest 0.39 s")
  }

  @Test func `the rest is never negative`() {
    var times = CheckTimes()
    times.phases = [("copy", 1.0)]

    #expect(times.said(total: 0.5) == "Time: copy 1.00 s; 0.50 s in all, the rest 0.00 s")
  }

  @Test func `a phase counted by timing is noted under its name, in order`() throws {
    var times = CheckTimes()
    let built = times.timing("build") { "built" }
    times.timing("own code") {}

    #expect(built == "built")
    #expect(times.phases.map(\.name) == ["build", "own code"])
    #expect(times.phases.allSatisfy { $0.seconds >= 0 })
  }
}
