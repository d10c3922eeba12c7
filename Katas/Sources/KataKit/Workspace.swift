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
      // A link's text, not the link: the copy never reaches outside itself.
      try Files.write(try Files.read(from), to: to)
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
    try Files.write(Self.specsOnly(try Files.read(manifest)), to: manifest)
    return (Workspace(copyAt: copy.root), folder)
  }
}
