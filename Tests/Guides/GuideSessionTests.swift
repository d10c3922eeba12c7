import Foundation
import Testing

/// The sessions the guides show are what the built `todo` prints: each `console` block of the
/// README and of The terminal app that pipes lines into `swift run todo` is run, and its
/// output compared, line for line.
///
/// A session is `$ printf '…' | swift run todo OPTIONS` (a line may go on after a `\`), then
/// what `todo` prints, up to the block's end or its next `$` line. A session is run only when
/// it keeps nothing (`--in-memory`: one that uses the default store would use the reader's own)
/// and prints the same on every machine (`explain`'s names this machine's time-zone data).
struct GuideSessionTests {
  /// A session a guide shows: the lines it pipes in, the options, and what it prints.
  struct Session: Equatable {
    var place: String
    var input: String
    var arguments: [String]
    var output: String
  }

  /// The guides whose sessions are run.
  static let guides = ["README.md", "Sources/TodoVIPER/TodoVIPER.docc/TheTerminalApp.md"]

  /// Returns the sessions of `text`, the guide at `guide`.
  static func sessions(in text: String, of guide: String) -> [Session] {
    var sessions: [Session] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index] == "```console", index + 1 < lines.count else { continue }
      var command = lines[index + 1]
      var next = index + 2
      while command.hasSuffix("\\"), next < lines.count {
        command = String(command.dropLast()) + lines[next].trimmingCharacters(in: .whitespaces)
        next += 1
      }
      guard
        let match = command.wholeMatch(of: /\$ printf '([^']*)' \| swift run todo(.*)/)
      else { continue }
      let output = lines[next...].prefix { $0 != "```" && !$0.hasPrefix("$ ") }
      sessions.append(
        Session(
          place: "\(guide):\(index + 1)",
          input: String(match.1).replacing("\\n", with: "\n"),
          arguments: match.2.split(separator: " ").map(String.init),
          output: output.map { $0 + "\n" }.joined()))
    }
    return sessions
  }

  static func text(of path: String) throws -> String {
    try String(
      contentsOf: GuideReferencesTests.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func `every session the README and the terminal guide show is what todo prints`()
    async throws
  {
    var sessions: [Session] = []
    for guide in Self.guides {
      sessions += Self.sessions(in: try Self.text(of: guide), of: guide)
        .filter { $0.arguments.contains("--in-memory") && !$0.output.contains("time-zone data") }
    }
    // The README's example is among them, wherever the README puts it.
    #expect(sessions.first?.place.hasPrefix("README.md:") == true)
    #expect(sessions.count >= 2)
    for session in sessions {
      let result = try await TodoRunner.run(session.arguments, input: session.input)
      #expect(
        result == .init(output: session.output, error: "", status: 0), "\(session.place)")
    }
  }

  @Test func `the session reader finds the command, its input, its options and its output`() {
    let guide = """
      Some prose.

      ```console
      $ printf 'add\\nMilk\\ntoday\\n' \\
          | swift run todo --in-memory --now 2026-11-22T10:00:00Z
      Nothing to do.
      Today
      $ swift run todo
      Today
      ```

      ```console
      $ swift test
      ```
      """

    #expect(
      Self.sessions(in: guide, of: "a.md") == [
        Session(
          place: "a.md:3", input: "add\nMilk\ntoday\n",
          arguments: ["--in-memory", "--now", "2026-11-22T10:00:00Z"],
          output: "Nothing to do.\nToday\n")
      ])
  }
}
