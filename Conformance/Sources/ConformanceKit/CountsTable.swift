import TodoVIPER

/// The counts of a run by case file, by tag or by rule: which files, kinds of case or rules
/// an implementation gets wrong, where a total mixes them.
struct CountsTable {
  let grouping: RunOptions.Grouping
  /// Each row's name and counts: files in the order read, tags by name, rules in the date
  /// guide's order.
  let rows: [(name: String, counts: Counts)]

  init(_ results: [CaseResult], by grouping: RunOptions.Grouping) {
    self.grouping = grouping
    var counts: [String: Counts] = [:]
    var order: [String] = []
    for result in results {
      let regressionCase = result.entry.regressionCase
      let names =
        switch grouping {
        case .file: [result.entry.file]
        case .tag: regressionCase.tags
        case .rule: [regressionCase.rule]
        }
      for name in names {
        if counts[name] == nil { order.append(name) }
        counts[name, default: Counts()].add(result)
      }
    }
    switch grouping {
    case .file: break
    case .tag: order.sort()
    case .rule: order = RegressionCase.ruleNames.filter { counts[$0] != nil }
    }
    rows = order.map { ($0, counts[$0] ?? Counts()) }
  }

  /// The table as lines: a header, then a row each, the name left and the counts right.
  var lines: [String] {
    let header = [grouping.rawValue, "cases", "passed", "failed", "errors", "known"]
    let body = rows.map { row in
      [row.name]
        + [
          row.counts.cases, row.counts.passed, row.counts.failed, row.counts.errors,
          row.counts.knownFailures,
        ].map(String.init)
    }
    let widths = header.indices.map { column in
      ([header] + body).map { $0[column].unicodeScalars.count }.max() ?? 0
    }
    return ([header] + body).map { cells in
      cells.indices.map { column in
        let padding = String(
          repeating: " ", count: widths[column] - cells[column].unicodeScalars.count)
        return column == 0 ? cells[column] + padding : padding + cells[column]
      }.joined(separator: "  ")
    }
  }
}
