import Testing

@testable import MutantKit

/// Where a run's time went, phase by phase: seconds, and the processor time used in them, which
/// another engineer's build on the same machine changes far less; and the load when each ended.
struct PhasesTests {
  @Test func `each phase says its seconds, its processor seconds, and the load as it ended`() {
    let phases = [
      MutationRun.Phase(name: "copying the package", seconds: 0.25, processor: 0.04, load: 3.2),
      MutationRun.Phase(
        name: "building (1 build)", seconds: 291.04, processor: 520.33, load: 25.26),
    ]

    #expect(
      MutationRun.breakdown(phases)
        == "copying the package 0.2 s (processor 0.0 s, load 3.2), "
        + "building (1 build) 291.0 s (processor 520.3 s, load 25.3)")
  }
}
