import Fakes
import Foundation
import Synchronization
import Testing
import TodoTerminal

/// Runs the built `todo` executable as a user would: arguments, piped standard input, a clean
/// environment; and collects what it printed and how it ended.
///
/// Every run has a folder of its own, removed when the run is done with: it holds the
/// standard streams' files, an empty `home` that is the run's `HOME`, and `data`, not made yet,
/// its `XDG_DATA_HOME`. So a `todo` that keeps its items in the default store keeps them there,
/// and no test reads or writes the home of the person who runs the suite.
///
/// Waiting for a run is `async`: the test's task is suspended until the process ends, so the
/// tests that run meanwhile keep the cooperative threads (there are as many as cores, two on
/// CI), and an in-process test that sleeps on a store's lock is not starved by them.
struct TodoRunner {
  /// What one run of `todo` printed, and its exit status.
  struct Result: Equatable {
    var output: String
    var error: String
    var status: Int32
  }

  /// The `todo` executable beside the test bundle, built by `swift test` with the rest.
  static let executable: URL = {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // On macOS the test runner lives inside the .xctest bundle; the products are beside it.
    while folder.pathComponents.count > 1,
      !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("todo").path)
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("todo")
  }()

  /// The options that run `todo` on the store file at `path` at one fixed moment, Sunday
  /// 2026-11-22 10:00 UTC, with weeks that start on Monday: the end-to-end suites of the file
  /// store and of the edit module share them.
  static func options(store path: String) -> [String] {
    [
      "--store", path, "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC",
      "--first-weekday", "2",
    ]
  }

  /// Runs `todo` with `arguments`, feeding it `input` on standard input.
  ///
  /// Output goes to temporary files rather than pipes, so a large output cannot block the
  /// child while the test waits for it.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String] = [:]
  ) async throws -> Result {
    try await run(arguments, inputBytes: Data(input.utf8), environment: environment)
  }

  /// Runs `todo` with its standard output sent to `outputPath` (such as `/dev/full`) instead of
  /// a file the runner reads; the result's `output` is then empty.
  static func run(
    _ arguments: [String], input: String, outputPath: String
  ) async throws -> Result {
    try await start(
      arguments, inputBytes: Data(input.utf8), environment: [:], executable: executable,
      output: .handle(FileHandle(forWritingTo: URL(fileURLWithPath: outputPath)))
    ).finish()
  }

  /// Runs `todo` with its standard output sent into a pipe that nobody reads any more, as
  /// `todo | true` does once `true` has ended; the result's `output` is then empty.
  static func runIntoClosedPipe(_ arguments: [String], input: String) async throws -> Result {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    return try await start(
      arguments, inputBytes: Data(input.utf8), environment: [:], executable: executable,
      output: .handle(pipe.fileHandleForWriting)
    ).finish()
  }

  /// Runs `script` with `arguments`, to give `todo` a pseudo-terminal.
  static func run(
    viaScript arguments: [String], environment: [String: String]
  ) async throws -> Result {
    try await run(
      arguments, inputBytes: Data(), environment: environment,
      executable: URL(fileURLWithPath: "/usr/bin/script"))
  }

  /// Runs a command line with `/bin/sh`, in which `$TODO` is the `todo` executable: for
  /// arguments a `Process` cannot pass, such as bytes that are not UTF-8.
  static func run(shell command: String, input: String = "") async throws -> Result {
    try await run(
      ["-c", command], inputBytes: Data(input.utf8), environment: ["TODO": executable.path],
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  /// Runs `todo` as another user, with `setpriv`.
  ///
  /// The user and group are `uid`, the supplementary groups `groups` only, the file-creation
  /// mask `umask` (such as "002"); `environment` is added to the run's, and the variables
  /// `unset` names are taken out of it. The program is ``installedForOtherUsers``, unless the
  /// test gives its own `executable`.
  ///
  /// Only root may do this; see ``canRunAsOtherUsers`` and ``runsOtherUserTests``.
  static func run(
    asUser uid: UInt32, groups: [UInt32] = [], umask: String = "022", executable: URL? = nil,
    _ arguments: [String], input: String = "", environment: [String: String] = [:],
    unset: [String] = []
  ) async throws -> Result {
    try await start(
      asUser: uid, groups: groups, umask: umask,
      executable: executable ?? installedForOtherUsers?.todo ?? Self.executable, arguments,
      input: input, environment: environment, unset: unset
    ).finish()
  }

  /// `todo` and its translations, copied as an installed `todo` would be into a folder of this
  /// test process's that every user may enter: the program the runs as another user start.
  ///
  /// The build folder may be one other users cannot enter: a clone in root's home (mode 0700, as
  /// in a container, where Swift on Linux often runs as root). There a `todo` started as another
  /// user may run, but cannot read its translations, and speaks English. Made once, when first
  /// needed; removed when the test process ends, or, if it is killed, by the next one's sweep of
  /// ended runs' folders (``TemporaryDirectory``). `nil` when it cannot be made.
  static let installedForOtherUsers: (folder: TemporaryDirectory, todo: URL)? = {
    guard let folder = try? TemporaryDirectory() else { return nil }
    let built = executable.deletingLastPathComponent()
    let todo = folder.url.appendingPathComponent("todo")
    do {
      try FileManager.default.copyItem(at: executable, to: todo)
      for name in ResourceBundle.names
      where FileManager.default.fileExists(atPath: built.appendingPathComponent(name).path) {
        try FileManager.default.copyItem(
          at: built.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
      }
    } catch {
      return nil
    }
    // Folders and the program open to every user, the translations readable by every user.
    let paths =
      FileManager.default.enumerator(atPath: folder.url.path)?
      .compactMap { $0 as? String } ?? []
    for path in [""] + paths {
      let url = folder.url.appendingPathComponent(path)
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
      let open = isFolder.boolValue || url == todo
      guard chmod(url.path, open ? 0o755 : 0o644) == 0 else { return nil }
    }
    atexit {
      TodoRunner.installedForOtherUsers.map {
        try? FileManager.default.removeItem(at: $0.folder.url)
      }
    }
    return (folder, todo)
  }()

  private static func start(
    asUser uid: UInt32, groups: [UInt32], umask: String, executable: URL, _ arguments: [String],
    input: String, environment: [String: String] = [:], unset: [String] = []
  ) throws -> Running {
    let groupOption =
      groups.isEmpty
      ? ["--clear-groups"] : ["--groups", groups.map(String.init).joined(separator: ",")]
    let unsetOptions = unset.flatMap { ["-u", $0] }
    return try start(
      ["-c", #"umask "$0" && exec env "$@""#, umask] + unsetOptions
        + ["setpriv", "--reuid", "\(uid)", "--regid", "\(uid)"]
        + groupOption + ["--", executable.path] + arguments,
      inputBytes: Data(input.utf8), environment: environment,
      executable: URL(fileURLWithPath: "/bin/sh"))
  }

  /// Whether this run has the tests that start `todo` as other users: a full run
  /// (`TODO_SUITE=full swift test`, CI's, `Fakes/SuiteSize.swift`) or a run of the mutation
  /// tool's, where ``canRunAsOtherUsers``.
  ///
  /// Not a plain `swift test`: these tests need root, so a learner's run never has them, and as
  /// root they are the costliest of the suite, about 40 starts of `todo` through `setpriv`, most
  /// with a shell and a copy of the program beside it: a second of processor time of the eight
  /// the whole suite may take. A full run as root has them all; CI's does. So do the runs of the
  /// mutation gate (`Mutants/run`, whose quick suite is a plain one): they alone reach the
  /// store's checks of another user's rights, and 25 of its mutants live only through them.
  static var runsOtherUserTests: Bool {
    runsOtherUserTests(in: ProcessInfo.processInfo.environment) && canRunAsOtherUsers
  }

  /// Whether a run with `environment` has the tests that start `todo` as other users: a full
  /// run (`TODO_SUITE` is `full`), or a run of the mutation tool's, which sets one of its
  /// variables (``isMutationToolVariable(_:)``).
  static func runsOtherUserTests(in environment: [String: String]) -> Bool {
    SuiteSize.isFull(in: environment) || environment.keys.contains(where: isMutationToolVariable)
  }

  /// Whether `name` is one of the mutation tool's variables: `TODO_MUTANT`, or a name that
  /// starts with `TODO_MUTANT_` (`Mutants/Sources/MutantKit/Schemata.swift`).
  static func isMutationToolVariable(_ name: String) -> Bool {
    name == "TODO_MUTANT" || name.hasPrefix("TODO_MUTANT_")
  }

  /// Whether the tests may run `todo` as other users: they run as root, `setpriv` is installed,
  /// ids no one has were found to act as (``OtherUsers``), and another user can run
  /// ``installedForOtherUsers``, the copy of the built `todo` they run.
  ///
  /// Worked out once, when a suite's trait asks, before its tests run; the one wait that blocks
  /// its thread.
  static let canRunAsOtherUsers: Bool = {
    #if os(Linux)
      guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
        OtherUsers.ids.count == 4,
        let installed = installedForOtherUsers,
        let run = try? start(
          asUser: OtherUsers.first, groups: [], umask: "022", executable: installed.todo,
          ["--version"],
          input: "")
      else { return false }
      run.process.waitUntilExit()
      return run.process.terminationStatus == 0
    #else
      return false
    #endif
  }()

  /// Runs `todo` (or another program) with raw bytes on standard input.
  static func run(
    _ arguments: [String], inputBytes: Data, environment: [String: String] = [:],
    executable: URL = executable
  ) async throws -> Result {
    try await start(
      arguments, inputBytes: inputBytes, environment: environment, executable: executable
    ).finish()
  }

  /// Starts `todo` (or another program) with `input` on standard input, and returns without
  /// waiting for it.
  static func start(
    _ arguments: [String], input: String, executable: URL = executable
  ) throws -> Running {
    try start(arguments, inputBytes: Data(input.utf8), environment: [:], executable: executable)
  }

  /// Starts `executable` as ``start(_:input:executable:)`` does, and calls `afterStart` with
  /// its process id as soon as it has started, before the runner returns; it is ended after
  /// `limit`, and `report` told so.
  static func start(
    _ arguments: [String], executable: URL, limit: Duration = Running.limit,
    report: @escaping @Sendable (String) -> Void = Running.reportOnStandardError,
    afterStart: (_ pid: Int32) -> Void
  ) throws -> Running {
    try start(
      arguments, inputBytes: Data(), environment: [:], executable: executable, limit: limit,
      report: report, afterStart: afterStart)
  }

  /// Starts `todo` reading standard input from `input` (such as the reading end of a FIFO the
  /// test writes to line by line), and returns without waiting for it.
  static func start(_ arguments: [String], reading input: FileHandle) throws -> Running {
    try start(
      arguments, inputBytes: Data(), environment: [:], executable: executable,
      standardInput: input)
  }

  /// Starts `todo` reading standard input from a FIFO made at `fifo`, and returns the writing
  /// end with it: the test writes a line when it has seen what it waits for (and closes the
  /// handle to end the input), so that `todo` reads each line exactly then, whatever the load.
  static func start(
    _ arguments: [String], fedThrough fifo: String
  ) throws -> (run: Running, input: FileHandle) {
    guard mkfifo(fifo, 0o600) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: fifo])
    }
    // Opened for reading and writing, so that neither end waits for the other to open.
    let writing = open(fifo, O_RDWR | O_CLOEXEC)
    guard writing >= 0 else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: fifo])
    }
    let input = FileHandle(fileDescriptor: writing, closeOnDealloc: true)
    guard let reader = FileHandle(forReadingAtPath: fifo) else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: fifo])
    }
    defer { try? reader.close() }
    return (try start(arguments, reading: reader), input)
  }

  /// A `todo` process that was started and may still be running.
  final class Running {
    let process: Process
    /// The run's folder, removed with the run (``TemporaryDirectory``: if the test process is
    /// ended first, the next one sweeps it away).
    private let directory: TemporaryDirectory
    var folder: URL { directory.url }
    /// When the process ends; watched from before it started.
    private let termination: Termination

    init(process: Process, directory: TemporaryDirectory, termination: Termination) {
      self.process = process
      self.directory = directory
      self.termination = termination
    }

    /// How long a run may take before it is ended: far beyond what any run needs (a second at
    /// most, on a loaded machine), so that only a loop that spins without end reaches it.
    static let limit = limit(inheriting: ProcessInfo.processInfo.environment)

    /// 120 s, or less when the mutation tool says so (`TODO_MUTANT_RUN_LIMIT`, whole seconds
    /// from 1 to 120: 10 s, 40 s on a stage's second chance), so that a `todo` a mutant made
    /// spin is ended while the stage runs (Mutants/README.md, "How it works").
    static func limit(inheriting environment: [String: String]) -> Duration {
      guard let text = environment["TODO_MUTANT_RUN_LIMIT"], let seconds = Int(text),
        (1...120).contains(seconds)
      else { return .seconds(120) }
      return .seconds(seconds)
    }

    /// Ends the process by its pid after `limit` if it is still running, so that a `todo` that
    /// spins (a retry after `EINTR` whose check a mutant flipped, say) fails the test that
    /// waits for it, with the status of a signal, instead of hanging the run; and tells
    /// `report` so, with the processor time it used where the system says, in a line that
    /// `Mutants/run` takes as its stage's time-out (``runLimitReport(pid:seconds:processor:)``).
    fileprivate func end(after limit: Duration, report: @escaping @Sendable (String) -> Void) {
      let (seconds, _) = limit.components
      let (pid, termination) = (process.processIdentifier, termination)
      DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(seconds))) {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
          guard !termination.hasEnded else { return }
          report(
            Running.runLimitReport(
              pid: pid, seconds: seconds, processor: Running.processorSeconds(of: pid)))
          _ = Foundation.kill(pid, SIGKILL)
        #endif
      }
    }

    /// The line that says a run was ended at its limit: `Mutants/run` looks for " ran past its
    /// run limit", and reads the processor time after "having used " (a `todo` of these tests
    /// uses 0.12 s at most; one that used far more was spinning).
    static func runLimitReport(pid: Int32, seconds: Int64, processor: Double?) -> String {
      let used = processor.map { ", having used \(String(format: "%.2f", $0)) s of processor," }
      return "todo (process \(pid)) ran past its run limit of \(seconds) s\(used ?? "")"
        + " and was ended\n"
    }

    /// The processor time (user and system) a running process has used, from /proc (Linux),
    /// or nil.
    static func processorSeconds(of pid: Int32) -> Double? {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After the command: state (3), ppid, …, utime (14), stime (15), counted from 1.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12])
      else { return nil }
      return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Writes a line of the runner's on the test process's standard error.
    static let reportOnStandardError: @Sendable (String) -> Void = { line in
      FileHandle.standardError.write(Data(line.utf8))
    }

    /// Kills the process at once, as a crash or a power cut would (SIGKILL).
    func kill() {
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
      #endif
    }

    /// Returns what the process has written to standard output so far.
    func outputSoFar() -> String { (try? text(of: "stdout")) ?? "" }

    /// Returns what the process has written to standard error so far.
    func errorSoFar() -> String { (try? text(of: "stderr")) ?? "" }

    /// Waits, without holding a thread, until `condition` holds or the process has ended,
    /// checking every `interval`, for at most `attempts` checks; the process runs on meanwhile.
    func wait(
      every interval: Duration, attempts: Int, until condition: (Running) -> Bool
    ) async throws {
      for _ in 0..<attempts {
        // Read before the condition: once ended, the condition sees all it printed.
        let hasEnded = termination.hasEnded
        if condition(self) || hasEnded { return }
        try await Task.sleep(for: interval)
      }
    }

    /// Calls `action` on a thread of its own once the process's standard error is `expected`,
    /// checking every 50 ms for at most `seconds`, and calls it anyway then.
    ///
    /// Not a task: while other suites keep every thread of the cooperative pool busy (the full
    /// date sweep does, in CI), a task may not run again for longer than `todo` waits for a
    /// lock, and a lock the test holds would then outlast `todo`'s patience.
    func onErrorOutput(
      _ expected: String, withinSeconds seconds: Int, _ action: @escaping @Sendable () -> Void
    ) {
      let stderr = folder.appendingPathComponent("stderr")
      let thread = Thread {
        for _ in 0..<(seconds * 20) {
          let text = (try? Data(contentsOf: stderr)).map { String(decoding: $0, as: UTF8.self) }
          if text == expected { break }
          usleep(50_000)
        }
        action()
      }
      thread.start()
    }

    /// Waits, without holding a thread, for the process to end, and returns what it printed
    /// and how it ended.
    func finish() async throws -> Result {
      // Foundation sets the status before it calls the termination handler, which ends this.
      for await _ in termination.ended {}
      try Task.checkCancellation()
      return Result(
        output: try text(of: "stdout"), error: try text(of: "stderr"),
        status: process.terminationStatus)
    }

    /// Returns the text of the file one of the standard streams goes to.
    private func text(of stream: String) throws -> String {
      String(decoding: try Data(contentsOf: folder.appendingPathComponent(stream)), as: UTF8.self)
    }
  }

  /// Learns when a process has ended, for ``Running``.
  ///
  /// Made before the process is started: Foundation calls the termination handler that is set
  /// when it reaps the process, and a handler set after that is never called. A program that
  /// ends at once (`env`, on a loaded machine) could end before the next line, and a test
  /// that waited for it would wait for ever.
  final class Termination: Sendable {
    /// Ends when the process has ended.
    let ended: AsyncStream<Void>
    /// Whether the process has ended, for the thread that ends it after ``Running/limit``: it
    /// reads this, never the `Process`, which Foundation updates on a thread of its own.
    var hasEnded: Bool { flag.withLock { $0 } }
    private let flag = Mutex(false)

    init(watching process: Process) {
      let (ended, end) = AsyncStream.makeStream(of: Void.self)
      self.ended = ended
      process.terminationHandler = { [self] _ in
        flag.withLock { $0 = true }
        end.finish()
      }
    }
  }

  /// Where a run's standard output goes.
  private enum Output {
    /// A file in the run's folder, which the result reads.
    case file
    /// Somewhere else; the result's `output` is empty.
    case handle(FileHandle)
  }

  /// The environment `todo` runs in: a clean one, with `added` on top, and every variable of
  /// `inherited` that is the mutation tool's (``isMutationToolVariable(_:)``): the switch of
  /// `Mutants/run` must reach every process the tests start, or a site only `todo` reaches would
  /// survive every mutant.
  static func environment(
    adding added: [String: String], inheriting inherited: [String: String]
  ) -> [String: String] {
    // No backtracer on a crash: one started by a crashing `todo` under AddressSanitizer hung,
    // holding the descriptor through which Foundation learns that the process ended, and the
    // whole suite with it. A crash still shows, as the status of a signal.
    let clean = ["PATH": "/usr/bin:/bin", "TZ": "UTC", "LANG": "C", "SWIFT_BACKTRACE": "enable=no"]
    let mutationSwitch = inherited.filter { isMutationToolVariable($0.key) }
    return clean.merging(mutationSwitch) { $1 }.merging(added) { $1 }
  }

  /// The trace in which a `todo` that `test` starts notes the sites it reaches.
  ///
  /// When `Mutants/run` asks for a trace a test (`TODO_MUTANT_TESTS`, a folder): a file of its
  /// own there, as long as the suite's (`TODO_MUTANT_TRACE`), beside one that names the test
  /// (`<file>.test`). So the tool runs, for a site only `todo` reaches, only the tests whose
  /// `todo` reached it. With no test known (a run started outside one), or no such folder,
  /// nothing changes: `todo` notes in the suite's trace, and the tool runs the whole suite.
  static func mutantTrace(
    inheriting inherited: [String: String], test: Test.ID?
  ) -> [String: String] {
    guard let folder = inherited["TODO_MUTANT_TESTS"], let trace = inherited["TODO_MUTANT_TRACE"],
      let test,
      let size = (try? FileManager.default.attributesOfItem(atPath: trace))?[.size] as? Int
    else { return [:] }
    let file = folder + "/" + UUID().uuidString
    guard FileManager.default.createFile(atPath: file + ".test", contents: Data("\(test)".utf8)),
      FileManager.default.createFile(atPath: file, contents: Data(count: size))
    else { return [:] }
    // Written by a `todo` that a test runs as another user, too.
    chmod(file, 0o666)
    return ["TODO_MUTANT_TRACE": file]
  }

  private static func start(
    _ arguments: [String], inputBytes: Data, environment: [String: String], executable: URL,
    output: Output = .file, standardInput: FileHandle? = nil, limit: Duration = Running.limit,
    report: @escaping @Sendable (String) -> Void = Running.reportOnStandardError,
    afterStart: (_ pid: Int32) -> Void = { _ in }
  ) throws -> Running {
    // In memory where the system has a folder for that, as a save flushes to disk; named for
    // this process, so that a run whose test process was ended is swept away by the next.
    let directory = try TemporaryDirectory()
    let folder = directory.url
    let home = folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let inputFile = folder.appendingPathComponent("stdin")
    let outputFile = folder.appendingPathComponent("stdout")
    let errorFile = folder.appendingPathComponent("stderr")
    try inputBytes.write(to: inputFile)
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

    // A copy of `todo` that a test has just written may be "busy" for a moment: a process that
    // another test started at that instant holds the copy's descriptor until it runs its own
    // program. The start is tried again then (ETXTBSY), for up to a second.
    for attempt in 1... {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      // A home of the run's own, so that the default store is kept in the run's folder.
      process.environment = Self.environment(
        adding: [
          "HOME": home.path, "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
        ].merging(environment) { $1 },
        inheriting: ProcessInfo.processInfo.environment
      ).merging(
        Self.mutantTrace(inheriting: ProcessInfo.processInfo.environment, test: Test.current?.id)
      ) { $1 }
      // The run's own files, opened here: the child gets copies, so they are closed as soon as
      // it has started (or failed to), never kept as long as the `Process` is kept.
      var opened: [FileHandle] = []
      func open(_ handle: FileHandle) -> FileHandle {
        opened.append(handle)
        return handle
      }
      defer { for handle in opened { try? handle.close() } }
      process.standardInput = try standardInput ?? open(FileHandle(forReadingFrom: inputFile))
      switch output {
      case .file: process.standardOutput = try open(FileHandle(forWritingTo: outputFile))
      case .handle(let handle): process.standardOutput = handle
      }
      process.standardError = try open(FileHandle(forWritingTo: errorFile))
      let termination = Termination(watching: process)
      do {
        try process.run()
      } catch let error as NSError where attempt < 50 && Self.isTextFileBusy(error) {
        usleep(20_000)
        continue
      }
      afterStart(process.processIdentifier)
      let running = Running(process: process, directory: directory, termination: termination)
      running.end(after: limit, report: report)
      return running
    }
    fatalError("unreachable: the loop returns or throws")
  }

  /// Whether `error` says that the program is open for writing (ETXTBSY), at any depth.
  private static func isTextFileBusy(_ error: NSError) -> Bool {
    if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
    guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError else { return false }
    return isTextFileBusy(underlying)
  }
}
