// Mutation testing for this package, with the toolchain alone: changes one thing in the code at a
// time (a comparison flipped, a call dropped), builds, runs `swift test`, and counts the changes
// that no spec noticed. Run it from the package root with `Mutants/run`; see Mutants/README.md.
//
//   swift Mutants/mutate.swift [--list] [--timeout SECONDS] [--only LIST] [PATH ...]
//
// LIST is a file of mutants as --list prints them, one a line (`Sources/…/File.swift:12  < → <=`):
// only those are run, to check the survivors of an earlier run again in minutes.
// PATH is a folder or a Swift file under Sources (default: Sources). Each file is put back as it
// was after its mutants, and on Control-C or SIGTERM (not SIGKILL: then `git checkout Sources`).
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One changed line: where, what it was, what it becomes, and the operator's name.
struct Mutant {
  var file: String
  var line: Int
  var original: String
  var mutated: String
  var change: String

  var place: String { "\(file):\(line + 1)" }
}

/// What became of a mutant.
enum Outcome: String {
  case killed = "killed"
  case survived = "SURVIVED"
  case equivalent = "equivalent"
  case notViable = "does not build"
}

// MARK: - Finding mutants

/// Binary operators, written with a space either side as this package's style has them, and what
/// each becomes.
let flips: [(String, String)] = [
  (" <= ", " < "), (" < ", " <= "), (" >= ", " > "), (" > ", " >= "), (" == ", " != "),
  (" != ", " == "), (" && ", " || "), (" || ", " && "), (" + 1", " - 1"), (" - 1", " + 1"),
]

/// A line that sets a property of another object and does nothing else: `presenter.view = view`.
let propertyAssignment = #/^[A-Za-z_][A-Za-z0-9_]*(?:\??\.[A-Za-z_][A-Za-z0-9_]*)+ = [^=].*$/#

/// A line that is a call and nothing else: `view?.dismiss()`, `await presenter.updateView()`.
let callStatement =
  #/^(?:try |await |try await )?[A-Za-z_][A-Za-z0-9_]*(?:\??\.[A-Za-z_][A-Za-z0-9_]*)*\(.*\)$/#

/// Returns the ranges of `line` that are code: not inside a string literal, and before a comment.
func codePrefixLength(_ line: String) -> Int {
  var inString = false
  var previous: Character = " "
  for (offset, character) in line.enumerated() {
    if character == "\"", previous != "\\" { inString.toggle() }
    if !inString, character == "/", previous == "/" { return offset - 1 }
    previous = character
  }
  return line.count
}

/// Returns whether the text before `offset` in `line` leaves a string literal open.
func isInsideString(_ line: String, at offset: Int) -> Bool {
  var inString = false
  var previous: Character = " "
  for character in line.prefix(offset) {
    if character == "\"", previous != "\\" { inString.toggle() }
    previous = character
  }
  return inString
}

