import Testing

@testable import KataKit

/// How a command refused by the lock names the one that holds it.
struct LockTests {
  static let locks = """
    1: POSIX  ADVISORY  WRITE 25126 fe:00:16229062 1073741824 1073742335
    2: FLOCK  ADVISORY  WRITE 25304 fe:00:16220292 0 EOF
    2: -> FLOCK  ADVISORY  WRITE 25390 fe:00:16220292 0 EOF
    3: FLOCK  ADVISORY  WRITE 25561 fe:00:16220344 0 EOF
    """

  @Test func `the holder of a file's lock is read from the kernel's list by device and inode`() {
    #expect(Lock.holder(inLocks: Self.locks, major: 0xfe, minor: 0, inode: 16_220_344) == "25561")
    #expect(Lock.holder(inLocks: Self.locks, major: 0xfe, minor: 0, inode: 16_220_292) == "25304")
  }

  @Test func `a lock of another kind, another device, or a waiter does not name the holder`() {
    #expect(Lock.holder(inLocks: Self.locks, major: 0xfe, minor: 0, inode: 16_229_062) == nil)
    #expect(Lock.holder(inLocks: Self.locks, major: 0xfe, minor: 1, inode: 16_220_344) == nil)
    #expect(
      Lock.holder(
        inLocks: "2: -> FLOCK  ADVISORY  WRITE 25390 fe:00:16220292 0 EOF", major: 0xfe, minor: 0,
        inode: 16_220_292) == nil)
  }

  @Test func `a holder whose id is not known yet is said so, with no kill to run`() {
    #expect(
      Lock.refusal(holder: nil)
        == "another kata command is running in this package (its process id is not written "
        + "yet: it has only just started, or is ending): wait for it to end, then run this one "
        + "again")
    #expect(
      Lock.refusal(holder: "4242")
        == "another kata command (process 4242) is running in this package: wait for it to end, "
        + "or end it (kill 4242), then run this one again")
  }
}
