import Foundation

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
    let traces = copy + "/../traces"
    try FileManager.default.createDirectory(atPath: traces, withIntermediateDirectories: true)
    chmod(traces, 0o755)
    let queue = suites.enumerated().map { ($0.offset, $0.element) }
    try runPool(
      queue, in: copy,
      job: { index, suite in
        let trace = "\(traces)/\(index)"
        _ = FileManager.default.createFile(
          atPath: trace, contents: Data(count: max(siteCount, 1)))
        chmod(trace, 0o666)
        try FileManager.default.createDirectory(
          atPath: trace + ".tests", withIntermediateDirectories: true)
        chmod(trace + ".tests", 0o755)
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
            "\(suite) (\(ending)):\n"
              + log.split(separator: "\n").suffix(15).joined(separator: "\n"))
          return
        }
        let trace = "\(traces)/\(index)"
        func sites(_ file: String) -> Set<Int> {
          let bytes = (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data()
          return Set(bytes.enumerated().filter { $0.element != 0 }.map(\.offset))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: trace + ".tests")) ?? []
        let children = names.filter { !$0.hasSuffix(".test") }.map { name in
          let file = trace + ".tests/" + name
          return (
            test: try? String(contentsOfFile: file + ".test", encoding: .utf8), sites: sites(file)
          )
        }
        let reach = Reach.of(suite: suite, inProcess: sites(trace), children: children)
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
