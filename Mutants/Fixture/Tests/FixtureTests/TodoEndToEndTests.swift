import Foundation
import Testing

/// Runs the built `todo` with a clean environment, but for the mutation tool's switch, as the
/// package's own `Tests/Support/TodoRunner.swift` does, and with a trace of the test's own when
/// the tool asks for one (`TODO_MUTANT_TESTS`), so that a site only `todo` reaches runs this
/// test alone, by its name.
struct TodoEndToEndTests {
  static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
    .deletingLastPathComponent().appendingPathComponent("todo")

  func run(_ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = Self.executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment.filter {
      $0.key.hasPrefix("TODO_MUTANT")
    }
    if let folder = environment["TODO_MUTANT_TESTS"], let trace = environment["TODO_MUTANT_TRACE"],
      let test = Test.current?.id,
      let size = (try? FileManager.default.attributesOfItem(atPath: trace))?[.size] as? Int
    {
      let file = folder + "/" + UUID().uuidString
      _ = FileManager.default.createFile(atPath: file + ".test", contents: Data("\(test)".utf8))
      _ = FileManager.default.createFile(atPath: file, contents: Data(count: size))
      environment["TODO_MUTANT_TRACE"] = file
    }
    process.environment = environment
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
