import Foundation

/// The copy every check works in, with, for a write-the-spec kata, every wrong version of the
/// kata switched at run time: built once, so a second check rebuilds only what the learner
/// changed.
///
/// The copy's manifest builds the specs alone (``Workspace/specsOnly(_:)``): neither `todo` nor
/// the end-to-end tests; and of the specs, the copy holds the files of the suites the check runs,
/// the specs' shared helpers and any other suite they name (``specFiles(running:in:)``). A
/// make-it-green kata is checked there too, without schemata: one build folder for every kata,
/// and the learner's tree is never built by the tool.
///
/// A write-the-spec kata's `schemata.patch` (in `Katas/Exercises`) puts each of its wrong
/// versions in the package's code behind the environment variable ``variable``: set to a wrong
/// version's name (its patch's, without `.patch`: `wrong-title-only`), the code behaves as that
/// patch makes it; unset, it is the package's own code. The check copies the learner's files
/// into a folder of the tool's own, `.build/kata-check/package` (the build folder, which git
/// ignores), with the schemata applied there, never in the learner's tree; builds it once; and
/// runs the learner's suite once with the variable unset, then once for each wrong version. A
/// file is written into the copy only when it differs from what the copy holds, so the copy's
/// build rebuilds only what the learner changed. `kata verify` proves that each switched version
/// fails the package's own spec exactly as its patch does.
public enum Schemata {
  /// The environment variable that names the wrong version switched on.
  public static let variable = "TODO_KATA_WRONG"

  /// The name a wrong version is switched on by: its patch's file name without `.patch`.
  public static func name(of wrong: Kata.WrongVersion) -> String {
    let file = (wrong.patch as NSString).lastPathComponent
    return file.hasSuffix(".patch") ? String(file.dropLast(".patch".count)) : file
  }

  /// Brings the check's copy of `learner`'s package up to date, `patch` (a write-the-spec
  /// kata's schemata) applied when there is one: the files git tracks, and new ones it does not
  /// ignore, as they are in the tree; the manifest made to build the specs alone; with
  /// `suites`, of the specs only the files a run of those suites needs.
  ///
  /// - Returns: The copy, ready to build.
  /// - Throws: ``KataFailure`` when the schemata do not apply to the learner's code.
  public static func copy(
    of learner: Workspace, with patch: String?, running suites: [String]? = nil
  ) throws -> Workspace {
    let folder = learner.root.appendingPathComponent(".build/kata-check")
    let copy = Workspace(copyAt: folder.appendingPathComponent("package"))
    let listed = Shell.git(
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: learner.root)
    guard listed.status == 0 else {
      throw KataFailure("git cannot list the files: \(listed.output)")
    }
    let paths = listed.output.split(separator: "\0").map(String.init).filter {
      FileManager.default.fileExists(atPath: learner.root.appendingPathComponent($0).path)
    }
    var files: [String: Data] = [:]
    for path in paths {
      files[path] = try Files.read(learner.root.appendingPathComponent(path))
    }
    if let patch {
      for (path, data) in try patched(learner, with: patch) { files[path] = data }
    }
    if let manifest = files["Package.swift"] {
      files["Package.swift"] = Workspace.specsOnly(manifest)
    }
    if let chosen = suites.flatMap({ specFiles(running: $0, in: files) }).map(Set.init) {
      files = files.filter { path, _ in
        !path.hasPrefix(specsFolder) || !path.hasSuffix(".swift")
          || chosen.contains(String(path.dropFirst(specsFolder.count)))
      }
    }

    // The files of the last copy that the tree no longer has go.
    let list = folder.appendingPathComponent("files")
    let before = (try? Files.text(list))?.split(separator: "\n") ?? []
    for path in before.map(String.init) where files[path] == nil {
      try? FileManager.default.removeItem(at: copy.root.appendingPathComponent(path))
    }
    for (path, data) in files {
      let to = copy.root.appendingPathComponent(path)
      guard (try? Files.read(to)) != data else { continue }
      try FileManager.default.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Files.write(data, to: to)
    }
    try Files.write(Data(files.keys.sorted().joined(separator: "\n").utf8), to: list)
    return copy
  }

