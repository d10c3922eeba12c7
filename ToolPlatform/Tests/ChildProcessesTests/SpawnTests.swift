import Foundation
import Testing

@testable import ChildProcesses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child started with the tool's pipes as its standard streams, and the signals that stop the
/// tool ending its group.
@Suite(.serialized) struct SpawnTests {
  /// Reads `descriptor` to its end.
  func readAll(_ descriptor: Int32) -> String {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  func pipePair() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  #if os(Linux)
    @Test func `the child holds its three streams and no other descriptor of the tool's`()
      throws
    {
      let input = try pipePair()
      let output = try pipePair()
      defer { close(input.read) }
      defer { close(output.read) }

      let child = try Spawn.start(
        ["/bin/ls", "/proc/self/fd"], input: input.read, output: output.write,
        errors: output.write)
      close(input.write)
      close(output.write)
      let listing = readAll(output.read)
      var status: Int32 = 0
      waitpid(child, &status, 0)

      // 3 is ls's own reading of the folder.
      #expect(listing == "0\n1\n2\n3\n")
    }
  #endif

  @Test func `a helper the child leaves with its output elsewhere does not hold the tool's pipe`()
    throws
  {
    let output = try pipePair()
    defer { close(output.read) }
    let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
    defer { close(null) }

    let child = try Spawn.start(
      ["/bin/sh", "-c", "sleep 30 </dev/null >/dev/null 2>&1 & echo $!"], input: null,
      output: output.write, errors: output.write)
    close(output.write)
    let helper = try #require(
      pid_t(readAll(output.read).trimmingCharacters(in: .whitespacesAndNewlines)))
    let helperRuns = kill(helper, 0) == 0
    kill(-child, SIGKILL)
    var status: Int32 = 0
    waitpid(child, &status, 0)

    // The end of the output came while the helper still ran.
    #expect(helperRuns)
  }

  @Test func `a log is never opened through a symbolic link, and the file it names is kept`()
    throws
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("spawn-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("precious\n".utf8).write(to: URL(fileURLWithPath: folder + "/victim"))
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/build.log", withDestinationPath: folder + "/victim")

    #expect(throws: SpawnFailure(code: ELOOP)) {
      try Spawn.start(["/bin/echo", "overwritten"], in: folder, log: folder + "/build.log")
    }
    #expect(try String(contentsOfFile: folder + "/victim", encoding: .utf8) == "precious\n")
  }

  @Test func `a stopping signal ends the named group at once`() throws {
    StopSignals.install(signals: [SIGUSR2])
    defer { StopSignals.received.store(0, ordering: .sequentiallyConsistent) }
    let null = open("/dev/null", O_RDWR | O_CLOEXEC)
    defer { close(null) }
    let child = try Spawn.start(["/bin/sleep", "30"], input: null, output: null, errors: null)
    StopSignals.endOnStop(group: child)
    defer { StopSignals.endOnStop(group: nil) }

    kill(getpid(), SIGUSR2)
    var status: Int32 = 0
    waitpid(child, &status, 0)

    #expect(status & 0x7f == SIGKILL)
    #expect(StopSignals.cause == SIGUSR2)
  }
}
