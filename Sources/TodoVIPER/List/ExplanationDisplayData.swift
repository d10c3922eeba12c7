/// What the list view shows for `explain`: rows of a label and a value, in order, then the
/// case line.
public struct ExplanationDisplayData: Hashable, Sendable {
  /// The rows, such as ("start of today", "2026-11-22T00:00:00+01:00").
  public var rows: [ExplanationRow]
  /// The regression case of what was explained, `case: {…}`, for a user to copy into
  /// `Conformance/cases/local.jsonl`; `nil` when there is none.
  ///
  /// It is data, not words: the same in every language, its label untranslated and no text of
  /// it isolated, so that a line copied from any screen reads as JSON and runs as a case.
  public var caseLine: String?

  /// Creates display data from its rows and case line.
  public init(rows: [ExplanationRow], caseLine: String? = nil) {
    self.rows = rows
    self.caseLine = caseLine
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
