import Foundation

/// A tutorial's steps as states of the learner's files, and where a learner's files stand among
/// them.
///
/// A tutorial grows a few of the package's files from nothing (`Katas/tutorials.json`'s
/// `files`): each step shows one of them as it is after that step. After step N, each file is
/// as the last step up to N that showed it has it, or absent before its first step.
///
/// Files are compared as code, not as text: by their words and symbols, the spaces between them
/// and the comments left out, so a learner who types a step with their own indentation, an
/// expression on one line rather than seven, or without its doc comments, has typed that step.
/// Files that are no step's state are nearest the state whose words and symbols they share the
/// most of, whatever their order: a learner halfway through a step has typed most of its words.
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
    /// The files are the code they are after the step at this index (from 0).
    case at(Int)
    /// The files are nearest the state after the step at `index`, and differ from it in
    /// `lines` lines of these files (from the root): a line typed otherwise counts once, as
    /// does a line added or left out.
    case nearest(index: Int, lines: [String: Int])
  }

  public let steps: [Step]
  /// After each step, the text of each file the tutorial has grown so far, by path.
  let states: [[String: String]]
  /// After each step, the words and symbols of each of those files (``code(of:)``), read once.
  let codes: [[String: [Substring]]]
  /// After each step, the step file that holds each file's text, by path: what a learner's file
  /// is compared with.
  public let sources: [[String: String]]

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
    var sources: [[String: String]] = []
    var state: [String: String] = [:]
    var source: [String: String] = [:]
    for step in tutorial.steps {
      guard let code = step.code, let path = entry.files[code.name],
        let text = stepFiles[code.file]
      else {
        throw KataFailure(
          "\(tutorial.path):\(step.line): the step \(step.id) shows no file of the tutorial: "
            + "`kata tutorials --no-build` says what is wrong")
      }
      state[path] = text
      source[path] = "\(entry.steps)/\(code.file)"
      steps.append(Step(step: step, path: path, source: "\(entry.steps)/\(code.file)"))
      states.append(state)
      sources.append(source)
    }
    self.steps = steps
    self.states = states
    self.codes = states.map { $0.mapValues(Self.code(of:)) }
    self.sources = sources
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
    let myCode = mine.mapValues(Self.code(of:))
    var best: (index: Int, distance: Int)?
    for (index, code) in codes.enumerated() {
      var distance = 0
      for path in grown {
        distance += Self.distance(myCode[path] ?? [], code[path] ?? [])
      }
      if distance == 0, grown.allSatisfy({ myCode[$0] == code[$0] }) {
        return .at(index)
      }
      if best.map({ distance <= $0.distance }) ?? true { best = (index, distance) }
    }
    guard let best else { return .notBegun }
    var lines: [String: Int] = [:]
    for path in grown where myCode[path] != codes[best.index][path] {
      lines[path] = max(Self.differingLines(mine[path], states[best.index][path]), 1)
    }
    return .nearest(index: best.index, lines: lines)
  }

  /// Whether `files` hold the text the step at `index` leaves, byte for byte, in every file
  /// the tutorial has grown by then: a copied step, not one typed with a comment or a space of
  /// the learner's own, whose compiler errors may be on other lines than the page's.
  public func hasText(of index: Int, in files: [String: String]) -> Bool {
    states[index].allSatisfy { path, text in files[path] == text }
  }

  /// Returns the words and symbols of the Swift source `text`, in order: each run of letters,
  /// digits and underscores one, each other character but a space one; comments left out (a
  /// `//` outside a string literal to the end of its line).
  static func code(of text: String) -> [Substring] {
    var tokens: [Substring] = []
    for line in text.split(separator: "\n") {
      var inString = false
      var index = line.startIndex
      var word: String.Index?
      func endWord(at end: String.Index) {
        if let start = word { tokens.append(line[start..<end]) }
        word = nil
      }
      while index < line.endIndex {
        let character = line[index]
        let next = line.index(after: index)
        if !inString, character == "/", next < line.endIndex, line[next] == "/" {
          break
        }
        if character.isLetter || character.isNumber || character == "_" {
          if word == nil { word = index }
        } else {
          endWord(at: index)
          if character == "\"" { inString.toggle() }
          if !character.isWhitespace { tokens.append(line[index..<next]) }
        }
        index = next
      }
      endWord(at: index)
    }
    return tokens
  }

  /// Returns how far apart two files' words and symbols are, whatever their order: the larger of
  /// the count of those the first has more of and the count of those the second has more of.
  static func distance(_ mine: [Substring], _ step: [Substring]) -> Int {
    var counts: [Substring: Int] = [:]
    for token in mine { counts[token, default: 0] += 1 }
    for token in step { counts[token, default: 0] -= 1 }
    let extra = counts.values.filter { $0 > 0 }.reduce(0, +)
    let missing = counts.values.filter { $0 < 0 }.reduce(0, -)
    return max(extra, missing)
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
