import Testing

@testable import ChildProcesses

/// Which children that come back to a tool, its subreaper, are its own to end.
///
/// The tool's group is 40; it had the child 100 (started at tick 5000) and the child 101 (at
/// tick 6000) when it became their subreaper; its first child started at tick 6000.
struct LineageTests {
  let lineage = Lineage(
    isSubreaper: true, inherited: [100: 5000, 101: 6000], group: 40, firstStart: 6000)

  func entry(start: UInt64, group: Int32) -> ProcessTable.Entry? {
    ProcessTable.Entry(
      stat: "7 (todo) S 1 \(group) \(group) 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 \(start) 0 0")
  }

  @Test func `a process started since the tool's first child, in a group of its own, is its own`()
    throws
  {
    let orphan = try #require(entry(start: 6001, group: 77))

    #expect(lineage.isOwnOrphan(200, orphan))
    #expect(lineage.isOwnOrphan(201, try #require(entry(start: 6000, group: 77))))
  }

  @Test func `a child the tool had when it became their subreaper is not its own`() throws {
    #expect(!lineage.isOwnOrphan(100, try #require(entry(start: 5000, group: 40))))
    #expect(!lineage.isOwnOrphan(101, try #require(entry(start: 6000, group: 77))))
  }

  @Test func `a process the same id names later, in a group of its own, is the tool's`() throws {
    #expect(lineage.isOwnOrphan(100, try #require(entry(start: 7000, group: 77))))
  }

  @Test func `a process started before the tool's first child is not its own`() throws {
    #expect(!lineage.isOwnOrphan(300, try #require(entry(start: 5999, group: 77))))
  }

  @Test func `a process in the tool's own process group is not its own`() throws {
    #expect(!lineage.isOwnOrphan(301, try #require(entry(start: 7000, group: 40))))
  }

  @Test func `before the tool has started a child, no orphan is its own`() throws {
    let idle = Lineage(isSubreaper: true, inherited: [:], group: 40, firstStart: nil)

    #expect(!idle.isOwnOrphan(200, try #require(entry(start: 7000, group: 77))))
  }
}
