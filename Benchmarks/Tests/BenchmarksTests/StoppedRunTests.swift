import ChildProcesses
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run of the benchmarks leaves nothing behind, whether it ends well, fails or is told to stop:
/// not one of the processes it started, nor any they started, and no file but the ones a failure
/// names (Benchmarks/README.md, "Its files and its processes").
///
/// Each test runs the built executable with a temporary folder of the test's own (`TMPDIR`), and
/// the test process is the subreaper of what the run starts: a process the run left running
/// comes back to the test, which names it and ends it. A run is stopped while a program runs in
/// the `suite` figure (a cold `swift test` in a copy of the package, the figure whose programs
/// run longest), once a compiler runs (`swift-frontend`, which `swift build` starts in a process
/// group of its own); and between programs in the `store-load` figure, which starts none, after
/// the `memory` figure's programs. Linux only: the tests read `/proc`, and only there is a run
/// the subreaper of what its programs start.
@Suite(.serialized, .enabled(if: ProcessTable.isSupported, "reads /proc (Linux)"))
struct StoppedRunTests {
  @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
  func
    `a run told to stop while a program runs ends every process it started and removes its files`(
      signal: Int32
    ) throws
  {
    let run = try StartedRun(figures: ["suite"])
    defer { run.end() }
    try #require(
      run.waitUntil(seconds: 180) { run.descendants.contains { name(of: $0) == "swift-frontend" } },
      "no compiler ran: \(run.log)")

    let status = run.stop(signal)

    #expect(status & 0x7f == signal, "\(run.log)")
    #expect(run.leftRunning() == [])
    #expect(run.files == [])
  }

  @Test func `a run stopped between programs removes its files`() throws {
    let run = try StartedRun(figures: ["memory", "store-load"])
    defer { run.end() }
    // The store figure writes its file in the run's folder, then times its loading.
    try #require(
      run.waitUntil(seconds: 120) { run.files.contains { $0.hasSuffix("/todo.json") } },
      "the store figure wrote no file: \(run.log)")

    let status = run.stop(SIGTERM)

    #expect(status & 0x7f == SIGTERM, "\(run.log)")
    #expect(run.leftRunning() == [])
    #expect(run.files == [])
  }

  @Test func `a run that ignores hang-ups, as under nohup, runs on through one and ends well`()
    throws
  {
    let run = try StartedRun(figures: ["memory"], ignoring: "HUP")
    defer { run.end() }
    try #require(
      run.waitUntil(seconds: 120) {
        run.descendants.contains { name(of: $0) == "todo-benchmarks" }
      },
      "no memory probe ran: \(run.log)")

    let status = run.stop(SIGHUP)

    #expect(status == 0, "\(run.log)")
    #expect(run.log.contains("target memory: "))
    #expect(run.leftRunning() == [])
    #expect(run.files == [])
  }

  @Test func `a run that fails keeps the folder whose log it names, and says where it is`() throws {
    // A folder that looks like the package's root to the suite figure, but is no package: the
    // copy is empty, and swift test fails in it.
    let fake = try TemporaryFolder()
    defer { fake.remove() }
    _ = FileManager.default.createFile(atPath: fake.path + "/Package.swift", contents: Data())
    try FileManager.default.createDirectory(
      atPath: fake.path + "/Specs", withIntermediateDirectories: false)
    let run = try StartedRun(figures: ["suite"], in: fake.path)
    defer { run.end() }

    let status = run.wait()

    #expect(status == 256, "\(run.log)")
    let kept = try #require(run.files.first { !$0.contains("/") })
    let folder = run.temporary.path + "/" + kept
    #expect(run.log.contains("note: the run's files are kept in \(folder); remove it when done\n"))
    #expect(
      run.files.contains { $0.hasPrefix(kept + "/todo-suite-") && $0.hasSuffix("/package.log") })
    #expect(run.log.contains("its output is in \(folder)/todo-suite-"))
    #expect(run.leftRunning() == [])
  }
}

