import Tally

// Reached only by the end-to-end test, which runs this program with a clean environment.
let limit = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 0
if limit > 2 {
  print("many \(Tally.steps(to: limit))")
} else {
  print("few")
}
