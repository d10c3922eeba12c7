import Fakes
import Foundation
import Testing
import TodoVIPER

/// A regression case as a line of JSON (`Conformance/cases/*.jsonl`): read, checked field by
/// field with a message that names the problem, written back, and answered by the package.
struct RegressionCaseSpecs {
  static let apiaLine =
    #"{"id": "apia-skipped-friday-tomorrow-is-saturday", "now": "2011-12-29T12:00:00-10:00", "#
    + #""due": "2011-12-31", "timeZone": "Pacific/Apia", "firstWeekday": 1, "#
    + #""calendar": "gregorian", "expected": "tomorrow", "rule": "skipped-day", "#
    + #""tags": ["day-skipped", "dateline"], "why": "Friday 2011-12-30 was skipped", "#
    + #""source": "tz: Samoa crossed the date line"}"#

  @Test func `a case line is read field by field`() throws {
    let regressionCase = try RegressionCase(jsonLine: Self.apiaLine)

    #expect(regressionCase.id == "apia-skipped-friday-tomorrow-is-saturday")
    #expect(regressionCase.question.now == "2011-12-29T12:00:00-10:00")
    #expect(regressionCase.question.due == "2011-12-31")
    #expect(regressionCase.question.timeZone == "Pacific/Apia")
    #expect(regressionCase.question.firstWeekday == 1)
    #expect(regressionCase.question.calendar == "gregorian")
    #expect(regressionCase.expected == .tomorrow)
    #expect(regressionCase.rule == "skipped-day")
    #expect(regressionCase.tags == ["day-skipped", "dateline"])
    #expect(regressionCase.why == "Friday 2011-12-30 was skipped")
    #expect(regressionCase.source == "tz: Samoa crossed the date line")
    #expect(regressionCase.withdrawn == nil)
  }

  @Test func `a due day means its first instant in the case's zone, as add reads it`() throws {
    let question = try RegressionCase(jsonLine: Self.apiaLine).question

    // Saturday 2011-12-31 began at 00:00 +14, the instant Thursday ended at 24:00 -10.
    #expect(question.nowInstant == .iso("2011-12-29T22:00:00Z"))
    #expect(question.dueInstant == .iso("2011-12-30T10:00:00Z"))
    #expect(question.calendarOfCase.timeZone.identifier == "Pacific/Apia")
    #expect(question.calendarOfCase.firstWeekday == 1)
    #expect(question.calendarOfCase.identifier == .gregorian)
  }

  @Test(arguments: [
    ("Pacific/Apia", "2011-12-29T12:00:00-10:00", "2011-12-30", "2011-12-30T10:00:00Z"),
    ("Pacific/Kiritimati", "1994-12-30T12:00:00-10:00", "1994-12-31", "1994-12-31T10:00:00Z"),
  ])
  func `a due day the zone skipped means the first instant of the next day that exists`(
    _ zone: String, _ now: String, _ due: String, _ instant: String
  ) throws {
    let question = try RegressionQuestion(
      id: "skipped-due", now: now, due: due, timeZone: zone, firstWeekday: 1,
      calendar: "gregorian")

    // Apia's Friday 2011-12-30 and Kiritimati's Saturday 1994-12-31 were skipped: the clock went
    // from the day before at 24:00 -10 to the day after at 00:00 +14.
    #expect(question.dueInstant == .iso(instant))
  }

