/// What became of one case: the program's answer against the case's expectation.
public enum Verdict: Equatable, Sendable {
  /// The program gave the expected group.
  case pass
  /// The program gave another group.
  case fail(expected: String, got: String)
  /// The program gave no usable answer: the reason.
  case error(String)
}

/// One case's verdict, with the line of the known failures that lists it, if one does.
public struct CaseResult: Equatable, Sendable {
  public let id: String
  public let verdict: Verdict
  public let listing: KnownFailures.Listing?

  /// Whether the case counts against the run: a failure or error not listed, or a listed case
  /// that passed.
  public var failsTheRun: Bool {
    switch (verdict, listing) {
    case (.pass, nil): false
    case (.pass, _?): true
    case (_, nil): true
    case (_, _?): false
    }
  }

  /// The line the runner prints for the case.
  public var line: String {
    switch (verdict, listing) {
    case (.pass, nil):
      "pass \(id)"
    case (.pass, let listing?):
      "ERROR \(id): passed, but \(listing.place) lists it as a known failure; remove that line"
    case (.fail(let expected, let got), nil):
      "FAIL \(id): expected \(expected), got \(got)"
    case (.fail(let expected, let got), let listing?):
      "known \(id): expected \(expected), got \(got) (\(listing.place): \(listing.why))"
    case (.error(let reason), nil):
      "ERROR \(id): \(reason)"
    case (.error(let reason), let listing?):
      "known \(id): \(reason) (\(listing.place): \(listing.why))"
    }
  }
}
