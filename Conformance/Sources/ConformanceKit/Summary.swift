/// The counts of a run, and whether it is green.
struct Summary: Equatable, Encodable {
  var cases = 0
  var passed = 0
  var failed = 0
  var errors = 0
  var knownFailures = 0
  var withdrawn = 0
  var skipped = 0
  var generalErrors = 0

  init(results: [CaseResult], withdrawn: Int, skipped: Int, generalErrors: Int) {
    cases = results.count
    for result in results {
      switch (result.verdict, result.listing) {
      case (.pass, nil): passed += 1
      case (.pass, _?): errors += 1
      case (.fail, nil): failed += 1
      case (.error, nil): errors += 1
      case (_, _?): knownFailures += 1
      }
    }
    self.withdrawn = withdrawn
    self.skipped = skipped
    self.generalErrors = generalErrors
  }

  /// Whether every case passed or failed as listed, and nothing else went wrong.
  var isGreen: Bool { failed == 0 && errors == 0 && generalErrors == 0 }

  /// `summary: 1234 cases: 1200 passed, 3 failed, 1 error, 30 known failures; 2 withdrawn and
  /// 56 skipped, not run`.
  var line: String {
    var text =
      "summary: \(cases) cases: \(passed) passed, \(failed) failed, \(errors) "
      + (errors == 1 ? "error" : "errors") + ", \(knownFailures) known "
      + (knownFailures == 1 ? "failure" : "failures")
    if generalErrors > 0 {
      text += ", and \(generalErrors) other " + (generalErrors == 1 ? "error" : "errors")
    }
    text += "; \(withdrawn) withdrawn and \(skipped) skipped, not run"
    return text + (isGreen ? "" : "; FAILED")
  }
}
