import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The pool of runs: up to --jobs at a time, each ended at its first failure or its time.
extension MutationRun {
  /// What Swift Testing prints when a test records an issue that is not a known one
  /// (`✘ Test name() recorded an issue at File.swift:12:5: …`); a known issue prints
  /// "recorded a known issue" and fails nothing.
  static let failureMark = Array(" recorded an issue".utf8)

  /// What `Tests/Support/TodoRunner.swift` prints on standard error when it ends a `todo` that
  /// ran past `TODO_MUTANT_RUN_LIMIT` (`todo (process 123) ran past its run limit of 10 s,
  /// having used 3.46 s of processor, and was ended`).
  static let runLimitMark = Array(" ran past its run limit".utf8)

  /// What a stage's log shows: a test that recorded an issue, or a `todo` ended at its limit,
  /// with the processor seconds it had used when its runner could tell.
  enum Sign: Equatable {
    case failure
    case runLimit(processor: Double?)
  }

  /// What the log, read from `offset` on, shows first, if anything (a `todo` ended at its
  /// limit comes before the test it fails); moves `offset` to what was read, less a mark's
  /// length, so that a mark cut in two is found next, and a run-limit line is read whole.
  static func sign(log: String, from offset: inout UInt64) -> Sign? {
    guard let handle = FileHandle(forReadingAtPath: log) else { return nil }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: offset)) != nil,
      let data = try? handle.readToEnd(), !data.isEmpty
    else { return nil }
    let bytes = [UInt8](data)
    func position(of mark: [UInt8]) -> Int? {
      guard bytes.count >= mark.count else { return nil }
      for start in 0...(bytes.count - mark.count) where bytes[start] == mark[0] {
        if bytes[start..<start + mark.count].elementsEqual(mark) { return start }
      }
      return nil
    }
    let failure = position(of: failureMark)
    if let start = position(of: runLimitMark), start < failure ?? bytes.count {
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        // The line is not whole yet: read it again, from its mark, next time.
        offset += UInt64(start)
        return nil
      }
      let line = String(decoding: bytes[start..<end], as: UTF8.self)
      let used = line.firstMatch(of: #/having used ([0-9]+\.[0-9]+) s of processor/#)
        .flatMap { Double($0.1) }
      return .runLimit(processor: used)
    }
    if failure != nil { return .failure }
    offset += UInt64(max(0, bytes.count - max(failureMark.count, runLimitMark.count)))
    return nil
  }

  /// One run of a command in a pool's job: its arguments, the variables it adds, its time limit,
  /// and the processor seconds the same run used switched off, when known.
  typealias Step = (
    arguments: [String], environment: [String: String], timeout: TimeInterval?, work: Double?
  )

  /// How a pool's job ended: the ending of the last step run, the seconds of them all, their
  /// logs one after another, how many steps ran, the processor seconds of the last one (when
  /// it ended by itself), and whether the last was given its second chance.
  struct JobEnd {
    var ending: Ending
    var seconds: Double
    var log: String
    var steps: Int
    var processor: Double?
    var hadSecondChance: Bool
  }

  /// A pool's job under way: its item, its folder, the steps still to run, the logs so far.
  struct Running<Item> {
    var index: Int
    var item: Item
    var start: Date
    var folder: String
    var steps: ArraySlice<Step>
    var log: String
    /// The step under way, and whether it has been given its second, longer chance.
    var current: Step? = nil
    var retried = false
    /// How many steps have been started, and how much of the current one's log was read.
    var started = 0
    var scanned: UInt64 = 0
    /// The processor seconds of a `todo` the current step's runner ended at its run limit.
    var todoProcessor: Double? = nil
  }

  /// Runs `items` up to `options.jobs` at a time, each in a temporary folder of its own.
  ///
  /// An item is a list of steps, run one after the other while each exits 0; `finished` gets
  /// how they ended (``JobEnd``).
  /// With `stopAtFailure`, a step is ended as soon as its log shows a test that recorded an
  /// issue (its ending is then `.failed`): one failure decides; or a `todo` ended at its run
  /// limit, which is the step's time-out.
  func runPool<Item>(
    _ items: [(Int, Item)], in copy: String, stopAtFailure: Bool = false,
    job: (Int, Item) throws -> [Step],
    finished: (Int, Item, JobEnd) throws -> Void
  ) throws {
    var pending = items[...]
    var running: [pid_t: Running<Item>] = [:]
    let work = copy + "/../jobs"
    func launch(_ job: Running<Item>) throws {
      var job = job
      guard let step = job.steps.popFirst() else { return }
      job.current = step
      job.retried = false
      job.started += 1
      try start(job, step)
    }
    func start(_ job: Running<Item>, _ step: Step) throws {
      var job = job
      job.scanned = 0
      job.todoProcessor = nil
      var environment = self.environment.merging(step.environment) { $1 }
      environment["TMPDIR"] = job.folder + "/tmp"
      let pid = try children.start(
        step.arguments, in: copy, environment: environment, log: job.folder + "/log",
        timeout: step.timeout)
      running[pid] = job
    }
    while !pending.isEmpty || !running.isEmpty {
      try checkStop()
      while running.count < options.jobs, let (index, item) = pending.popFirst() {
        let folder = "\(work)/\(index)"
        try FileManager.default.createDirectory(
          atPath: folder + "/tmp", withIntermediateDirectories: true)
        chmod(work, 0o755)
        chmod(folder, 0o755)
        chmod(folder + "/tmp", 0o1777)
        let steps = try job(index, item)
        guard !steps.isEmpty else {
          try finished(
            index, item,
            JobEnd(
              ending: .exited(0), seconds: 0, log: "", steps: 0, processor: nil,
              hadSecondChance: false))
          continue
        }
        try launch(
          Running(
            index: index, item: item, start: Date(), folder: folder, steps: steps[...], log: ""))
      }
      if stopAtFailure {
        for (pid, job) in running {
          var scanned = job.scanned
          switch Self.sign(log: job.folder + "/log", from: &scanned) {
          case .failure: children.stopAtFailure(pid)
          case .runLimit(let processor):
            running[pid]?.todoProcessor = processor
            children.timeOut(pid)
          case nil: break
          }
          running[pid]?.scanned = scanned
        }
      }
      for (pid, ending) in children.poll() {
        guard var job = running.removeValue(forKey: pid) else { continue }
        job.log += (try? String(contentsOfFile: job.folder + "/log", encoding: .utf8)) ?? ""
        if ending == .exited(0), !job.steps.isEmpty {
          try launch(job)
          continue
        }
        // A time-out of a run that was not spinning is a kill only if it holds with four times
        // the time: a busy machine can slow a run past its limit, or a `todo` past its own,
        // and that must not hide a survivor (see `Stages.runsAgain`).
        if ending == .timedOut, !job.retried, var step = job.current, let limit = step.timeout,
          Stages.runsAgain(
            used: children.cpuAtTimeOut[pid], work: step.work, todo: job.todoProcessor,
            load: Self.load(), cores: options.jobs)
        {
          step.timeout = limit * 4
          if step.environment[Switch.runLimitVariable] != nil {
            step.environment[Switch.runLimitVariable] = "\(Stages.runLimit(secondChance: true))"
          }
          job.retried = true
          job.current = step
          try start(job, step)
          continue
        }
        try finished(
          job.index, job.item,
          JobEnd(
            ending: ending, seconds: Date().timeIntervalSince(job.start), log: job.log,
            steps: job.started, processor: children.cpuAtEnd[pid], hadSecondChance: job.retried))
        try? FileManager.default.removeItem(atPath: job.folder)
      }
    }
  }
}
