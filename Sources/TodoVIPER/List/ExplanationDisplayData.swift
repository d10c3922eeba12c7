/// What the list view shows for `explain`: rows of a label and a value, in order.
public struct ExplanationDisplayData: Hashable, Sendable {
  /// The rows, such as ("start of today", "2026-11-22T00:00:00+01:00").
  public var rows: [ExplanationRow]

  /// Creates display data from its rows.
  public init(rows: [ExplanationRow]) {
    self.rows = rows
  }
}

/// One row of an explanation: what it is and its value, both in the screen's words.
public struct ExplanationRow: Hashable, Sendable {
  /// What the row shows, such as "start of next week".
  public var label: String
  /// Its value, such as "2026-11-29T00:00:00Z".
  public var value: String

  /// Creates a row.
  public init(_ label: String, _ value: String) {
    self.label = label
    self.value = value
  }
}
