import Testing

@testable import KataKit

/// Where `kata verify`'s time goes, as it says it: for each kata, and for the whole run, so that
/// CI's log shows which phase grew.
struct VerifyTimesTests {
  @Test func `the last line counts the katas it checked, one kata in the singular`() {
    #expect(
      Verification.allHold(13) == "kata verify: all 13 katas hold against the package's code.")
    #expect(Verification.allHold(1) == "kata verify: the kata holds against the package's code.")
  }

  @Test func `a kata's line says its builds and its spec runs, each with how many there were`() {
    var times = Verification.Times()
    times.builds = [10.04, 2.5]
    times.runs = [0.5, 1.25, 0.32]

    #expect(times.said() == "builds 12.5 s (2), spec runs 2.1 s (3)")
  }

  @Test func `the whole run's line adds the copy, the first build apart, and what is left`() {
    var times = Verification.Times()
    times.copying = 2.04
    times.builds = [120.31, 10.0, 20.0]
    times.runs = [0.5, 1.25]

    #expect(
      times.said(total: 160.0)
        == "160.0 s in all: copying the package 2.0 s, builds 150.3 s (3; the first 120.3 s), "
        + "spec runs 1.8 s (2), the rest 5.9 s")
  }

  @Test func `a run that did not build says so, and times are never negative`() {
    var times = Verification.Times()
    times.copying = 1.0

    #expect(
      times.said(total: 0.5)
        == "0.5 s in all: copying the package 1.0 s, builds 0.0 s (0), spec runs 0.0 s (0), "
        + "the rest 0.0 s")
  }
}
