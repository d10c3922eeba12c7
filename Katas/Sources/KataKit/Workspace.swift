import Foundation

/// The package a learner practises in: its root, its katas, and what the learner has done, kept
/// in the git folder (`todo-katas.json`), never in the tree.
public struct Workspace: Sendable {
  /// The package root: the top of the git working tree.
  public let root: URL
  /// The katas' folder, `Katas/`.
  public var katas: URL { root.appendingPathComponent("Katas") }
  /// The patches' folder, `Katas/Exercises/`.
  public var exercises: URL { katas.appendingPathComponent("Exercises") }

  /// A copy of the package at `root` that the tool made for itself: it is built and its specs
  /// run, nothing more.
  init(copyAt root: URL) {
    self.root = root
    isToolsCopy = true
  }

  /// Whether this is a copy the tool made for itself (a check's, ``Schemata``, or `verify`'s):
  /// its manifest builds the specs alone (``specsOnly(_:)``); once built, only the tests'
  /// product is built again; and the tests as built are run as they are, without `swift test`
  /// around them, when they are a program (Linux): a second of its start saved on each run.
  let isToolsCopy: Bool

  /// The lines a copy of the tool's own adds to its `Package.swift`.
  static let specsOnlyLines = """

    // The kata tool's own copy builds the specs and what they build on, nothing else: no
    // program, no plugin, no test target but the specs, and not the module generator.
    package.products.removeAll()
    package.targets.removeAll {
      $0.type == .executable || $0.type == .plugin || ($0.type == .test && $0.name != "Specs")
        || $0.name == "VIPERModuleGenerator"
    }

    """

  /// Returns the package's manifest `manifest` made to build the specs alone.
  ///
  /// No program and no test target but `Specs`: neither `todo` nor the end-to-end tests are
  /// built, nor linked into the tests' product. A check and `verify` run the specs, and only
  /// them.
  static func specsOnly(_ manifest: Data) -> Data {
    manifest + Data(specsOnlyLines.utf8)
  }

  /// Finds the package whose working tree holds `folder`.
  ///
  /// - Throws: ``KataFailure`` outside a git working tree, or in one without `Katas/`.
  public init(from folder: URL) throws {
    let top = Shell.git(["rev-parse", "--show-toplevel"], in: folder)
    guard top.status == 0 else {
      throw KataFailure("run kata inside the package's git working tree (the root of the clone)")
    }
    root = URL(fileURLWithPath: top.output.trimmingCharacters(in: .whitespacesAndNewlines))
    isToolsCopy = false
    guard FileManager.default.fileExists(atPath: katas.appendingPathComponent("katas.json").path)
    else { throw KataFailure("\(root.path) has no Katas/katas.json: is it the to-do package?") }
  }

  /// The manifest.
  public func manifest() throws -> Manifest {
    try Manifest.read(from: katas.appendingPathComponent("katas.json"))
  }

  /// Returns the path of a file in the git folder, where git keeps nothing of the tree.
  public func gitPath(_ name: String) -> URL {
    let path = Shell.git(["rev-parse", "--git-path", name], in: root).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return URL(fileURLWithPath: path, relativeTo: root)
  }

