import Foundation

/// A run's results as one JSON object, for a results table or another tool: every case's
/// result, the problems that are no case's, and the counts.
struct JSONReport {
  struct Result: Encodable {
    var id: String
    /// `pass`, `fail`, `error`, or `known` for a listed case that failed.
    var result: String
    var expected: String?
    var got: String?
    var message: String?
  }

  struct Document: Encodable {
    var results: [Result]
    var errors: [String]
    var summary: Summary
  }

  let results: [CaseResult]
  let summary: Summary
  let generalErrors: [String]

  var text: String {
    let document = Document(
      results: results.map { result in
        switch (result.verdict, result.listing) {
        case (.pass, nil): Result(id: result.id, result: "pass")
        case (.pass, _?): Result(id: result.id, result: "error", message: result.line)
        case (.fail(let expected, let got), let listing):
          Result(
            id: result.id, result: listing == nil ? "fail" : "known", expected: expected,
            got: got)
        case (.error(let reason), let listing):
          Result(id: result.id, result: listing == nil ? "error" : "known", message: reason)
        }
      }, errors: generalErrors, summary: summary)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
