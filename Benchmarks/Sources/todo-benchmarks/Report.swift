import Foundation

/// The table of figures and the target lines, printed at the end of the run.
struct Report {
  /// One row of the table.
  struct Row {
    let benchmark: String
    let work: String
    let figure: String
    let perUnit: String
  }

  /// One goal and how it went.
  struct Target {
    let name: String
    let measured: String
    let goal: String
    let met: Bool
  }

  private(set) var rows: [Row] = []
  private(set) var targets: [Target] = []

  /// Adds a row to the table.
  mutating func add(_ benchmark: String, work: String, figure: String, perUnit: String) {
    rows.append(Row(benchmark: benchmark, work: work, figure: figure, perUnit: perUnit))
  }

  /// Adds a target line.
  mutating func target(_ name: String, measured: String, goal: String, met: Bool) {
    targets.append(Target(name: name, measured: measured, goal: goal, met: met))
  }

  /// The table (Markdown), then one line per target.
  var lines: [String] {
    let header = Row(benchmark: "benchmark", work: "work", figure: "median", perUnit: "per unit")
    let all = [header] + rows
    func width(_ cell: (Row) -> String) -> Int { all.map { cell($0).count }.max() ?? 0 }
    let widths: [Int] = [width(\.benchmark), width(\.work), width(\.figure), width(\.perUnit)]
    func line(_ cells: [String]) -> String {
      let padded = zip(cells, widths).map { cell, width in
        cell.padding(toLength: width, withPad: " ", startingAt: 0)
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    func cells(_ row: Row) -> [String] { [row.benchmark, row.work, row.figure, row.perUnit] }
    let table = [line(cells(header)), line(widths.map { String(repeating: "-", count: $0) })]
    let targetLines = targets.map { target in
      let verdict = target.met ? "met" : "missed"
      return "target \(target.name): \(target.measured) (goal \(target.goal)) \(verdict)"
    }
    return table + rows.map { line(cells($0)) } + [""] + targetLines
  }
}

/// Formats a duration in seconds with a unit that keeps three significant digits: `3.91 ms`.
func formatDuration(_ seconds: Double) -> String {
  let scaled: [(Double, String)] = [(1, "s"), (1e-3, "ms"), (1e-6, "µs"), (1e-9, "ns")]
  let (scale, unit) = scaled.first { seconds >= $0.0 } ?? (1e-9, "ns")
  return "\(significant(seconds / scale)) \(unit)"
}

/// Formats a value with three significant digits and no exponent: `3.91`, `39.1`, `391`, `3910`.
func significant(_ value: Double) -> String {
  switch value {
  case ..<10: String(format: "%.2f", value)
  case ..<100: String(format: "%.1f", value)
  default: grouped(Int(value.rounded()))
  }
}

/// Formats a whole number with a space between groups of three digits: `1 000 000`.
func grouped(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { result.append(" ") }
    result.append(digit)
  }
  return value < 0 ? "-" + result : result
}
