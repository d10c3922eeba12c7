import Foundation

/// One mutant: a place in a file and the small change made there.
public struct Mutant: Hashable, Sendable {
  /// What the change does.
  public enum Kind: Hashable, Sendable {
    /// A binary operator replaced by another: `<` by `<=`, `&&` by `||`, `+ 1` by `- 1`.
    case swap(from: String, to: String)
    /// A line that is a call and nothing else, left out.
    case dropCall
    /// A line that sets a property of another object and nothing else, left out.
    case dropAssignment
  }

  /// The file, as a path from the package's root.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// Where the operator starts on the line, in characters from 0 (0 for a dropped line).
  public var column: Int
  public var kind: Kind
  /// Which occurrence of this change on its line, from 1, counted left to right.
  public var occurrence: Int
  /// The line as it is, and as the mutant has it.
  public var original: String
  public var mutated: String

  /// How a marker and a report name the change: `< → <=`, `drop the call`.
  public var change: String {
    switch kind {
    case .swap(let from, let to):
      from == "+" || from == "-" ? "\(from) 1 → \(to) 1" : "\(from) → \(to)"
    case .dropCall: "drop the call"
    case .dropAssignment: "drop the assignment"
    }
  }

  /// `Sources/…/File.swift:12  < → <=`, with ` #2` for a second occurrence on its line.
  public var name: String {
    "\(file):\(line)  \(change)" + (occurrence > 1 ? " #\(occurrence)" : "")
  }

  /// The target the file belongs to: `Sources/<target>/…`.
  public var target: String {
    let parts = file.split(separator: "/")
    return parts.count > 2 ? String(parts[1]) : ""
  }
}

/// A marker: `// Mutant "A → B" is equivalent: reason`, or `… "A → B" #N is equivalent: …`.
public struct Marker: Hashable, Sendable {
  public var file: String
  /// The marker's own line, from 1.
  public var line: Int
  /// The code line it covers, from 1: the first line after its run of markers.
  public var codeLine: Int
  public var change: String
  public var occurrence: Int
  public var reason: String

  public var place: String { "\(file):\(line)" }
}

/// The mutants of one file, the markers in it, and which marker covers which mutant.
public struct FileMutants: Sendable {
  public var file: String
  /// Every mutant the file's compiled lines give, marked or not.
  public var mutants: [Mutant]
  public var markers: [Marker]
  /// The marker of each mutant that one covers.
  public var equivalence: [Mutant: Marker]
  /// The markers whose mutant the tool does not produce on their code line.
  public var stale: [Marker]
}

/// Finds mutants the way `Mutants/README.md` describes, line by line, without a Swift parser.
public enum SiteFinder {
  /// Binary operators, written with a space either side as this package's style has them, and
  /// what each becomes.
  public static let swaps: [(String, String)] = [
    ("<=", "<"), ("<", "<="), (">=", ">"), (">", ">="), ("==", "!="),
    ("!=", "=="), ("&&", "||"), ("||", "&&"), ("+", "-"), ("-", "+"),
  ]

  /// A line that sets a property of another object and does nothing else.
  nonisolated(unsafe) static let propertyAssignment =
    #/^[A-Za-z_][A-Za-z0-9_]*(?:\??\.[A-Za-z_][A-Za-z0-9_]*)+ = [^=].*$/#

  /// A line that is a call and nothing else: `view?.dismiss()`, `await presenter.updateView()`.
  nonisolated(unsafe) static let callStatement =
    #/^(?:try |await |try await )?[A-Za-z_][A-Za-z0-9_]*(?:\??\.[A-Za-z_][A-Za-z0-9_]*)*\(.*\)$/#

  nonisolated(unsafe) static let markerLine =
    #/^\s*// Mutant "(.+?)"(?: #([0-9]+))? is equivalent: ?(.*)$/#