/// The mutations a comment on the line before declares equivalent, with its reason:
/// `// Mutant "<= → <" is equivalent: …`.
func equivalentChanges(in comment: String) -> String? {
  guard let match = comment.firstMatch(of: #/Mutant "(.+)" is equivalent/#) else { return nil }
  return String(match.1)
}

func mutants(inFile path: String, text: String) -> [Mutant] {
  let lines = text.components(separatedBy: "\n")
  var found: [Mutant] = []
  var inMultilineString = false
  for (index, line) in lines.enumerated() {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.components(separatedBy: "\"\"\"").count % 2 == 0 { inMultilineString.toggle() }
    if inMultilineString || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") { continue }
    let code = String(line.prefix(codePrefixLength(line)))
    for (from, to) in flips {
      var searchStart = code.startIndex
      while let range = code.range(of: from, range: searchStart..<code.endIndex) {
        searchStart = range.upperBound
        let offset = code.distance(from: code.startIndex, to: range.lowerBound)
        if isInsideString(code, at: offset) { continue }
        // `->` and generic brackets are not comparisons; neither is `1 + 1_000`'s literal.
        if from == " - 1" || from == " + 1" {
          let after = code[range.upperBound...].first
          if let after, after.isNumber || after == "_" || after == "." { continue }
        }
        var mutated = line
        let lineRange =
          mutated.index(
            mutated.startIndex, offsetBy: offset)..<mutated.index(
            mutated.startIndex, offsetBy: offset + from.count)
        mutated.replaceSubrange(lineRange, with: to)
        found.append(
          Mutant(
            file: path, line: index, original: line, mutated: mutated,
            change: "\(from.trimmingCharacters(in: .whitespaces)) → "
              + to.trimmingCharacters(in: .whitespaces)))
      }
    }
    let statement = code.trimmingCharacters(in: .whitespaces)
    let indent = String(line.prefix { $0 == " " })
    let isBalanced =
      statement.filter({ $0 == "(" }).count == statement.filter({ $0 == ")" }).count
    if statement.wholeMatch(of: callStatement) != nil, isBalanced,
      !statement.hasPrefix("self.init"), !statement.hasPrefix("super.")
    {
      found.append(
        Mutant(
          file: path, line: index, original: line, mutated: indent + "_ = ()  // mutant: dropped",
          change: "drop the call"))
    } else if statement.wholeMatch(of: propertyAssignment) != nil, isBalanced,
      !statement.hasPrefix("self.")
    {
      found.append(
        Mutant(
          file: path, line: index, original: line, mutated: indent + "_ = ()  // mutant: dropped",
          change: "drop the assignment"))
    }
  }
  return found
}

/// Returns the reason a mutant was declared equivalent at its site, if it was.
func equivalence(of mutant: Mutant, in lines: [String]) -> String? {
  var index = mutant.line - 1
  while index >= 0, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
    if let change = equivalentChanges(in: lines[index]), change == mutant.change {
      return lines[index].trimmingCharacters(in: .whitespaces)
    }
    index -= 1
  }
  return nil
}

// MARK: - Running

/// Runs a command, quietly, and returns its exit status (124 when `timeout` stopped it).
///
/// Through `system(3)`, which waits for the shell with `waitpid`: Foundation's `Process` learns
/// that a child ended through a descriptor its children inherit, and a test process left running
/// by a hung mutant would hold it, and the wait with it, for ever.
func run(_ arguments: [String], timeout: Int?) -> Int32 {
  var command = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    .joined(separator: " ")
  if let timeout, FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout") {
    command = "timeout --kill-after=10 \(timeout) " + command
  }
  let status = system("TODO_SUITE= " + command + " > /dev/null 2>&1")
  return status == -1 ? -1 : (status >> 8) & 0xFF
}

/// Ends every process a stopped test run left behind (one a mutant made hang): the test bundle
/// and the `todo`s of this package's build folder, and any `todo` whose parent has gone (the
/// copies some tests make), so that the next mutants get the machine to themselves.
func endLeftoverProcesses() {
  let buildFolder = FileManager.default.currentDirectoryPath + "/.build/"
  _ = run(["pkill", "-KILL", "-f", buildFolder], timeout: nil)
  _ = run(["pkill", "-KILL", "-P", "1", "-x", "todo"], timeout: nil)
}

/// The file being mutated and its text, put back on Control-C.
nonisolated(unsafe) var restoring: (path: String, text: String)?

func restore() {
  guard let restoring else { return }
  try? restoring.text.write(toFile: restoring.path, atomically: false, encoding: .utf8)
}

for stop in [SIGINT, SIGTERM] {
  signal(stop) { number in
    restore()
    exit(128 + number)
  }
}

// MARK: - Main

