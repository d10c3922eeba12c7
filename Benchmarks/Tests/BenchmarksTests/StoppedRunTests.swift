import ChildProcesses
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run of the benchmarks that is told to stop leaves nothing behind: not one of the processes
/// it started, nor any they started, and none of its files (Benchmarks/README.md, "Its files and
/// its processes").
///
/// Each test runs the built executable with a temporary folder of the test's own (`TMPDIR`),
/// which must be empty once the run has ended. A program the run starts is stopped while it
/// runs the `suite` figure (a cold `swift test` in a copy of the package, the figure whose
/// programs run longest), once a compiler runs (`swift-frontend`, which `swift build` starts in
/// a process group of its own); the run is stopped between programs while it times the
/// `store-load` figure, which starts none.
@Suite(.serialized)
struct StoppedRunTests {
  /// The package root: the folder above `Benchmarks/`.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

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

  @Test(arguments: [SIGTERM, SIGINT])
  func `a run told to stop ends every process it started and removes its files`(
    signal: Int32
  ) throws {
    let executable = try #require(Self.executable)
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let run = try Self.start(executable, figure: "suite", in: temporary)
    defer { _ = kill(-run, SIGKILL) }
    // Every process of the run's, by id and start, until a compiler is among them.
    var family: [pid_t: UInt64] = [:]
    let compilerRuns = Self.waitUntil(seconds: 180) {
      let descendants = ProcessTable.descendants(of: run)
      for pid in descendants {
        if let entry = ProcessTable.entry(of: pid) { family[pid] = entry.startTicks }
      }
      return descendants.contains(where: Self.isCompiler)
    }
    try #require(compilerRuns)

    _ = kill(run, signal)
    var status: Int32 = 0
    while waitpid(run, &status, 0) < 0, errno == EINTR {}

    #expect(status & 0x7f == signal)
    let stopped = ContinuousClock.now
    var left = Self.stillRunning(family)
    while !left.isEmpty, ContinuousClock.now - stopped < .seconds(10) {
      usleep(100_000)
      left = Self.stillRunning(family)
    }
    #expect(left == [])
    #expect(Self.files(in: temporary) == [])
  }

  @Test func `a run stopped between programs has its folder removed`() throws {
    let executable = try #require(Self.executable)
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let run = try Self.start(executable, figure: "store-load", in: temporary)
    defer { _ = kill(-run, SIGKILL) }
    // The store figure writes its file in the run's folder, then times its loading.
    try #require(
      Self.waitUntil(seconds: 60) {
        Self.files(in: temporary).contains { $0.hasSuffix("/todo.json") }
      })

    _ = kill(run, SIGTERM)
    var status: Int32 = 0
    while waitpid(run, &status, 0) < 0, errno == EINTR {}

    #expect(status & 0x7f == SIGTERM)
    #expect(Self.waitUntil(seconds: 10) { Self.files(in: temporary) == [] })
    #expect(Self.files(in: temporary) == [])
  }

  /// Starts the run of `figure` with `temporary` for its temporary folder; returns its id, which
  /// is its process group's.
  static func start(
    _ executable: String, figure: String, in temporary: TemporaryFolder
  ) throws -> pid_t {
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    return try Spawn.start(
      [executable, figure], in: root.path, log: temporary.path + ".log",
      environment: environment.map { "\($0.key)=\($0.value)" })
  }

  /// Whether `condition` held within `seconds`, asked every 50 ms.
  static func waitUntil(seconds: Int, _ condition: () -> Bool) -> Bool {
    let start = ContinuousClock.now
    while ContinuousClock.now - start < .seconds(seconds) {
      if condition() { return true }
      usleep(50_000)
    }
    return condition()
  }

  /// Every file and folder in `temporary`, by its path inside it.
  static func files(in temporary: TemporaryFolder) -> [String] {
    (FileManager.default.subpaths(atPath: temporary.path) ?? []).sorted()
  }

  /// Whether `pid` is the compiler, by its command's name.
  static func isCompiler(_ pid: pid_t) -> Bool {
    let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? ""
    return name.hasPrefix("swift-frontend")
  }

  /// The processes of `family` that still run: the same id, started at the same tick.
  static func stillRunning(_ family: [pid_t: UInt64]) -> [String] {
    family.compactMap { pid, start in
      guard ProcessTable.isRunning(pid), ProcessTable.entry(of: pid)?.startTicks == start else {
        return nil
      }
      let name = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "?"
      return "\(pid) \(name.trimmingCharacters(in: .whitespacesAndNewlines))"
    }.sorted()
  }
}

/// A folder of the test's own, made new in the temporary folder and removed with what is in it.
struct TemporaryFolder {
  let path: String

  init() throws {
    var template = Array((NSTemporaryDirectory() + "/todo-benchmarks-test-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { throw POSIXError(.EEXIST) }
    path = String(cString: made)
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.removeItem(atPath: path + ".log")
  }
}
