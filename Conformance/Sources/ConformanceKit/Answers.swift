import Foundation
import TodoVIPER
import ToolPlatform

/// The answers read from a program, line by line to the end of its output: each case's
/// verdict, and what was wrong with the lines that answered nothing asked.
///
/// Every line is judged, those after the last answer too: a second answer, all the more a
/// different one, and an answer to an id never asked fail the run. The problems kept are
/// bounded, so that a program that writes without end cannot fill the runner's memory: lines
/// that are not answers are one problem with their count, and past ``problemLimit`` others
/// are counted, not kept.
struct Answers {
  /// The verdicts so far, by case id.
  private(set) var verdicts: [String: Verdict] = [:]
  /// The group each case was first answered with.
  private var groups: [String: String] = [:]
  private let expected: [String: String]
  private var problems: [String] = []
  private var overflow = 0
  private var lineNumber = 0
  /// The first line that was not an answer, and where its problem is kept, if it is.
  private var firstStray: (line: Int, index: Int?)?
  private var strays = 0

  /// The most problems with the output kept; the rest are counted.
  static let problemLimit = 20
  /// The most characters of the output a message quotes.
  static let shownLimit = 120

  init(cases: [RegressionCase]) {
    expected = Dictionary(
      cases.map { ($0.id, $0.expected.rawValue) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether every question has its answer.
  var isComplete: Bool { verdicts.count == expected.count }

  /// Judges one line of the program's output.
  ///
  /// - Returns: Whether the line gave a case its first answer: the program is getting on.
  mutating func read(_ line: OutputLines.Line) -> Bool {
    lineNumber += 1
    guard case .text(let bytes) = line else {
      stray(
        "line \(lineNumber) of the output is longer than \(OutputLines.limit) bytes, and was not read"
      )
      return false
    }
    var text = String(decoding: bytes, as: UTF8.self)
    if text.hasSuffix("\r") { text.removeLast() }
    if text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" }) { return false }
    // A line that does not open an object is no answer: not worth the JSON reader's time.
    let opensAnObject = text.unicodeScalars.first { $0 != " " && $0 != "\t" } == "{"
    guard opensAnObject,
      let answer = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let id = answer["id"] as? String
    else {
      stray(
        "line \(lineNumber) of the output is not an answer {\"id\": …, \"group\": …}: "
          + Self.shown(text))
      return false
    }
    guard let expectedGroup = expected[id] else {
      problem("line \(lineNumber) of the output answers \(Self.shown(id)), which was not asked")
      return false
    }
    let group = answer["group"] as? String
    guard verdicts[id] == nil else {
      if let group, let first = groups[id], group != first {
        problem(
          "line \(lineNumber) of the output answers \(id) a second time, and otherwise: "
            + "\(Self.shown(first)), then \(Self.shown(group))")
      } else {
        problem("line \(lineNumber) of the output answers \(id) a second time")
      }
      return false
    }
    if let group {
      groups[id] = group
      verdicts[id] =
        if group == expectedGroup {
          .pass
        } else if NearTermGroup(rawValue: group) != nil {
          .fail(expected: expectedGroup, got: group)
        } else {
          .error(
            "answered '\(Self.shown(group))', which is not a group: "
              + NearTermGroup.allCases.map(\.rawValue).joined(separator: ", "))
        }
    } else if let reason = answer["error"] as? String {
      verdicts[id] = .error("the program has no answer: \(Self.shown(reason))")
    } else {
      verdicts[id] = .error("the answer has no \"group\" and no \"error\": \(Self.shown(text))")
    }
    return true
  }

  /// What was wrong with the output: each problem kept, the count of lines that were not
  /// answers on the first of them, and the count of the problems not kept.
  var generalProblems: [String] {
    var result = problems
    if let index = firstStray?.index, strays > 1 {
      let more = strays - 1
      result[index] +=
        "; \(more) more \(more == 1 ? "line is" : "lines are") not answers either"
    }
    if overflow > 0 {
      result.append(
        "and \(overflow) more \(overflow == 1 ? "problem" : "problems") with the program's output")
    }
    return result
  }

  /// What a case without an answer adds to its reason when lines were not answers: the program
  /// may have answered it, in a form the runner cannot read.
  var strayNote: String {
    guard let firstStray else { return "" }
    return strays == 1
      ? "; line \(firstStray.line) of its output was not an answer"
      : "; \(strays) lines of its output were not answers"
  }

  /// Notes a line that is not an answer: the first is a problem, the others are counted.
  private mutating func stray(_ text: String) {
    strays += 1
    guard firstStray == nil else { return }
    firstStray = (lineNumber, problems.count < Self.problemLimit ? problems.count : nil)
    problem(text)
  }

  /// Keeps a problem, or counts it once ``problemLimit`` are kept.
  private mutating func problem(_ text: String) {
    if problems.count < Self.problemLimit {
      problems.append(text)
    } else {
      overflow += 1
    }
  }

  /// A piece of the program's output as a message quotes it: escaped, and cut after
  /// ``shownLimit`` characters (Unicode scalars, so that a mark cannot stretch one).
  static func shown(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > shownLimit else { return ToolOutput.escaped(text) }
    var cut = String.UnicodeScalarView()
    cut.append(contentsOf: scalars.prefix(shownLimit))
    return ToolOutput.escaped(String(cut)) + "…"
  }
}
