import Foundation
import Testing

@testable import MutantKit

/// A mutant's stage ends as soon as its log shows a test that recorded an issue.
///
/// One failure kills the mutant. The log is read as it grows, from where the last read stopped.
struct FailureMarkTests {
  @Test func `a known issue is no failure; an issue is, even when its line comes in two reads`()
    throws
  {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("log")
    var offset: UInt64 = 0

    #expect(!MutationRun.showsFailure(log: log.path, from: &offset))
    #expect(offset == 0)

    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    try handle.write(
      contentsOf: Data(
        "◇ Test \"a\" started.\n✘ Test \"a\" recorded a known issue at A.swift:3:5: Expectation failed\n"
          .utf8))
    #expect(!MutationRun.showsFailure(log: log.path, from: &offset))
    #expect(offset == 75)

    try handle.write(contentsOf: Data("✘ Test \"b\" recorded an iss".utf8))
    #expect(!MutationRun.showsFailure(log: log.path, from: &offset))
    #expect(offset == 103)

    try handle.write(contentsOf: Data("ue at B.swift:4:5: Expectation failed\n".utf8))
    #expect(MutationRun.showsFailure(log: log.path, from: &offset))
  }
}