  @Test func `every problem of a line is named at once, in the order of its fields`() {
    let line = Self.apia("now", #""noon""#).replacing(#""due": "2011-12-31", "#, with: "")
      .replacing(#""why": "Friday 2011-12-30 was skipped", "#, with: "")
      .replacing(#""firstWeekday": 1"#, with: #""firstWeekday": 0"#)
      .replacing(#""rule": "skipped-day""#, with: #""rule": 7"#)

    #expect(
      throws: RegressionCaseError(problems: [
        "has no \"due\" or \"why\"; a case has id, now, due, timeZone, firstWeekday, calendar, "
          + "expected, rule, tags, why and source",
        "\"now\" 'noon' is not an instant with its offset, such as 2011-12-29T12:00:00-10:00 or "
          + "2011-12-29T22:00:00Z",
        "\"firstWeekday\" is not a whole number from 1 (Sunday) to 7 (Saturday)",
        "\"rule\" is not a rule of the date guide: day-span, first-instant, day-goes-on, "
          + "calendar-zone, skipped-day, week-start, skipped-days-count, before-today, today, "
          + "tomorrow, tomorrow-wins, later-this-week, next-week, after-next-week",
      ])
    ) {
      try RegressionCase(jsonLine: line)
    }
  }

  @Test func `a misspelt field is a field missing and a field no case has`() {
    #expect(
      throws: RegressionCaseError(problems: [
        "has no \"why\"; a case has id, now, due, timeZone, firstWeekday, calendar, expected, "
          + "rule, tags, why and source",
        "has a field \"reason\" that no case has; a case has id, now, due, timeZone, "
          + "firstWeekday, calendar, expected, rule, tags, why and source, and may have withdrawn",
      ])
    ) {
      try RegressionCase(jsonLine: Self.apiaLine.replacing("\"why\"", with: "\"reason\""))
    }
  }

  @Test func `a question names every field it lacks`() {
    #expect(
      throws: RegressionCaseError(
        "has no \"now\", \"timeZone\" or \"calendar\"; a question has id, now, due, timeZone, "
          + "firstWeekday and calendar")
    ) {
      try RegressionQuestion(jsonLine: #"{"id": "x", "due": "2026-01-01", "firstWeekday": 1}"#)
    }
  }

  @Test func `a fixed offset, an instant due and another calendar are read too`() throws {
    let question = try RegressionQuestion(
      id: "kathmandu-offset", now: "2014-05-21T12:00:00+05:45", due: "2014-05-21T18:15:00Z",
      timeZone: "+05:45", firstWeekday: 7, calendar: "islamic-umalqura")

    #expect(question.dueInstant == .iso("2014-05-21T18:15:00Z"))
    #expect(question.calendarOfCase.timeZone.secondsFromGMT() == 20_700)
    #expect(question.calendarOfCase.firstWeekday == 7)
    #expect(question.calendarOfCase.identifier == .islamicUmmAlQura)
  }

  @Test(arguments: [("+18:00", 64_800), ("-18:00", -64_800), ("+00:00", 0), ("-09:59", -35_940)])
  func `a fixed offset is read up to 18 hours either way`(_ timeZone: String, _ seconds: Int)
    throws
  {
    let question = try RegressionQuestion(
      id: "offset", now: "2014-05-21T12:00:00Z", due: "2014-05-22", timeZone: timeZone,
      firstWeekday: 1, calendar: "gregorian")

    #expect(question.calendarOfCase.timeZone.secondsFromGMT() == seconds)
  }

  @Test func `the package answers with the rule that places the due date`() throws {
    #expect(try RegressionCase(jsonLine: Self.apiaLine).question.answer() == .tomorrow)
    let saturday = try RegressionQuestion(
      id: "x", now: "2014-05-24T12:00:00Z", due: "2014-05-25", timeZone: "UTC",
      firstWeekday: 1, calendar: "gregorian")
    #expect(saturday.answer() == .tomorrowWins)
  }

  @Test func `a case is written back as the line it was read from`() throws {
    #expect(try RegressionCase(jsonLine: Self.apiaLine).jsonLine == Self.apiaLine)
  }

  @Test func `a withdrawn case keeps its place and says why`() throws {
    let line = String(Self.apiaLine.dropLast()) + #", "withdrawn": "a duplicate of apia-7"}"#

    let regressionCase = try RegressionCase(jsonLine: line)

    #expect(regressionCase.withdrawn == "a duplicate of apia-7")
    #expect(regressionCase.jsonLine == line)
  }

  @Test func `quotes, backslashes and control characters are escaped, and read back`() throws {
    var regressionCase = try RegressionCase(jsonLine: Self.apiaLine)
    regressionCase.why = "a \"quoted\" \\ tab\there, bell\u{7}, é"

    #expect(
      regressionCase.jsonLine.contains(
        #""why": "a \"quoted\" \\ tab\there, bell\u0007, é""#))
    #expect(try RegressionCase(jsonLine: regressionCase.jsonLine) == regressionCase)
  }

  @Test func `the question a runner sends holds no answer`() throws {
    #expect(
      try RegressionCase(jsonLine: Self.apiaLine).question.jsonLine
        == #"{"id": "apia-skipped-friday-tomorrow-is-saturday", "now": "2011-12-29T12:00:00-10:00", "#
        + #""due": "2011-12-31", "timeZone": "Pacific/Apia", "firstWeekday": 1, "#
        + #""calendar": "gregorian"}"#)
  }

  @Test func `a question is read from a line that holds other fields too`() throws {
    let question = try RegressionQuestion(jsonLine: Self.apiaLine)

    #expect(question == (try RegressionCase(jsonLine: Self.apiaLine).question))
  }

  /// `apiaLine` with `field` replaced by `value` (JSON text), or removed when `value` is nil.
  static func apia(_ field: String, _ value: String?) -> String {
    guard let pattern = try? Regex(#""\#(field)": (\[[^\]]*\]|"[^"]*"|\d+)(, )?"#),
      let match = apiaLine.firstMatch(of: pattern)
    else { return apiaLine }
    let separator = match.output[2].substring == nil ? "" : ", "
    let replacement = value.map { "\"\(field)\": \($0)\(separator)" } ?? ""
    var line = apiaLine.replacingCharacters(in: match.range, with: replacement)
    if value == nil, separator.isEmpty { line = line.replacing(", }", with: "}") }
    return line
  }

  /// A line that is not a case, and the message that refuses it.
  static let refusals: [(line: String, message: String)] = [
    ("not json", "is not one JSON object on one line"),
    ("[1, 2]", "is not one JSON object on one line"),
    (
      apia("due", nil),
      "has no \"due\"; a case has id, now, due, timeZone, firstWeekday, calendar, expected, "
        + "rule, tags, why and source"
    ),
    (
      apia("why", nil),
      "has no \"why\"; a case has id, now, due, timeZone, firstWeekday, calendar, expected, "
        + "rule, tags, why and source"
    ),
    (
      String(apiaLine.dropLast()) + #", "expect": "today"}"#,
      "has a field \"expect\" that no case has; a case has id, now, due, timeZone, "
        + "firstWeekday, calendar, expected, rule, tags, why and source, and may have withdrawn"
    ),
    (
      apia("id", #""Apia Friday""#),
      "\"id\" 'Apia Friday' is not a slug: lowercase letters and digits in words joined by "
        + "single hyphens, such as apia-2011-skipped-friday"
    ),
    (
      apia("id", "7"),
      "\"id\" is not a text; give a slug such as apia-2011-skipped-friday"
    ),
    (
      apia("now", #""2011-12-29""#),
      "\"now\" '2011-12-29' is not an instant with its offset, such as "
        + "2011-12-29T12:00:00-10:00 or 2011-12-29T22:00:00Z"
    ),
    (
      apia("due", #""2011-12-32""#),
      "\"due\" '2011-12-32' is neither an instant with its offset, such as "
        + "2011-12-31T00:00:00+14:00, nor a day YYYY-MM-DD, such as 2011-12-31"
    ),
    (
      apia("timeZone", #""Mars/Olympus""#),
      "\"timeZone\" 'Mars/Olympus' is neither an IANA time zone, such as Pacific/Apia, nor a "
        + "fixed offset, such as +05:45 or -10:00"
    ),
    (
      apia("timeZone", #""GMT+5""#),
      "\"timeZone\" 'GMT+5' is neither an IANA time zone, such as Pacific/Apia, nor a "
        + "fixed offset, such as +05:45 or -10:00"
    ),
    (
      apia("firstWeekday", "8"),
      "\"firstWeekday\" is not a whole number from 1 (Sunday) to 7 (Saturday)"
    ),
    (
      apia("firstWeekday", "true"),
      "\"firstWeekday\" is not a whole number from 1 (Sunday) to 7 (Saturday)"
    ),
    (
      apia("firstWeekday", "1.0"),
      "\"firstWeekday\" is not a whole number from 1 (Sunday) to 7 (Saturday)"
    ),
    (
      apia("timeZone", #""+5:45""#),
      "\"timeZone\" '+5:45' is neither an IANA time zone, such as Pacific/Apia, nor a "
        + "fixed offset, such as +05:45 or -10:00"
    ),
    (
      apia("timeZone", #""+05:60""#),
      "\"timeZone\" '+05:60' is neither an IANA time zone, such as Pacific/Apia, nor a "
        + "fixed offset, such as +05:45 or -10:00"
    ),
    (
      apia("timeZone", #""+18:01""#),
      "\"timeZone\" '+18:01' is neither an IANA time zone, such as Pacific/Apia, nor a "
        + "fixed offset, such as +05:45 or -10:00"
    ),
    (
      apia("timeZone", #""+18:30""#),
      "\"timeZone\" '+18:30' is neither an IANA time zone, such as Pacific/Apia, nor a "
        + "fixed offset, such as +05:45 or -10:00"
    ),
    (
      apia("calendar", #""julian""#),
      "\"calendar\" 'julian' is not a calendar todo --calendar takes: gregorian, iso8601, "
        + "buddhist, chinese, coptic, ethiopic, ethiopic-amete-alem, hebrew, indian, islamic, "
        + "islamic-civil, islamic-tbla, islamic-umalqura, japanese, persian, roc"
    ),
    (
      apia("expected", #""soon""#),
      "\"expected\" 'soon' is not a group: beforeToday, today, tomorrow, laterThisWeek, "
        + "nextWeek or afterNextWeek"
    ),
    (
      apia("rule", #""midnight""#),
      "\"rule\" 'midnight' is not a rule of the date guide: day-span, first-instant, "
        + "day-goes-on, calendar-zone, skipped-day, week-start, skipped-days-count, "
        + "before-today, today, tomorrow, tomorrow-wins, later-this-week, next-week, "
        + "after-next-week"
    ),
    (
      apia("tags", "[]"),
      "\"tags\" is not a list of one or more slugs, such as [\"dst-gap\", \"week-wrap\"]"
    ),
    (
      apia("tags", #"["DST gap"]"#),
      "\"tags\" is not a list of one or more slugs, such as [\"dst-gap\", \"week-wrap\"]"
    ),
    (apia("why", #""""#), "\"why\" is empty; say in one line why the expected group is right"),
    (
      apia("source", #"" ""#),
      "\"source\" is empty; name a bug report, a peer's test or a reasoning"
    ),
    (
      String(apiaLine.dropLast()) + #", "withdrawn": """#.appending("}"),
      "\"withdrawn\" is empty; say why the case was withdrawn"
    ),
  ]

  @Test(arguments: refusals)
  func `a line that is not a case is refused, naming the problem and what is accepted`(
    _ refusal: (line: String, message: String)
  ) {
    #expect(throws: RegressionCaseError(refusal.message)) {
      try RegressionCase(jsonLine: refusal.line)
    }
  }

  @Test(arguments: [
    ("Pacific/Apia", "Pacific/Apia"), ("GMT", "GMT"), ("GMT+0530", "+05:30"),
    ("GMT-0930", "-09:30"), ("GMT+1000", "+10:00"), ("GMT+0510", "+05:10"),
  ])
  func `a time zone is named by its IANA name, or a fixed one by its offset`(
    _ identifier: String, _ name: String
  ) throws {
    let zone = try #require(TimeZone(identifier: identifier))

    #expect(RegressionQuestion.timeZoneName(of: zone) == name)
  }

  // MARK: - The case of what explain explained

  /// Thursday 2011-12-29 at noon in Apia, weeks from Monday, islamic-umalqura, explaining `due`.
  static func explanation(due: Date, zone: String = "Pacific/Apia") throws -> NearTermExplanation {
    let calendar = Calendar.fixture(.islamicUmmAlQura, firstWeekday: 2, timeZone: zone)
    let now = Date.iso("2011-12-29T12:00:00-10:00")
    let boundaries = try #require(NearTermBoundaries(now: now, calendar: calendar))
    return NearTermExplanation(
      now: now, dueDate: due, boundaries: boundaries,
      startOfThisWeek: try #require(boundaries.startOfThisWeek(in: calendar)),
      relation: boundaries.relation(of: due), timeZoneIdentifier: zone,
      timeZoneDataVersion: "2099z", calendarIdentifier: .islamicUmmAlQura, firstWeekday: 2)
  }

  @Test func `what explain explained is a case: the package's answer, and an id from the question`()
    throws
  {
    let explained = RegressionCase(
      explained: try Self.explanation(due: .iso("2011-12-30T10:00:00Z")))
    let line: String =
      #"{"id": "local-b61e385f", "now": "2011-12-29T12:00:00-10:00", "#
      + #""due": "2011-12-31T00:00:00+14:00", "timeZone": "Pacific/Apia", "firstWeekday": 2, "#
      + #""calendar": "islamic-umalqura", "expected": "tomorrow", "rule": "tomorrow", "#
      + #""tags": ["explained"], "why": "todo explain's answer, by the rule tomorrow: change "#
      + #"expected to the right group, and say here why it is right", "#
      + #""source": "todo explain, time-zone data 2099z"}"#

    #expect(explained?.jsonLine == line)
  }

  @Test func `an explained case in a zone of a fixed offset names the offset, and reads back`()
    throws
  {
    let explained = try #require(
      RegressionCase(
        explained: try Self.explanation(due: .iso("2011-12-30T10:00:00Z"), zone: "GMT+0530")))

    #expect(explained.question.timeZone == "+05:30")
    #expect(explained.question.now == "2011-12-30T03:30:00+05:30")
    #expect(try RegressionCase(jsonLine: explained.jsonLine) == explained)
  }

  @Test func `a due date no ISO 8601 text can write has no case`() throws {
    #expect(
      RegressionCase(explained: try Self.explanation(due: Date(timeIntervalSince1970: 1e15)))
        == nil)
  }

  /// Berlin kept local mean time until 1893: its offset then, +00:53:28, has seconds, which a
  /// case's instant cannot write; so the case writes its instants in UTC.
  @Test func `in a zone's local-mean-time years the case writes its instants in UTC`() throws {
    let calendar = Calendar.fixture(.gregorian, firstWeekday: 2, timeZone: "Europe/Berlin")
    let now = Date.iso("1850-06-01T12:00:00Z")
    let boundaries = try #require(NearTermBoundaries(now: now, calendar: calendar))
    let due = Date.iso("1850-06-02T09:00:00Z")
    let explanation = NearTermExplanation(
      now: now, dueDate: due, boundaries: boundaries,
      startOfThisWeek: try #require(boundaries.startOfThisWeek(in: calendar)),
      relation: boundaries.relation(of: due), timeZoneIdentifier: "Europe/Berlin",
      timeZoneDataVersion: "2099z", calendarIdentifier: .gregorian, firstWeekday: 2)

    let explained = try #require(RegressionCase(explained: explanation))

    #expect(explained.question.now == "1850-06-01T12:00:00Z")
    #expect(explained.question.due == "1850-06-02T09:00:00Z")
    #expect(explained.question.timeZone == "Europe/Berlin")
    #expect(explained.expected == .tomorrow)
    #expect(try RegressionCase(jsonLine: explained.jsonLine) == explained)
  }

  @Test func `explain's case line is the case, or says why there is none`() throws {
    let explained = try Self.explanation(due: .iso("2011-12-30T10:00:00Z"))
    let far = try Self.explanation(due: Date(timeIntervalSince1970: 1e15))

    #expect(
      RegressionCase.caseLine(explaining: explained)
        == "case: " + (RegressionCase(explained: explained)?.jsonLine ?? "none"))
    #expect(
      RegressionCase.caseLine(explaining: far)
        == "case: none: the due date is outside the years 0000 to 9999 in UTC, and a case's "
        + "instants are ISO 8601 text, which cannot write it")
  }

  @Test func `a now outside the years a case can write is named as the reason`() throws {
    var explanation = try Self.explanation(due: .iso("2011-12-30T10:00:00Z"))
    explanation.now = Date(timeIntervalSince1970: -1e15)

    #expect(
      RegressionCase.caseLine(explaining: explanation)
        == "case: none: now is outside the years 0000 to 9999 in UTC, and a case's instants are "
        + "ISO 8601 text, which cannot write it")
  }
}
