import Foundation

/// The tutorials the replay checks, and the copy of the package it replays them in:
/// `Katas/tutorials.json`.
///
/// Each tutorial's steps are declared beside them, in the tutorial (``StepDeclaration``); this
/// says what the tutorial's files are in the package, and what the copy holds.
public struct TutorialManifest: Codable, Sendable {
  /// What the copy the steps are built in holds: the smallest package their specs build in.
  public struct Copy: Codable, Sendable {
    /// Files and folders of the package, from its root, copied as they are.
    public var take: [String]
    /// Files and folders under those left out.
    public var leaveOut: [String]
    /// Lines added at the end of the copy's `Package.swift`, to drop what it does not hold.
    public var manifestLines: [String]
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
  public var copy: Copy
  public var tutorials: [Entry]

  /// Reads the manifest at `url`.
  ///
  /// - Throws: ``KataFailure`` naming the file and what is wrong with it.
  public static func read(from url: URL) throws -> TutorialManifest {
    try Manifest.decoded(from: url, as: "a tutorials manifest")
  }
}
