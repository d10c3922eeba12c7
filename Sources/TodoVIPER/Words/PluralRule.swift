/// The condition of a CLDR plural category, as `plurals.xml` writes it, read for whole numbers.
///
/// The syntax is UTS #35's (Part 3, "Language Plural Rules"): relations such as `n = 1`,
/// `i = 0,1`, `n % 100 = 3..10` or `i != 0`, joined by `and` (first) and `or`. A whole number
/// has no visible fraction digits and no compact exponent, so its operands are `n` and `i` (the
/// number, without its sign), and `v`, `w`, `f`, `t`, `c` and `e` are 0. The examples
/// (`@integer 1, 2~16 …`) after a rule are not part of it, and are left out.
public struct PluralRule: Hashable, Sendable {
  /// The conditions joined by `or`, each one the relations joined by `and`.
  private let alternatives: [[Relation]]

  /// One relation: an operand, modulo a number or not, in (or not in) a list of ranges.
  private struct Relation: Hashable, Sendable {
    var operand: Character
    var modulus: Int?
    var ranges: [ClosedRange<Int>]
    var isIn: Bool
  }

  /// Reads `text`, or returns `nil` when it is not a rule CLDR writes.
  public init?(_ text: String) {
    let rule = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
    var alternatives: [[Relation]] = []
    for alternative in Self.split(rule, on: "or") {
      var relations: [Relation] = []
      for relation in Self.split(alternative, on: "and") {
        guard let relation = Self.relation(relation) else { return nil }
        relations.append(relation)
      }
      alternatives.append(relations)
    }
    guard !alternatives.isEmpty else { return nil }
    self.alternatives = alternatives
  }

  /// Whether the rule holds for `number`.
  public func matches(_ number: Int) -> Bool {
    let magnitude = number.magnitude
    return alternatives.contains { relations in
      relations.allSatisfy { relation in
        var value = "ni".contains(relation.operand) ? magnitude : 0
        if let modulus = relation.modulus { value %= UInt(modulus) }
        let isIn = relation.ranges.contains { $0.contains(Int(clamping: value)) }
        return isIn == relation.isIn
      }
    }
  }

  /// The parts of `text` between the word `word`, each one trimmed; empty when `text` is blank
  /// or a part is.
  private static func split(_ text: Substring, on word: String) -> [Substring] {
    let words = text.split(separator: " ")
    guard !words.isEmpty else { return [] }
    return words.split(separator: Substring(word), omittingEmptySubsequences: false).map {
      Substring($0.joined(separator: " "))
    }
  }

  /// Reads one relation, `operand [% modulus] (= | !=) ranges`, spaces optional.
  private static func relation(_ text: Substring) -> Relation? {
    let text = text.filter { $0 != " " }
    guard let operand = text.first, "nivwftce".contains(operand) else { return nil }
    var rest = text.dropFirst()
    var modulus: Int?
    if rest.first == "%" {
      let digits = rest.dropFirst().prefix(while: \.isASCIIDigit)
      guard let number = Int(digits), number > 0 else { return nil }
      modulus = number
      rest = rest.dropFirst(1 + digits.count)
    }
    let isIn: Bool
    if rest.hasPrefix("!=") {
      isIn = false
      rest = rest.dropFirst(2)
    } else if rest.hasPrefix("=") {
      isIn = true
      rest = rest.dropFirst()
    } else {
      return nil
    }
    var ranges: [ClosedRange<Int>] = []
    for item in rest.split(separator: ",", omittingEmptySubsequences: false) {
      let bounds = item.split(separator: "..", omittingEmptySubsequences: false)
      guard (1...2).contains(bounds.count),
        bounds.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
        let low = Int(bounds[0]), let high = Int(bounds[bounds.count - 1]), low <= high
      else { return nil }
      ranges.append(low...high)
    }
    return Relation(operand: operand, modulus: modulus, ranges: ranges, isIn: isIn)
  }
}

extension Character {
  /// Whether the character is one of the ASCII digits 0 to 9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
