import Foundation
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The suite switched off: the command that runs suites, and the sites each one reaches.
extension MutationRun {
  /// The command that runs the tests of `suites` (and the tests named, `Suite/test()`) with
  /// the built test `binary`, one test at a time.
  ///
  /// A stage ends at its first failure: run in parallel, every test of a stage started at once
  /// and used the processor until then (dozens of end-to-end tests, each starting `todo`), and
  /// a mutant took twice the processor time it takes one test after the other. The suites
  /// switched off run so too, so that the time a stage may take comes from runs like its own.
  static func testRun(_ binary: String, suites: [String]) -> [String] {
    [binary, "--testing-library", "swift-testing", "--no-parallel", "--filter", filter(suites)]
  }

  /// A filter that selects the tests of `suites`, and the tests named (`Suite/test()`).
  static func filter(_ suites: [String]) -> String {
    let escaped = suites.map { NSRegularExpression.escapedPattern(for: $0) }
    return "^(" + escaped.joined(separator: "|") + ")(/|$)"
  }

  static func ranTests(_ log: String) -> Bool {
    log.contains("Test run with ") && !log.contains("Test run with 0 tests")
  }

  /// Runs every suite switched off, each noting the sites it reaches; every one must pass.
  ///
  /// The suite's own process notes them in its trace; each `todo` an end-to-end test starts
  /// notes them in a trace of its own, beside the name of its test
  /// (`Tests/Support/TodoRunner.swift`). Returns each suite's seconds and processor seconds,
  /// each site's suites, and, for a site that a suite reaches only through its tests' `todo`,
  /// those tests.
  func baseline(binary: String, suites: [String], in copy: String, siteCount: Int) throws -> (
    [String: Double], [String: Double], [Int: [String]], [Int: [String: [String]]]
  ) {
    var durations: [String: Double] = [:]
    var work: [String: Double] = [:]
    var reached: [Int: [String]] = [:]
    var tests: [Int: [String: [String]]] = [:]
    var failures: [String] = []
    // Each trace is writable by all (a `todo` a test runs as another user notes its sites
    // there), so its folder has a name no one else can find: the run's folder may be searched
    // by others (the tests' other users reach the built `todo` through it), not listed.
    guard let runFolder else { throw ToolError("no copy of the package was made") }
    let traceFolder = try runFolder.makeTemporary(prefix: "traces-")
    try traceFolder.setPermissions(0o755)
    let traces = traceFolder.path
    let queue = suites.enumerated().map { ($0.offset, $0.element) }
    try runPool(
      queue, in: copy,
      job: { index, suite in
        let trace = "\(traces)/\(index)"
        try traceFolder.write(
          [UInt8](repeating: 0, count: max(siteCount, 1)), to: "\(index)", permissions: 0o666)
        try traceFolder.folder("\(index).tests", creating: true).setPermissions(0o755)
        return [
          (
            Self.testRun(binary, suites: [suite]),
            [Switch.traceVariable: trace, Switch.testsVariable: trace + ".tests"], nil, nil
          )
        ]
      },
      finished: { index, suite, end in
        let (ending, log) = (end.ending, end.log)
        durations[suite] = end.seconds
        work[suite] = end.processor
        guard ending == .exited(0), Self.ranTests(log) else {
          failures.append(
            "\(ToolOutput.escaped(suite)) (\(ending)):\n"
              + log.split(separator: "\n").suffix(15).map { ToolOutput.escaped(String($0)) }
              .joined(separator: "\n"))
          return
        }
        func sites(_ folder: ToolFolder?, _ name: String) -> Set<Int> {
          let bytes = (try? folder?.read(name, limit: Self.largestFile)) ?? []
          return Set(bytes.enumerated().filter { $0.element != 0 }.map(\.offset))
        }
        let todoTraces = try? traceFolder.folder("\(index).tests")
        let names = (try? todoTraces?.entries().map(\.name)) ?? []
        let children = names.filter { !$0.hasSuffix(".test") }.map { name in
          (
            test: try? todoTraces?.readText(name + ".test", limit: 1 << 20),
            sites: sites(todoTraces, name)
          )
        }
        let reach = Reach.of(
          suite: suite, inProcess: sites(traceFolder, "\(index)"), children: children)
        for site in reach.sites { reached[site, default: []].append(suite) }
        for (site, named) in reach.tests { tests[site, default: [:]][suite] = named }
      })
    guard failures.isEmpty else {
      throw ToolError(
        "the suite fails switched off, so no mutant can be judged:\n"
          + failures.joined(separator: "\n"))
    }
    for key in reached.keys { reached[key]?.sort() }
    return (durations, work, reached, tests)
  }
}
