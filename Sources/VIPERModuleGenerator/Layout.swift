/// How the module's text is laid out so that `swift format lint --strict` passes whatever the
/// name's length: every line in 100 columns, as the package's `.swift-format` asks.
///
/// A line that holds the module's name a few times (a class that conforms to one of its
/// protocols, an initializer) fits for a short name and not for a long one. Such a line is
/// written in each of the ways the formatter accepts, the compact one first, and the first
/// that fits is taken. A comment paragraph with a line too long is wrapped again.
enum Layout {
  /// The width of the package's lines, in characters.
  ///
  /// A comment may fill it; a line of code must be shorter, as the formatter breaks a line of
  /// code of 100 characters.
  static let width = 100

  /// Returns the first of `layouts` whose every line is shorter than ``width``, or the last
  /// when none is.
  static func fitting(_ layouts: String...) -> String {
    layouts.first { $0.split(separator: "\n").allSatisfy { $0.count < width } }
      ?? layouts[layouts.count - 1]
  }

  /// Returns `text` with each comment paragraph that holds a line too long wrapped again, its
  /// words filling each line up to ``width`` characters.
  ///
  /// A paragraph is a run of comment lines with the same start (indentation, then `///` or
  /// `//`, then a space) whose words start right after it: a blank comment line, a list item
  /// (`- Parameters:`) or an indented line ends it.
  static func wrappingComments(_ text: String) -> String {
    var lines: [String] = []
    var paragraph: [Substring] = []
    var start = ""
    func flush() {
      if paragraph.contains(where: { start.count + $0.count > width }) {
        lines += wrapped(paragraph.joined(separator: " "), after: start)
      } else {
        lines += paragraph.map { start + $0 }
      }
      paragraph = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let lineStart = commentStart(of: line)
      let words = line.dropFirst(lineStart.count)
      let isProse =
        !lineStart.isEmpty && !words.isEmpty && !words.hasPrefix(" ") && !words.hasPrefix("- ")
      if !isProse || lineStart != start { flush() }
      if isProse {
        start = lineStart
        paragraph.append(words)
      } else {
        start = ""
        lines.append(String(line))
      }
    }
    flush()
    return lines.joined(separator: "\n")
  }

  /// The indentation and the comment marker that start `line`, with the space after them
  /// (`  /// `), or an empty string for a line that is not a comment.
  private static func commentStart(of line: Substring) -> String {
    let indentation = line.prefix { $0 == " " }
    let rest = line.dropFirst(indentation.count)
    for marker in ["/// ", "// "] where rest.hasPrefix(marker) {
      return String(indentation) + marker
    }
    return ""
  }

  /// Returns the lines of `words` after `start`, each as full as ``width`` allows.
  private static func wrapped(_ words: String, after start: String) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in words.split(separator: " ") {
      if !line.isEmpty, start.count + line.count + 1 + word.count > width {
        lines.append(start + line)
        line = ""
      }
      line += line.isEmpty ? word : " " + word
    }
    lines.append(start + line)
    return lines
  }
}