var arguments = Array(CommandLine.arguments.dropFirst())
let listOnly = arguments.contains("--list")
arguments.removeAll { $0 == "--list" }
var timeout = 90
if let index = arguments.firstIndex(of: "--timeout"), index + 1 < arguments.count {
  timeout = Int(arguments[index + 1]) ?? timeout
  arguments.removeSubrange(index...index + 1)
}
// `--start-at N`: skip the mutants before the N-th (counting from 1), to go on after a stop.
var startAt = 1
if let index = arguments.firstIndex(of: "--start-at"), index + 1 < arguments.count {
  startAt = Int(arguments[index + 1]) ?? startAt
  arguments.removeSubrange(index...index + 1)
}
// `--only LIST`: run only the mutants a file names, as --list prints them.
var only: Set<String>?
if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
  let listed = (try? String(contentsOfFile: arguments[index + 1], encoding: .utf8)) ?? ""
  only = Set(
    listed.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty })
  arguments.removeSubrange(index...index + 1)
}
var mutantNumber = 0
let roots = arguments.isEmpty ? ["Sources"] : arguments

var files: [String] = []
for root in roots {
  var isFolder: ObjCBool = false
  guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
    FileHandle.standardError.write(Data("mutate: no such file or folder: \(root)\n".utf8))
    exit(2)
  }
  if isFolder.boolValue {
    let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    files += names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(root)/\($0)" }
  } else {
    files.append(root)
  }
}

var results: [(Mutant, Outcome, String?)] = []
for file in files {
  guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
  let lines = text.components(separatedBy: "\n")
  for mutant in mutants(inFile: file, text: text)
  where only?.contains("\(mutant.place)  \(mutant.change)") ?? true {
    if let reason = equivalence(of: mutant, in: lines) {
      results.append((mutant, .equivalent, reason))
      continue
    }
    if listOnly {
      print("\(mutant.place)  \(mutant.change)")
      continue
    }
    mutantNumber += 1
    if mutantNumber < startAt { continue }
    var mutatedLines = lines
    mutatedLines[mutant.line] = mutant.mutated
    restoring = (file, text)
    try mutatedLines.joined(separator: "\n").write(
      toFile: file, atomically: false, encoding: .utf8)
    let outcome: Outcome
    if run(["swift", "build", "--build-tests"], timeout: nil) != 0 {
      outcome = .notViable
    } else {
      outcome = run(["swift", "test", "--skip-build"], timeout: timeout) == 0 ? .survived : .killed
      endLeftoverProcesses()
    }
    restore()
    restoring = nil
    results.append((mutant, outcome, nil))
    FileHandle.standardError.write(
      Data("\(mutantNumber) \(outcome.rawValue): \(mutant.place)  \(mutant.change)\n".utf8))
  }
}
if listOnly { exit(0) }
// Leave the build as the code is.
_ = run(["swift", "build", "--build-tests"], timeout: nil)

// MARK: - Report

print("\n| folder | mutants | killed | survived | equivalent (marked) | do not build | score |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
let folders = Dictionary(grouping: results) { ($0.0.file as NSString).deletingLastPathComponent }
for folder in folders.keys.sorted() {
  let outcomes = folders[folder, default: []].map(\.1)
  let killed = outcomes.filter { $0 == .killed }.count
  let survived = outcomes.filter { $0 == .survived }.count
  let equivalent = outcomes.filter { $0 == .equivalent }.count
  let notViable = outcomes.filter { $0 == .notViable }.count
  let score = killed + survived == 0 ? "-" : "\(100 * killed / (killed + survived)) %"
  print(
    "| \(folder) | \(outcomes.count) | \(killed) | \(survived) | \(equivalent) | \(notViable) "
      + "| \(score) |")
}
let survivors = results.filter { $0.1 == .survived }
if !survivors.isEmpty {
  print("\nSurvivors:")
  for (mutant, _, _) in survivors {
    print(
      "  \(mutant.place)  \(mutant.change)\n    \(mutant.original.trimmingCharacters(in: .whitespaces))"
    )
  }
}