  /// The mutants and markers of `text`, the file at `path`.
  public static func mutants(inFile path: String, text: String) -> FileMutants {
    let lines = text.components(separatedBy: "\n")
    let compiled = Platform.compiledLines(lines)
    var found: [Mutant] = []
    var inMultilineString = false
    var inRegex = false
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let opensOrCloses = trimmed.components(separatedBy: "\"\"\"").count % 2 == 0
      if opensOrCloses { inMultilineString.toggle() }
      // A regex literal (`#/ … /#`, over lines or not) is not code: its `<` is a character.
      let regexMarks =
        line.components(separatedBy: "#/").count - 1
        + line.components(separatedBy: "/#").count - 1
      let wasInRegex = inRegex
      if regexMarks % 2 == 1 { inRegex.toggle() }
      if inMultilineString || opensOrCloses || wasInRegex || regexMarks > 0
        || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") || !compiled[index]
      {
        continue
      }
      var onLine = mutants(onLine: line, number: index + 1, file: path)
      if isPartOfExpression(lines, index) || isValueOfItsBlock(lines, index, compiled: compiled)
        || startsWithKeyword(trimmed)
      {
        onLine.removeAll { $0.kind == .dropCall || $0.kind == .dropAssignment }
      }
      found += onLine
    }
    // Markers: each run of marker lines covers the line after it.
    var markers: [Marker] = []
    var index = 0
    while index < lines.count {
      guard lines[index].wholeMatch(of: markerLine) != nil else {
        index += 1
        continue
      }
      var end = index
      while end < lines.count, lines[end].wholeMatch(of: markerLine) != nil { end += 1 }
      for markerIndex in index..<end {
        guard let match = lines[markerIndex].wholeMatch(of: markerLine) else { continue }
        markers.append(
          Marker(
            file: path, line: markerIndex + 1, codeLine: end + 1, change: String(match.1),
            occurrence: match.2.flatMap { Int($0) } ?? 1, reason: String(match.3)))
      }
      index = end
    }
    var equivalence: [Mutant: Marker] = [:]
    var stale: [Marker] = []
    for marker in markers {
      let covered = found.first {
        $0.line == marker.codeLine && $0.change == marker.change
          && $0.occurrence == marker.occurrence
      }
      if let covered, equivalence[covered] == nil {
        equivalence[covered] = marker
      } else {
        stale.append(marker)
      }
    }
    return FileMutants(
      file: path, mutants: found, markers: markers, equivalence: equivalence, stale: stale)
  }

  /// Whether the line at `index` is part of an expression that goes on from the line above
  /// (which ends in `=`, `(`, `[`, `,`, `??`, `&&`, `||`, `+`, `-`, `*` or `/`) or on the line
  /// below (which starts with
  /// `.`, `)`, `]` or an operator): a value, not a statement that can be left out.
  static func isPartOfExpression(_ lines: [String], _ index: Int) -> Bool {
    let operators = ["??", "&&", "||", "+", "-", "*", "/", "?", ":", "<", ">", "=", "!="]
    let above = code(lines, from: index, step: -1)
    let below = code(lines, from: index, step: 1)
    // Not `:`, `?` nor `>`, which end a `case` label or a type (`Set<[UInt8]>?`) above a
    // statement.
    let goesOnFromAbove =
      ["(", "[", ","].contains { above.hasSuffix($0) }
      || operators.contains { ![":", "?", "<", ">"].contains($0) && above.hasSuffix($0) }
    let goesOnBelow =
      [".", "?.", ")", "]"].contains { below.hasPrefix($0) }
      || operators.contains { below.hasPrefix($0 + " ") }
    return goesOnFromAbove || goesOnBelow
  }

  /// The nearest line of code above (`step` -1) or below (1) the line at `index`, without its
  /// comment; blank lines, comments, `#if` lines and the lines not `compiled` (when given) are
  /// passed over.
  static func code(_ lines: [String], from index: Int, step: Int, compiled: [Bool] = [])
    -> String
  {
    codeIndex(lines, from: index, step: step, compiled: compiled).map { code(of: lines[$0]) } ?? ""
  }

  /// The index of the line ``code(_:from:step:compiled:)`` returns, or nil.
  static func codeIndex(_ lines: [String], from index: Int, step: Int, compiled: [Bool] = [])
    -> Int?
  {
    var at = index + step
    while at >= 0, at < lines.count {
      if at < compiled.count, !compiled[at] {
        at += step
        continue
      }
      let code = code(of: lines[at])
      if !code.isEmpty, !code.hasPrefix("#") { return at }
      at += step
    }
    return nil
  }

  /// A line without its comment and the blanks around it.
  static func code(of line: String) -> String {
    let characters = Array(line)
    return String(characters[0..<codePrefixLength(characters)])
      .trimmingCharacters(in: .whitespaces)
  }

  /// Whether the line at `index` is the only statement of a block whose value is used.
  ///
  /// The body of a function or closure that returns something (`-> Date {`), of a computed
  /// property (`var message: Message {`), or of a closure whose result is kept (`let written =
  /// bytes.withUnsafeBytes { buffer in`) or transformed (`.map {`, `.filter {`, …). Left out,
  /// such a call leaves its block without a value, which no build accepts.
  static func isValueOfItsBlock(_ lines: [String], _ index: Int, compiled: [Bool]) -> Bool {
    let above = code(lines, from: index, step: -1, compiled: compiled)
    guard
      code(lines, from: index, step: 1, compiled: compiled).hasPrefix("}")
        || isCaseLabel(code(lines, from: index, step: 1, compiled: compiled))
    else { return false }
    if above.hasSuffix("{") || above.hasSuffix(" in"),
      let opener = codeIndex(lines, from: index, step: -1, compiled: compiled)
    {
      return opensUsedValue(lines, opener, compiled: compiled)
    }
    // A case's value: the switch is the only statement of a block whose value is used.
    guard isCaseLabel(above) else { return false }
    let indent = lines[index].prefix { $0 == " " }.count
    var at = index - 1
    while at >= 0 {
      let line = lines[at]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if line.prefix(while: { $0 == " " }).count < indent, trimmed.hasPrefix("switch ") {
        // The switch must be the block's only statement: its closing brace, at its own
        // indentation, is followed by the block's.
        let switchIndent = line.prefix { $0 == " " }.count
        var end = at + 1
        while end < lines.count,
          !(lines[end].prefix { $0 == " " }.count == switchIndent
            && lines[end].trimmingCharacters(in: .whitespaces).hasPrefix("}"))
        {
          end += 1
        }
        return opensValue(code(lines, from: at, step: -1, compiled: compiled))
          && code(lines, from: end, step: 1, compiled: compiled).hasPrefix("}")
      }
      if trimmed.hasPrefix("func ") || trimmed.contains(" func ") { return false }
      at -= 1
    }
    return false
  }

  /// Whether the block that the line at `opener` opens has a value that is used: by the
  /// opener's own words (``opensValue(_:)``); as the end of a signature over several lines
  /// (`func parse(…) -> Result<` … `> {`); as a closure given to a call that a condition on
  /// the line above tests (`guard` / `try await save({ … in`); or as the only statement of a
  /// block whose value is used (`let count = try retrying {` / `bytes.withUnsafeBytes { b in`
  /// / `read(…)`), at any depth.
  static func opensUsedValue(_ lines: [String], _ opener: Int, compiled: [Bool], depth: Int = 0)
    -> Bool
  {
    let text = code(of: lines[opener])
    if opensValue(text) { return true }
    let aboveIndex = codeIndex(lines, from: opener, step: -1, compiled: compiled)
    if text.hasPrefix(">") || text.hasPrefix(")") {
      var signature = text
      var at = opener
      for _ in 0..<8 {
        guard let previous = codeIndex(lines, from: at, step: -1, compiled: compiled) else {
          break
        }
        signature = code(of: lines[previous]) + " " + signature
        if signature.contains("func ") || signature.contains("init(") {
          return opensValue(signature)
        }
        at = previous
      }
      return false
    }
    guard let aboveIndex else { return false }
    let above = code(of: lines[aboveIndex])
    if ["guard", "if", "while"].contains(above) { return true }
    guard depth < 8, above.hasSuffix("{") || above.hasSuffix(" in"),
      let end = blockEnd(lines, opener: opener),
      code(lines, from: end, step: 1, compiled: compiled).hasPrefix("}")
    else { return false }
    return opensUsedValue(lines, aboveIndex, compiled: compiled, depth: depth + 1)
  }

  /// The line that closes the block the line at `opener` opens: the first below it that starts
  /// with `}` at the opener's indentation.
  static func blockEnd(_ lines: [String], opener: Int) -> Int? {
    let indent = lines[opener].prefix { $0 == " " }.count
    return lines.indices.dropFirst(opener + 1).first {
      lines[$0].prefix { $0 == " " }.count == indent
        && lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("}")
    }
  }

  static func isCaseLabel(_ code: String) -> Bool {
    (code.hasPrefix("case ") || code == "default:") && code.hasSuffix(":")
  }

  /// Whether a block that `opener` opens has a value that is used.
  static func opensValue(_ opener: String) -> Bool {
    guard opener.hasSuffix("{") || opener.hasSuffix(" in") else { return false }
    if let arrow = opener.range(of: "->", options: .backwards) {
      let type = opener[arrow.upperBound...].replacingOccurrences(of: "{", with: "")
        .replacingOccurrences(of: " in", with: "").trimmingCharacters(in: .whitespaces)
      return type != "Void" && type != "()"
    }
    let declaration = opener.split(separator: " ").filter {
      ![
        "public", "private", "fileprivate", "internal", "package", "static", "override",
        "nonisolated", "final", "lazy", "mutating", "nonmutating",
      ].contains($0)
    }
    if declaration.first == "get" { return true }
    if declaration.first == "var", declaration.count > 2, declaration[1].hasSuffix(":") {
      return true
    }
    // Kept: `let x = … {`, `return … {`, `x.y = … {`, `x += … {`; not `if let x = … {`, a
    // condition.
    let kept =
      ["let", "var", "return"].contains(declaration.first ?? "")
      || opener.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_.]* [-+*\/]?= .*/#) != nil
    let transformed = [
      "map", "compactMap", "flatMap", "filter", "first", "contains", "sorted", "allSatisfy",
      "min", "max", "reduce", "prefix", "drop",
    ].contains { opener.contains(".\($0) {") || opener.contains(".\($0)(") }
    return kept || transformed
  }

  /// Whether a statement starts with a keyword that a call does not: `throws(Failure)` on the
  /// line of its own of a function's declaration, `private(set) var …`.
  static func startsWithKeyword(_ statement: String) -> Bool {
    let first = statement.prefix { $0.isLetter }
    return [
      "throws", "rethrows", "private", "fileprivate", "internal", "public", "package", "open",
      "init", "deinit", "where", "some", "any",
    ].contains(String(first))
  }

  /// The mutants of one code line.
  static func mutants(onLine line: String, number: Int, file: String) -> [Mutant] {
    let characters = Array(line)
    let codeLength = codePrefixLength(characters)
    var found: [Mutant] = []
    var counts: [String: Int] = [:]
    // Operators, left to right: ` < ` is an operator with a space either side, outside strings.
    var offset = 0
    var inString = false
    while offset < codeLength {
      let character = characters[offset]
      if character == "\"", offset == 0 || characters[offset - 1] != "\\" { inString.toggle() }
      guard !inString, character != " ", offset > 0, characters[offset - 1] == " " else {
        offset += 1
        continue
      }
      var end = offset
      while end < codeLength, characters[end] != " " { end += 1 }
      let token = String(characters[offset..<end])
      if end < codeLength, let swap = swaps.first(where: { $0.0 == token }) {
        // `+ 1` and `- 1` only, and not the start of a longer literal (`1_000`, `1.5`, `10`).
        let after = end + 2 < characters.count ? characters[end + 2] : " "
        let isOne =
          end + 1 < codeLength && characters[end + 1] == "1"
          && !(after.isNumber || after == "_" || after == ".")
        if token != "+" && token != "-" || isOne {
          let kind = Mutant.Kind.swap(from: token, to: swap.1)
          let change = Mutant(
            file: file, line: number, column: offset, kind: kind, occurrence: 1, original: line,
            mutated: "",
          ).change
          let occurrence = counts[change, default: 0] + 1
          counts[change] = occurrence
          var mutated = characters
          mutated.replaceSubrange(offset..<end, with: Array(swap.1))
          found.append(
            Mutant(
              file: file, line: number, column: offset, kind: kind, occurrence: occurrence,
              original: line, mutated: String(mutated)))
        }
      }
      offset = end
    }
    let statement = String(characters[0..<codeLength]).trimmingCharacters(in: .whitespaces)
    // A line that starts with `>` closes a generic type (`Result<` … `> {`): no operator.
    if statement.hasPrefix(">") || statement.hasPrefix("<") {
      found.removeAll {
        if case .swap = $0.kind { $0.column == line.prefix { $0 == " " }.count } else { false }
      }
    }
    let indent = String(line.prefix { $0 == " " })
    let isBalanced =
      statement.filter({ $0 == "(" }).count == statement.filter({ $0 == ")" }).count
    let dropped = indent + "_ = ()  // mutant: dropped"
    if statement.wholeMatch(of: callStatement) != nil, isBalanced,
      !statement.hasPrefix("self.init"), !statement.hasPrefix("super.")
    {
      found.append(
        Mutant(
          file: file, line: number, column: 0, kind: .dropCall, occurrence: 1, original: line,
          mutated: dropped))
    } else if statement.wholeMatch(of: propertyAssignment) != nil, isBalanced,
      !statement.hasPrefix("self.")
    {
      found.append(
        Mutant(
          file: file, line: number, column: 0, kind: .dropAssignment, occurrence: 1,
          original: line, mutated: dropped))
    }
    return found
  }

  /// The length of the code on `line`: up to a `//` comment outside a string literal.
  static func codePrefixLength(_ line: [Character]) -> Int {
    var inString = false
    var previous: Character = " "
    for (offset, character) in line.enumerated() {
      if character == "\"", previous != "\\" { inString.toggle() }
      if !inString, character == "/", previous == "/" { return offset - 1 }
      previous = character
    }
    return line.count
  }
}

