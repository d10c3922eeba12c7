import Foundation

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
