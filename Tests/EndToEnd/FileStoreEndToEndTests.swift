import Fakes
import Foundation
import Testing
import TodoFileStore
import TodoVIPER

/// `todo --store`: items that outlive the process, bad files left alone, and several processes
/// saving to one file at once.
struct FileStoreEndToEndTests {
  let folder: TemporaryDirectory
  let storePath: String
  let options: [String]
  let noContent = "Nothing to do from today through the end of next week.\n"

  init() throws {
    folder = try TemporaryDirectory()
    storePath = folder.path("todo.json")
    options = TodoRunner.options(store: storePath)
  }

  /// Every item in the file, read by a store of the test's own.
  func itemsInFile() async throws -> [TodoItem] {
    try await JSONFileTodoStore(path: storePath).todoItems(
      dueFrom: .distantPast, before: .distantFuture)
  }

  @Test func `an item added in one run is listed by the next`() async throws {
    let first = try await TodoRunner.run(options, input: Script.add("Buy milk", due: "2026-11-23"))
    let second = try await TodoRunner.run(options)

    #expect(
      first == .init(output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n", error: "", status: 0)
    )
    #expect(second == .init(output: "Tomorrow\n  1. Buy milk (Monday)\n", error: "", status: 0))
  }

  @Test(arguments: [
    ("{\"version\": 1, \"items\": [", "not a to-do file: it is not valid JSON (line 1, column 26)"),
    (
      "{\"version\": 1, \"version\": 2, \"items\": []}",
      "not a to-do file: the key \"version\" appears twice"
    ),
    (
      "{\"version\": 3, \"items\": []}",
      "not a to-do file: unknown version 3 (this app reads versions 1 and 2)"
    ),
  ])
  func `a bad file is named, the program exits 1, and the file is left as it was`(
    _ content: String, _ problem: String
  ) async throws {
    try Data(content.utf8).write(to: URL(fileURLWithPath: storePath))

    let result = try await TodoRunner.run(options, input: Script.add("Buy milk", due: "2026-11-23"))

    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(
      result.error
        == "todo: \(storePath): \(problem)\n"
        + "todo: the file was left as it was: fix it, move it away, or give another --store path\n")
    #expect(try Data(contentsOf: URL(fileURLWithPath: storePath)) == Data(content.utf8))
  }

