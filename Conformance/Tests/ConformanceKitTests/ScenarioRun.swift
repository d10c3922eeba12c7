import ChildProcesses
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a runner for a scenario: started in the scenario's folder with its standard
/// output where the scenario says, sent its signal when the scenario's file appears, ended if it
/// runs far past its time, and what it printed and how it ended.
struct ScenarioRun {
  var stdout: [String] = []
  var stderr: [String] = []
  var ending = Scenario.Ending.exited(-1)
  var seconds = 0.0

  init(_ command: [String], scenario: Scenario, in folder: URL) throws {
    // Writing to a runner that has ended must not end the tests.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.currentDirectoryURL = folder
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // A closed standard output needs a shell to close it; the others are set on the process.
    let closing = scenario.output == "closed" ? " >&-" : ""
    process.arguments = ["-c", "exec \"$@\"\(closing)", "sh"] + command
    process.standardInput = FileHandle.nullDevice
    let output = Pipe()
    let errors = Pipe()
    switch scenario.output {
    case "/dev/full": process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
    default: process.standardOutput = output
    }
    process.standardError = errors
    let start = ContinuousClock.now
    try process.run()
    if scenario.output == "gone" { try output.fileHandleForReading.close() }
    let collected = Collected()
    let reading = DispatchGroup()
    // Only a pipe the runner holds ends: /dev/full's and a reader gone leave nothing to read.
    if scenario.output == nil || scenario.output == "closed" {
      DispatchQueue.global().async(group: reading) {
        collected.set(stdout: output.fileHandleForReading.readDataToEndOfFile())
      }
    }
    DispatchQueue.global().async(group: reading) {
      collected.set(stderr: errors.fileHandleForReading.readDataToEndOfFile())
    }
    let limit = scenario.within + 10
    if let (number, file) = scenario.signal {
      let marker = folder.appendingPathComponent(file).path
      while !FileManager.default.fileExists(atPath: marker), process.isRunning,
        Self.seconds(since: start) < limit
      {
        usleep(20_000)
      }
      kill(process.processIdentifier, number)
    }
    while process.isRunning, Self.seconds(since: start) < limit { usleep(10_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    seconds = Self.seconds(since: start)
    reading.wait()
    stdout = Self.lines(collected.stdout)
    stderr = Self.lines(collected.stderr)
    ending =
      process.terminationReason == .uncaughtSignal
      ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
  }

  /// Runs `script` with `/bin/sh` in `folder`, and waits for it.
  static func shell(_ script: String, in folder: URL) throws {
    let process = Process()
    process.currentDirectoryURL = folder
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    try process.run()
    process.waitUntilExit()
  }

  /// The lines of `data`, without the last line break.
  static func lines(_ data: Data) -> [String] {
    let text = String(decoding: data, as: UTF8.self)
    guard !text.isEmpty else { return [] }
    return (text.hasSuffix("\n") ? String(text.dropLast()) : text)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `actual`, with each line that matches its expected line's pattern (`{n}`, any whole
  /// number) given as the expected line, so that comparing the two shows only real differences.
  static func matching(_ actual: [String], _ expected: [String]) -> [String] {
    actual.enumerated().map { index, line in
      guard index < expected.count, expected[index].contains("{n}") else { return line }
      let pattern = expected[index].components(separatedBy: "{n}")
        .map(NSRegularExpression.escapedPattern(for:)).joined(separator: "[0-9]+")
      let whole = NSRange(line.startIndex..., in: line)
      let matches =
        (try? NSRegularExpression(pattern: "^" + pattern + "$"))?
        .firstMatch(in: line, range: whole) != nil
      return matches ? expected[index] : line
    }
  }

  /// Whether two texts hold the same JSON value.
  static func sameJSON(_ actual: String, _ expected: String) -> Bool {
    guard let left = try? JSONSerialization.jsonObject(with: Data(actual.utf8)),
      let right = try? JSONSerialization.jsonObject(with: Data(expected.utf8))
    else { return false }
    return (left as? NSObject)?.isEqual(right) ?? false
  }

  /// Those of `pids` still running a second after the run, zombies not counted.
  static func stillRunning(_ pids: [pid_t]) -> [pid_t] {
    let start = ContinuousClock.now
    while seconds(since: start) < 1 {
      if !pids.contains(where: ProcessTable.isRunning) { return [] }
      usleep(20_000)
    }
    return pids.filter(ProcessTable.isRunning)
  }

  static func seconds(since instant: ContinuousClock.Instant) -> Double {
    let elapsed = ContinuousClock.now - instant
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}

/// What the reading threads collected.
private final class Collected: @unchecked Sendable {
  private let lock = NSLock()
  private var out = Data()
  private var err = Data()

  var stdout: Data { lock.withLock { out } }
  var stderr: Data { lock.withLock { err } }

  func set(stdout data: Data) { lock.withLock { out = data } }
  func set(stderr data: Data) { lock.withLock { err = data } }
}
