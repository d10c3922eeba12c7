import Testing

@testable import MutantKit

/// The marking rule agreed with the markers' issue: one marker, one mutant, on the line directly
/// above its code line; a marker whose mutant is not produced there is stale; lines compiled
/// only on another platform give no mutants.
struct MarkingRuleTests {
  func find(_ lines: [String]) -> FileMutants {
    SiteFinder.mutants(inFile: "Sources/A/A.swift", text: lines.joined(separator: "\n"))
  }

  @Test func `a marker covers the first of two changes on its line, and only that one`() {
    let found = find([
      "func f() -> Bool {",
      "  // Mutant \"== → !=\" is equivalent: the owners are the same.",
      "  return a == b && c == d",
      "}",
    ])

    #expect(
      found.mutants.map(\.name) == [
        "Sources/A/A.swift:3  == → !=", "Sources/A/A.swift:3  && → ||",
        "Sources/A/A.swift:3  == → != #2",
      ])
    #expect(found.equivalence.keys.map(\.name) == ["Sources/A/A.swift:3  == → !="])
    #expect(found.stale == [])
  }

  @Test func `a marker numbered #2 covers the second occurrence on its line`() {
    let found = find([
      "  // Mutant \"== → !=\" #2 is equivalent: the groups are the same.",
      "  return a == b && c == d",
    ])

    #expect(found.equivalence.keys.map(\.name) == ["Sources/A/A.swift:2  == → != #2"])
    #expect(found.equivalence.values.map(\.reason) == ["the groups are the same."])
  }

  @Test func `stacked markers each cover their own mutant of the line below the stack`() {
    let found = find([
      "  // Mutant \"== → !=\" is equivalent: one.",
      "  // Mutant \"&& → ||\" is equivalent: two.",
      "  return a == b && c == d",
    ])

    #expect(
      Set(found.equivalence.keys.map(\.name)) == [
        "Sources/A/A.swift:3  == → !=", "Sources/A/A.swift:3  && → ||",
      ])
    #expect(found.stale == [])
  }

  @Test func `a marker with another comment between it and the code covers nothing and is stale`() {
    let found = find([
      "  // Mutant \"< → <=\" is equivalent: the range is empty too.",
      "  // The start comes first.",
      "  guard start < end else { return [] }",
    ])

    #expect(found.equivalence.isEmpty)
    #expect(found.stale.map(\.place) == ["Sources/A/A.swift:1"])
    #expect(found.stale.map(\.codeLine) == [2])
  }

  @Test func `a marker whose change is not on its line is stale`() {
    let found = find([
      "  // Mutant \"<= → <\" is equivalent: no longer true.",
      "  guard start < end else { return [] }",
      "  // Mutant \"< → <=\" #2 is equivalent: there is one only.",
      "  guard start < end else { return [] }",
    ])

    #expect(found.equivalence.isEmpty)
    #expect(found.stale.map(\.place) == ["Sources/A/A.swift:1", "Sources/A/A.swift:3"])
  }

  @Test func `lines compiled only on another platform give no mutants and their markers are stale`()
  {
    let found = find([
      "#if canImport(Darwin)",
      "  // Mutant \"drop the call\" is equivalent: not compiled here.",
      "  Darwin.close(descriptor)",
      "#elseif canImport(Musl)",
      "  let a = b == c",
      "#else",
      "  let x = y == z",
      "#endif",
      "#if os(Linux)",
      "  let p = q < r",
      "#endif",
    ])

    #expect(
      found.mutants.map(\.name) == [
        "Sources/A/A.swift:7  == → !=", "Sources/A/A.swift:10  < → <=",
      ])
    #expect(found.stale.map(\.place) == ["Sources/A/A.swift:2"])
  }

  @Test func `operators in strings, comments, regex literals and longer literals are not sites`() {
    let found = find([
      "  let text = \"a < b\" // c == d",
      "  let pattern = #/(?x) < [A-Z]{3,} > /#",
      "  let long = #/",
      "    (?: [A-Z]{3,} | < [0-9]{3,} > )",
      "  /#",
      "  let big = count + 1_000 + 10 + 1.5",
      "  let next = count + 1",
      "  presenter.view = view",
      "  await presenter.updateView()",
    ])

    #expect(
      found.mutants.map(\.name) == [
        "Sources/A/A.swift:7  + 1 → - 1", "Sources/A/A.swift:8  drop the assignment",
        "Sources/A/A.swift:9  drop the call",
      ])
    #expect(
      found.mutants.map(\.mutated) == [
        "  let next = count - 1", "  _ = ()  // mutant: dropped", "  _ = ()  // mutant: dropped",
      ])
  }

  @Test func `a call that an expression goes on from, above or below it, is no line to drop`() {
    let found = find([
      "  func instant(_ date: Date) -> String {",
      "    ISO8601Instant.text(for: date, in: zone)",
      "      ?? words(.timeSecondsAfter1970)",
      "  }",
      "  let items = list",
      "    .filter(keep)",
      "  let sum =",
      "    total(of: items)",
      "  show(",
      "    words(.listNoContent)",
      "  )",
      "  view?.dismiss()",
    ])

    #expect(found.mutants.map(\.name) == ["Sources/A/A.swift:12  drop the call"])
  }

  @Test
  func `a call that is the value of its function or of a closure whose value is kept is none`() {
    let found = find([
      "  func date(_ text: String) -> Date {",
      "    calendar.date(from: text)",
      "  }",
      "  var message: Message {",
      "    Message(.listNoContent)",
      "  }",
      "  let written = bytes.withUnsafeBytes { buffer in",
      "    #if canImport(Darwin)",
      "      Darwin.write(descriptor, buffer.baseAddress, buffer.count)",
      "    #else",
      "      Glibc.write(descriptor, buffer.baseAddress, buffer.count)",
      "    #endif",
      "  }",
      "  let items = list.compactMap { item in",
      "    Row(item)",
      "  }",
      "  func show() -> Void {",
      "    view.show()",
      "  }",
      "  Task {",
      "    await presenter.updateView()",
      "  }",
      "  if let row = Int(text), row > 0 {",
      "    handler.openItem(atRow: row)",
      "  }",
    ])

    #expect(
      found.mutants.map(\.name) == [
        "Sources/A/A.swift:18  drop the call", "Sources/A/A.swift:21  drop the call",
        "Sources/A/A.swift:23  > → >=", "Sources/A/A.swift:24  drop the call",
      ])
  }

  /// Each of these was a site whose rewrite did not build (`missing return in closure expected
  /// to return 'Int'`), and the build that found it cost a rebuild of the package.
  @Test
  func `a call that is a closure's value, the closure a used block's value, is none`() {
    let found = find([
      "  let count = try retrying(action: nil) {",
      "    bytes.withUnsafeMutableBytes { buffer in",
      "      read(descriptor, buffer.baseAddress, buffer.count)",
      "    }",
      "  }",
      "  written += try retrying(action: action) {",
      "    data.withUnsafeBytes { buffer in",
      "      #if os(macOS)",
      "        send(socket, buffer.baseAddress, buffer.count - written, 0)",
      "      #else",
      "        send(socket, buffer.baseAddress, buffer.count - written, MSG_NOSIGNAL)",
      "      #endif",
      "    }",
      "  }",
      "  guard",
      "    try await save({ document, path in",
      "      try document.complete(id, path: path)",
      "    })",
      "  else { return }",
      "  public static func parse(_ arguments: [String]) -> Result<",
      "    Request, OptionError",
      "  > {",
      "    parse(bytes: arguments)",
      "  }",
      "  queue.async {",
      "    items.withLock { list in",
      "      list.removeAll()",
      "    }",
      "  }",
      "  do throws(Failure) {",
      "    try makeFolders(below: path)",
      "  }",
    ])

    #expect(
      found.mutants.map(\.name) == [
        "Sources/A/A.swift:27  drop the call", "Sources/A/A.swift:31  drop the call",
      ])
  }

  @Test func `a call that is a case's value in a switch that is its function's value is none`() {
    let found = find([
      "  public nonisolated var unownedExecutor: UnownedSerialExecutor {",
      "    executor.asUnownedSerialExecutor()",
      "  }",
      "  var message: Message {",
      "    switch self {",
      "    case .cannotSave(let path):",
      "      Message(.storeCannotSave, .text(path))",
      "    }",
      "  }",
      "  func show() {",
      "    switch state {",
      "    case .empty:",
      "      view.showNoContent()",
      "    }",
      "  }",
      "  func handle(_ command: String) -> Bool {",
      "    switch command {",
      "    case \"help\":",
      "      output.write(help)",
      "    }",
      "    return true",
      "  }",
    ])

    #expect(
      found.mutants.map(\.name) == [
        "Sources/A/A.swift:13  drop the call", "Sources/A/A.swift:19  drop the call",
      ])
  }

  @Test func `the closing bracket of a generic type on a line of its own is no operator`() {
    let found = find([
      "  public static func parse(_ arguments: [String]) -> Result<",
      "    Request, OptionError",
      "  > {",
    ])

    #expect(found.mutants.map(\.name) == [])
  }

  @Test func `a declaration that looks like a call is none`() {
    let found = find([
      "  private static func refuse(_ path: StorePath)",
      "    throws(Failure)",
      "  {",
      "  }",
      "  private(set) var entries = DueDateOrdered<Entry>()",
      "  view?.dismiss()",
    ])

    #expect(found.mutants.map(\.name) == ["Sources/A/A.swift:6  drop the call"])
  }
}

