import Foundation

/// One regression case of the date rules, as a line of `Conformance/cases/*.jsonl` holds it: a
/// question, the group the rules give, the rule of the date guide that decided it, and why.
///
/// The suite runs every case of those files against ``NearTermBoundaries`` and an oracle of its
/// own; `todo explain` ends with the case of what it explained, for a user to copy into
/// `Conformance/cases/local.jsonl`; the conformance runner sends other implementations the
/// question alone. A line is one JSON object:
///
/// ```json
/// {"id": "apia-skipped-friday-tomorrow-is-saturday", "now": "2011-12-29T12:00:00-10:00",
///  "due": "2011-12-31", "timeZone": "Pacific/Apia", "firstWeekday": 1, "calendar": "gregorian",
///  "expected": "tomorrow", "rule": "skipped-day", "tags": ["day-skipped", "dateline"],
///  "why": "Friday 2011-12-30 was skipped", "source": "tz: Samoa crossed the date line"}
/// ```
///
/// (on one line in a file), with `"withdrawn": "why"` added to a case that no longer runs: its
/// id is never used again.
public struct RegressionCase: Hashable, Sendable {
  /// The question: "now", the due date, the time zone, the week rule and the calendar.
  public var question: RegressionQuestion
  /// The group the rules give the due date.
  public var expected: NearTermGroup
  /// The short name of the rule of the date guide that decided it (``ruleNames``).
  public var rule: String
  /// Slugs that say what the case is about, such as `dst-gap`, `day-skipped` or `week-wrap`.
  public var tags: [String]
  /// Why the expected group is right, in one line.
  public var why: String
  /// Where the case comes from: a bug report, a peer's test, a reasoning.
  public var source: String
  /// Why the case was withdrawn, or `nil` for a case that runs.
  public var withdrawn: String?

  /// The case's id: its question's.
  public var id: String { question.id }

  /// The rules of the date guide that say where days begin and end, by their short names.
  public static let dayRuleNames = [
    "day-span", "first-instant", "day-goes-on", "calendar-zone", "skipped-day", "week-start",
    "skipped-days-count",
  ]

  /// Every rule a case may cite: the day rules, then the window's (``NearTermRule``).
  public static let ruleNames = dayRuleNames + NearTermRule.allCases.map(\.name)

  /// The fields every case has, in the order a line holds them; `withdrawn` may follow.
  static let fieldNames =
    RegressionQuestion.fieldNames + ["expected", "rule", "tags", "why", "source"]

  /// Creates a case from its question and answer, as given.
  public init(
    question: RegressionQuestion, expected: NearTermGroup, rule: String, tags: [String],
    why: String, source: String, withdrawn: String? = nil
  ) {
    self.question = question
    self.expected = expected
    self.rule = rule
    self.tags = tags
    self.why = why
    self.source = source
    self.withdrawn = withdrawn
  }

  /// Reads a case from a line of JSON, checking every field; a field no case has is refused,
  /// as it is most likely a misspelt one.
  ///
  /// - Throws: ``RegressionCaseError`` naming every problem of the line, each with what would
  ///   be accepted.
  public init(jsonLine: String) throws(RegressionCaseError) {
    guard let fields = JSONLine.fields(of: jsonLine) else { throw RegressionCaseError.notAnObject }
    let every =
      "a case has id, now, due, timeZone, firstWeekday, calendar, expected, rule, tags, why "
      + "and source"
    var problems: [String] = []
    let missing = Self.fieldNames.filter { fields[$0] == nil }
    if !missing.isEmpty {
      problems.append("has no \(RegressionQuestion.listed(missing)); \(every)")
    }
    for unknown in fields.keys.sorted() where !Self.fieldNames.contains(unknown) {
      guard unknown != "withdrawn" else { continue }
      problems.append(
        "has a field \"\(unknown)\" that no case has; \(every), and may have withdrawn")
    }
    let question = RegressionQuestion.reading(fields, problems: &problems)
    var expected: NearTermGroup?
    if let value = fields["expected"] {
      expected = if case .text(let name) = value { NearTermGroup(rawValue: name) } else { nil }
      if expected == nil {
        problems.append(
          "\"expected\" \(Self.shown(value))is not a group: beforeToday, today, tomorrow, "
            + "laterThisWeek, nextWeek or afterNextWeek")
      }
    }
    var rule: String?
    if let value = fields["rule"] {
      if case .text(let name) = value, Self.ruleNames.contains(name) { rule = name }
      if rule == nil {
        problems.append(
          "\"rule\" \(Self.shown(value))is not a rule of the date guide: "
            + Self.ruleNames.joined(separator: ", "))
      }
    }
    var tags: [String]?
    if let value = fields["tags"] {
      if case .list(let values) = value, !values.isEmpty,
        case let slugs = values.compactMap(Self.slug), slugs.count == values.count
      {
        tags = slugs
      } else {
        problems.append(
          "\"tags\" is not a list of one or more slugs, such as [\"dst-gap\", \"week-wrap\"]")
      }
    }
    let why = Self.line(
      "why", in: fields, hint: "say in one line why the expected group is right", &problems)
    let source = Self.line(
      "source", in: fields, hint: "name a bug report, a peer's test or a reasoning", &problems)
    let withdrawn = Self.line(
      "withdrawn", in: fields, hint: "say why the case was withdrawn", &problems)
    guard problems.isEmpty, let question, let expected, let rule, let tags, let why, let source
    else { throw RegressionCaseError(problems: problems) }
    self.init(
      question: question, expected: expected, rule: rule, tags: tags, why: why, source: source,
      withdrawn: withdrawn)
  }

  /// The case as one line of JSON, its fields in the order of the files.
  public var jsonLine: String {
    var fields = [
      question.fieldsText, "\"expected\": \(JSONString.quoted(expected.rawValue))",
      "\"rule\": \(JSONString.quoted(rule))",
      "\"tags\": [" + tags.map(JSONString.quoted).joined(separator: ", ") + "]",
      "\"why\": \(JSONString.quoted(why))", "\"source\": \(JSONString.quoted(source))",
    ]
    if let withdrawn { fields.append("\"withdrawn\": \(JSONString.quoted(withdrawn))") }
    return "{" + fields.joined(separator: ", ") + "}"
  }

  /// Returns a text value as a message quotes it, `'soon' `, or nothing for another value.
  private static func shown(_ value: JSONLine.Value) -> String {
    if case .text(let text) = value { "'\(text)' " } else { "" }
  }

  /// Returns the slug a value holds, or `nil`.
  private static func slug(_ value: JSONLine.Value) -> String? {
    guard case .text(let text) = value, RegressionQuestion.isSlug(text) else { return nil }
    return text
  }

  /// Returns the text of field `name`, which must say something, or `nil`, appending a problem
  /// to `problems` when the field is there but is not a text or says nothing.
  private static func line(
    _ name: String, in fields: [String: JSONLine.Value], hint: String,
    _ problems: inout [String]
  ) -> String? {
    guard let text = RegressionQuestion.text(name, in: fields, hint: hint, &problems) else {
      return nil
    }
    guard !text.allSatisfy(\.isWhitespace) else {
      problems.append("\"\(name)\" is empty; \(hint)")
      return nil
    }
    return text
  }
}
