import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command in a scratch package of a test's own (`swift build`, `swift test`, the
/// plugin, `Mutants/run`), as a learner would at a terminal, and collects what it printed.
///
/// Standard input is empty and not a terminal, as in CI; standard output and standard error
/// go, together, to a file of the test's folder, so that a long output never blocks the child.
/// `HOME` is a folder of the test's too, so that SwiftPM keeps its caches there and not in the
/// home of the person who runs the suite. A command still running after its limit is ended by
/// its process id, with SIGTERM, which SwiftPM and the mutation tool pass on to the processes
/// they started, then SIGKILL ten seconds later.
struct ScratchCommand {
  /// What a command printed, how it ended, and how long it took.
  struct Result {
    var status: Int32
    var output: String
    var seconds: Double
  }

  /// Whether a process has ended, set by Foundation's thread, read by the watchdog's task.
  final class Flag: Sendable {
    private let value = Mutex(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
  }

  /// Whether each command's time is printed on standard error: when `TODO_GENERATOR_TIMES`
  /// is `1`, to see where a full run's time goes.
  static let saysTimes = ProcessInfo.processInfo.environment["TODO_GENERATOR_TIMES"] == "1"

  /// The folder the commands run in.
  let folder: String
  /// The folder that is their `HOME`, and where their output is kept.
  let home: String

  /// Runs `arguments` (the first is looked up in `PATH`) in ``folder``.
  func run(_ arguments: [String], limit: Duration = .seconds(1_200)) async throws -> Result {
    let outputPath = (home as NSString).appendingPathComponent("output-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home
    environment["XDG_CACHE_HOME"] = (home as NSString).appendingPathComponent(".cache")
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = output
    let (ended, end) = AsyncStream.makeStream(of: Void.self)
    let hasEnded = Flag()
    process.terminationHandler = { _ in
      hasEnded.set()
      end.finish()
    }
    let start = ContinuousClock.now
    try process.run()
    try? output.close()
    let pid = process.processIdentifier
    let watchdog = Task {
      try await Task.sleep(for: limit)
      for (signal, grace) in [(SIGTERM, Duration.seconds(10)), (SIGKILL, .zero)] {
        guard !hasEnded.isSet else { return }
        kill(pid, signal)
        try await Task.sleep(for: grace)
      }
    }
    for await _ in ended {}
    watchdog.cancel()
    let text = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    let elapsed = ContinuousClock.now - start
    if Self.saysTimes {
      let command = arguments.joined(separator: " ").prefix(100)
      FileHandle.standardError.write(
        Data("\(elapsed.formatted(.units(fractionalPart: .show(length: 1)))) \(command)\n".utf8))
    }
    return Result(
      status: process.terminationStatus, output: text,
      seconds: Double(elapsed.components.seconds)
        + Double(elapsed.components.attoseconds) / 1e18)
  }
}
