import Foundation

extension Workspace {
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
    let base = revision(of: base)
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
}
