import Foundation
import Testing

/// Runs the built `todo` with a clean environment, but for the mutation tool's switch, as the
/// package's own `Tests/Support/TodoRunner.swift` does.
struct TodoEndToEndTests {
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("todo")

  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.filter {
      $0.key.hasPrefix("TODO_MUTANT")
    }
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func `three is many and two is few`() throws {
    #expect(try run(["3"]) == "many 3\n")
    #expect(try run(["2"]) == "few\n")
  }
}
