import Foundation
import ToolPlatform

/// Stops the run with a message on standard error and a non-zero exit status.
///
/// A value in the message that the benchmarks did not write (a path, a command's output) is
/// escaped where the message is made (``ToolOutput/escaped(_:)``). The run's folder is kept if
/// anything is in it, since a message may name a log there, and the last line says where it is.
func fail(_ message: String) -> Never {
  try? ToolOutput.write("error: \(message)\n", to: 2)
  if let folder = Children.keep() {
    try? ToolOutput.write(
      "note: the run's files are kept in \(ToolOutput.escaped(folder)); remove it when done\n",
      to: 2)
  }
  exit(1)
}

/// Measures several workloads in rounds, each round running every workload once, and returns the
/// median time of one run of each, in seconds, in the order given.
///
/// Interleaving the workloads spreads any slowdown from other work on the machine over all of
/// them, so their ratios stay fair. Each run's result must equal `expected` (or, when that is
/// `nil`, the first run's result), which both checks the answer and keeps the optimizer from
/// dropping the work. A workload may await (the list interactor asking its store).
@MainActor
func medianSeconds<Result: Equatable>(
  rounds: Int, expecting expected: Result?,
  _ workloads: [(name: String, run: () async -> Result)]
) async -> [Double] {
  var expected = expected
  var samples = Array(repeating: [Double](), count: workloads.count)
  let clock = ContinuousClock()
  for _ in 0..<rounds {
    for (index, workload) in workloads.enumerated() {
      let start = clock.now
      let result = await workload.run()
      let elapsed = clock.now - start
      let wanted = expected ?? result
      guard result == wanted else {
        fail("\(workload.name) answered \(result), expected \(wanted)")
      }
      expected = wanted
      samples[index].append(seconds(elapsed))
    }
  }
  return samples.map(median)
}

/// Returns a duration in seconds.
func seconds(_ duration: Duration) -> Double {
  let (whole, attoseconds) = duration.components
  return Double(whole) + Double(attoseconds) / 1e18
}

/// Returns the middle value (the mean of the two middle values for an even count); 0 when empty.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
