import Foundation

extension Workspace {
  /// Builds the package and its tests; returns the compiler's errors, none when it built.
  ///
  /// In the check's copy, once its tests are built, only their product is built again
  /// (`swift build --product viper-todoPackageTests`): with nothing to build it took 3.5 s where
  /// `--build-tests` took 25 s, on the same loaded machine, in the same minute.
  ///
  /// - Parameters:
  ///   - interval: Seconds between two calls of `progress` while it builds.
  ///   - progress: Called after each `interval` the build is still running, with the seconds so
  ///     far.
  /// - Throws: ``Stopped`` when the tool was told to stop while it built.
  public func build(every interval: Double? = nil, progress: ((Double) -> Void)? = nil) throws
    -> [String]
  {
    let what =
      if isToolsCopy, let tests = builtTests {
        ["--product", tests.deletingPathExtension().lastPathComponent]
      } else {
        ["--build-tests"]
      }
    let result = Shell.run(
      ["swift", "build"] + what, in: root, stoppable: true, every: interval, progress: progress)
    try Stopping.check()
    guard result.status != 0 else { return [] }
    let errors = TestReport.buildErrors(in: result.output)
    return errors.isEmpty ? [result.output.trimmingCharacters(in: .whitespacesAndNewlines)] : errors
  }

  /// Runs the specs, built already, of `suites` (all of the `Specs` target when `nil`) but
  /// those of `skipping`, and returns what ran and how it ended.
  ///
  /// The quick size of the suite always: a check runs the specs of one kata many times.
  ///
  /// - Throws: ``Stopped`` when the tool was told to stop while they ran.
  public func runSpecs(
    suites: [String]? = nil, skipping: [String] = [], switchedOn wrong: String? = nil
  ) throws -> TestReport {
    let filter = suites.map { "^Specs\\.(\($0.joined(separator: "|")))/" } ?? "^Specs\\."
    let skip =
      skipping.isEmpty ? [] : ["--skip", "^Specs\\.(\(skipping.joined(separator: "|")))/"]
    return try runSpecs(["--filter", filter] + skip, switchedOn: wrong).report
  }

  /// Runs the specs, built already, that `swift test --filter filter` runs, and returns what
  /// ran, how it ended, and what the run printed: a tutorial's step runs what its prose shows.
  ///
  /// - Throws: ``Stopped`` when the tool was told to stop while they ran.
  public func runSpecs(filter: String) throws -> (report: TestReport, output: String) {
    try runSpecs(["--filter", filter], switchedOn: nil)
  }

  /// Runs the specs, built already, that `selection` (`--filter` and `--skip` options) picks,
  /// with the wrong version `wrong` switched on if any, one at a time.
  func runSpecs(_ selection: [String], switchedOn wrong: String?) throws
    -> (report: TestReport, output: String)
  {
    let environment =
      ["env", "-u", "TODO_SUITE", "-u", Schemata.variable]
      + (wrong.map { ["\(Schemata.variable)=\($0)"] } ?? [])
    // One spec at a time: specs that fail at once in parallel write long lines that a loaded
    // machine can interleave, and a spec whose summary line is cut would count as not run.
    let command =
      if isToolsCopy, let tests = builtTests {
        environment + [
          "NO_COLOR=1", tests.path, "--testing-library", "swift-testing", "--no-parallel",
        ] + selection
      } else {
        environment + ["swift", "test", "--skip-build", "--no-parallel"] + selection
      }
    let result = Shell.run(command, in: root, timeLimit: Self.specsTimeLimit, stoppable: true)
    try Stopping.check()
    var report = TestReport.reading(result.output)
    report.timedOut = result.timedOut
    return (report, result.output)
  }

  /// The tests as `swift build --build-tests` made them, when they are a program of their own
  /// (`.build/debug/<package>PackageTests.xctest` on Linux; a bundle on macOS, run by
  /// `swift test`).
  var builtTests: URL? {
    let folder = root.appendingPathComponent(".build/debug")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let tests = names.filter { $0.hasSuffix("PackageTests.xctest") }
      .map { folder.appendingPathComponent($0) }
    guard tests.count == 1, FileManager.default.isExecutableFile(atPath: tests[0].path),
      (try? tests[0].resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false
    else { return nil }
    return tests[0]
  }

  /// Seconds the specs of one check may take: they take about one; a spec that waits for
  /// something the code never does would otherwise wait for ever.
  public static let specsTimeLimit = 300.0
}
