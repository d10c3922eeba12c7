import Foundation

extension Manifest {
  /// The number of `kata`, from 1, as `kata list` shows it.
  public func number(of kata: Kata) -> Int? {
    katas.firstIndex(of: kata).map { $0 + 1 }
  }
}

extension String {
  /// Returns the text broken into lines of at most `width` characters, between words, each line
  /// after the first starting with `indent`.
  func wrapped(width: Int = 100, indent: String = "") -> String {
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      let space = line.isEmpty || line == indent ? "" : " "
      if !space.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent + word
      } else {
        line += space + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

extension String {
  /// Whether the text is a bare name, `presentAddInterface()` or `report(_:_:)`, not code.
  var isAName: Bool {
    var name = Substring(self)
    if name.hasSuffix(")"), let open = name.firstIndex(of: "(") {
      let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
      guard labels.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) else {
        return false
      }
      name = name[..<open]
    }
    return !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Whether this code calls `call` (`presentAddInterface()`), by itself or on a receiver
  /// (`addModule.presentAddInterface()`), not as the end of a longer name (`represent()`).
  func makesCall(_ call: String) -> Bool {
    var rest = self[...]
    while let found = rest.range(of: call) {
      let before = found.lowerBound == startIndex ? nil : self[index(before: found.lowerBound)]
      if !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) { return true }
      rest = self[found.upperBound...]
    }
    return false
  }

  /// The text with its white space trimmed, and each run of it inside made one space.
  func collapsingSpaces() -> String {
    split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
