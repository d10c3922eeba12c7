import ConformanceKit
import Foundation
import Testing
import TodoVIPER
import WrongBucketers

/// The cases earn their place: every wrong bucketer of the catalogue is caught by a case, and
/// every hand-written case catches one, or is tagged `guard` and says why it is kept.
struct CatchReportTests {
  @Test func `every wrong bucketer is caught, and every hand-written case earns its place`()
    throws
  {
    let files = try CaseFiles(paths: [CaseFiles.defaultFolder.path])

    let report = CatchReport(cases: files.entries, bucketers: WrongBucketer.all)

    #expect(WrongBucketer.all.count == 26)
    #expect(report.problems == [])
  }

  @Test func `a wrong bucketer no case catches, and a case that catches none, are problems`()
    throws
  {
    let line =
      #"{"id": "utc-noon-is-today", "now": "2014-05-21T12:00:00Z", "#
      + #""due": "2014-05-21T13:00:00Z", "timeZone": "UTC", "firstWeekday": 1, "#
      + #""calendar": "gregorian", "expected": "today", "rule": "today", "tags": ["plain"], "#
      + #""why": "an hour later", "source": "reasoning"}"#
    let entry = CaseFiles.Entry(
      regressionCase: try RegressionCase(jsonLine: line), file: "mine.jsonl", line: 1,
      isHandWritten: true)
    let bucketer = try #require(WrongBucketer.named("sunday-first-weeks"))

    let report = CatchReport(cases: [entry], bucketers: [bucketer])

    #expect(
      report.problems == [
        "no case catches the wrong bucketer sunday-first-weeks: add a case that does",
        "mine.jsonl:1 utc-noon-is-today catches no wrong bucketer: tag it guard and say in its "
          + "why why it is kept, or withdraw it",
      ])
  }

  @Test func `every wrong bucketer names its mistake and its source, under a name of its own`() {
    let names = WrongBucketer.all.map(\.name)

    #expect(Set(names).count == names.count)
    #expect(WrongBucketer.all.filter { $0.mistake.isEmpty || $0.source.isEmpty }.map(\.name) == [])
  }
}
