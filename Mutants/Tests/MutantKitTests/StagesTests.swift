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

  @Test func `a stage's work is its suites' processor time, unknown when one suite's is`() {
    let durations = ["Specs.A": 0.25, "Specs.B": 0.5, "Tests.EndToEnd": 4]
    let stages = Stages.plan(
      ["Tests.EndToEnd", "Specs.B", "Specs.A"], durations: durations,
      work: ["Specs.A": 0.125, "Specs.B": 0.25], factor: 3, floor: 2)

    #expect(
      stages == [
        Stage(suites: ["Specs.A", "Specs.B"], timeout: 2.25, work: 0.375),
        Stage(suites: ["Tests.EndToEnd"], timeout: 12, work: nil),
      ])
  }

  @Test func `a suite with no measured time counts as a second, and no suite means no stage`() {
    #expect(
      Stages.plan(["Specs.A"], durations: [:], factor: 3, floor: 2)
        == [Stage(suites: ["Specs.A"], timeout: 3)])
    #expect(Stages.plan([], durations: [:], factor: 3, floor: 2) == [])
  }
}

/// A time-out is run again, with four times the time, only when the run it ended was not
/// spinning and the machine is busy: a run starved by a busy machine has done no more than the
/// work of the unchanged run, a loop the mutant made endless has, and a test waiting for what
/// never comes on an idle machine was not starved.
struct TimeOutTests {
  @Test func `a run that used over twice the unchanged run's processor time and 0.2 s spun`() {
    #expect(!Stages.runsAgain(used: 1.21, work: 0.5, load: 30, cores: 2))
    #expect(!Stages.runsAgain(used: 0.31, work: 0.05, load: 30, cores: 2))
  }

  @Test func `a run that did no more than that on a busy machine is run again`() {
    #expect(Stages.runsAgain(used: 1.2, work: 0.5, load: 2.5, cores: 2))
    #expect(Stages.runsAgain(used: 0.3, work: 0.05, load: 30, cores: 2))
    // A suite that keeps both cores busy used more than its own time, and is no spinner.
    #expect(Stages.runsAgain(used: 9, work: 6, load: 30, cores: 2))
  }

  @Test func `a todo ended at its run limit that used a quarter of a second or more spun`() {
    #expect(!Stages.runsAgain(used: 20, work: 30, todo: 0.25, load: 30, cores: 2))
    #expect(Stages.runsAgain(used: 20, work: 30, todo: 0.24, load: 30, cores: 2))
    #expect(Stages.runsAgain(used: 20, work: 30, todo: nil, load: 30, cores: 2))
  }

  @Test func `with either time unknown, a busy machine decides`() {
    #expect(Stages.runsAgain(used: nil, work: 0.5, load: 30, cores: 2))
    #expect(Stages.runsAgain(used: 50, work: nil, load: 30, cores: 2))
  }

  @Test func `on a machine no busier than its cores a time-out is a kill at once`() {
    #expect(!Stages.runsAgain(used: 0.1, work: 0.5, load: 2, cores: 2))
    #expect(!Stages.runsAgain(used: nil, work: nil, load: 0.5, cores: 2))
  }
}

/// A `todo` an end-to-end test starts may run 10 s, 40 s on the stage's second chance: one that
/// a mutant made spin is ended while the stage runs, instead of outliving the stage's time-out
/// by its runner's own 120 s, and one that a busy machine starved gets the second chance that a
/// starved stage gets.
struct RunLimitTests {
  @Test func `a todo run gets 10 s, and 40 s on the stage's second chance`() {
    #expect(Stages.runLimit(secondChance: false) == 10)
    #expect(Stages.runLimit(secondChance: true) == 40)
  }
}

/// A report says of each mutant that ran how its run went, the second chance included.
struct ReportDetailTests {
  func end(_ ending: Ending, steps: Int, secondChance: Bool) -> MutationRun.JobEnd {
    MutationRun.JobEnd(
      ending: ending, seconds: 31.44, log: "", steps: steps, processor: nil,
      hadSecondChance: secondChance)
  }

  @Test func `a stage given its second chance says so`() {
    #expect(
      MutationRun.detail(
        suites: 3, end: end(.timedOut, steps: 1, secondChance: true), noTestRan: false)
        == "3 suites, 1 stage (the last given a second chance), 31.4 s")
    #expect(
      MutationRun.detail(
        suites: 1, end: end(.failed, steps: 2, secondChance: false), noTestRan: false)
        == "1 suite, 2 stages, 31.4 s")
  }

  @Test func `a crash names its signal, and a run of no test says so`() {
    #expect(
      MutationRun.detail(
        suites: 31, end: end(.signalled(4), steps: 1, secondChance: false), noTestRan: false)
        == "31 suites, ended by signal 4, 1 stage, 31.4 s")
    #expect(
      MutationRun.detail(
        suites: 2, end: end(.exited(0), steps: 2, secondChance: false), noTestRan: true)
        == "2 suites, no test ran, 2 stages, 31.4 s")
  }
}

/// A stage runs its tests one after the other, and the suites switched off run so too.
struct TestRunTests {
  @Test func `a stage's tests run one at a time, only those of its suites and tests`() {
    #expect(
      MutationRun.testRun("/p/.build/debug/T.xctest", suites: ["Specs.A", "B/t()"]) == [
        "/p/.build/debug/T.xctest", "--testing-library", "swift-testing", "--no-parallel",
        "--filter", #"^(Specs\.A|B\/t\(\))(/|$)"#,
      ])
  }
}
