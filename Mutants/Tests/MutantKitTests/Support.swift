import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `mutate` and the small package the tests run it on.
enum Fixture {
  /// `Mutants/Fixture`, the package the tool's own tests mutate.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixture")
    .path

  /// The `mutate` executable beside the test bundle.
  static let mutate: String = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while folder.pathComponents.count > 1,
      !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("mutate").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("mutate").path
  }()

  /// Every file of the fixture but its build folders, with its bytes.
  static func tree() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let names = FileManager.default.subpaths(atPath: root) ?? []
    for name in names where !name.hasPrefix(".build") && !name.hasPrefix(".swiftpm") {
      var isFolder: ObjCBool = false
      let path = root + "/" + name
      if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
        files[name] = try Data(contentsOf: URL(fileURLWithPath: path))
      }
    }
    return files
  }

  /// A folder of the test's own, removed when the test ends.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("mutants-test-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Starts `mutate` in the fixture's folder with `arguments`, its output in `folder`.
  ///
  /// With `decoy`, a shell starts the decoy first (a copy of `sleep` named `todo`, for 600 s,
  /// its id written in `folder/decoy`), then becomes `mutate`, as a script that ends with
  /// `exec Mutants/run` does: the decoy is the run's child from its first moment, one it did
  /// not start. The decoy holds no descriptor of the shell's but /dev/null: `Process` counts
  /// the run as running while any process holds the one it watches.
  static func startMutate(_ arguments: [String], output folder: URL, decoy: Bool = false) throws
    -> Process
  {
    let process = Process()
    if decoy {
      let todo = folder.appendingPathComponent("todo").path
      try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: todo)
      let startDecoy = """
        (for open in /proc/self/fd/*; do
           number=${open##*/}; [ "$number" -gt 2 ] && eval "exec $number>&-"
         done; exec "$0" 600) </dev/null >/dev/null 2>&1 &
        echo $! > "$1"; shift; exec "$@"
        """
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["bash", "-c", startDecoy, todo, folder.appendingPathComponent("decoy").path, mutate]
        + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: mutate)
      process.arguments = arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    process.environment = environment
    let out = folder.appendingPathComponent("stdout")
    let err = folder.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// A decoy: a copy of `sleep` named `todo`, which no run started, its input and output
  /// `/dev/null` so that it holds none of the test's own.
  static func startDecoy(in folder: URL) throws -> Process {
    let path = folder.appendingPathComponent("todo")
    try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: path.path)
    let decoy = Process()
    decoy.executableURL = path
    decoy.arguments = ["600"]
    decoy.standardInput = FileHandle.nullDevice
    decoy.standardOutput = FileHandle.nullDevice
    decoy.standardError = FileHandle.nullDevice
    try decoy.run()
    return decoy
  }

  /// Ends a process the test started, by its id, and waits for it: SIGKILL, which a process
  /// started from a thread that blocks SIGTERM (a `Process` run from Dispatch's) cannot ignore.
  static func end(_ process: Process) {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// Waits for `process` at most `seconds`, and says whether it ended.
  ///
  /// Past that, stops it as a user would (SIGTERM, then SIGKILL ten seconds on): a test never
  /// waits without a bound.
  static func wait(for process: Process, atMost seconds: Double) async throws -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(100)) }
    guard process.isRunning else { return true }
    kill(process.processIdentifier, SIGTERM)
    for _ in 0..<100 where process.isRunning { try await Task.sleep(for: .milliseconds(100)) }
    end(process)
    return false
  }

  static func text(_ folder: URL, _ name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }
}

/// The processes of this machine, read from /proc.
enum Processes {
  /// The descendants of `pid`, each with its name (`comm`).
  static func descendants(of pid: pid_t) -> [(pid: pid_t, name: String)] {
    var children: [pid_t: [pid_t]] = [:]
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let child = pid_t(name),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) {
        children[parent, default: []].append(child)
      }
    }
    var found: [(pid_t, String)] = []
    var queue = children[pid] ?? []
    while let next = queue.popLast() {
      found.append((next, name(of: next)))
      queue += children[next] ?? []
    }
    return found
  }

  static func name(of pid: pid_t) -> String {
    ((try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)) ?? "")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether a process with this id is running (a zombie counts as ended).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
    guard let close = stat.lastIndex(of: ")") else { return false }
    return !stat[stat.index(after: close)...].hasPrefix(" Z")
  }

  /// The processes whose command line or folder names `text`.
  static func mentioning(_ text: String) -> [pid_t] {
    var found: [pid_t] = []
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(name), pid != getpid() else { continue }
      let commandLine =
        (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(name)/cmdline")))
        .map { String(decoding: $0, as: UTF8.self) } ?? ""
      let folder =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/cwd")) ?? ""
      if (commandLine.contains(text) || folder.contains(text)) && isRunning(pid) {
        found.append(pid)
      }
    }
    return found
  }
}
