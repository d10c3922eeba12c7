import Foundation

// Whether a line is a statement a mutant may leave out, or part of a value that must stay.
extension SiteFinder {
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
}
