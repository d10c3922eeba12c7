import Foundation

extension Workspace {
  /// The learner's progress: the kata under way, the branch it started from, the katas done.
  public struct Progress: Codable, Sendable, Equatable {
    /// The kata under way, if any.
    public var current: String?
    /// The tutorial under way, if any (when it is, no kata is): its name, as
    /// `kata tutorial start` takes it.
    public var tutorial: String?
    /// The branch (or commit) the kata or tutorial was started from, which `kata reset` goes
    /// back to.
    public var origin: String?
    /// The katas the learner has finished, by name.
    public var done: [String] = []
    /// The hints of the last check, for `kata hint`.
    public var hints: [String] = []
    /// The level of the last hint `kata hint` gave for the kata under way, 1 to 3.
    public var hintLevel: Int?
    /// The kata of the last check, and whether that check passed; `nil` before the first.
    public var lastChecked: String?
    public var lastCheckPassed: Bool?

    public init() {}

    /// Whether `kata` is done and no check since has failed: a learner who breaks a finished
    /// kata's work again gets its hints back, not "done".
    public func standsDone(_ kata: String) -> Bool {
      done.contains(kata) && !(lastChecked == kata && lastCheckPassed == false)
    }
  }

  public func progress() -> Progress {
    guard let data = try? Files.read(gitPath("todo-katas.json")),
      let progress = try? JSONDecoder().decode(Progress.self, from: data)
    else { return Progress() }
    return progress
  }

  public func save(_ progress: Progress) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try Files.write(try encoder.encode(progress), to: gitPath("todo-katas.json"))
    } catch {
      throw KataFailure("cannot save your progress: \(error.localizedDescription)")
    }
  }
}
