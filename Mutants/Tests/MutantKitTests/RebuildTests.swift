import Testing

@testable import MutantKit

/// `--check-against-rebuild` runs each drawn mutant both ways; the two ways must run the same
/// tests, or a mutant that only some tests kill is counted killed one way and a survivor the
/// other.
struct RebuildTests {
  @Test func `a rebuilt mutant's suite has the tool's variables, as a switched-on one does`() {
    // The package's tests that start `todo` as other users run only in a run of the tool,
    // which they know by TODO_MUTANT (or a name that starts TODO_MUTANT_). Without it, a mutant
    // of the store's check of another user's rights, which only those tests kill, survived
    // when rebuilt.
    #expect(
      MutationRun.rebuiltRunEnvironment(temporary: "/tmp/mutants-x/rebuild-tmp") == [
        "TODO_MUTANT": "none", "TODO_MUTANT_RUN_LIMIT": "10",
        "TMPDIR": "/tmp/mutants-x/rebuild-tmp",
      ])
  }
}
