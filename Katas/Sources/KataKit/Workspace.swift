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

  /// Finds the package whose working tree holds `folder`.
  ///
  /// - Throws: ``KataFailure`` outside a git working tree, or in one without `Katas/`.
  public init(from folder: URL) throws {
    let top = Shell.git(["rev-parse", "--show-toplevel"], in: folder)
    guard top.status == 0 else {
      throw KataFailure("run kata inside the package's git working tree (the root of the clone)")
    }
    root = URL(fileURLWithPath: top.output.trimmingCharacters(in: .whitespacesAndNewlines))
    guard FileManager.default.fileExists(atPath: katas.appendingPathComponent("katas.json").path)
    else { throw KataFailure("\(root.path) has no Katas/katas.json: is it the to-do package?") }
  }

  /// The manifest.
  public func manifest() throws -> Manifest {
    try Manifest.read(from: katas.appendingPathComponent("katas.json"))
  }

  /// Returns the path of a file in the git folder, where git keeps nothing of the tree.
  func gitPath(_ name: String) -> URL {
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

    public init() {}
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
      try encoder.encode(progress).write(to: gitPath("todo-katas.json"))
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
    let result = Shell.git(["checkout", "--quiet", branch], in: root)
    guard result.status == 0 else {
      throw KataFailure("git could not check out \(branch): \(result.output)")
    }
  }

  /// Creates the branch `name` where the tree is, and checks it out.
  public func checkOut(newBranch name: String) throws {
    let result = Shell.git(["checkout", "--quiet", "-b", name], in: root)
    guard result.status == 0 else {
      throw KataFailure("git could not make the branch \(name): \(result.output)")
    }
  }

  /// Returns `text` with the package root's path taken out of the paths in it, so a compiler's
  /// `/home/…/Sources/X.swift:3:1` reads `Sources/X.swift:3:1`.
  public func relative(_ text: String) -> String {
    text.replacingOccurrences(of: root.path + "/", with: "")
  }

  /// Commits every change in the tree, new files too, with `message`; does nothing when there
  /// is none.
  public func commitEverything(_ message: String) throws {
    guard !uncommittedChanges().isEmpty else { return }
    let added = Shell.git(["add", "-A"], in: root)
    let committed = Shell.git(["commit", "--quiet", "--no-verify", "-m", message], in: root)
    guard added.status == 0, committed.status == 0 else {
      throw KataFailure("git could not commit: \(added.output)\(committed.output)")
    }
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

  // MARK: - A wrong version in the tree

  /// The file, in the git folder, that names the wrong version a check has applied and not yet
  /// taken out: a check stopped half-way (Ctrl-C) leaves it, and the next command takes the
  /// wrong version out before anything else.
  var appliedMarker: URL { gitPath("todo-katas-applied") }

  /// Applies the wrong version `patch` for a check, noting it in the git folder first.
  public func applyWrongVersion(_ patch: String) throws {
    try Data(patch.utf8).write(to: appliedMarker)
    do {
      try apply(patch)
    } catch {
      try? FileManager.default.removeItem(at: appliedMarker)
      throw error
    }
  }

  /// Takes out the wrong version a check applied, if one is still in the tree; returns its
  /// name.
  @discardableResult
  public func takeOutWrongVersion() throws -> String? {
    guard let data = try? Data(contentsOf: appliedMarker) else { return nil }
    let patch = String(decoding: data, as: UTF8.self)
    try apply(patch, reverse: true)
    try FileManager.default.removeItem(at: appliedMarker)
    return patch
  }

  // MARK: - Building and testing the package

  /// Builds the package and its tests; returns the compiler's errors, none when it built.
  public func build() -> [String] {
    let result = Shell.run(["swift", "build", "--build-tests"], in: root)
    guard result.status != 0 else { return [] }
    let errors = TestReport.buildErrors(in: result.output)
    return errors.isEmpty ? [result.output.trimmingCharacters(in: .whitespacesAndNewlines)] : errors
  }

  /// Runs the specs, built already, of `suites` (all of the `Specs` target when `nil`), and
  /// returns what ran and how it ended.
  ///
  /// The quick size of the suite always: a check runs the specs of one kata many times.
  public func runSpecs(suites: [String]? = nil) -> TestReport {
    let filter = suites.map { "^Specs\\.(\($0.joined(separator: "|")))/" } ?? "^Specs\\."
    // One spec at a time: specs that fail at once in parallel write long lines that a loaded
    // machine can interleave, and a spec whose summary line is cut would count as not run.
    let result = Shell.run(
      [
        "env", "-u", "TODO_SUITE", "swift", "test", "--skip-build", "--no-parallel", "--filter",
        filter,
      ], in: root, timeLimit: Self.specsTimeLimit)
    var report = TestReport.reading(result.output)
    report.timedOut = result.timedOut
    return report
  }

  /// Seconds the specs of one check may take: they take about one; a spec that waits for
  /// something the code never does would otherwise wait for ever.
  public static let specsTimeLimit = 300.0
}
