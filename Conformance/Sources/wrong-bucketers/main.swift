// Which regression cases catch which known-wrong bucketer: see Conformance/README.md.
//   swift run --package-path Conformance wrong-bucketers [--cases FILE]…
import ConformanceKit
import Foundation
import WrongBucketers

var paths: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
  guard argument == "--cases", let path = arguments.popFirst() else {
    FileHandle.standardError.write(Data("usage: wrong-bucketers [--cases FILE]…\n".utf8))
    exit(2)
  }
  paths.append(path)
}
do throws(ConformanceError) {
  let files = try CaseFiles(paths: paths.isEmpty ? [CaseFiles.defaultFolder.path] : paths)
  let report = CatchReport(cases: files.entries, bucketers: WrongBucketer.all)
  print(report.text, terminator: "")
  exit(report.problems.isEmpty ? 0 : 1)
} catch {
  FileHandle.standardError.write(Data("wrong-bucketers: \(error)\n".utf8))
  exit(2)
}
