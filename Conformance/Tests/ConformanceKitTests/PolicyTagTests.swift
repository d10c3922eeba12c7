import ConformanceKit
import Testing

/// The cases decided by a definition of the date guide rather than by arithmetic carry the tag
/// `policy`, so that an implementation that compares the dates the clock shows can leave them
/// out (`--skip-tag policy`) and tell a different definition from a bug.
struct PolicyTagTests {
  @Test func `a case is tagged policy exactly when a definition decided it`() throws {
    let files = try CaseFiles(paths: [CaseFiles.defaultFolder.path])

    let mistagged = files.entries.filter { entry in
      let isDefinition = ["skipped-day", "day-goes-on"].contains(entry.regressionCase.rule)
      return isDefinition != entry.regressionCase.tags.contains("policy")
    }.map(\.regressionCase.id)

    #expect(mistagged == [])
    #expect(files.entries.filter { $0.regressionCase.tags.contains("policy") }.count == 18)
  }
}
