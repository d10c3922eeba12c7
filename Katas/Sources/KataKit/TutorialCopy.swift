import Foundation

/// The copy of the package a tutorial's steps are built in: `.build/kata-tutorials/package`,
/// which `rm -rf .build` removes with the rest of the build.
///
/// It holds what `Katas/tutorials.json` takes (the core without its composition root, the
/// doubles, what their specs build on) and, of the specs, the files of the tutorial under way,
/// each as its step has it; its manifest drops every target it does not hold. It is kept between
/// runs, with its build folder, and made to match the package again at the start of each
/// tutorial, a file written only where it differs: the first replay builds it, a few minutes on
/// a fresh clone; a step after that rebuilds what it changed.
struct TutorialCopy {
  /// The package's root.
  let source: URL
  let plan: TutorialManifest.Copy
  /// The copy's root.
  let root: URL

  init(of source: URL, as plan: TutorialManifest.Copy) {
    self.source = source
    self.plan = plan
    root = source.appendingPathComponent(".build/kata-tutorials/package")
  }

  /// The copy, as a package the tool builds and runs the specs of.
  var workspace: Workspace { Workspace(copyAt: root) }

  /// Makes the copy hold the package's files as the plan takes them, with its manifest's lines,
  /// and no other file (its build folder aside): `without`, paths from the root, left out too.
  ///
  /// - Returns: How many files it wrote or removed.
  @discardableResult
  func reset(without: [String]) throws -> Int {
    var wanted: [String: Data] = [:]
    for path in try taken() where !without.contains(path) {
      wanted[path] = try Data(contentsOf: source.appendingPathComponent(path))
    }
    if let manifest = wanted["Package.swift"] {
      wanted["Package.swift"] =
        manifest + Data(("\n" + plan.manifestLines.joined(separator: "\n") + "\n").utf8)
    }
    var changed = 0
    for path in try files(under: root, skipping: [".build"]) where wanted[path] == nil {
      try FileManager.default.removeItem(at: root.appendingPathComponent(path))
      changed += 1
    }
    for (path, data) in wanted where try write(data, to: path) {
      changed += 1
    }
    return changed
  }

  /// Puts `text` in the copy at `path`, from its root; returns whether it changed the file.
  @discardableResult
  func write(_ text: String, to path: String) throws -> Bool {
    try write(Data(text.utf8), to: path)
  }

  private func write(_ data: Data, to path: String) throws -> Bool {
    let file = root.appendingPathComponent(path)
    if (try? Data(contentsOf: file)) == data { return false }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
    return true
  }

  /// The package's files the plan takes, as paths from the root.
  func taken() throws -> [String] {
    var paths: [String] = []
    for taken in plan.take {
      var isFolder: ObjCBool = false
      guard
        FileManager.default.fileExists(
          atPath: source.appendingPathComponent(taken).path, isDirectory: &isFolder)
      else {
        throw KataFailure("Katas/tutorials.json takes \(taken), which the package does not have")
      }
      paths +=
        isFolder.boolValue
        ? try files(under: source.appendingPathComponent(taken), skipping: []).map {
          "\(taken)/\($0)"
        } : [taken]
    }
    return paths.filter { path in
      !plan.leaveOut.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
  }

  /// The regular files under `folder`, as paths from it, but those under `skipping` (whose
  /// folders it does not enter: a build folder holds tens of thousands).
  private func files(under folder: URL, skipping: [String]) throws -> [String] {
    guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    var found: [String] = []
    while let path = walk.nextObject() as? String {
      if skipping.contains(path) {
        walk.skipDescendants()
        continue
      }
      if walk.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
        found.append(path)
      }
    }
    return found.sorted()
  }
}
