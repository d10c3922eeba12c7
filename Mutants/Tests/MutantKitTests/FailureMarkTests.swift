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

    #expect(nil == MutationRun.sign(log: log.path, from: &offset))
    #expect(offset == 0)

    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    try handle.write(
      contentsOf: Data(
        "◇ Test \"a\" started.\n✘ Test \"a\" recorded a known issue at A.swift:3:5: Expectation failed\n"
          .utf8))
    #expect(nil == MutationRun.sign(log: log.path, from: &offset))
    #expect(offset == 70)

    try handle.write(contentsOf: Data("✘ Test \"b\" recorded an iss".utf8))
    #expect(nil == MutationRun.sign(log: log.path, from: &offset))
    #expect(offset == 98)

    try handle.write(contentsOf: Data("ue at B.swift:4:5: Expectation failed\n".utf8))
    #expect(MutationRun.sign(log: log.path, from: &offset) == .failure)
  }

  @Test func `a todo ended at its run limit is the stage's time-out, before the test it fails`()
    throws
  {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    var offset: UInt64 = 0

    try handle.write(contentsOf: Data("todo (process 4242) ran past its run li".utf8))
    #expect(nil == MutationRun.sign(log: log.path, from: &offset))

    try handle.write(contentsOf: Data("mit of 10 s, having used 3.4".utf8))
    #expect(nil == MutationRun.sign(log: log.path, from: &offset))
    #expect(offset == 19)

    try handle.write(
      contentsOf: Data(
        "6 s of processor, and was ended\n✘ Test \"c\" recorded an issue at C.swift:9:5: …\n"
          .utf8))
    #expect(MutationRun.sign(log: log.path, from: &offset) == .runLimit(processor: 3.46))
  }

  @Test func `a test that failed before a todo ran past its limit is a failure`() throws {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("log")
    try Data(
      ("✘ Test \"d\" recorded an issue at D.swift:2:5: …\n"
        + "todo (process 8) ran past its run limit of 10 s and was ended\n").utf8
    ).write(to: log)
    var offset: UInt64 = 0

    #expect(MutationRun.sign(log: log.path, from: &offset) == .failure)
  }

  @Test func `a run-limit line without the processor time says it is not known`() throws {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("log")
    try Data("todo (process 7) ran past its run limit of 40 s and was ended\n".utf8).write(to: log)
    var offset: UInt64 = 0

    #expect(MutationRun.sign(log: log.path, from: &offset) == .runLimit(processor: nil))
  }

  /// The line the package's runner writes when it ends a `todo` at its limit holds the mark.
  @Test func `the package's todo runner writes the run-limit mark`() throws {
    let runner = URL(fileURLWithPath: Fixture.root).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Tests/Support/TodoRunner.swift")
    let text = try String(contentsOf: runner, encoding: .utf8)
    let mark = String(decoding: MutationRun.runLimitMark, as: UTF8.self)

    #expect(text.contains(#""todo (process \(pid))"# + mark + #" of \(seconds) s\(used ?? "")"#))
    #expect(text.contains(#"", having used \(String(format: "%.2f", $0)) s of processor,""#))
  }
}