  /// The folder of the `Specs` target.
  static let specsFolder = "Specs/"

  /// The files of the `Specs` target a check that runs `suites` compiles, as paths in it: those
  /// that declare or extend a suite of them, the specs' shared helpers (the files with no test),
  /// and, file by file, those that declare a type a chosen file names (a suite that uses another
  /// suite's table); `nil`, the whole target, when some suite is declared in no file.
  ///
  /// The other suites are not compiled: each time the specs' module changes, the job that writes
  /// its interface type-checks the declarations of every file (3.9 s of a second check's 5.2 s,
  /// with 41 files), and the check runs none of them. A file of the specs declares at its top
  /// level types alone (no function, no extension of another module's type), so the types a
  /// file names are all it can need of another.
  static func specFiles(running suites: [String], in files: [String: Data]) -> [String]? {
    var declared: [String: Set<String>] = [:]
    var words: [String: Set<String>] = [:]
    var chosen: Set<String> = []
    for (path, data) in files where path.hasPrefix(specsFolder) && path.hasSuffix(".swift") {
      let text = String(decoding: data, as: UTF8.self)
      declared[path] = topLevelTypes(in: text)
      words[path] = Set(identifiers(in: text))
      if !text.contains("@Test") || !declared[path, default: []].isDisjoint(with: suites) {
        chosen.insert(path)
      }
    }
    let found = declared.filter { chosen.contains($0.key) }.values.reduce(Set(), { $0.union($1) })
    guard Set(suites).isSubset(of: found) else { return nil }
    var named = chosen.reduce(Set<String>()) { $0.union(words[$1] ?? []) }
    while let next = declared.first(where: {
      !chosen.contains($0.key) && !$0.value.isDisjoint(with: named)
    }) {
      chosen.insert(next.key)
      named.formUnion(words[next.key] ?? [])
    }
    return chosen.map { String($0.dropFirst(specsFolder.count)) }.sorted()
  }

  /// The types the Swift source `text` declares or extends at its top level: on a line that
  /// starts with the declaration, after its attributes.
  private static func topLevelTypes(in text: String) -> Set<String> {
    let kinds: Set<String> = ["struct", "class", "enum", "actor", "extension"]
    var types: Set<String> = []
    for line in text.split(separator: "\n") where line.first?.isWhitespace == false {
      let words = identifiers(in: String(line))
      if let kind = words.firstIndex(where: kinds.contains), words.indices.contains(kind + 1) {
        types.insert(words[kind + 1])
      }
    }
    return types
  }

  /// The identifiers and keywords of `text`, in order.
  private static func identifiers(in text: String) -> [String] {
    text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
  }

  /// The files `patch` changes, as it makes them from the learner's: worked out in a temporary
  /// folder, outside any git repository, so the learner's tree is only read.
  private static func patched(_ learner: Workspace, with patch: String) throws -> [String: Data] {
    let patchFile = learner.exercises.appendingPathComponent(patch)
    guard let text = try? Files.text(patchFile) else {
      throw KataFailure("Katas/Exercises/\(patch), the kata's wrong versions, cannot be read")
    }
    let paths = text.split(separator: "\n").filter { $0.hasPrefix("+++ b/") }
      .map { String($0.dropFirst("+++ b/".count)) }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-schemata-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    for path in paths {
      let from = learner.root.appendingPathComponent(path)
      let to = scratch.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      if FileManager.default.fileExists(atPath: from.path) {
        try Files.write(try Files.read(from), to: to)
      }
    }
    let applied = Shell.git(
      ["apply", "--whitespace=nowarn", patchFile.path], in: scratch,
      environment: ["GIT_CEILING_DIRECTORIES=\(scratch.deletingLastPathComponent().path)"])
    guard applied.status == 0 else {
      throw KataFailure(
        "the wrong versions (Katas/Exercises/\(patch)) do not apply to your code: did the kata "
          + "change a file it should not? "
          + applied.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    var files: [String: Data] = [:]
    for path in paths {
      files[path] = try Files.read(scratch.appendingPathComponent(path))
    }
    return files
  }
}
