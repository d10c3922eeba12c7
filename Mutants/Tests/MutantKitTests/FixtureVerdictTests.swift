import Foundation
import Testing

/// Every mutant of the fixture package, run both ways.
///
/// Switched on in the one build, and written into its file and rebuilt. The same verdict for each operator, a survivor of each kind, the
/// site only `todo` reaches killed switched on (the switch reached it), the endless loop ended.
struct FixtureVerdictTests {
  @Test func `every mutant of the fixture has the same verdict switched on as rebuilt`()
    async throws
  {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = try Fixture.startMutate(
      ["--check-against-rebuild", "100", "--timeout-factor", "3"], output: folder)
    let ended = try await Fixture.wait(for: run, atMost: 1_200)
    #expect(ended, "the run went on past 20 minutes: \(Fixture.text(folder, "stderr"))")
    let agreements = Fixture.text(folder, "stderr").split(separator: "\n")
      .filter { $0.hasPrefix("agree: ") || $0.hasPrefix("DISAGREE: ") }.sorted()

    #expect(
      agreements == [
        "agree: Sources/Shout/Shout.swift:4  && → ||: killed / killed",
        "agree: Sources/Shout/Shout.swift:4  == → !=: killed / killed",
        "agree: Sources/Shout/Shout.swift:4  > → >=: killed / killed",
        "agree: Sources/Tally/Tally.swift:10  || → &&: killed / killed",
        "agree: Sources/Tally/Tally.swift:11  + 1 → - 1: killed / killed",
        "agree: Sources/Tally/Tally.swift:12  - 1 → + 1: killed / killed",
        "agree: Sources/Tally/Tally.swift:17  < → <=: killed / killed",
        "agree: Sources/Tally/Tally.swift:18  + 1 → - 1: killed (time out) / killed (time out)",
        "agree: Sources/Tally/Tally.swift:3  < → <=: killed / killed",
        "agree: Sources/Tally/Tally.swift:32  drop the call: killed / killed",
        "agree: Sources/Tally/Tally.swift:36  drop the call: killed / killed",
        "agree: Sources/Tally/Tally.swift:37  drop the assignment: SURVIVED / SURVIVED",
        "agree: Sources/Tally/Tally.swift:4  <= → <: SURVIVED / SURVIVED",
        "agree: Sources/Tally/Tally.swift:5  > → >=: SURVIVED / SURVIVED",
        "agree: Sources/Tally/Tally.swift:6  >= → >: killed / killed",
        "agree: Sources/Tally/Tally.swift:7  == → !=: killed / killed",
        "agree: Sources/Tally/Tally.swift:8  != → ==: killed / killed",
        "agree: Sources/Tally/Tally.swift:9  && → ||: killed / killed",
        "agree: Sources/todo/main.swift:5  > → >=: killed / killed",
        "agree: Sources/todo/main.swift:6  drop the call: killed / killed",
        "agree: Sources/todo/main.swift:8  drop the call: killed / killed",
      ])
    #expect(Fixture.text(folder, "stdout").contains("\n21 of 21 agree\n"))
    #expect(run.terminationStatus == 0)
  }
}
