import Foundation

/// The tutorials, and the workspace a learner takes them in: `Katas/tutorials.json`.
///
/// Each tutorial's steps are declared beside them, in the tutorial (``StepDeclaration``); this
/// says what the tutorial's files are in the package, and what its workspace holds.
public struct TutorialManifest: Codable, Sendable {
  /// What a tutorial's workspace builds: the smallest package its specs build in.
  ///
  /// `kata tutorial start` makes it on a branch of the learner's clone, and the replay in a git
  /// copy of the package: in the folders of the targets the tutorials build (the folders of
  /// `keep`'s paths, and of each tutorial's files), it keeps only the files of `keep`, but those
  /// of `remove`; the tutorial's own files are absent until a step writes them; `Package.swift`
  /// ends with `manifestLines`. Every other file of the clone stays as it is, to read.
  public struct WorkspacePlan: Codable, Sendable {
    /// Files and folders of the package, from its root, kept as they are.
    public var keep: [String]
    /// Files and folders under those that the workspace removes all the same.
    public var remove: [String]
    /// Lines added at the end of the workspace's `Package.swift`, to drop what it does not hold.
    public var manifestLines: [String]

    /// Whether the workspace keeps `path`, a file of the package (from its root), as it is in
    /// a folder the tutorials build.
    public func keeps(_ path: String) -> Bool {
      func under(_ folder: String) -> Bool { path == folder || path.hasPrefix(folder + "/") }
      return keep.contains(where: under) && !remove.contains(where: under)
    }

    /// The folder of a target that `path` (from the package root) is in: `Sources/NAME` under
    /// `Sources`, else its first folder (`Fakes`, `Specs`); `nil` for a file of the root.
    static func targetFolder(of path: String) -> String? {
      let parts = path.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count > 1 else { return nil }
      return parts[0] == "Sources" && parts.count > 2 ? "Sources/\(parts[1])" : String(parts[0])
    }

    /// The package's manifest `manifest`, with the workspace's lines at its end.
    func manifest(_ manifest: Data) -> Data {
      manifest + Data(("\n" + manifestLines.joined(separator: "\n") + "\n").utf8)
    }
  }

  /// One tutorial.
  public struct Entry: Codable, Sendable {
    /// The `.tutorial` file, from the package root.
    public var tutorial: String
    /// The folder of its steps' files, from the package root.
    public var steps: String
    /// For each file name a step shows (`@Code(name:)`), the package's file it is a state of.
    ///
    /// Paths are from the root. The tutorial grows each one from nothing: before its first
    /// step, the copy does not have it.
    public var files: [String: String]
    /// The katas whose answer the tutorial shows, by name: it names each before the step that
    /// shows it, so that a learner may take the kata first (`GuideSpoilerTests` reads it).
    public var answersKatas: [String]
  }

  /// The table of contents (`@Tutorials`), from the package root.
  public var contents: String
  /// What a tutorial's workspace builds.
  public var workspace: WorkspacePlan
  public var tutorials: [Entry]

  /// Reads the manifest at `url`.
  ///
  /// - Throws: ``KataFailure`` naming the file and what is wrong with it.
  public static func read(from url: URL) throws -> TutorialManifest {
    try Manifest.decoded(from: url, as: "a tutorials manifest")
  }
}
