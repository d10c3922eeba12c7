import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run stopped by a signal in the middle of a mutant leaves the tree as it was and no process
/// of its own behind, and ends nothing it did not start: a decoy named `todo` lives on.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
struct SafetyTests {
  enum Stop: String, CaseIterable, CustomTestStringConvertible {
    case hangUp = "SIGHUP"
    case terminate = "SIGTERM"
    case interrupt = "Control-C"
    case interruptTwice = "Control-C twice"

    var signal: Int32 {
      switch self {
      case .hangUp: SIGHUP
      case .terminate: SIGTERM
      case .interrupt, .interruptTwice: SIGINT
      }
    }

    var testDescription: String { rawValue }
  }

  @Test(arguments: Stop.allCases)
  func `a signal mid-mutant leaves the tree unchanged, no process of the run, and the decoy`(
    stop: Stop
  ) async throws {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = try Fixture.tree()
    // A decoy: a process named `todo` that the run did not start.
    let decoy = try Fixture.startDecoy(in: folder)
    defer { Fixture.end(decoy) }
    // The one mutant whose loop never ends, reached in-process and by the `todo` it starts.
    let only = folder.appendingPathComponent("only.txt")
    try "Sources/Tally/Tally.swift:18  + 1 → - 1\n".write(
      to: only, atomically: true, encoding: .utf8)
    let run = try Fixture.startMutate(
      ["--only", only.path, "--timeout-factor", "10000", "--jobs", "1"], output: folder)
    // Should an expectation stop the test early, the run is stopped as a user would.
    defer { if run.isRunning { kill(run.processIdentifier, SIGTERM) } }

    // Mid-mutant: the run's spinning `todo` is running.
    var family: [(pid: pid_t, name: String)] = []
    // However long the build takes on a busy machine (half an hour at most).
    for _ in 0..<9_000 where run.isRunning {
      family = Processes.descendants(of: run.processIdentifier)
      let measuring = Fixture.text(folder, "stderr").contains("The suite passes switched off")
      if measuring, family.contains(where: { $0.name == "todo" }) { break }
      try await Task.sleep(for: .milliseconds(200))
    }
    #expect(
      family.contains { $0.name == "todo" }, "no todo started: \(Fixture.text(folder, "stderr"))")
    kill(run.processIdentifier, stop.signal)
    if stop == .interruptTwice {
      try await Task.sleep(for: .milliseconds(50))
      kill(run.processIdentifier, stop.signal)
    }
    for _ in 0..<3_000 where run.isRunning { try await Task.sleep(for: .milliseconds(100)) }
    guard !run.isRunning else {
      kill(run.processIdentifier, SIGKILL)
      Issue.record("the run did not stop: \(Fixture.text(folder, "stderr"))")
      return
    }

    #expect(run.terminationStatus == 128 + stop.signal)
    #expect(
      Fixture.text(folder, "stderr").contains(
        "Stopped by signal \(stop.signal) while running the mutants; nothing of the run is left."))
    #expect(family.filter { Processes.isRunning($0.pid) }.map(\.name) == [])
    #expect(Processes.mentioning(folder.path + "/mutants-") == [])
    #expect(Processes.isRunning(decoy.processIdentifier))
    #expect(try Fixture.tree() == before)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(left == ["only.txt", "stderr", "stdout", "todo"])
  }
}

/// A run ends only what it started: a child it inherited lives on.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
struct InheritedChildTests {
  @Test func `a child the run inherited across exec, and did not start, lives on`() async throws {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let only = folder.appendingPathComponent("only.txt")
    try "Sources/Tally/Tally.swift:18  + 1 → - 1\n".write(
      to: only, atomically: true, encoding: .utf8)

    let run = try Fixture.startMutate(
      ["--only", only.path, "--jobs", "1"], output: folder, decoy: true)
    defer { if run.isRunning { kill(run.processIdentifier, SIGTERM) } }
    // Once the mutants are counted, the run has started and seen end the two gits that say what
    // it measures; then it is stopped, and ends every process of its own.
    for _ in 0..<600 where run.isRunning {
      if Fixture.text(folder, "stderr").contains("mutants to run") { break }
      try await Task.sleep(for: .milliseconds(100))
    }
    let decoy = try #require(
      pid_t(Fixture.text(folder, "decoy").trimmingCharacters(in: .whitespacesAndNewlines)))
    defer { kill(decoy, SIGKILL) }
    let aliveWhileRunning = Processes.isRunning(decoy)
    kill(run.processIdentifier, SIGTERM)
    let ended = try await Fixture.wait(for: run, atMost: 120)

    #expect(ended)
    #expect(aliveWhileRunning)
    #expect(Processes.isRunning(decoy))
  }
}

/// A run killed by SIGKILL, which no handler sees, leaves neither its copy nor the builds it
/// started: a guardian process it started first, which holds the other end of a pipe only the
/// run writes to, sees the run end, ends the process groups the run said were its own, and
/// removes the copy.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
struct KilledRunTests {
  @Test func `a run killed mid-build leaves no copy and no process of its own`() async throws {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let only = folder.appendingPathComponent("only.txt")
    try "Sources/Tally/Tally.swift:18  + 1 → - 1\n".write(
      to: only, atomically: true, encoding: .utf8)
    let run = try Fixture.startMutate(["--only", only.path, "--jobs", "1"], output: folder)
    defer { if run.isRunning { kill(run.processIdentifier, SIGKILL) } }
    // Mid-build: the copy is made and its swift-build runs.
    var copies: [String] = []
    var building = false
    for _ in 0..<600 where run.isRunning && !building {
      copies = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix("mutants-") }
      building = Processes.descendants(of: run.processIdentifier).contains {
        $0.name.hasPrefix("swift-build")
      }
      try await Task.sleep(for: .milliseconds(100))
    }
    #expect(copies.count == 1, "no copy: \(Fixture.text(folder, "stderr"))")
    #expect(building)

    kill(run.processIdentifier, SIGKILL)
    run.waitUntilExit()
    for _ in 0..<300 {
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix("mutants-") }
      if left.isEmpty && Processes.mentioning(folder.path + "/mutants-").isEmpty { break }
      try await Task.sleep(for: .milliseconds(100))
    }

    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix("mutants-") } == [])
    #expect(Processes.mentioning(folder.path + "/mutants-") == [])
  }
}

/// The tool's own tests leave nothing running: `swift test` waits for every process that holds
/// its output, so a decoy left alive kept it waiting ten minutes on a clean clone.
struct TestHygieneTests {
  @Test func `a decoy the test ends is gone at once and holds none of the test's output`() throws {
    let folder = try Fixture.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let decoy = try Fixture.startDecoy(in: folder)
    // Its input, output and errors.
    let held = (0...2).compactMap {
      try? FileManager.default.destinationOfSymbolicLink(
        atPath: "/proc/\(decoy.processIdentifier)/fd/\($0)")
    }

    Fixture.end(decoy)

    #expect(held == ["/dev/null", "/dev/null", "/dev/null"])
    #expect(!Processes.isRunning(decoy.processIdentifier))
  }
}
