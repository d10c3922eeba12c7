import Testing

@testable import ChildProcesses

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process as `/proc/PID/stat` describes it.
struct ProcessTableTests {
  @Test func `the fields are read after the command, whatever brackets and spaces it holds`()
    throws
  {
    let stat =
      "4242 (swift (build) 2) S 4200 4242 4100 34817 4242 4194560 1779 0 0 0 12 3 5 7 20 0 1 0 "
      + "98765 10461184 889 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0\n"

    let entry = try #require(ProcessTable.Entry(stat: stat))

    #expect(entry.state == "S")
    #expect(entry.parent == 4200)
    #expect(entry.group == 4242)
    #expect(entry.processorTicks == 27)
    #expect(entry.startTicks == 98765)
  }

  @Test func `a text cut short is no entry`() {
    #expect(ProcessTable.Entry(stat: "4242 (todo) S 4200 4242 4100") == nil)
    #expect(ProcessTable.Entry(stat: "4242 todo S 4200") == nil)
  }

  #if os(Linux)
    @Test func `this process is found, with its parent and its group`() throws {
      let entry = try #require(ProcessTable.entry(of: getpid()))

      #expect(entry.parent == getppid())
      #expect(entry.group == getpgrp())
      #expect(ProcessTable.isRunning(getpid()))
    }
  #endif
}
