import Foundation

/// A tutorial's steps as states of the learner's files, and where a learner's files stand among
/// them.
///
/// A tutorial grows a few of the package's files from nothing (`Katas/tutorials.json`'s
/// `files`): each step shows one of them as it is after that step. After step N, each file is
/// as the last step up to N that showed it has it, or absent before its first step. A learner's
/// files are at step N when they are that state; typed by hand, they are nearest the step whose
/// state differs from them in the fewest lines.
public struct TutorialStates: Sendable {
  /// One step, with what a learner needs to take it.
  public struct Step: Sendable, Equatable {
    /// The step as the tutorial has it: its title, its declaration.
    public var step: Tutorial.Step
    /// The package's file the step writes, from the root: `Specs/List/ListInteractorSpecs.swift`.
    public var path: String
    /// The step's own file, from the root, which a learner may copy instead of typing it.
    public var source: String
  }

  /// Where a learner's files stand.
  public enum Place: Sendable, Equatable {
    /// Every file the tutorial grows is absent: its first step comes next.
    case notBegun
    /// The files are exactly as they are after the step at this index (from 0).
    case at(Int)
    /// The files are nearest the state after the step at `index`, and differ from it in
    /// `lines` lines of these files (from the root), each counted once as added or removed.
    case nearest(index: Int, lines: [String: Int])
  }

  public let steps: [Step]
  /// After each step, the text of each file the tutorial has grown so far, by path.
  let states: [[String: String]]

  /// Reads `tutorial`'s steps, with its files and its steps' files as `entry` and `stepFiles`
  /// (by name, with their text) give them.
  ///
  /// - Throws: ``KataFailure`` when a step shows no file, a file the manifest does not name, or
  ///   one its folder of steps does not have: the replay's file check names such problems.
  public init(
    tutorial: Tutorial, entry: TutorialManifest.Entry, stepFiles: [String: String]
  ) throws {
    var steps: [Step] = []
    var states: [[String: String]] = []
    var state: [String: String] = [:]
    for step in tutorial.steps {
      guard let code = step.code, let path = entry.files[code.name],
        let text = stepFiles[code.file]
      else {
        throw KataFailure(
          "\(tutorial.path):\(step.line): the step \(step.id) shows no file of the tutorial: "
            + "`kata tutorials --no-build` says what is wrong")
      }
      state[path] = text
      steps.append(Step(step: step, path: path, source: "\(entry.steps)/\(code.file)"))
      states.append(state)
    }
    self.steps = steps
    self.states = states
  }

  /// Returns where `files` stand: the text of each file of the tutorial the learner has, by
  /// path (a file absent is left out).
  ///
  /// When two states are as near, the later wins: a learner typing a step's new lines with a
  /// slip is on their way to that step.
  public func place(of files: [String: String]) -> Place {
    let grown = Set(states.last?.keys.map { $0 } ?? [])
    let mine = files.filter { grown.contains($0.key) }
    if mine.isEmpty { return .notBegun }
    var best: (index: Int, lines: [String: Int], total: Int)?
    for (index, state) in states.enumerated() {
      var lines: [String: Int] = [:]
      for path in grown {
        let count = Self.differingLines(mine[path], state[path])
        if count > 0 { lines[path] = count }
      }
      let total = lines.values.reduce(0, +)
      if total == 0 { return .at(index) }
      if best.map({ total <= $0.total }) ?? true { best = (index, lines, total) }
    }
    guard let best else { return .notBegun }
    return .nearest(index: best.index, lines: best.lines)
  }

  /// Returns the number of lines in which `mine` and `step` differ.
  ///
  /// A line typed otherwise counts once, as does a line added or left out: the larger of the
  /// lines to add and the lines to remove. A missing file counts as no lines. Lines are compared
  /// without the spaces around them, and blank lines are left out: a learner's indentation is
  /// not a difference.
  static func differingLines(_ mine: String?, _ step: String?) -> Int {
    func lines(_ text: String?) -> [Substring] {
      (text ?? "").split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)[...]
      }.filter { !$0.isEmpty }
    }
    let difference = lines(mine).difference(from: lines(step))
    return max(difference.insertions.count, difference.removals.count)
  }
}
