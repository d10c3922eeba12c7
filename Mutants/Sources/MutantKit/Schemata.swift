import Foundation

/// The environment variables through which a run of the built tests learns which site is on.
///
/// And where to note the sites it reaches. `Tests/Support/TodoRunner.swift` passes
/// every variable that starts with `TODO_MUTANT` on to the `todo` processes the tests start.
public enum Switch {
  /// The number of the site switched on; unset (or not a number): every site as written.
  public static let variable = "TODO_MUTANT"
  /// A file of one byte a site, which every process of the run maps and sets to 1 for each
  /// site it reaches.
  public static let traceVariable = "TODO_MUTANT_TRACE"
  /// A folder in which each `todo` an end-to-end test starts gets a trace of its own, beside a
  /// file that names its test (`Tests/Support/TodoRunner.swift` makes them): so a site that
  /// only `todo` reaches runs only the tests whose `todo` reached it.
  public static let testsVariable = "TODO_MUTANT_TESTS"
  /// The seconds a `todo` an end-to-end test starts may run (see `Stages.runLimit`).
  public static let runLimitVariable = "TODO_MUTANT_RUN_LIMIT"
  /// The file each target gains in the copy, which reads the switch once.
  public static let fileName = "MutantSwitch.swift"
}

/// One file rewritten so that each of its sites can be switched on at run time.
public struct SchemataFile: Sendable {
  public var text: String
  /// For each site: the line (from 1) and the column (from 0) of its rewritten operator, or of
  /// the `if` that wraps its line; and the lines its declarations take at the end of the file.
  public var positions: [Int: (line: Int, column: Int)]
  public var declarations: [Int: ClosedRange<Int>]
  /// The sites left out because their line is not in the text as they have it (a text that
  /// changed since they were found): none, when the sites were found in this text.
  public var skipped: [Int] = []
}

/// Rewrites sources into mutant schemata: every site gets its own operator (an infix operator in
/// the original's precedence group, so the expression parses the same), whose body picks the
/// original or the mutant by the run's switch; a dropped call or assignment becomes an `if`.
public enum Schemata {
  /// The operator that stands for site `number` in place of `token`: the token, then two
  /// characters of the Mathematical Operators block, which Swift allows in operators.
  public static func operatorName(_ token: String, site number: Int) -> String {
    let high = UInt16(0x2200 + number / 256 % 256)
    let low = UInt16(0x2200 + number % 256)
    return token + String(decoding: [high, low], as: UTF16.self)
  }

  /// The function that says whether a site is switched on, one in each target.
  public static func switchFunction(target: String) -> String {
    "__mutantOn_" + target.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
  }

  /// Rewrites `text`: each of `sites` (number, mutant), all in this file, switched by number.
  ///
  /// A site whose line is not in `text` as the site has it (`original`), or whose operator is
  /// not at its column, is left out and named in ``SchemataFile/skipped``, never a trap.
  public static func rewrite(
    _ text: String, sites allSites: [(number: Int, mutant: Mutant)], target: String
  ) -> SchemataFile {
    var lines = text.components(separatedBy: "\n")
    let sites = allSites.filter { site in
      guard site.mutant.line >= 1, site.mutant.line <= lines.count,
        lines[site.mutant.line - 1] == site.mutant.original
      else { return false }
      guard case .swap(let from, _) = site.mutant.kind else { return true }
      let characters = Array(site.mutant.original)
      let end = site.mutant.column + from.count
      return site.mutant.column >= 0 && end <= characters.count
        && String(characters[site.mutant.column..<end]) == from
    }
    let kept = Set(sites.map(\.number))
    let skipped = allSites.map(\.number).filter { !kept.contains($0) }
    let on = switchFunction(target: target)
    var positions: [Int: (line: Int, column: Int)] = [:]
    var declarations: [Int: ClosedRange<Int>] = [:]
    var appended: [String] = ["", "// Mutant schemata, added by Mutants/run in its copy."]
    let byLine = Dictionary(grouping: sites) { $0.mutant.line }
    for (lineNumber, lineSites) in byLine.sorted(by: { $0.key < $1.key }) {
      var characters = Array(lines[lineNumber - 1])
      let swaps = lineSites.filter { if case .swap = $0.mutant.kind { true } else { false } }
        .sorted { $0.mutant.column < $1.mutant.column }
      var shift = 0
      for (number, mutant) in swaps {
        guard case .swap(let from, _) = mutant.kind else { continue }
        let name = operatorName(from, site: number)
        let start = mutant.column + shift
        characters.replaceSubrange(start..<start + from.count, with: Array(name))
        positions[number] = (lineNumber, start)
        shift += name.count - from.count
      }
      for (number, mutant) in lineSites
      where mutant.kind == .dropCall
        || mutant.kind == .dropAssignment
      {
        let codeLength = SiteFinder.codePrefixLength(characters)
        let indent = characters.prefix { $0 == " " }.count
        let code = String(characters[indent..<codeLength]).trimmingCharacters(in: .whitespaces)
        let comment = String(characters[codeLength...])
        let wrapped = "if !\(on)(\(number)) { \(code) }"
        characters =
          Array(
            String(repeating: " ", count: indent) + wrapped + (comment.isEmpty ? "" : " ")
              + comment)
        for (other, _) in swaps {
          positions[other]?.column += 4 + on.count + "(\(number)) { ".count
        }
        positions[number] = (lineNumber, indent)
      }
      lines[lineNumber - 1] = String(characters)
    }
    for (number, mutant) in sites.sorted(by: { $0.number < $1.number }) {
      guard case .swap(let from, let to) = mutant.kind else { continue }
      let first = lines.count + appended.count + 1
      let block = declaration(from: from, to: to, site: number, on: on)
      appended += block
      declarations[number] = first...(first + block.count - 1)
    }
    if sites.isEmpty {
      return SchemataFile(text: text, positions: [:], declarations: [:], skipped: skipped)
    }
    return SchemataFile(
      text: (lines + appended).joined(separator: "\n"), positions: positions,
      declarations: declarations, skipped: skipped)
  }

