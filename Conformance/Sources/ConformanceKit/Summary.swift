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
    let counts = Counts(results)
    cases = counts.cases
    passed = counts.passed
    failed = counts.failed
    errors = counts.errors
    knownFailures = counts.knownFailures
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
      "summary: \(Self.count(cases, "case", "cases")): \(passed) passed, \(failed) failed, "
      + "\(Self.count(errors, "error", "errors")), "
      + Self.count(knownFailures, "known failure", "known failures")
    if generalErrors > 0 {
      text += ", and \(Self.count(generalErrors, "other error", "other errors"))"
    }
    text += "; \(withdrawn) withdrawn and \(skipped) skipped, not run"
    return text + (isGreen ? "" : "; FAILED")
  }

  /// `1 case`, `2 cases`.
  static func count(_ count: Int, _ one: String, _ many: String) -> String {
    "\(count) \(count == 1 ? one : many)"
  }
}

/// The counts of some results: how many passed, failed, were errors or known failures.
struct Counts: Equatable, Encodable {
  var cases = 0
  var passed = 0
  var failed = 0
  var errors = 0
  var knownFailures = 0

  init(_ results: some Sequence<CaseResult> = []) {
    for result in results { add(result) }
  }

  mutating func add(_ result: CaseResult) {
    cases += 1
    switch result.kind {
    case .pass: passed += 1
    case .fail: failed += 1
    case .error, .listedButPassed: errors += 1
    case .known: knownFailures += 1
    }
  }
}
