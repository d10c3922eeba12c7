import Foundation

extension Verification {
  /// Where `kata verify`'s time went, in seconds.
  ///
  /// The copy, each build and each run of the specs: said for each kata and for the whole run,
  /// so that CI's log shows which phase grew.
  struct Times {
    var copying = 0.0
    var builds: [Double] = []
    var runs: [Double] = []

    /// What was counted since `before`, which these times began as.
    func since(_ before: Times) -> Times {
      Times(
        copying: copying - before.copying, builds: Array(builds.dropFirst(before.builds.count)),
        runs: Array(runs.dropFirst(before.runs.count)))
    }

    /// `builds 12.5 s (2), spec runs 2.1 s (3)`; with `total`, the whole run's line: the copy,
    /// the first build apart (a cold one) and the rest (git, the reading of output).
    func said(total: Double? = nil) -> String {
      let built = builds.reduce(0, +)
      let ran = runs.reduce(0, +)
      let counts = "builds \(Self.seconds(built)) (\(builds.count)"
      guard let total else {
        return counts + "), spec runs \(Self.seconds(ran)) (\(runs.count))"
      }
      let first = builds.first.map { "; the first \(Self.seconds($0))" } ?? ""
      let rest = max(0, total - copying - built - ran)
      return "\(Self.seconds(total)) in all: copying the package \(Self.seconds(copying)), "
        + counts + first + "), spec runs \(Self.seconds(ran)) (\(runs.count)), "
        + "the rest \(Self.seconds(rest))"
    }

    private static func seconds(_ value: Double) -> String {
      String(format: "%.1f s", value)
    }
  }
}

/// The times of a `kata verify` or `kata tutorials` run, counted as it goes.
final class Tally {
  var times = Verification.Times()

  /// Runs `body`, and counts its time as one more of `phase`.
  func timing<Result>(
    _ phase: WritableKeyPath<Verification.Times, [Double]>, _ body: () throws -> Result
  ) rethrows -> Result {
    let start = ContinuousClock.now
    defer { times[keyPath: phase].append(Verification.seconds(since: start)) }
    return try body()
  }

  /// Runs `body`, and adds its time to `phase`.
  func timing<Result>(
    _ phase: WritableKeyPath<Verification.Times, Double>, _ body: () throws -> Result
  ) rethrows -> Result {
    let start = ContinuousClock.now
    defer { times[keyPath: phase] += Verification.seconds(since: start) }
    return try body()
  }
}
