#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the tool marks its words: in colour on a terminal, plain on a pipe or a file, and plain
/// wherever `NO_COLOR` is set (no-color.org).
public struct Style: Sendable {
  /// Whether marks are written as ANSI colours.
  public var colour: Bool

  public init(colour: Bool) {
    self.colour = colour
  }

  /// The style for standard output: colour when it is a terminal and `NO_COLOR` is not set.
  public static func forStandardOutput() -> Style {
    Style(colour: isatty(STDOUT_FILENO) == 1 && getenv("NO_COLOR") == nil)
  }

  /// A passing spec, a caught wrong version, a kata done.
  public func good(_ text: String) -> String { mark(text, "32") }
  /// A red spec, a wrong version let through, a problem.
  public func bad(_ text: String) -> String { mark(text, "31") }
  /// A name to notice: a kata, a spec.
  public func strong(_ text: String) -> String { mark(text, "1") }
  /// A hint.
  public func hint(_ text: String) -> String { mark(text, "33") }

  private func mark(_ text: String, _ code: String) -> String {
    colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
