import Foundation
import Testing

/// `Conformance/examples/python/bucket.py` on its own: a question it cannot read is answered
/// with an error, and every question after it is answered (H5-13 of the fifth hostile round).
struct BucketPyTests {
  static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("examples/python/bucket.py").path

  /// Runs bucket.py with `input` on its standard input, and returns its output lines.
  static func answers(to input: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script]
    let output = Pipe()
    let questions = Pipe()
    process.standardInput = questions
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    // A program that ends before reading every question must not end the tests with it.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    try? questions.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try? questions.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func `a question with a field of the wrong type is an error, and the next is answered`()
    throws
  {
    let fields =
      #""due": "2026-11-23", "timeZone": "UTC", "firstWeekday": 2, "calendar": "gregorian""#
    let input = [
      #"{"id": "now-a-number", "now": 5, "# + fields + "}",
      #"{"id": "calendar-a-list", "now": "2026-11-22T10:00:00Z", "due": "2026-11-23", "#
        + #""timeZone": "UTC", "firstWeekday": 2, "calendar": ["gregorian"]}"#,
      #"{"id": "due-null", "now": "2026-11-22T10:00:00Z", "due": null, "timeZone": "UTC", "#
        + #""firstWeekday": 2, "calendar": "gregorian"}"#,
      #"{"id": "zone-a-number", "now": "2026-11-22T10:00:00Z", "due": "2026-11-23", "#
        + #""timeZone": 7, "firstWeekday": 2, "calendar": "gregorian"}"#,
      String(repeating: "[", count: 100_000),
      #"{"id": "after", "now": "2026-11-22T10:00:00Z", "# + fields + "}",
    ].joined(separator: "\n")

    #expect(
      try Self.answers(to: input + "\n") == [
        #"{"id": "now-a-number", "error": "\"now\" is not a text"}"#,
        #"{"id": "calendar-a-list", "error": "\"calendar\" is not a text"}"#,
        #"{"id": "due-null", "error": "\"due\" is not a text"}"#,
        #"{"id": "zone-a-number", "error": "\"timeZone\" is not a text"}"#,
        #"{"id": null, "error": "not one JSON object: nested too deeply"}"#,
        #"{"id": "after", "group": "tomorrow"}"#,
      ])
  }

  @Test func `a due day the zone skipped means the next day that exists`() throws {
    let question =
      #"{"id": "apia", "now": "2011-12-29T12:00:00-10:00", "due": "2011-12-30", "#
      + #""timeZone": "Pacific/Apia", "firstWeekday": 1, "calendar": "gregorian"}"#

    #expect(try Self.answers(to: question + "\n") == [#"{"id": "apia", "group": "tomorrow"}"#])
  }
}
