import Foundation
import TodoVIPER

/// The answers read from a program, line by line: each case's verdict, and each line that
/// answers nothing that was asked.
struct Answers {
  /// The verdicts so far, by case id.
  private(set) var verdicts: [String: Verdict] = [:]
  /// What was wrong with lines that were not answers to a question asked.
  private(set) var problems: [String] = []
  private let expected: [String: NearTermGroup]
  private var lineNumber = 0

  init(cases: [RegressionCase]) {
    expected = Dictionary(
      cases.map { ($0.id, $0.expected) }, uniquingKeysWith: { first, _ in first })
  }

  /// Whether every question has its answer.
  var isComplete: Bool { verdicts.count == expected.count }

  /// Reads one line of the program's output.
  mutating func read(_ text: String) {
    lineNumber += 1
    let line = text.hasSuffix("\r") ? String(text.dropLast()) : text
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    let shown = line.count > 120 ? line.prefix(120) + "…" : Substring(line)
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
      let id = object["id"] as? String
    else {
      problems.append(
        "line \(lineNumber) of the output is not an answer {\"id\": …, \"group\": …}: \(shown)")
      return
    }
    guard let expectedGroup = expected[id] else {
      problems.append("line \(lineNumber) of the output answers \(id), which was not asked")
      return
    }
    guard verdicts[id] == nil else {
      problems.append("line \(lineNumber) of the output answers \(id) a second time")
      return
    }
    if let group = object["group"] as? String {
      verdicts[id] =
        if group == expectedGroup.rawValue {
          .pass
        } else if NearTermGroup(rawValue: group) != nil {
          .fail(expected: expectedGroup.rawValue, got: group)
        } else {
          .error(
            "answered '\(group)', which is not a group: "
              + NearTermGroup.allCases.map(\.rawValue).joined(separator: ", "))
        }
    } else if let reason = object["error"] as? String {
      verdicts[id] = .error("the program has no answer: \(reason)")
    } else {
      verdicts[id] = .error("the answer has no \"group\" and no \"error\": \(shown)")
    }
  }
}
