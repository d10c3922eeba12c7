/// One site of each operator the tool changes; the specs leave some mutants alive on purpose.
public enum Tally {
  public static func isBelow(_ a: Int, _ b: Int) -> Bool { a < b }
  public static func isAtMost(_ a: Int, _ b: Int) -> Bool { a <= b }
  public static func isAbove(_ a: Int, _ b: Int) -> Bool { a > b }
  public static func isAtLeast(_ a: Int, _ b: Int) -> Bool { a >= b }
  public static func isSame(_ a: String, _ b: String) -> Bool { a == b }
  public static func isOther(_ a: String?) -> Bool { a != nil }
  public static func both(_ a: Bool, _ b: Bool) -> Bool { a && b }
  public static func either(_ a: Bool, _ b: Bool) -> Bool { a || b }
  public static func next(_ a: Int) -> Int { a + 1 }
  public static func previous(_ a: Int) -> Int { a - 1 }

  /// Counts up to `limit`: with `+ 1 → - 1` the loop never ends.
  public static func steps(to limit: Int) -> Int {
    var count = 0
    while count < limit {
      count = count + 1
    }
    return count
  }
}

/// A log that a call and an assignment add to.
public final class Ledger {
  public var entries: [String] = []
  public var owner = ""

  public init() {}

  public func record(_ entry: String) {
    entries.append(entry)
  }

  public func open(by name: String, with other: Ledger) {
    record("opened")
    other.owner = name
  }
}
