import Fakes
import Foundation
import Testing

/// What `todo` writes when its output is a terminal: bold headings, unless `NO_COLOR` is set.
///
/// A pseudo-terminal comes from util-linux's `script`, so these run on Linux where it is
/// installed (BSD `script` on macOS takes other options).
#if os(Linux)
  @Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  struct TerminalHygieneTests {
    func runOnTerminal(environment: [String: String]) async throws -> String {
      let command =
        "\(TodoRunner.executable.path) --now 2026-11-22T10:00:00Z --time-zone UTC "
        + "--first-weekday 2 <<'EOF'\n" + Script.add("Buy milk", due: "2026-11-23") + "EOF"
      let result = try await TodoRunner.run(
        viaScript: ["-qec", command, "/dev/null"], environment: environment)
      return result.output.replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test func `headings are bold on a terminal`() async throws {
      #expect(
        try await runOnTerminal(environment: [:])
          == "Nothing to do from today through the end of next week.\n"
          + "\u{1B}[1mTomorrow\u{1B}[0m\n  1. Buy milk (Monday)\n")
    }

    @Test func `problems are red only when standard error is the terminal`() async throws {
      let todo = TodoRunner.executable.path
      let errorsOnTerminal = try await TodoRunner.run(
        viaScript: ["-qec", "printf 'bogus\\n' | \(todo) 2>&1 >/dev/null", "/dev/null"],
        environment: [:])
      let errorsInPipe = try await TodoRunner.run(
        viaScript: ["-qec", "printf 'bogus\\n' | \(todo) 2>&1 >/dev/null | cat", "/dev/null"],
        environment: [:])
      let message =
        "error: unknown command 'bogus'; type 'help' for the commands (list, add, open, explain, help, quit)"

      #expect(errorsOnTerminal.output == "\u{1B}[31m\(message)\u{1B}[0m\r\n")
      #expect(errorsInPipe.output == "\(message)\r\n")
    }

    @Test func `a dumb terminal gets no colour`() async throws {
      #expect(
        try await runOnTerminal(environment: ["TERM": "dumb"])
          == "Nothing to do from today through the end of next week.\nTomorrow\n  1. Buy milk (Monday)\n"
      )
    }

    @Test func `NO_COLOR turns the colour off`() async throws {
      #expect(
        try await runOnTerminal(environment: ["NO_COLOR": "1"])
          == "Nothing to do from today through the end of next week.\nTomorrow\n  1. Buy milk (Monday)\n"
      )
    }
  }
#endif