  @Test func `a FIFO, a folder or a device is refused at launch without being read`() async throws {
    let fifo = folder.path("fifo.json")
    #expect(mkfifo(fifo, 0o644) == 0)
    try FileManager.default.createDirectory(
      atPath: folder.path("folder.json"), withIntermediateDirectories: false)

    for (path, kind) in [
      (fifo, "a FIFO"), (folder.path("folder.json"), "a folder"),
      ("/dev/zero", "a character device"),
    ] {
      let result = try await TodoRunner.run(["--store", path], input: "list\n")

      #expect(
        result
          == .init(
            output: "",
            error: "todo: cannot read \(path): it is \(kind), not a regular file\n"
              + "todo: the file was left as it was: fix it, move it away, or give another --store "
              + "path\n",
            status: 1))
    }
  }

  @Test func `a store reached through a symbolic link saves to the file the link names`()
    async throws
  {
    let target = folder.path("real.json")
    let link = folder.path("link.json")
    try Data("{\"version\": 1, \"items\": []}".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    _ = try await TodoRunner.run(
      options.map { $0 == storePath ? link : $0 }, input: Script.add("Buy milk", due: "2026-11-23"))

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(
      try await JSONFileTodoStore(path: target).todoItems(
        dueFrom: .distantPast, before: .distantFuture
      ).map(\.titleAndDue)
        == [TitleAndDue("Buy milk", .iso("2026-11-23T00:00:00Z"))])
  }

  @Test func `a path with escape sequences is named escaped`() async throws {
    let result = try await TodoRunner.run(["--store", "no\u{1B}[2Jdir/todo.json"])

    #expect(
      result.error
        == "todo: cannot save to no\\u{1B}[2Jdir/todo.json: the folder no\\u{1B}[2Jdir does not "
        + "exist\ntodo: create the folder, or give another --store path\n")
    #expect(result.status == 1)
  }

  @Test func `a store in a missing folder is refused at launch`() async throws {
    let path = folder.path("missing/todo.json")

    let result = try await TodoRunner.run(
      ["--store", path], input: Script.add("Buy milk", due: "2026-11-23"))

    #expect(
      result
        == .init(
          output: "",
          error:
            "todo: cannot save to \(path): the folder \(folder.path("missing")) does not exist\n"
            + "todo: create the folder, or give another --store path\n",
          status: 1))
  }

  @Test func `a save that cannot be written is reported as not saved, and nothing is stored`()
    async throws
  {
    // A name of 255 bytes, the most a folder entry may have: the store file can be made, but no
    // name beside it (its lock file, a temporary file) can, so every save fails after a good
    // launch.
    let path = folder.path(String(repeating: "a", count: 250) + ".json")

    let result = try await TodoRunner.run(
      options.map { $0 == storePath ? path : $0 }, input: Script.add("Buy milk", due: "2026-11-23"))

    #expect(
      result
        == .init(
          output: noContent,
          error:
            "error: lines \(Script.entryLines()): The item was not saved: cannot save to \(path): cannot open "
            + "the lock file \(path).lock: File name too long\n",
          status: 1))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func `a store file with a second name (a hard link) is not saved to, and both keep it`()
    async throws
  {
    let before = Data(
      #"{"version": 1, "items": [{"title": "Buy milk", "due": "2026-11-23T00:00:00Z"}]}"#.utf8)
    try before.write(to: URL(fileURLWithPath: storePath))
    let other = folder.path("other.json")
    try FileManager.default.linkItem(atPath: storePath, toPath: other)

    let result = try await TodoRunner.run(options, input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\n",
          error:
            "error: lines \(Script.entryLines()): The item was not saved: cannot save to \(storePath): it has 2 "
            + "names (hard links), and a save would replace it under this name only, leaving the "
            + "old items under the others; keep one name (a symbolic link is followed)\n",
          status: 1))
    #expect(try Data(contentsOf: URL(fileURLWithPath: storePath)) == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: other)) == before)
  }

  @Test func `standard input as the store is refused at launch, as a pipe is no file`() async throws
  {
    let result = try await TodoRunner.run(
      shell: "echo list | \"$TODO\" --store /dev/stdin")

    #expect(
      result
        == .init(
          output: "",
          error: "todo: cannot use /dev/stdin as a store file: it is a FIFO, not a regular file\n"
            + "todo: give another --store path\n",
          status: 1))
  }

  @Test func `two processes adding items at once keep them all (200 each in a full run)`()
    async throws
  {
    let count = SuiteSize.pick(quick: 50, full: 200)
    func adds(_ prefix: String) -> String {
      (1...count).map { Script.add("\(prefix) \($0)", due: "2026-11-23") }.joined()
    }

    let runs = try [adds("A"), adds("B")].map { input in
      try TodoRunner.start(options, input: input)
    }
    var results: [TodoRunner.Result] = []
    for run in runs { results.append(try await run.finish()) }

    #expect(results.map(\.status) == [0, 0])
    #expect(results.map(\.error) == ["", ""])
    let titles = Set(try await itemsInFile().map(\.title))
    #expect(titles.count == 2 * count)
    #expect(titles == Set((1...count).flatMap { ["A \($0)", "B \($0)"] }))
  }

  @Test func `a process killed while saving leaves a whole file with every reported item`()
    async throws
  {
    var reportedBefore = 0
    let rounds = SuiteSize.pick(quick: 3, full: 8)
    for round in 1...rounds {
      let input = (1...60).map { Script.add("Round \(round) item \($0)", due: "2026-11-23") }
        .joined()
      let run = try TodoRunner.start(options, input: input)
      // Killed once it has printed 5, 10, … 40 listings (a later round kills later), whatever
      // the speed of the machine or of the sanitizer it runs under: the kill lands in a later
      // save. (Up to 10 s, in case it stops early.)
      let listings = 5 * round
      try await run.wait(every: .milliseconds(10), attempts: 1_000) {
        $0.outputSoFar().ranges(of: "Tomorrow\n").count >= listings
      }
      run.kill()
      let result = try await run.finish()

      // The last listing printed is what the app reported as saved so far.
      let reported = Set(
        (result.output.split(separator: "Tomorrow\n").last ?? "")
          .split(separator: "\n").compactMap { $0.firstMatch(of: /^  \d+\. (.*) \(Monday\)$/) }
          .map { String($0.1) })
      let inFile = Set(try await itemsInFile().map(\.title))
      #expect(!reported.isEmpty, "round \(round): no listing read")
      #expect(reported.isSubset(of: inFile), "round \(round)")
      #expect(inFile.count >= reportedBefore, "round \(round)")
      reportedBefore = inFile.count
    }
    // The last round alone reported at least 5 × rounds - 1 saves (40 listings, one of them at
    // launch, in a full run), and the file kept them.
    #expect(reportedBefore >= 5 * rounds)
  }

  @Test func `a store path that is not UTF-8 is the file with those bytes`() async throws {
    let prefix = folder.path("caf")
    let bytes = Array(prefix.utf8) + [0xE9] + Array(".json".utf8)
    let existing =
      #"{"version": 1, "items": [{"title": "Buy milk", "due": "2026-11-23T00:00:00Z"}]}"#
    let descriptor = open(bytes.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
    #expect(write(descriptor, existing, existing.utf8.count) == existing.utf8.count)
    close(descriptor)

    let result = try await TodoRunner.run(
      shell: #"exec "$TODO" --store "$(printf '%s\351.json' '"# + prefix
        + #"')" --now 2026-11-22T10:00:00Z --time-zone UTC --first-weekday 2"#,
      input: Script.add("Pay rent", due: "2026-11-24"))

    #expect(
      result
        == .init(
          output: "Tomorrow\n  1. Buy milk (Monday)\nTomorrow\n  1. Buy milk (Monday)\n"
            + "Next Week\n  2. Pay rent (Tuesday)\n",
          error: "", status: 0))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).count == 2)
  }

  @Test func `a store path too long for the system is named, with no word of a file kept`()
    async throws
  {
    let path = folder.path(String(repeating: "a", count: 300) + ".json")

    let result = try await TodoRunner.run(["--store", path], input: "list\n")

    #expect(
      result
        == .init(
          output: "",
          error: "todo: cannot use \(path) as a store file: File name too long\n"
            + "todo: give another --store path\n",
          status: 1))
  }

  @Test func `a save says on standard error that it waits for the lock, then goes on`() async throws
  {
    let held = open(storePath + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    #expect(flock(held, LOCK_EX) == 0)
    let run = try TodoRunner.start(options, input: Script.add("Buy milk", due: "2026-11-23"))
    let waiting =
      "todo: waiting for another program to release the lock file \(storePath).lock (up to 30 s)\n"
    // Release the lock once the message shows (or after 20 s), as the other program would.
    run.onErrorOutput(waiting, withinSeconds: 20) { close(held) }

    let result = try await run.finish()

    #expect(
      result
        == .init(
          output: noContent + "Tomorrow\n  1. Buy milk (Monday)\n", error: waiting, status: 0))
  }
}