/// Which lines the compiler reads on this platform: lines inside an `#if` branch that is not
/// compiled here (`#if canImport(Darwin)` on Linux) are left out, and carry no markers.
public enum Platform {
  /// The modules `canImport` finds on this platform.
  static var importable: Set<String> {
    #if canImport(Darwin)
      ["Darwin", "Foundation", "FoundationEssentials", "Dispatch", "Synchronization", "Testing"]
    #else
      ["Glibc", "Foundation", "FoundationEssentials", "Dispatch", "Synchronization", "Testing"]
    #endif
  }

  static var system: String {
    #if os(macOS)
      "macOS"
    #else
      "Linux"
    #endif
  }

  /// Whether each line is compiled here (the `#if` lines themselves count as not).
  public static func compiledLines(_ lines: [String]) -> [Bool] {
    // Each open `#if`: whether the enclosing code is compiled, whether a branch was taken,
    // whether the current branch is compiled.
    var stack: [(outer: Bool, taken: Bool, active: Bool)] = []
    var result: [Bool] = []
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let active = stack.last?.active ?? true
      if trimmed.hasPrefix("#if ") {
        let holds = active && evaluate(String(trimmed.dropFirst(4)))
        stack.append((active, holds, holds))
        result.append(false)
      } else if trimmed.hasPrefix("#elseif "), var top = stack.popLast() {
        let holds = top.outer && !top.taken && evaluate(String(trimmed.dropFirst(8)))
        top.taken = top.taken || holds
        top.active = holds
        stack.append(top)
        result.append(false)
      } else if trimmed.hasPrefix("#else"), var top = stack.popLast() {
        top.active = top.outer && !top.taken
        top.taken = true
        stack.append(top)
        result.append(false)
      } else if trimmed.hasPrefix("#endif") {
        _ = stack.popLast()
        result.append(false)
      } else {
        result.append(active)
      }
    }
    return result
  }

  /// Evaluates a condition of `#if`: `canImport(X)`, `os(X)`, `!`, `&&`, `||`, parentheses;
  /// anything else (`swift(>=6)`, `DEBUG`) counts as true.
  static func evaluate(_ condition: String) -> Bool {
    var tokens: [String] = []
    var current = ""
    let text = condition.components(separatedBy: "//")[0]
    for character in text {
      if "()!".contains(character) || character == " " {
        if !current.isEmpty { tokens.append(current) }
        current = ""
        if character != " " { tokens.append(String(character)) }
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { tokens.append(current) }
    var position = 0
    func peek() -> String? { position < tokens.count ? tokens[position] : nil }
    func next() -> String? {
      defer { position += 1 }
      return peek()
    }
    func primary() -> Bool {
      guard let token = next() else { return true }
      if token == "!" { return !primary() }
      if token == "(" {
        let value = disjunction()
        _ = next()
        return value
      }
      if peek() == "(" {
        _ = next()
        var argument = ""
        var depth = 1
        while let inner = next() {
          if inner == "(" { depth += 1 }
          if inner == ")" {
            depth -= 1
            if depth == 0 { break }
          }
          argument += inner
        }
        switch token {
        case "canImport": return importable.contains(argument)
        case "os": return argument == system
        default: return true
        }
      }
      return true
    }
    func conjunction() -> Bool {
      var value = primary()
      while peek() == "&&" {
        _ = next()
        value = primary() && value
      }
      return value
    }
    func disjunction() -> Bool {
      var value = conjunction()
      while peek() == "||" {
        _ = next()
        value = conjunction() || value
      }
      return value
    }
    return disjunction()
  }
}
