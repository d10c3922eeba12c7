import Foundation

/// The clone the replay takes the tutorials in, as a learner takes them in theirs:
/// `.build/kata-tutorials/package`, which `rm -rf .build` removes with the rest of the build.
///
/// It is a git repository whose branch `main` holds the package's files as they are (those git
/// tracks and the new ones it does not ignore, a symbolic link's target's text rather than the
/// link), committed. It is kept between runs, with its build folder, and made to match the
/// package again at the start of each run, a file written only where it differs: the first
/// replay builds it, a few minutes on a fresh clone; a step after that rebuilds what it changed.
struct ReplayCopy {
  /// The package's root.
  let source: URL
  /// The copy's root.
  let root: URL

  init(of source: URL) {
    self.source = source
    root = source.appendingPathComponent(".build/kata-tutorials/package")
  }

  /// The copy as the kata tool sees a learner's clone.
  func workspace() throws -> Workspace { try Workspace(from: root) }

  /// Makes the copy hold the package's files on its branch `main`, committed, with no tutorial
  /// under way and no other branch; its build folder kept.
  ///
  /// - Returns: The commit of `main`, and how many files it wrote or removed.
  @discardableResult
  func refresh() throws -> (commit: String, changed: Int) {
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    if !FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path) {
      try git(["init", "--quiet", "--initial-branch=main"])
    } else {
      // A run that was stopped may have left the copy anywhere: it is the tool's own.
      try git(["checkout", "--quiet", "--force", "main"])
      let branches = try git(["for-each-ref", "--format=%(refname:short)", "refs/heads/kata/"])
      for branch in branches.split(separator: "\n") {
        try git(["branch", "--quiet", "-D", String(branch)])
      }
      for name in ["todo-katas.json", "todo-katas-journal.json"] {
        try? FileManager.default.removeItem(
          at: root.appendingPathComponent(".git").appendingPathComponent(name))
      }
    }
    let changed = try sync()
    try git(["add", "--all"])
    try git(["commit", "--quiet", "--allow-empty", "-m", "The package as it is"])
    return (try git(["rev-parse", "HEAD"]), changed)
  }

  /// Writes the package's files into the copy where they differ, and removes the copy's files
  /// the package does not have (its build folder and git folder aside); returns how many.
  private func sync() throws -> Int {
    let listed = Shell.git(
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: source)
    guard listed.status == 0 else {
      throw KataFailure("git cannot list the package's files: \(listed.output)")
    }
    var wanted: Set<String> = []
    var changed = 0
    for path in listed.output.split(separator: "\0").map(String.init) {
      let from = source.appendingPathComponent(path)
      // A file git lists and the tree no longer has is left out, as git would leave it.
      guard let data = try? Files.read(from) else {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: from.path, isDirectory: &isFolder),
          !isFolder.boolValue
        {
          throw KataFailure("cannot read \(path) to copy it into \(root.path)")
        }
        continue
      }
      wanted.insert(path)
      if try write(data, to: path) { changed += 1 }
    }
    for path in try files() where !wanted.contains(path) {
      try FileManager.default.removeItem(at: root.appendingPathComponent(path))
      changed += 1
    }
    return changed
  }

  /// Puts `data` in the copy at `path`, from its root, replacing whatever is there (a link is
  /// replaced, never followed); returns whether it changed the file.
  @discardableResult
  func write(_ data: Data, to path: String) throws -> Bool {
    let file = root.appendingPathComponent(path)
    let isLink =
      (try? FileManager.default.attributesOfItem(atPath: file.path)[.type] as? FileAttributeType)
      == .typeSymbolicLink
    if !isLink, (try? Files.read(file)) == data { return false }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Files.write(data, to: file)
    return true
  }

  /// The copy's files and links, as paths from its root, but those under `.build` and `.git`.
  private func files() throws -> [String] {
    guard let walk = FileManager.default.enumerator(atPath: root.path) else { return [] }
    var found: [String] = []
    while let path = walk.nextObject() as? String {
      if path == ".build" || path == ".git" {
        walk.skipDescendants()
        continue
      }
      let type = walk.fileAttributes?[.type] as? FileAttributeType
      if type == .typeRegular || type == .typeSymbolicLink { found.append(path) }
    }
    return found.sorted()
  }

  /// Runs git in the copy; returns what it printed, trimmed.
  @discardableResult
  private func git(_ arguments: [String]) throws -> String {
    let result = Shell.git(arguments, in: root)
    guard result.status == 0 else {
      throw KataFailure(
        "git \(arguments.first ?? "") failed in \(root.path): "
          + result.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
