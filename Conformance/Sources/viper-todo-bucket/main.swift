// This package's implementation of the conformance contract (Conformance/README.md): one
// question a line on standard input, one answer a line on standard output.
//   viper-todo-bucket              the package's own date rules (NearTermBoundaries)
//   viper-todo-bucket --wrong NAME  a known-wrong bucketer of the catalogue, for the report
import Foundation
import TodoVIPER
import ToolPlatform
import WrongBucketers

let arguments = Array(CommandLine.arguments.dropFirst())
var wrong: WrongBucketer?
if arguments.count == 2, arguments[0] == "--wrong" {
  guard let found = WrongBucketer.named(arguments[1]) else {
    ToolOutput.writeOrExit(
      "viper-todo-bucket: no wrong bucketer '\(ToolOutput.escaped(arguments[1]))'; the catalogue "
        + "has " + WrongBucketer.all.map(\.name).joined(separator: ", ") + "\n",
      to: 2, tool: "viper-todo-bucket", status: 2)
    exit(2)
  }
  wrong = found
} else if !arguments.isEmpty {
  ToolOutput.writeOrExit(
    "usage: viper-todo-bucket [--wrong NAME]\n", to: 2, tool: "viper-todo-bucket", status: 2)
  exit(2)
}

/// Returns the answer line to one question line, by `wrong` or, when it is `nil`, the package.
func answer(_ line: String, by wrong: WrongBucketer?) -> String {
  let question: RegressionQuestion
  do {
    question = try RegressionQuestion(jsonLine: line)
  } catch {
    let id = (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["id"]
    return "{\"id\": \(quoted(id as? String ?? "")), \"error\": \(quoted(error.description))}"
  }
  let group = wrong.map { $0.answer(question) } ?? question.answer()?.group
  guard let group else {
    return "{\"id\": \(quoted(question.id)), \"error\": \"the calendar cannot place now\"}"
  }
  return "{\"id\": \(quoted(question.id)), \"group\": \"\(group.rawValue)\"}"
}

/// Returns `text` as a JSON string.
func quoted(_ text: String) -> String {
  let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]))
  let array = data.map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
  return String(array.dropFirst().dropLast())
}

// The answers go out as they come, in pieces of 16 KiB; a standard output that is gone, full or
// closed ends the program with one line and status 1, never a trap.
var output = ""
while let line = readLine() {
  guard !line.isEmpty else { continue }
  output += answer(line, by: wrong) + "\n"
  if output.utf8.count >= 16_384 {
    ToolOutput.writeOrExit(output, tool: "viper-todo-bucket")
    output = ""
  }
}
ToolOutput.writeOrExit(output, tool: "viper-todo-bucket")
