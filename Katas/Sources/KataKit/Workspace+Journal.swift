import Foundation

extension Workspace {
  /// A command of several steps that changes the tree or the branches: written in the git
  /// folder (`todo-katas-journal.json`) before its first step and removed after its last, so a
  /// command that was stopped between them is completed or rolled back by the next one.
  public struct Journal: Codable, Sendable, Equatable {
    public enum Step: String, Codable, Sendable {
      /// `kata start`: from the branch `from` to the kata's branch `to`.
      case start
      /// `kata reset`: from the kata's branch `from` back to `to`, where the kata was started.
      case reset
      /// `kata check` of the tool before ``Schemata``, which put the wrong version
      /// `wrongVersion` in the tree: a note such a check left is still taken care of.
      case check
    }

    public var step: Step
    /// The kata, or with `tutorial`, the tutorial.
    public var kata: String
    /// Whether `kata` names a tutorial (`kata tutorial start`) rather than a kata.
    public var tutorial: Bool?
    public var from: String?
    public var to: String?
    /// For `start`: the branch `kata reset` goes back to.
    public var origin: String?
    /// For `start`: whether it made the kata's branch (a rolled-back start deletes it).
    public var madeBranch: Bool?
    /// For `start`: the commit it made the kata's branch at, its starting state.
    ///
    /// A rolled-back start deletes the branch only while it still points there: a commit on it
    /// since is the learner's.
    public var startingCommit: String?
    /// For `check`: the patch of the wrong version in the tree.
    public var wrongVersion: String?

    public init(
      step: Step, kata: String, from: String? = nil, to: String? = nil, origin: String? = nil,
      madeBranch: Bool? = nil, startingCommit: String? = nil, wrongVersion: String? = nil,
      tutorial: Bool? = nil
    ) {
      self.step = step
      self.kata = kata
      self.tutorial = tutorial
      self.from = from
      self.to = to
      self.origin = origin
      self.madeBranch = madeBranch
      self.startingCommit = startingCommit
      self.wrongVersion = wrongVersion
    }
  }

  var journalFile: URL { gitPath("todo-katas-journal.json") }
  /// The note a check of the tool before the journal left: the name of the wrong version it
  /// had applied.
  var appliedNote: URL { gitPath("todo-katas-applied") }

  /// The journal of a command that did not finish, if there is one.
  public func journal() -> Journal? {
    if let data = try? Files.read(journalFile),
      let journal = try? JSONDecoder().decode(Journal.self, from: data)
    {
      return journal
    }
    guard let data = try? Files.read(appliedNote) else { return nil }
    let patch = String(decoding: data, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return Journal(step: .check, kata: "", wrongVersion: patch)
  }

  public func write(_ journal: Journal) throws {
    do {
      try Files.write(try JSONEncoder().encode(journal), to: journalFile)
    } catch {
      throw KataFailure("cannot write \(journalFile.path): \(error.localizedDescription)")
    }
  }

  public func clearJournal() {
    try? FileManager.default.removeItem(at: journalFile)
    try? FileManager.default.removeItem(at: appliedNote)
  }
}
