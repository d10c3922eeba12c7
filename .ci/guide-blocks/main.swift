import Foundation

// Type-checks the guides' ```swift blocks, as `.ci/docs` calls it, once the package's modules
// are built:
//
//   guide-blocks ROOT MODULES WORK
//
// ROOT is the package; MODULES the folder of the built modules (`.build-docs/debug/Modules`);
// WORK an empty folder of its own. What a block is, is said by its marker (`GuideBlock`, in
// `Tests/Support/GuideBlocks.swift`, compiled with this file):
//
// - the unmarked blocks and those that do not compile on purpose: each is a file of its own,
//   after `import Foundation`, `TodoVIPER`, `TodoFileStore` and `TodoTerminal`, its statements in
//   an `async throws` function on the main actor unless it starts with a declaration; ALL of them
//   are type-checked in one compiler call. An unmarked block must give no error and no warning;
//   a block marked `does not compile: ERROR` must give an error that says ERROR, and no other
//   error or warning (`GuideBlock.problems(in:firstLine:)`).
// - the `before` blocks: each is put in a copy of its module's sources in the place of the
//   excerpt that follows it, and the copy is type-checked: one call per module.
// The excerpts themselves are checked by `swift test` (`Tests/Guides/GuideBlocksTests.swift`).
//
// Prints each problem with the guide's path and line, and exits 1 when there is one.

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: guide-blocks ROOT MODULES WORK\n".utf8))
  exit(2)
}
let root = URL(fileURLWithPath: arguments[1])
let modules = arguments[2]
let work = URL(fileURLWithPath: arguments[3])
let files = FileManager.default

/// Runs `swiftc` with `arguments` and returns its diagnostics and whether it succeeded.
func swiftc(_ arguments: [String]) throws -> (diagnostics: [Diagnostic], succeeded: Bool) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swiftc"] + arguments
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  let diagnostic = /^(.+?):(\d+):\d+: (error|warning): (.*)$/.anchorsMatchLineEndings()
  let diagnostics = output.matches(of: diagnostic).map {
    Diagnostic(
      file: String($0.1), line: Int($0.2) ?? 0, severity: String($0.3), message: String($0.4))
  }
  return (diagnostics, process.terminationStatus == 0)
}

func read(_ path: String) throws -> String {
  try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
}

/// The package name SwiftPM gave the modules (its identity: the root folder's name), which
/// `package` declarations need: read from the build's plan beside MODULES.
let packageName: String = {
  let plan = URL(fileURLWithPath: modules).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("debug.yaml")
  let text = (try? String(contentsOf: plan, encoding: .utf8)) ?? ""
  return text.firstMatch(of: /-package-name","([^"]+)"/).map { String($0.1) }
    ?? root.lastPathComponent.lowercased()
}()

var blocks: [GuideBlock] = []
for guide in try GuideBlock.guides(in: root) {
  blocks += GuideBlock.blocks(in: try read(guide), of: guide)
}
var problems: [String] = []

// The blocks that stand alone, in one call.
let imports = ["Foundation", "TodoVIPER", "TodoFileStore", "TodoTerminal"].map { "import \($0)" }
let declaration =
  /^(?:import|struct|final|class|enum|extension|protocol|actor|public|private|func)\b|^@/
let alone = blocks.filter {
  switch $0.kind {
  case .compiles, .doesNotCompile: true
  default: false
  }
}
try files.createDirectory(
  at: work.appendingPathComponent("blocks"), withIntermediateDirectories: true)
var blockFiles: [(path: String, block: GuideBlock, firstLine: Int)] = []
for (index, block) in alone.enumerated() {
  let first = block.lines.first { !$0.isEmpty && !$0.hasPrefix("//") } ?? ""
  let isDeclaration = first.firstMatch(of: declaration) != nil
  let head = imports + (isDeclaration ? [] : ["@MainActor func block\(index)() async throws {"])
  let text = (head + block.lines + (isDeclaration ? [] : ["}"])).joined(separator: "\n") + "\n"
  let path = work.appendingPathComponent("blocks/Block\(index).swift").path
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  blockFiles.append((path, block, head.count + 1))
}
if !blockFiles.isEmpty {
  let (diagnostics, _) = try swiftc(
    [
      "-typecheck", "-wmo", "-swift-version", "6", "-module-name", "GuideBlocks", "-package-name",
      packageName, "-I", modules,
    ]
      + blockFiles.map(\.path))
  for file in blockFiles {
    let own = diagnostics.filter { $0.file.hasSuffix(file.path) }
    problems += file.block.problems(in: own, firstLine: file.firstLine)
  }
  // An error outside the blocks' files (a missing module, say) is a problem too.
  let elsewhere = diagnostics.filter { diagnostic in
    !blockFiles.contains { diagnostic.file.hasSuffix($0.path) }
  }
  problems += elsewhere.map { "\($0.file):\($0.line): \($0.severity): \($0.message)" }
}

// The `before` blocks, spliced into a copy of their module, one call per module.
var splices: [String: [(before: GuideBlock, after: GuideBlock)]] = [:]
for pair in GuideBlock.excerpts(after: blocks) {
  guard case .before(let path) = pair.before.kind, let after = pair.after else {
    problems.append("\(pair.before.place): no excerpt of its file after it to stand in for")
    continue
  }
  let parts = path.split(separator: "/")
  guard parts.count > 2, parts[0] == "Sources" else {
    problems.append("\(pair.before.place): \(path) is not in a module of Sources/")
    continue
  }
  splices[String(parts[1]), default: []].append((pair.before, after))
}
for (module, pairs) in splices.sorted(by: { $0.key < $1.key }) {
  let copy = work.appendingPathComponent("splices/\(module)")
  try files.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
  try? files.removeItem(at: copy)
  try files.copyItem(at: root.appendingPathComponent("Sources/\(module)"), to: copy)
  for (before, after) in pairs {
    guard case .before(let path) = before.kind else { continue }
    let file = work.appendingPathComponent("splices/" + path.dropFirst("Sources/".count))
    var lines = try String(contentsOf: file, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = GuideBlock.start(of: after.lines, in: lines) else {
      problems.append("\(after.place): not in \(path), so \(before.place) has no place")
      continue
    }
    lines.replaceSubrange(start..<(start + after.lines.count), with: before.lines)
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
  }
  let sources = try files.subpathsOfDirectory(atPath: copy.path).sorted()
    .filter { $0.hasSuffix(".swift") }.map { copy.appendingPathComponent($0).path }
  let (diagnostics, succeeded) = try swiftc(
    [
      "-typecheck", "-wmo", "-swift-version", "6", "-module-name", module, "-package-name",
      packageName,
      "-parse-as-library", "-I", modules,
    ]
      + sources)
  let errors = diagnostics.filter { $0.severity == "error" }
  if !succeeded || !errors.isEmpty {
    let places = pairs.map(\.before.place).joined(separator: ", ")
    problems.append("\(places): put in place in \(module), the code does not compile:")
    problems += errors.map {
      "  \($0.file.replacingOccurrences(of: copy.path, with: "Sources/\(module)")):\($0.line): \($0.message)"
    }
  }
}

let checked = blockFiles.count + splices.values.map(\.count).reduce(0, +)
if problems.isEmpty {
  print("guide blocks: \(checked) checked with the compiler, all as marked")
} else {
  print(
    "guide blocks: \(problems.count) problem(s) in \(checked) blocks checked with the compiler:")
  for problem in problems { print("  " + problem) }
  print(
    "What the markers say: Sources/TodoVIPER/TodoVIPER.docc/TestFirstStepByStep.md, "
      + "“How the guides' code is checked”.")
  exit(1)
}