/// A run of the built `todo-benchmarks`, started by a test with a temporary folder of its own.
final class StartedRun {
  /// The package root: the folder above `Benchmarks/`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// The `todo-benchmarks` executable beside the test bundle, built by `swift test` with the rest.
  static let executable: String? = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while folder.pathComponents.count > 1 {
      let candidate = folder.appendingPathComponent("todo-benchmarks").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    return nil
  }()

  let temporary: TemporaryFolder
  let pid: pid_t
  private var lineage: Lineage
  private var reaped = false

  /// Starts the run of `figures` in `folder` (the package root unless told), with a signal
  /// ignored when `ignoring` names it (`HUP`), as `nohup` starts a program.
  init(figures: [String], in folder: String = StartedRun.root, ignoring: String? = nil) throws {
    let executable = try #require(Self.executable)
    lineage = Lineage.adoptingDescendants()
    temporary = try TemporaryFolder()
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    let trap = ignoring.map { "trap '' \($0); " } ?? ""
    pid = try Spawn.start(
      ["/bin/sh", "-c", trap + #"exec "$@""#, "sh", executable] + figures, in: folder,
      log: temporary.path + ".log", environment: environment.map { "\($0.key)=\($0.value)" })
    lineage.started(pid)
  }

  /// What the run printed, output and errors.
  var log: String {
    (try? String(contentsOfFile: temporary.path + ".log", encoding: .utf8)) ?? ""
  }

  /// Every file and folder in the run's temporary folder, by its path inside it.
  var files: [String] { (FileManager.default.subpaths(atPath: temporary.path) ?? []).sorted() }

  /// The processes the run started, and theirs, that run now.
  var descendants: [pid_t] { ProcessTable.descendants(of: pid) }

  /// Whether `condition` held within `seconds`, asked every 50 ms.
  func waitUntil(seconds: Int, _ condition: () -> Bool) -> Bool {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .seconds(seconds) {
      if condition() { return true }
      usleep(50_000)
    }
    return condition()
  }

  /// Sends the run `signal`, and returns its wait status once it has ended.
  func stop(_ signal: Int32) -> Int32 {
    _ = kill(pid, signal)
    return wait()
  }

  /// Waits for the run to end, and returns its wait status.
  func wait() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    reaped = true
    return status
  }

  /// The processes of the run's that came back to the test when their parent ended and still
  /// run, by id and name, once they have had a second to end.
  func leftRunning() -> [String] {
    var left: [pid_t] = []
    _ = waitUntil(seconds: 1) {
      left = lineage.orphans(besides: { [] }).own.filter(ProcessTable.isRunning)
      return left.isEmpty
    }
    return left.map { "\($0) \(name(of: $0))" }.sorted()
  }

  /// Ends what is left of the run (its group, and every orphan of its that came back to the
  /// test), reaps them, and removes the temporary folder.
  func end() {
    if !reaped {
      _ = kill(-pid, SIGKILL)
      _ = wait()
    }
    for orphan in lineage.orphans(besides: { [] }).own {
      _ = kill(-orphan, SIGKILL)
      _ = kill(orphan, SIGKILL)
      var status: Int32 = 0
      while waitpid(orphan, &status, 0) < 0, errno == EINTR {}
    }
    temporary.remove()
  }
}

/// The command's name of `pid`, as the system gives it (at most 15 bytes).
func name(of pid: pid_t) -> String {
  ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "")
    .trimmingCharacters(in: .whitespacesAndNewlines)
}

/// A folder of the test's own, made new in the temporary folder and removed with what is in it.
struct TemporaryFolder {
  let path: String

  init() throws {
    let parent =
      NSTemporaryDirectory().hasSuffix("/")
      ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
    var template = Array((parent + "todo-benchmarks-test-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    path = String(cString: made)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.removeItem(atPath: path + ".log")
  }
}
