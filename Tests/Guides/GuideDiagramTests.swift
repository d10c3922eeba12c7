import Foundation
import Testing

/// The sequence diagram of an edit names only what `Sources` declares, so it cannot drift.
///
/// In `Sources/TodoVIPER/TodoVIPER.docc/Resources/edit-sequence.svg`, each participant (a
/// `<text class="type">`) is a type, each arrow (a `<text class="call">`) a method, named as
/// DocC names it, `saveChanges(_:to:)`. And the guides that promise it show it.
struct GuideDiagramTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let diagram = "Sources/TodoVIPER/TodoVIPER.docc/Resources/edit-sequence.svg"

  static func text(of path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The texts of `svg`'s `<text>` elements of class `kind`, unescaped.
  static func texts(_ kind: String, in svg: String) -> [String] {
    svg.matches(of: /<text class="(\w+)"[^>]*>([^<]*)<\/text>/).filter { $0.1 == kind }.map {
      String($0.2).replacing("&lt;", with: "<").replacing("&gt;", with: ">")
        .replacing("&amp;", with: "&")
    }
  }

  /// The methods `source` declares, as DocC names them: `name(label:label:)`.
  ///
  /// A search by hand on the lines that declare one, not a Regex over the whole text: over the
  /// whole of `Sources`, a Regex costs a third of a second.
  static func methods(in source: String) -> Set<String> {
    var found: Set<String> = []
    let lines = source.lines()
    for (index, line) in lines.enumerated() {
      guard let keyword = line.firstRange(of: "func ") else { continue }
      // A declaration's parameters may run over the next lines, to its ")".
      let text = ([line[keyword.upperBound...]] + lines[(index + 1)..<min(index + 4, lines.count)])
        .joined(separator: " ")
      let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      guard !name.isEmpty, let open = text.firstIndex(of: "("),
        let close = text[open...].firstIndex(of: ")")
      else { continue }
      let between = text[name.endIndex..<open].filter { $0 != " " }
      guard between.isEmpty || between.hasPrefix("<") else { continue }
      let parameters: [Substring] = text[text.index(after: open)..<close].split(separator: ",")
        .map { $0.drop { $0 == " " } }.filter { !$0.isEmpty }
      let labels: [String] = parameters.map { String($0.prefix { $0 != " " && $0 != ":" }) + ":" }
      found.insert("\(name)(\(labels.joined()))")
    }
    return found
  }

  /// The types `source` declares.
  static func types(in source: String) -> Set<String> {
    let kinds = ["class ", "struct ", "enum ", "protocol ", "actor ", "typealias "]
    // One expression for every line: a literal is parsed again each time it is evaluated.
    let declaration = /(?:class|struct|enum|protocol|actor|typealias)\s+(\w+)/
    return Set(
      source.lines().filter { line in kinds.contains { line.holds($0) } }
        .flatMap { line in line.matches(of: declaration).map { String($0.1) } })
  }

  @Test func `every type and method the edit diagram names is declared in Sources`() throws {
    let svg = try Self.text(of: Self.diagram)
    let sources = try FileManager.default.subpathsOfDirectory(
      atPath: Self.packageRoot.appendingPathComponent("Sources").path
    ).filter { $0.hasSuffix(".swift") }.map { try Self.text(of: "Sources/\($0)") }
      .joined(separator: "\n")
    let types = Self.texts("type", in: svg)
    let calls = Self.texts("call", in: svg)
    #expect(types.count >= 8)
    #expect(calls.count >= 15)
    let declaredTypes = Self.types(in: sources)
    let declaredMethods = Self.methods(in: sources)
    #expect(types.filter { !declaredTypes.contains($0) } == [])
    #expect(calls.filter { !declaredMethods.contains($0) } == [])
  }

  @Test func `Passing data between modules and Learn VIPER here show the edit diagram`() throws {
    let catalog = "Sources/TodoVIPER/TodoVIPER.docc"
    for guide in ["PassingDataBetweenModules.md", "LearnVIPERHere.md"] {
      #expect(try Self.text(of: "\(catalog)/\(guide)").contains("](edit-sequence.svg)"), "\(guide)")
    }
  }

  @Test func `the names are read as DocC writes them`() {
    let source = """
      public func saveChanges(
        to id: TodoItem.ID, title: String, dueDate: Date
      ) async throws(EditEntryError) {
      func present() {}
      func showItem(_ data: EditDisplayData)
      private func storing<Result>(_ id: TodoItem.ID, _ call: Int) {}
      public typealias TodoStore = ListDataManager & AddDataManager
      """
    #expect(
      Self.methods(in: source) == [
        "saveChanges(to:title:dueDate:)", "present()", "showItem(_:)", "storing(_:_:)",
      ])
    #expect(Self.types(in: source) == ["TodoStore"])
    #expect(
      Self.texts(
        "call", in: #"<text class="call" x="1">present()</text><text class="type">A</text>"#)
        == ["present()"])
  }
}
