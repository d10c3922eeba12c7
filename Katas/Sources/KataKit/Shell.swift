import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the programs the kata tool drives, `git` and `swift`, in a folder, and returns what they
/// printed.
public enum Shell {
  /// How a program ended, and what it printed on standard output and error, together.
  public struct Result: Sendable {
    public var status: Int32
    public var output: String
    /// Whether it was stopped at its time limit.
    public var timedOut = false
  }

  /// Runs `arguments` (the program first, found on `PATH`) in `folder`.
  ///
  /// The output goes through a file, not a pipe: a build prints more than a pipe holds, and
  /// the tool reads it only once the program has ended.
  ///
  /// - Parameter timeLimit: Seconds after which the program is stopped, and the result says
  ///   so: specs that wait for ever must not keep a check waiting with them. `nil` for none.
  public static func run(
    _ arguments: [String], in folder: URL, timeLimit: Double? = nil
  ) -> Result {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("kata-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    guard FileManager.default.createFile(atPath: log.path, contents: nil),
      let handle = try? FileHandle(forWritingTo: log)
    else { return Result(status: -1, output: "cannot write \(log.path)") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = handle
    do {
      try process.run()
    } catch {
      return Result(status: -1, output: "cannot run \(arguments.joined(separator: " ")): \(error)")
    }
    let deadline = timeLimit.map { Date().addingTimeInterval($0) }
    var timedOut = false
    while process.isRunning {
      if let deadline, Date() > deadline {
        timedOut = true
        process.terminate()
        break
      }
      usleep(50_000)
    }
    process.waitUntilExit()
    try? handle.close()
    var output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    if timedOut, let timeLimit {
      output += "\n\(arguments.joined(separator: " ")) was stopped after \(Int(timeLimit)) s\n"
      return Result(status: -1, output: output, timedOut: true)
    }
    return Result(status: process.terminationStatus, output: output)
  }

  /// Runs `git` with `arguments` in `folder`, as a user with no name configured can: the tool's
  /// own commits name it as their author.
  public static func git(_ arguments: [String], in folder: URL) -> Result {
    run(
      ["git", "-c", "user.name=kata", "-c", "user.email=kata@localhost"] + arguments, in: folder)
  }
}