  /// Copies the package into a new temporary folder, as a git repository of one commit on
  /// `main`: the files git tracks, and new ones it does not ignore, as they are in the tree.
  ///
  /// - Returns: The copy, and the folder to remove when done with it.
  public func copy() throws -> (Workspace, URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-\(UUID().uuidString)")
    let copy = folder.appendingPathComponent("package")
    let listed = Shell.git(
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
    guard listed.status == 0 else {
      throw KataFailure("git cannot list the files: \(listed.output)")
    }
    for path in listed.output.split(separator: "\0").map(String.init) {
      let from = root.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: from.path) else { continue }
      let to = copy.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: from, to: to)
    }
    let steps = [
      ["init", "--quiet", "--initial-branch=main"], ["add", "-A"],
      ["commit", "--quiet", "-m", "A copy of the package"],
    ]
    for step in steps {
      let result = Shell.git(step, in: copy)
      guard result.status == 0 else { throw KataFailure("git \(step[0]): \(result.output)") }
    }
    return (try Workspace(from: copy), folder)
  }

  /// Copies the package, as ``copy()`` does, into a copy of the tool's own.
  ///
  /// Its manifest builds the specs alone. `kata verify` works in it.
  ///
  /// - Returns: The copy, and the folder to remove when done with it.
  func toolsCopy() throws -> (Workspace, URL) {
    let (copy, folder) = try copy()
    let manifest = copy.root.appendingPathComponent("Package.swift")
    try Self.specsOnly(try Data(contentsOf: manifest)).write(to: manifest, options: .atomic)
    return (Workspace(copyAt: copy.root), folder)
  }

  // MARK: - What the learner has done

  /// The learner's progress: the kata under way, the branch it started from, the katas done.
  public struct Progress: Codable, Sendable, Equatable {
    /// The kata under way, if any.
    public var current: String?
    /// The branch (or commit) the kata was started from, which `kata reset` goes back to.
    public var origin: String?
    /// The katas the learner has finished, by name.
    public var done: [String] = []
    /// The hints of the last check, for `kata hint`.
    public var hints: [String] = []
    /// The level of the last hint `kata hint` gave for the kata under way, 1 to 3.
    public var hintLevel: Int?
    /// The kata of the last check, and whether that check passed; `nil` before the first.
    public var lastChecked: String?
    public var lastCheckPassed: Bool?

    public init() {}

    /// Whether `kata` is done and no check since has failed: a learner who breaks a finished
    /// kata's work again gets its hints back, not "done".
    public func standsDone(_ kata: String) -> Bool {
      done.contains(kata) && !(lastChecked == kata && lastCheckPassed == false)
    }
  }

  public func progress() -> Progress {
    guard let data = try? Data(contentsOf: gitPath("todo-katas.json")),
      let progress = try? JSONDecoder().decode(Progress.self, from: data)
    else { return Progress() }
    return progress
  }

  public func save(_ progress: Progress) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(progress).write(to: gitPath("todo-katas.json"), options: .atomic)
    } catch {
      throw KataFailure("cannot save your progress: \(error.localizedDescription)")
    }
  }

  // MARK: - Git

  /// The files with changes git has not committed, tracked or not (ignored files aside).
  public func uncommittedChanges() -> [String] {
    Shell.git(["status", "--porcelain"], in: root).output
      .split(separator: "\n").map { String($0.dropFirst(3)) }
  }

  /// The branch checked out, or the commit when none is.
  public func currentBranch() -> String {
    let branch = Shell.git(["rev-parse", "--abbrev-ref", "HEAD"], in: root).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard branch == "HEAD" else { return branch }
    return Shell.git(["rev-parse", "HEAD"], in: root).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Returns whether the branch `name` exists.
  public func hasBranch(_ name: String) -> Bool {
    Shell.git(["rev-parse", "--verify", "--quiet", "refs/heads/\(name)"], in: root).status == 0
  }

  /// Checks out `branch` (or a commit).
  public func checkOut(_ branch: String) throws {
    try git(["checkout", "--quiet", branch], or: "check out \(branch)")
  }

  /// Runs git with `arguments`; throws, saying it could not do `what`, when git fails.
  private func git(_ arguments: [String], or what: String) throws {
    let result = Shell.git(arguments, in: root)
    guard result.status == 0 else {
      throw KataFailure("git could not \(what): \(result.output)")
    }
  }

  /// Returns `text` with the package root's path taken out of the paths in it, so a compiler's
  /// `/home/…/Sources/X.swift:3:1` reads `Sources/X.swift:3:1`.
  public func relative(_ text: String) -> String {
    text.replacingOccurrences(of: root.path + "/", with: "")
  }

  // MARK: - Patches

  /// Applies the patch `name` from `Katas/Exercises` to the tree, or, with `reverse`, takes it
  /// back out.
  ///
  /// - Throws: ``KataFailure`` when it does not apply: the code it was made from has changed.
  public func apply(_ name: String, reverse: Bool = false) throws {
    let patch = exercises.appendingPathComponent(name).path
    let result = Shell.git(
      ["apply", "--whitespace=nowarn"] + (reverse ? ["-R"] : []) + [patch], in: root)
    guard result.status == 0 else {
      throw KataFailure(
        "the patch Katas/Exercises/\(name) does not apply to this code "
          + "(\(result.output.trimmingCharacters(in: .whitespacesAndNewlines)))")
    }
  }

  /// Returns whether the patch `name` would apply (or, with `reverse`, come out) as it is.
  public func applies(_ name: String, reverse: Bool = false) -> Bool {
    let patch = exercises.appendingPathComponent(name).path
    return Shell.git(
      ["apply", "--check", "--whitespace=nowarn"] + (reverse ? ["-R"] : []) + [patch], in: root
    ).status == 0
  }

  /// Makes the commit of a kata's starting state, `patch` applied to `base`.
  ///
  /// It touches neither the tree, the index nor any branch: it works in an index of its own.
  /// A patch that does not apply changes nothing.
  ///
  /// - Returns: The commit's id.
  public func startingCommit(_ patch: String, on base: String, message: String) throws -> String {
    let index = gitPath("todo-katas-index")
    defer { try? FileManager.default.removeItem(at: index) }
    let environment = ["GIT_INDEX_FILE=\(index.path)"]
    let path = exercises.appendingPathComponent(patch).path
    let read = Shell.git(["read-tree", base], in: root, environment: environment)
    guard read.status == 0 else { throw KataFailure("git cannot read \(base): \(read.output)") }
    let applied = Shell.git(
      ["apply", "--cached", "--whitespace=nowarn", path], in: root, environment: environment)
    guard applied.status == 0 else {
      throw KataFailure(
        "the patch Katas/Exercises/\(patch) does not apply to this code "
          + "(\(applied.output.trimmingCharacters(in: .whitespacesAndNewlines)))")
    }
    let tree = Shell.git(["write-tree"], in: root, environment: environment)
    let commit = Shell.git(
      [
        "commit-tree", tree.output.trimmingCharacters(in: .whitespacesAndNewlines), "-p", base,
        "-m", message,
      ], in: root)
    guard tree.status == 0, commit.status == 0 else {
      throw KataFailure("git could not commit: \(tree.output)\(commit.output)")
    }
    return commit.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Makes the branch `name` at `commit`; fails if it exists.
  public func makeBranch(_ name: String, at commit: String) throws {
    try git(["branch", name, commit], or: "make the branch \(name)")
  }

  /// Deletes the branch `name` if it points at `commit`, in one step git does atomically
  /// (`git update-ref -d`): a branch a commit has moved since is left as it is.
  ///
  /// - Returns: Whether it was deleted.
  public func deleteBranch(_ name: String, ifAt commit: String) -> Bool {
    Shell.git(["update-ref", "-d", "refs/heads/\(name)", commit], in: root).status == 0
  }

  /// The commit of kata `name`'s starting state on `branch`, if it has one.
  public func startingCommit(of name: String, on branch: String) -> String? {
    let result = Shell.git(
      [
        "log", "-1", "--format=%H", "--fixed-strings", "--grep=kata \(name): the starting state",
        "refs/heads/\(branch)",
      ], in: root)
    let commit = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return result.status == 0 && !commit.isEmpty ? commit : nil
  }

  /// What `git diff` prints for `revisions` (one: against the tree), in `files`.
  public func diff(_ revisions: [String], files: [String]) -> String {
    Shell.git(["diff", "--no-color"] + revisions + ["--"] + files, in: root).output
      .trimmingCharacters(in: .newlines)
  }

  /// The source of the spec `name` in `Specs/`: its `@Test` line to its closing brace, and
  /// where it is (`Specs/List/ListInteractorSpecs.swift:80`).
  public func specSource(named name: String) -> (place: String, text: String)? {
    let specs = root.appendingPathComponent("Specs")
    let paths = (try? FileManager.default.subpathsOfDirectory(atPath: specs.path)) ?? []
    for path in paths.sorted() where path.hasSuffix(".swift") {
      guard
        let text = try? String(
          contentsOf: specs.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      guard let at = lines.firstIndex(where: { $0.contains("func `\(name)`") }) else { continue }
      let first =
        lines[...at].lastIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("@Test") } ?? at
      let indent = String(lines[first].prefix { $0 == " " })
      let end = lines[at...].firstIndex { $0 == indent + "}" } ?? lines.count - 1
      return ("Specs/\(path):\(first + 1)", lines[first...end].joined(separator: "\n"))
    }
    return nil
  }

  // MARK: - The journal

  /// A command of several steps that changes the tree or the branches: written in the git
  /// folder (`todo-katas-journal.json`) before its first step and removed after its last, so a
  /// command that was stopped between them is completed or rolled back by the next one.
  public struct Journal: Codable, Sendable, Equatable {
    public enum Step: String, Codable, Sendable {
      /// `kata start`: from the branch `from` to the kata's branch `to`.
      case start
      /// `kata reset`: from the kata's branch `from` back to `to`, where the kata was started.
      case reset
      /// `kata check` of the tool before ``Schemata``, which put the wrong version
      /// `wrongVersion` in the tree: a note such a check left is still taken care of.
      case check
    }

    public var step: Step
    public var kata: String
    public var from: String?
    public var to: String?
    /// For `start`: the branch `kata reset` goes back to.
    public var origin: String?
    /// For `start`: whether it made the kata's branch (a rolled-back start deletes it).
    public var madeBranch: Bool?
    /// For `start`: the commit it made the kata's branch at, its starting state.
    ///
    /// A rolled-back start deletes the branch only while it still points there: a commit on it
    /// since is the learner's.
    public var startingCommit: String?
    /// For `check`: the patch of the wrong version in the tree.
    public var wrongVersion: String?

    public init(
      step: Step, kata: String, from: String? = nil, to: String? = nil, origin: String? = nil,
      madeBranch: Bool? = nil, startingCommit: String? = nil, wrongVersion: String? = nil
    ) {
      self.step = step
      self.kata = kata
      self.from = from
      self.to = to
      self.origin = origin
      self.madeBranch = madeBranch
      self.startingCommit = startingCommit
      self.wrongVersion = wrongVersion
    }
  }

  var journalFile: URL { gitPath("todo-katas-journal.json") }
  /// The note a check of the tool before the journal left: the name of the wrong version it
  /// had applied.
  var appliedNote: URL { gitPath("todo-katas-applied") }

  /// The journal of a command that did not finish, if there is one.
  public func journal() -> Journal? {
    if let data = try? Data(contentsOf: journalFile),
      let journal = try? JSONDecoder().decode(Journal.self, from: data)
    {
      return journal
    }
    guard let data = try? Data(contentsOf: appliedNote) else { return nil }
    let patch = String(decoding: data, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return Journal(step: .check, kata: "", wrongVersion: patch)
  }

  public func write(_ journal: Journal) throws {
    do {
      try JSONEncoder().encode(journal).write(to: journalFile, options: .atomic)
    } catch {
      throw KataFailure("cannot write \(journalFile.path): \(error.localizedDescription)")
    }
  }

  public func clearJournal() {
    try? FileManager.default.removeItem(at: journalFile)
    try? FileManager.default.removeItem(at: appliedNote)
  }

  // MARK: - Building and testing the package

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
  private func runSpecs(_ selection: [String], switchedOn wrong: String?) throws
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
