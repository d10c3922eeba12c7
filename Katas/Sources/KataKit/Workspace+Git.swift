import Foundation

extension Workspace {
  /// The files with changes git has not committed, tracked or not (ignored files aside).
  public func uncommittedChanges() -> [String] {
    Shell.git(["status", "--porcelain"], in: root).output
      .split(separator: "\n").map { String($0.dropFirst(3)) }
  }

  /// The branch checked out, by its name as the learner made it (`release`, even where a tag
  /// is named `release` too), or the commit when none is.
  public func currentBranch() -> String {
    let head = Shell.git(["symbolic-ref", "--quiet", "HEAD"], in: root)
    let reference = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
    if head.status == 0, reference.hasPrefix("refs/heads/") {
      return String(reference.dropFirst("refs/heads/".count))
    }
    return Shell.git(["rev-parse", "HEAD"], in: root).output
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Returns whether the branch `name` exists.
  public func hasBranch(_ name: String) -> Bool {
    Shell.git(["rev-parse", "--verify", "--quiet", "refs/heads/\(name)"], in: root).status == 0
  }

  /// Checks out the branch `target`, or, when no branch has that name, the commit it names.
  ///
  /// A branch is checked out as a branch whatever tag shares its name (`git switch`, which
  /// takes branches only). All or nothing: git may fail to write a file (one in a folder the
  /// user may not write) and still succeed; a checkout that leaves the tree unlike the commit
  /// is taken back, and names the files.
  ///
  /// - Throws: ``KataFailure`` when git fails, or leaves files it could not write.
  public func checkOut(_ target: String) throws {
    let before = currentBranch()
    try git(Self.switching(to: target, branch: hasBranch(target)), or: "check out \(target)")
    let left = uncommittedChanges()
    guard !left.isEmpty else { return }
    let files = left.prefix(5).joined(separator: ", ") + (left.count > 5 ? ", …" : "")
    let back = (try? goBack(to: before, from: target)) != nil && uncommittedChanges().isEmpty
    throw KataFailure(
      "git could not write every file of \(target): \(files) (is its folder one you may not "
        + "write?); "
        + (back
          ? "you are on \(before) again, as before."
          : "and could not go back to \(before) either: see `git status`."))
  }

  /// Goes back to `before` from a checkout of `target` that git could not finish, writing only
  /// the files that differ: those it could not write still hold `before`'s text.
  private func goBack(to before: String, from target: String) throws {
    let revision = self.revision(of: before)
    if hasBranch(before) {
      try git(["symbolic-ref", "HEAD", revision], or: "go back to \(before)")
    } else {
      try git(["update-ref", "--no-deref", "HEAD", revision], or: "go back to \(before)")
    }
    try git(["read-tree", revision], or: "read \(before)")
    _ = Shell.git(["update-index", "-q", "--refresh"], in: root)
    let changed = Shell.git(["diff", "--name-only", "-z"], in: root).output
      .split(separator: "\0").map(String.init)
    if !changed.isEmpty { try git(["checkout", "--quiet", "--"] + changed, or: "restore files") }
    let added = Shell.git(
      ["diff", "--name-only", "-z", "--diff-filter=A", revision, self.revision(of: target)],
      in: root
    ).output.split(separator: "\0").map(String.init)
    for path in added { try? FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
  }

  /// How git's plumbing names `name`, a branch or a commit: `refs/heads/NAME` for a branch, so
  /// that a tag of the same name is never taken for it.
  func revision(of name: String) -> String {
    hasBranch(name) ? "refs/heads/\(name)" : name
  }

  /// The arguments of `git switch` to `target`, a branch or a commit.
  private static func switching(to target: String, branch: Bool) -> [String] {
    branch
      ? ["switch", "--quiet", "--no-guess", target] : ["switch", "--quiet", "--detach", target]
  }

  /// Runs git with `arguments`; throws, saying it could not do `what`, when git fails.
  func git(_ arguments: [String], or what: String) throws {
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
}
