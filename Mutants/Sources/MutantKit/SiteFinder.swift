import Foundation

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
