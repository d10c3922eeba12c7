import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The short commands a run waits for: a capture, a build, the listing of the suites.
extension MutationRun {
  /// Runs a short command in the package's own folder and returns what it printed.
  func capture(_ arguments: [String], in folder: String? = nil) -> String? {
    let log = Self.temporaryFolder + "/mutate-\(getpid())-capture.txt"
    defer { try? FileManager.default.removeItem(atPath: log) }
    guard
      let pid = try? children.start(
        arguments, in: folder ?? root, environment: environment, log: log, timeout: 60)
    else { return nil }
    while true {
      if let ended = children.poll().first(where: { $0.pid == pid }) {
        guard ended.ending == .exited(0) else { return nil }
        return (try? String(contentsOfFile: log, encoding: .utf8))?
          .trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if Stop.requested != nil { return nil }
    }
  }

  /// Runs a command to its end, the run stopping on a signal; past `timeout` (an hour unless
  /// told: a build on a loaded machine) the command is ended and its ending is `.timedOut`.
  func runToEnd(
    _ arguments: [String], in folder: String, log: String,
    environment extra: [String: String] = [:], timeout: TimeInterval = 3_600
  ) throws -> Ending {
    let pid = try children.start(
      arguments, in: folder, environment: environment.merging(extra) { $1 }, log: log,
      timeout: timeout)
    while true {
      try checkStop()
      if let ended = children.poll(interval: 50_000).first(where: { $0.pid == pid }) {
        return ended.ending
      }
    }
  }

  func testBinary(in copy: String) throws -> String {
    let folder = copy + "/.build/debug"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    guard let name = names.first(where: { $0.hasSuffix("PackageTests.xctest") }) else {
      throw ToolError("no test bundle in \(folder)")
    }
    #if os(macOS)
      // On macOS the tests run through xctest, the bundle as its argument.
      return folder + "/" + name
    #else
      return folder + "/" + name
    #endif
  }

  /// The suites: the first part of each test's name (`Specs.ListInteractorSpecs`).
  func listSuites(binary: String, in copy: String) throws -> [String] {
    let log = copy + "/../list.log"
    let ending = try runToEnd(
      [binary, "--testing-library", "swift-testing", "--list-tests"], in: copy, log: log)
    guard ending == .exited(0), let text = try? String(contentsOfFile: log, encoding: .utf8) else {
      throw ToolError("cannot list the tests (\(ending))")
    }
    var suites: [String] = []
    for line in text.split(separator: "\n") where line.contains("(") {
      let suite = String(line.split(separator: "/").first ?? line)
      if suites.last != suite, !suites.contains(suite) { suites.append(suite) }
    }
    return suites
  }

  /// The machine's load average over the last minute (0 if unknown).
  static func load() -> Double {
    var averages = [Double](repeating: 0, count: 3)
    return getloadavg(&averages, 3) > 0 ? averages[0] : 0
  }
}
