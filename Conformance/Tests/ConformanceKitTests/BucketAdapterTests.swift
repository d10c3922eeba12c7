import Foundation
import Testing

/// `viper-todo-bucket` on its own: an output it cannot write, and a name it does not know, are
/// each one line on standard error and a status of its own, never a trap (H5-7).
struct BucketAdapterTests {
  /// Runs the adapter with `arguments`, one question on its standard input and its standard
  /// output into `output`, and returns its standard error and exit status.
  static func run(_ arguments: [String], output: FileHandle?) throws -> (String, Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Built.bucket)
    process.arguments = arguments
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    let question =
      #"{"id": "utc", "now": "2026-11-22T10:00:00Z", "due": "2026-11-23", "timeZone": "UTC", "#
      + #""firstWeekday": 2, "calendar": "gregorian"}"# + "\n"
    try? input.fileHandleForWriting.write(contentsOf: Data(question.utf8))
    try? input.fileHandleForWriting.close()
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    return (String(decoding: said, as: UTF8.self), process.terminationStatus)
  }

  @Test func `a full disk for the answers is one line and status 1`() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))

    let (errors, status) = try Self.run([], output: full)

    #expect(
      errors
        == "viper-todo-bucket: cannot write to standard output: no space is left on its device\n")
    #expect(status == 1)
  }

  @Test func `a wrong bucketer's name it does not know is named escaped`() throws {
    let (errors, status) = try Self.run(["--wrong", "no\u{1B}[2J"], output: .nullDevice)

    #expect(
      errors.hasPrefix("viper-todo-bucket: no wrong bucketer 'no\\u{1B}[2J'; the catalogue has "))
    #expect(status == 2)
  }
}
