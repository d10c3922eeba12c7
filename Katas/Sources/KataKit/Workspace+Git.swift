import Foundation

extension Workspace {
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
