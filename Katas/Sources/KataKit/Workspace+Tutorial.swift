import Foundation

extension Workspace {
  /// The branch of the tutorial `name`'s workspace: `kata/tutorial/BuildAVIPERModuleTestFirst`.
  public static func tutorialBranch(_ name: String) -> String {
    "kata/tutorial/\(name)"
  }

  /// The message of the commit that makes the tutorial `name`'s workspace.
  static func tutorialStartMessage(_ name: String) -> String {
    "kata tutorial \(name): the workspace"
  }

  /// Returns the files of `base` that the workspace of the tutorial `entry` removes, from the
  /// root: in the folders of the targets the tutorials build, those `plan` does not keep, and
  /// the tutorial's own files.
  ///
  /// - Parameter tracked: Every file of `base`, from the root.
  static func removed(
    from tracked: [String], by plan: TutorialManifest.WorkspacePlan,
    for entry: TutorialManifest.Entry
  ) -> [String] {
    let built = Set(
      (plan.keep + entry.files.values).compactMap(TutorialManifest.WorkspacePlan.targetFolder))
    let grown = Set(entry.files.values)
    return tracked.filter { path in
      guard let folder = TutorialManifest.WorkspacePlan.targetFolder(of: path),
        built.contains(folder)
      else { return false }
      return grown.contains(path) || !plan.keeps(path)
    }
  }

  /// Makes the commit of the tutorial `entry`'s workspace on `base`: what ``removed(from:by:for:)``
  /// names taken out, and `Package.swift` ending with the plan's lines.
  ///
  /// It touches neither the tree, the index nor any branch: it works in an index of its own.
  ///
  /// - Returns: The commit's id.
  func tutorialCommit(
    for entry: TutorialManifest.Entry, as plan: TutorialManifest.WorkspacePlan, on base: String,
    message: String
  ) throws -> String {
    let index = gitPath("todo-katas-index")
    defer { try? FileManager.default.removeItem(at: index) }
    let environment = ["GIT_INDEX_FILE=\(index.path)"]
    func git(_ arguments: [String], _ what: String) throws -> String {
      let result = Shell.git(arguments, in: root, environment: environment)
      guard result.status == 0 else {
        throw KataFailure(
          "git could not \(what): \(result.output.trimmingCharacters(in: .whitespacesAndNewlines))"
        )
      }
      return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    let base = revision(of: base)
    _ = try git(["read-tree", base], "read \(base)")
    let tracked = try git(["ls-files", "-z"], "list the files of \(base)")
      .split(separator: "\0").map(String.init)
    let removed = Self.removed(from: tracked, by: plan, for: entry)
    for chunk in stride(from: 0, to: removed.count, by: 200) {
      let paths = Array(removed[chunk..<min(chunk + 200, removed.count)])
      _ = try git(["update-index", "--force-remove", "--"] + paths, "take files out")
    }
    let manifest = try git(["show", "\(base):Package.swift"], "read Package.swift")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: file) }
    try Files.write(plan.manifest(Data((manifest + "\n").utf8)), to: file)
    let blob = try git(["hash-object", "-w", file.path], "store the workspace's Package.swift")
    _ = try git(
      ["update-index", "--cacheinfo", "100644,\(blob),Package.swift"], "put Package.swift in")
    let tree = try git(["write-tree"], "write the workspace's tree")
    return try git(["commit-tree", tree, "-p", base, "-m", message], "commit the workspace")
  }
}

extension Workspace {
  /// The text of each file the tutorial `entry` grows that the tree has, by path from the root.
  public func tutorialFiles(of entry: TutorialManifest.Entry) -> [String: String] {
    var files: [String: String] = [:]
    for path in entry.files.values {
      if let text = try? Files.text(root.appendingPathComponent(path)) {
        files[path] = text
      }
    }
    return files
  }
}
