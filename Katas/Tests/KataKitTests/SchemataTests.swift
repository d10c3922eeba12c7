import Foundation
import Testing

@testable import KataKit

/// The copy a write-the-spec check builds in.
///
/// The learner's files, the kata's wrong versions switched at run time, and nothing rewritten
/// that did not change, so its build after a one-line change to the spec rebuilds the spec
/// alone. In a copy of the package that each test removes; nothing is built.
struct SchemataTests {
  let original = packageRoot
  let interactor = "Sources/TodoVIPER/List/ListInteractor.swift"
  let spec = "Specs/List/ListInteractorSpecs.swift"
  let schemata = "02-list-interactor-order-spec/schemata.patch"

  func modified(_ file: URL) throws -> Date? {
    try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
  }

  @Test func `a wrong version is switched on by its patch's name`() {
    #expect(
      Schemata.name(
        of: .init(patch: "02-list-interactor-order-spec/wrong-title-only.patch", hint: ""))
        == "wrong-title-only")
  }

  @Test func `the copy has the wrong versions behind the switch; the tree is only read`() throws {
    let (learner, folder) = try Workspace(from: original).copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let code = try String(
      contentsOf: learner.root.appendingPathComponent(interactor), encoding: .utf8)

    let copy = try Schemata.copy(of: learner, with: schemata)

    #expect(copy.root.path == learner.root.path + "/.build/kata-check/package")
    #expect(copy.isToolsCopy)
    let switched = try String(
      contentsOf: copy.root.appendingPathComponent(interactor), encoding: .utf8)
    #expect(switched.contains("case \"wrong-title-only\":"))
    #expect(
      try String(contentsOf: learner.root.appendingPathComponent(interactor), encoding: .utf8)
        == code)
    #expect(Shell.git(["status", "--porcelain"], in: learner.root).output == "")
  }

  @Test func `the check's copy builds the specs alone: no program, no test target but theirs`()
    throws
  {
    let (learner, folder) = try Workspace(from: original).copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = try String(
      contentsOf: learner.root.appendingPathComponent("Package.swift"), encoding: .utf8)

    let copy = try Schemata.copy(of: learner, with: schemata, running: ["ListInteractorSpecs"])

    #expect(
      try String(contentsOf: copy.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        == manifest + """

          // The kata tool's own copy builds the specs and what they build on, nothing else: no
          // program, no plugin, no test target but the specs, and not the module generator.
          package.products.removeAll()
          package.targets.removeAll {
            $0.type == .executable || $0.type == .plugin || ($0.type == .test && $0.name != "Specs")
              || $0.name == "VIPERModuleGenerator"
          }

          """)
    let dumped = Shell.run(["swift", "package", "dump-package"], in: copy.root)
    let package = try JSONSerialization.jsonObject(with: Data(dumped.output.utf8))
    let targets = (package as? [String: Any])?["targets"] as? [[String: Any]]
    #expect(
      targets?.compactMap { $0["name"] as? String }
        == ["TodoVIPER", "TodoPlatform", "TodoFileStore", "TodoTerminal", "Fakes", "Specs"])
    let specs = copy.root.appendingPathComponent("Specs")
    #expect(
      try FileManager.default.subpathsOfDirectory(atPath: specs.path).filter {
        $0.hasSuffix(".swift")
      }.sorted() == [
        "Dates/LocalDayOracle+Cases.swift", "Dates/LocalDayOracle.swift",
        "Dates/RegressionCaseFiles.swift", "Languages/BidiLayout.swift",
        "Languages/DefaultStoreWords.swift", "Languages/ExplanationWords.swift",
        "Languages/HardeningWords.swift",
        "Languages/ReviewWords.swift", "Languages/ScreenWords.swift",
        "Languages/StoreFailureWords.swift", "List/ListInteractorSpecs.swift",
      ])
  }

  @Test func `a check compiles the files of its suites and the specs' helpers, no other suite`() {
    let files = [
      "Specs/ListInteractorSpecs.swift":
        "@MainActor\nstruct ListInteractorSpecs {\n  @Test func `a`() {}\n}\n",
      "Specs/List/MoreListSpecs.swift":
        "extension ListInteractorSpecs {\n  @Test func `b`() {}\n}\n",
      "Specs/Others.swift": "struct ListInteractorSpecsToo {\n  @Test func `c`() {}\n}\n",
      "Specs/Katas/ListOrderKata.swift": "struct ListOrderKata {\n  @Test func `d`() {}\n}\n",
      "Specs/Helpers/Words.swift": "enum Words {\n  static let yes = \"yes\"\n}\n",
      "Specs/Notes.md": "struct ListInteractorSpecs\n",
      "Sources/TodoVIPER/List.swift": "struct ListInteractorSpecs {}\n",
      "Fakes/Spy.swift": "final class Spy {}\n",
    ].mapValues { Data($0.utf8) }

    #expect(
      Schemata.specFiles(running: ["ListInteractorSpecs"], in: files)
        == ["Helpers/Words.swift", "List/MoreListSpecs.swift", "ListInteractorSpecs.swift"])
    #expect(
      Schemata.specFiles(running: ["ListOrderKata", "ListInteractorSpecs"], in: files)
        == [
          "Helpers/Words.swift", "Katas/ListOrderKata.swift", "List/MoreListSpecs.swift",
          "ListInteractorSpecs.swift",
        ])
  }

  @Test func `a file of another suite that a chosen file names is compiled too, and what it names`()
  {
    let files = [
      "Specs/PluralSpecs.swift":
        "struct PluralSpecs {\n  @Test func `a`() {\n    _ = WordsSpecs.table()\n  }\n}\n",
      "Specs/WordsSpecs.swift":
        "@MainActor\nstruct WordsSpecs {\n  static func table() -> Table { Table() }\n"
        + "  @Test func `b`() {}\n}\n",
      "Specs/Tables.swift": "struct Table {\n  @Test func `c`() {}\n}\n",
      "Specs/Nested.swift":
        "struct Outer {\n  struct PluralSpecs {}\n  @Test func `d`() {}\n}\n",
      "Specs/Unnamed.swift": "struct Unnamed {\n  @Test func `e`() { _ = Outer() }\n}\n",
    ].mapValues { Data($0.utf8) }

    #expect(
      Schemata.specFiles(running: ["PluralSpecs"], in: files)
        == ["PluralSpecs.swift", "Tables.swift", "WordsSpecs.swift"])
  }

  /// The top-level lines of the files with tests of the specs that declare something other
  /// than a type (or extend a type no such file declares): what a check's copy, which follows
  /// the types a file names, would miss.
  static func declarationsBeyondTypes(in files: [String: String]) -> [String] {
    let tested = files.filter { $0.key.hasSuffix(".swift") && $0.value.contains("@Test") }
    var types: Set<String> = []
    var found: [(String, String, [Substring])] = []
    for (path, text) in tested.sorted(by: { $0.key < $1.key }) {
      for line in text.split(separator: "\n")
      where line.first?.isLetter == true || line.first == "@" {
        let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        let keywords: Set<Substring> = [
          "import", "struct", "class", "enum", "actor", "extension", "func", "let", "var",
          "protocol", "typealias",
        ]
        let declaration = Array(words.drop(while: { !keywords.contains($0) }))
        guard !declaration.isEmpty else { continue }
        if ["struct", "class", "enum", "actor"].contains(declaration.first), declaration.count > 1 {
          types.insert(String(declaration[1]))
        }
        found.append((path, String(line), declaration))
      }
    }
    return found.compactMap { path, line, declaration in
      switch declaration.first {
      case "import", "struct", "class", "enum", "actor": nil
      case "extension" where declaration.count > 1 && types.contains(String(declaration[1])): nil
      default: "\(path): \(line)"
      }
    }
  }

  @Test func `the files of the specs with tests declare types at their top level, nothing else`()
    throws
  {
    let specs = original.appendingPathComponent("Specs")
    var files: [String: String] = [:]
    for path in try FileManager.default.subpathsOfDirectory(atPath: specs.path)
    where path.hasSuffix(".swift") {
      files[path] = try String(contentsOf: specs.appendingPathComponent(path), encoding: .utf8)
    }

    #expect(files.count > 30)
    #expect(Self.declarationsBeyondTypes(in: files) == [])
    files["Extra.swift"] =
      "import Testing\n\nfunc helper() {}\nextension Date {}\nextension ListInteractorSpecs {}\n"
      + "@MainActor private let shared = 1\n@Suite(.serialized) struct Extra {\n"
      + "  @Test func `a`() {}\n}\nextension Extra {}\n"
    #expect(
      Self.declarationsBeyondTypes(in: files) == [
        "Extra.swift: func helper() {}", "Extra.swift: extension Date {}",
        "Extra.swift: @MainActor private let shared = 1",
      ])
  }

  @Test func `a suite that no file declares leaves the specs' target whole`() {
    let files = [
      "Specs/ListInteractorSpecs.swift":
        "struct ListInteractorSpecs {\n  @Test func `a`() {}\n}\n"
    ].mapValues { Data($0.utf8) }

    #expect(Schemata.specFiles(running: ["ListOrderKata"], in: files) == nil)
    #expect(
      Schemata.specFiles(running: ["ListOrderKata", "ListInteractorSpecs"], in: files) == nil)
  }

  @Test func `a second copy rewrites only what changed, and drops what the tree no longer has`()
    throws
  {
    let (learner, folder) = try Workspace(from: original).copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = try Schemata.copy(of: learner, with: schemata)
    let interactorWritten = try modified(copy.root.appendingPathComponent(interactor))
    let readme = copy.root.appendingPathComponent("README.md")
    let readmeWritten = try modified(readme)
    let specFile = learner.root.appendingPathComponent(spec)
    let text = try String(contentsOf: specFile, encoding: .utf8)
    try (text + "// one more line\n").write(to: specFile, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: learner.root.appendingPathComponent("Katas/README.md"))
    usleep(20_000)

    _ = try Schemata.copy(of: learner, with: schemata)

    #expect(try modified(copy.root.appendingPathComponent(interactor)) == interactorWritten)
    #expect(try modified(readme) == readmeWritten)
    #expect(
      try String(contentsOf: copy.root.appendingPathComponent(spec), encoding: .utf8)
        == text + "// one more line\n")
    #expect(
      !FileManager.default.fileExists(
        atPath: copy.root.appendingPathComponent("Katas/README.md").path))
  }

  @Test func `schemata that are missing are refused, naming the patch`() throws {
    let (learner, folder) = try Workspace(from: original).copy()
    defer { try? FileManager.default.removeItem(at: folder) }

    #expect {
      try Schemata.copy(of: learner, with: "02-list-interactor-order-spec/missing.patch")
    } throws: { error in
      "\(error)"
        == "Katas/Exercises/02-list-interactor-order-spec/missing.patch, the kata's wrong "
        + "versions, cannot be read"
    }
  }

  @Test func `schemata that do not apply to the learner's code are refused, naming the patch`()
    throws
  {
    let (learner, folder) = try Workspace(from: original).copy()
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct Changed {}\n".write(
      to: learner.root.appendingPathComponent(interactor), atomically: true, encoding: .utf8)

    #expect {
      try Schemata.copy(of: learner, with: schemata)
    } throws: { error in
      "\(error)".hasPrefix(
        "the wrong versions (Katas/Exercises/02-list-interactor-order-spec/schemata.patch) do "
          + "not apply to your code: did the kata change a file it should not?")
    }
  }
}