/// The rewrite that lets one build hold every mutant.
struct SchemataTests {
  @Test func `each site gets an operator of its own and a dropped line an if`() {
    let text = "  let ok = a < b && c == d\n  view?.dismiss()"
    let found = SiteFinder.mutants(inFile: "Sources/A/A.swift", text: text)
    let sites = found.mutants.enumerated().map { (number: $0.offset, mutant: $0.element) }
    let rewritten = Schemata.rewrite(text, sites: sites, target: "A")
    let lines = rewritten.text.components(separatedBy: "\n")

    #expect(lines[0] == "  let ok = a <∀∀ b &&∀∁ c ==∀∂ d")
    #expect(lines[1] == "  if !__mutantOn_A(3) { view?.dismiss() }")
    #expect(lines.contains("infix operator <∀∀: ComparisonPrecedence"))
    #expect(lines.contains("infix operator &&∀∁: LogicalConjunctionPrecedence"))
    #expect(lines.contains("  __mutantOn_A(0) ? left <= right : left < right"))
    #expect(rewritten.positions[2]?.column == 26)
  }

  @Test func `a comparison of tuples gets an operator for tuples of two and of three`() {
    let text = "  items.sorted { ($0.day, $0.title) < ($1.day, $1.title) }"
    let found = SiteFinder.mutants(inFile: "Sources/A/A.swift", text: text)
    let sites = found.mutants.enumerated().map { (number: $0.offset, mutant: $0.element) }
    let lines = Schemata.rewrite(text, sites: sites, target: "A").text
      .components(separatedBy: "\n")

    #expect(
      lines.contains(
        "@usableFromInline func <∀∀ <A: Comparable, B: Comparable>(left: (A, B), right: (A, B)) -> Bool {"
      ))
    #expect(
      lines.contains(
        "@usableFromInline func <∀∀ <A: Comparable, B: Comparable, C: Comparable>(left: (A, B, C), right: (A, B, C)) -> Bool {"
      ))
  }

  @Test func `the operators and the switch can be used from inlinable code`() {
    let text = "  let ok = a < b"
    let found = SiteFinder.mutants(inFile: "Sources/A/A.swift", text: text)
    let sites = found.mutants.enumerated().map { (number: $0.offset, mutant: $0.element) }
    let lines = Schemata.rewrite(text, sites: sites, target: "A").text
      .components(separatedBy: "\n")
    let switchFile = Schemata.switchFile(target: "A", count: 1)

    #expect(
      lines.contains("@usableFromInline func <∀∀ <T: Comparable>(left: T, right: T) -> Bool {"))
    #expect(lines.filter { $0.hasPrefix("private ") } == [])
    #expect(switchFile.contains("@usableFromInline func __mutantOn_A(_ site: Int) -> Bool {"))
  }

  @Test func `a draw is the same for the same seed and takes from every target`() {
    let mutants = (1...6).map { line in
      Mutant(
        file: line <= 3 ? "Sources/A/A.swift" : "Sources/B/B.swift", line: line, column: 0,
        kind: .dropCall, occurrence: 1, original: "", mutated: "")
    }
    let first = MutationRun.draw(2, from: mutants, seed: 7)
    let again = MutationRun.draw(2, from: mutants, seed: 7)

    #expect(first == again)
    #expect(Set(first.map(\.target)) == ["A", "B"])
    #expect(MutationRun.draw(10, from: mutants, seed: 7).count == 6)
  }
}
