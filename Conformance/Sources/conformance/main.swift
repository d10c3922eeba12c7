// The date-bucket conformance runner: see Conformance/README.md. From the package's root:
//   swift run --package-path Conformance conformance [OPTIONS] COMMAND [ARG…]
import ConformanceKit
import Foundation

let outcome = Runner.outcome(of: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.text.utf8))
exit(outcome.status)
