import Foundation

/// A run's results as one JSON object, for a results table or another tool: every case's
/// result with its question, rule, tags, file and why; the problems that are no case's; the
/// counts, in all and by file, tag and rule; and the versions.
struct JSONReport {
  struct Question: Encodable {
    var now: String
    var due: String
    var timeZone: String
    var firstWeekday: Int
    var calendar: String
  }

  struct Listed: Encodable {
    var place: String
    var why: String
  }

  struct Result: Encodable {
    var id: String
    /// `pass`, `fail`, `error`, or `known` for a listed case that failed.
    var result: String
    var expected: String
    var got: String?
    var message: String?
    var knownFailure: Listed?
    var file: String
    var line: Int
    var rule: String
    var tags: [String]
    var why: String
    var question: Question
  }

  struct VersionNumbers: Encodable {
    var suite = Versions.suite
    var runner = Versions.runner
    var runnerLanguage = Versions.runnerLanguage
  }

  struct Document: Encodable {
    var results: [Result]
    var errors: [String]
    var summary: Summary
    var counts: [String: [String: Counts]]
    var versions = VersionNumbers()
  }

  let results: [CaseResult]
  let summary: Summary
  let generalErrors: [String]

  var text: String {
    let document = Document(
      results: results.map(Self.result), errors: generalErrors, summary: summary,
      counts: Dictionary(
        uniqueKeysWithValues: [RunOptions.Grouping.file, .tag, .rule].map { grouping in
          (
            grouping.rawValue,
            Dictionary(
              CountsTable(results, by: grouping).rows.map { ($0.name, $0.counts) },
              uniquingKeysWith: { first, _ in first })
          )
        }))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  static func result(_ result: CaseResult) -> Result {
    let regressionCase = result.entry.regressionCase
    let question = regressionCase.question
    var encoded = Result(
      id: result.id, result: result.kind == .listedButPassed ? "error" : result.kind.rawValue,
      expected: regressionCase.expected.rawValue,
      knownFailure: result.listing.map { Listed(place: $0.place, why: $0.why) },
      file: result.entry.file, line: result.entry.line, rule: regressionCase.rule,
      tags: regressionCase.tags, why: regressionCase.why,
      question: Question(
        now: question.now, due: question.due, timeZone: question.timeZone,
        firstWeekday: question.firstWeekday, calendar: question.calendar))
    switch result.verdict {
    case .pass: break
    case .fail(_, let got): encoded.got = got
    case .error(let reason): encoded.message = reason
    }
    if result.kind == .listedButPassed { encoded.message = result.listedButPassedMessage }
    return encoded
  }
}
