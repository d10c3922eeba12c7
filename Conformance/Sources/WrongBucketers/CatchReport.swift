import ConformanceKit
import TodoVIPER

/// Which cases catch which wrong bucketer: for every wrong bucketer, the cases that catch it,
/// and for every hand-written case, the wrong bucketers it catches.
///
/// Every wrong bucketer must be caught, and every hand-written case must catch one or carry
/// the tag `guard`, its `why` saying why it is kept; anything else is a problem.
public struct CatchReport: Sendable {
  /// Each wrong bucketer with the ids of the cases that catch it, in the files' order.
  public let caught: [(bucketer: WrongBucketer, ids: [String])]
  /// Each hand-written case with the names of the wrong bucketers it catches.
  public let catches: [(entry: CaseFiles.Entry, names: [String])]

  /// Works out the report for the cases that run of `cases`.
  public init(cases: [CaseFiles.Entry], bucketers: [WrongBucketer]) {
    let running = cases.filter { $0.regressionCase.withdrawn == nil }
    let verdicts = bucketers.map { bucketer in
      running.map { bucketer.isCaught(by: $0.regressionCase) }
    }
    caught = bucketers.indices.map { index in
      (
        bucketers[index],
        running.indices.filter { verdicts[index][$0] }.map { running[$0].regressionCase.id }
      )
    }
    catches = running.indices.filter { running[$0].isHandWritten }.map { caseIndex in
      (
        running[caseIndex],
        bucketers.indices.filter { verdicts[$0][caseIndex] }.map { bucketers[$0].name }
      )
    }
  }

  /// What the catalogue and the cases must fix: a wrong bucketer no case catches, a
  /// hand-written case that catches none and is not a guard.
  public var problems: [String] {
    caught.filter { $0.ids.isEmpty }.map {
      "no case catches the wrong bucketer \($0.bucketer.name): add a case that does"
    }
      + catches.filter {
        $0.names.isEmpty && !$0.entry.regressionCase.tags.contains("guard")
      }.map {
        "\($0.entry.place) \($0.entry.regressionCase.id) catches no wrong bucketer: tag it "
          + "guard and say in its why why it is kept, or withdraw it"
      }
  }

  /// The report as text.
  public var text: String {
    var text = "Wrong bucketers, and the cases that catch them\n\n"
    for (bucketer, ids) in caught {
      let shown = ids.prefix(6).joined(separator: ", ")
      text += "\(bucketer.name): caught by \(ids.count) \(ids.count == 1 ? "case" : "cases")\n"
      text += "  mistake: \(bucketer.mistake)\n  source: \(bucketer.source)\n"
      text += "  cases: \(ids.isEmpty ? "none" : shown)"
      text += ids.count > 6 ? ", and \(ids.count - 6) more\n" : "\n"
    }
    text += "\nHand-written cases, and the wrong bucketers they catch\n\n"
    for (entry, names) in catches {
      let guarded = entry.regressionCase.tags.contains("guard") ? " (guard)" : ""
      text +=
        "\(entry.regressionCase.id)\(guarded): "
        + (names.isEmpty ? "none" : names.joined(separator: ", ")) + "\n"
    }
    let problems = problems
    text += "\n\(caught.count) wrong bucketers, \(catches.count) hand-written cases: "
    text += problems.isEmpty ? "every wrong bucketer is caught, every case earns its place\n" : ""
    text += problems.map { "problem: \($0)\n" }.joined()
    return text
  }
}
