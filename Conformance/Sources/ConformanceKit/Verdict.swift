import ToolPlatform

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
public struct CaseResult: Sendable {
  /// What a result counts as.
  public enum Kind: String, Sendable {
    case pass, fail, error
    /// A listed case that failed: forgiven.
    case known
    /// A listed case that passed: an error, so that its line goes.
    case listedButPassed
  }

  public let entry: CaseFiles.Entry
  public let verdict: Verdict
  public let listing: KnownFailures.Listing?

  public var id: String { entry.regressionCase.id }

  public var kind: Kind {
    switch (verdict, listing) {
    case (.pass, nil): .pass
    case (.pass, _?): .listedButPassed
    case (.fail, nil): .fail
    case (.error, nil): .error
    case (_, _?): .known
    }
  }

  /// Whether the case counts against the run: a failure or error not listed, or a listed case
  /// that passed.
  public var failsTheRun: Bool { kind == .fail || kind == .error || kind == .listedButPassed }

  /// The line the runner prints for the case: a failure says where the case is, the rule that
  /// decided it and why the expected group is right.
  public var line: String {
    let regressionCase = entry.regressionCase
    switch (kind, verdict) {
    case (.pass, _): return "pass \(id)"
    case (.listedButPassed, _): return "ERROR \(id): \(listedButPassedMessage)"
    case (.fail, .fail(let expected, let got)):
      return "FAIL \(id): expected \(expected), got \(got) (\(entry.place), rule "
        + "\(regressionCase.rule): \(ToolOutput.escaped(regressionCase.why)))"
    case (.error, .error(let reason)): return "ERROR \(id): \(reason)"
    case (_, .fail(let expected, let got)):
      return "known \(id): expected \(expected), got \(got) (\(listingNote))"
    case (_, .error(let reason)): return "known \(id): \(reason) (\(listingNote))"
    case (_, .pass): return "pass \(id)"
    }
  }

  /// `known-failures.txt:3: why`.
  private var listingNote: String {
    listing.map { "\($0.place): \($0.why)" } ?? ""
  }

  /// Why a listed case that passed is an error, and what to do.
  var listedButPassedMessage: String {
    guard let listing else { return "" }
    guard listing.isGlob else {
      return "passed, but \(listing.place) lists it as a known failure; remove that line"
    }
    return "passed, but \(listing.place) lists it as a known failure (the glob "
      + "\(ToolOutput.escaped(listing.pattern))); narrow the glob or remove that line"
  }
}
