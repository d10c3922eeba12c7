import Testing

@testable import MutantKit

/// A mutant runs the quick suites that reach its site first, in one process; the slow ones only
/// if those pass; each stage's time limit comes from what its suites took switched off.
struct StagesTests {
  @Test func `the quick suites run first together, the slow ones after, each with its limit`() {
    let stages = Stages.plan(
      ["Tests.EndToEnd", "Specs.B", "Specs.A", "Tests.Adapter"],
      durations: ["Specs.A": 0.25, "Specs.B": 0.5, "Tests.Adapter": 1.5, "Tests.EndToEnd": 4],
      factor: 3, floor: 2)

    #expect(
      stages == [
        Stage(suites: ["Specs.A", "Specs.B"], timeout: 2.25),
        Stage(suites: ["Tests.Adapter", "Tests.EndToEnd"], timeout: 16.5),
      ])
  }

  @Test func `a stage's limit is never below the floor, and quick suites alone make one stage`() {
    let stages = Stages.plan(
      ["Specs.A", "Specs.B"], durations: ["Specs.A": 0.1, "Specs.B": 0.3], factor: 3, floor: 2)

    #expect(stages == [Stage(suites: ["Specs.A", "Specs.B"], timeout: 2)])
  }

  @Test func `a suite with no measured time counts as a second, and no suite means no stage`() {
    #expect(
      Stages.plan(["Specs.A"], durations: [:], factor: 3, floor: 2)
        == [Stage(suites: ["Specs.A"], timeout: 3)])
    #expect(Stages.plan([], durations: [:], factor: 3, floor: 2) == [])
  }
}

/// A time-out is run again, with four times the time, only when the run it ended was not
/// spinning and the machine is busy: a loop the mutant made endless keeps a core busy, a test
/// waiting for what never comes does not, and only on a busy machine may a run have been
/// starved.
struct TimeOutTests {
  @Test func `a run that spun for at least half its limit is an endless loop, not run again`() {
    #expect(!Stages.runsAgain(afterTimeOut: 2, cpuSeconds: 1.5, load: 30, cores: 2))
    #expect(!Stages.runsAgain(afterTimeOut: 2, cpuSeconds: 1, load: 30, cores: 2))
  }

  @Test func `a run that used little of the processor on a busy machine is run again`() {
    #expect(Stages.runsAgain(afterTimeOut: 2, cpuSeconds: 0.9, load: 2.5, cores: 2))
    #expect(Stages.runsAgain(afterTimeOut: 2, cpuSeconds: nil, load: 30, cores: 2))
  }

  @Test func `on a machine no busier than its cores a time-out is a kill at once`() {
    #expect(!Stages.runsAgain(afterTimeOut: 2, cpuSeconds: 0.1, load: 2, cores: 2))
    #expect(!Stages.runsAgain(afterTimeOut: 2, cpuSeconds: nil, load: 0.5, cores: 2))
  }
}

/// A `todo` an end-to-end test starts may run for half its stage's limit, and never less than
/// 10 s: one that a mutant made spin is ended while the stage runs, and fails its test, instead
/// of outliving the stage's time-out (and its second chance) by its runner's own 120 s.
struct RunLimitTests {
  @Test func `a stage's todo runs get half its limit, at least 10 s`() {
    #expect(Stages.runLimit(ofStageTimeout: 36) == 18)
    #expect(Stages.runLimit(ofStageTimeout: 144) == 72)
    #expect(Stages.runLimit(ofStageTimeout: 21) == 10)
    #expect(Stages.runLimit(ofStageTimeout: 2) == 10)
  }

  @Test func `no stage's todo run gets more than the runner's own 120 s`() {
    #expect(Stages.runLimit(ofStageTimeout: 600) == 120)
  }
}
