/// A glob of `--run`, `--skip` and the known failures, matched against a case's id: `*` any run
/// of characters, `?` one, `[a-z]` or `[!a-z]` one of a set (or not), any other character
/// itself, and a `[` that is never closed itself too.
///
/// The runner matches globs itself rather than through `fnmatch(3)`, so that the Python runner
/// (`Conformance/conformance.py`, which has the same matcher) gives every glob the same
/// meaning. A star retries only from the last star, so a glob costs at most its length times
/// the id's.
struct Glob: Equatable, Sendable {
  let pattern: [Unicode.Scalar]
  /// The glob as given.
  let text: String

  init(_ text: String) {
    self.text = text
    pattern = Array(text.unicodeScalars)
  }

  /// The characters the glob starts with before its first `*`, `?` or `[`: every id it matches
  /// starts with them.
  var literalStart: [Unicode.Scalar] {
    Array(pattern.prefix { $0 != "*" && $0 != "?" && $0 != "[" })
  }

  /// Whether `text` holds a character that makes it a glob rather than an id: `*`, `?` or `[`.
  static func isGlob(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  /// Whether `id` matches the glob.
  func matches(_ id: String) -> Bool {
    matches(scalars: Array(id.unicodeScalars))
  }

  /// Whether the id of these scalars matches the glob.
  func matches(scalars text: [Unicode.Scalar]) -> Bool {
    var (p, t) = (0, 0)
    var star: (pattern: Int, text: Int)?
    while t < text.count {
      if p < pattern.count, let next = step(at: p, against: text[t]) {
        if next == -1 {
          star = (p, t)
          p += 1
          continue
        }
        p = next
        t += 1
        continue
      }
      guard let last = star else { return false }
      star = (last.pattern, last.text + 1)
      p = last.pattern + 1
      t = last.text + 1
    }
    while p < pattern.count, pattern[p] == "*" { p += 1 }
    return p == pattern.count
  }

  /// Where the glob goes on after matching `character` at `index`: the next index, -1 for a
  /// star (which matches nothing yet), or nil when the character does not match there.
  private func step(at index: Int, against character: Unicode.Scalar) -> Int? {
    switch pattern[index] {
    case "*": return -1
    case "?": return index + 1
    case "[":
      guard let (matched, end) = set(at: index, holds: character) else {
        return character == "[" ? index + 1 : nil
      }
      return matched ? end : nil
    case let literal: return literal == character ? index + 1 : nil
    }
  }

  /// Whether `character` is in the set that opens at `start`, and the index after the set; nil
  /// when the set is never closed.
  private func set(at start: Int, holds character: Unicode.Scalar) -> (Bool, Int)? {
    var index = start + 1
    let negated = index < pattern.count && (pattern[index] == "!" || pattern[index] == "^")
    if negated { index += 1 }
    var matched = false
    var first = true
    while index < pattern.count, first || pattern[index] != "]" {
      first = false
      let low = pattern[index]
      if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]" {
        let high = pattern[index + 2]
        if low <= character, character <= high { matched = true }
        index += 3
      } else {
        if character == low { matched = true }
        index += 1
      }
    }
    guard index < pattern.count else { return nil }
    return (matched != negated, index + 1)
  }
}