  /// The operator of one site and its functions, for each overload the original has.
  static func declaration(from: String, to: String, site: Int, on: String) -> [String] {
    let name = operatorName(from, site: site)
    let pick = "\(on)(\(site))"
    switch from {
    case "<", "<=", ">", ">=":
      // Tuples of two and of three compare too (the standard library's own overloads).
      return [
        "infix operator \(name): ComparisonPrecedence",
        "@usableFromInline func \(name) <T: Comparable>(left: T, right: T) -> Bool {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
        "@usableFromInline func \(name) <A: Comparable, B: Comparable>(left: (A, B), right: (A, B)) -> Bool {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
        "@usableFromInline func \(name) <A: Comparable, B: Comparable, C: Comparable>(left: (A, B, C), right: (A, B, C)) -> Bool {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
      ]
    case "==", "!=":
      return [
        "infix operator \(name): ComparisonPrecedence",
        "@usableFromInline func \(name) <T: Equatable>(left: T, right: T) -> Bool {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
        "@usableFromInline func \(name) <T: Equatable>(left: T?, right: T?) -> Bool {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
        "@usableFromInline func \(name) <T>(left: T?, right: _OptionalNilComparisonType) -> Bool {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
        "@usableFromInline func \(name) <T>(left: _OptionalNilComparisonType, right: T?) -> Bool {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
        "@usableFromInline func \(name) (left: Any.Type?, right: Any.Type?) -> Bool {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
      ]
    case "&&", "||":
      let group = from == "&&" ? "LogicalConjunctionPrecedence" : "LogicalDisjunctionPrecedence"
      return [
        "infix operator \(name): \(group)",
        "@usableFromInline func \(name) (left: Bool, right: @autoclosure () throws -> Bool) rethrows -> Bool {",
        "  try \(pick) ? left \(to) right() : left \(from) right()",
        "}",
      ]
    default:
      return [
        "infix operator \(name): AdditionPrecedence",
        "@usableFromInline func \(name) <T: AdditiveArithmetic>(left: T, right: T) -> T {",
        "  \(pick) ? left \(to) right : left \(from) right",
        "}",
        "@_disfavoredOverload",
        "@usableFromInline func \(name) <T: Strideable>(left: T, right: T.Stride) -> T {",
        "  left.advanced(by: \(pick) ? \(to == "-" ? "-" : "")right : \(from == "-" ? "-" : "")right)",
        "}",
      ]
    }
  }

  /// The file each target gains: the switch, read once from the environment, and the trace of
  /// the sites a run reaches, a file of `count` bytes mapped into every process of the run.
  public static func switchFile(target: String, count: Int) -> String {
    let on = switchFunction(target: target)
    return """
      // Added by Mutants/run in its copy of the package: the mutant schemata's switch.
      #if canImport(Glibc)
        import Glibc
      #elseif canImport(Darwin)
        import Darwin
      #endif

      let \(on)Number: Int = {
        guard let value = getenv("\(Switch.variable)") else { return -1 }
        return Int(String(cString: value)) ?? -1
      }()

      nonisolated(unsafe) let \(on)Trace: UnsafeMutablePointer<UInt8>? = {
        guard let path = getenv("\(Switch.traceVariable)") else { return nil }
        let descriptor = open(path, O_RDWR)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let map = mmap(nil, \(max(count, 1)), PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0),
          map != UnsafeMutableRawPointer(bitPattern: -1)
        else { return nil }
        return map.assumingMemoryBound(to: UInt8.self)
      }()

      @inline(__always)
      @usableFromInline func \(on)(_ site: Int) -> Bool {
        if let trace = \(on)Trace, site < \(count) { trace[site] = 1 }
        return site == \(on)Number
      }

      """
  }
}
