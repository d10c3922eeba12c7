// The date-bucket conformance runner: see Conformance/README.md. From the package's root:
//   swift run --package-path Conformance conformance [OPTIONS] COMMAND [ARG…]
import ChildProcesses
import ConformanceKit
import Foundation
import ToolPlatform

// A closed standard stream is held by /dev/null, so that no file the run opens takes its number.
let closed = ClosedStreams.hold()
// Before any child starts: a SIGINT, SIGTERM or SIGHUP ends the program under test's whole
// process group, and the runner then ends as the signal would have.
StopSignals.install()
// The runner is the subreaper of what the program starts (Linux): a helper that leaves the
// program's process group comes back to it when the program ends, and is ended then.
let lineage = Lineage.adoptingDescendants()
let outcome = Runner.outcome(of: Array(CommandLine.arguments.dropFirst()), lineage: lineage)
if !outcome.errors.isEmpty { try? ToolOutput.write(outcome.errors, to: 2) }
if !outcome.text.isEmpty {
  do throws(ToolOutputError) {
    if closed.contains(1) { throw ToolOutputError(descriptor: 1, code: EBADF) }
    try ToolOutput.write(outcome.text)
  } catch {
    // Its reader gone, its disk full, or it closed: said once, with a status of its own.
    try? ToolOutput.write("conformance: \(error)\n", to: 2)
    exit(2)
  }
}
exit(outcome.status)
