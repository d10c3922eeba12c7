import Fakes
import Foundation
import Testing
import TodoPlatform
import TodoVIPER

@testable import TodoFileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file store's system calls where a test must run them in a process of its own (see
/// `ChildProcessLimit`): with descriptor 0 closed, on a file whose read fails, and where the
/// system refuses a call (a seccomp filter, `SystemCallFault`, or a listener that refuses an
/// open, `OpenPermissionListener`), which only the process's end takes back.
struct StoreSystemCallsChildProcessTests {
  @Test func `with descriptor 0 closed, a store is read, saved and read again, its files closed`()
    async
  {
    // The library may be called by a program that closed its standard input: open(2) then
    // returns descriptor 0 for the next file, the store file's or the lock's. An expectation
    // that fails in the child reaches this process as a bare "Issue recorded" at the line of
    // `#expect(processExitsWith:)`, with only its comment: so each one says what it saw.
    await #expect(processExitsWith: .success) {
      ChildProcessLimit.start()
      let folder = try TemporaryDirectory()
      let path = folder.path("todo.json")
      try Data(#"{"version": 1, "items": []}"#.utf8).write(to: URL(fileURLWithPath: path))
      let store = JSONFileTodoStore(path: path)
      let milk = TodoItem(
        id: .numbered(1), title: "Buy milk", dueDate: .iso("2026-11-23T00:00:00Z"))
      await DescriptorZero.close()

      let read = try await store.todoItems(dueFrom: .distantPast, before: .distantFuture)
      #expect(read == [], "the first read gave \(read)")
      try await store.add(milk)
      let readAgain = try await JSONFileTodoStore(path: path).todoItems(
        dueFrom: .distantPast, before: .distantFuture)
      #expect(readAgain == [milk], "the read after the save gave \(readAgain)")
      let left = OpenFiles.descriptors(inside: folder.url.path)
      #expect(left == [], "left open: \(left)")
    }
  }

  #if os(Linux)
    @Test func `a read that fails with an error other than a signal's is reported, not retried`()
      async
    {
      // Reading /proc/self/mem from its start fails with EIO, at once and every time.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let error = #expect(throws: StoreSystemCalls.Failure.self) {
          try StoreSystemCalls.contents(
            of: StorePath(BytePath("/proc/self/mem")), unlessStamped: nil)
        }
        #expect(error?.code == EIO)
      }
    }

    @Test(.enabled(if: SystemCallFault.isAvailable, "no system call numbers for this machine"))
    func `a replacement whose flush fails keeps the old file and says so`() async {
      // fsync(2) fails with EIO when the disk cannot write what it flushes; a seccomp filter
      // makes it so, in a process of its own, as a filter cannot be taken back.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let folder = try TemporaryDirectory()
        let path = folder.path("todo.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let read = try StoreSystemCalls.contents(of: StorePath(BytePath(path)), unlessStamped: nil)
        guard case .read(_, let stamp) = read else {
          Issue.record("the file was read as \(read)")
          return
        }
        let fault = SystemCallFault.install(failing: [.flush], with: EIO)
        #expect(fault == nil, "the filter was not installed: \(fault ?? "")")

        let error = #expect(throws: StoreSystemCalls.Failure.self) {
          try StoreSystemCalls.replace(
            StorePath(BytePath(path)), with: Data("new".utf8), keeping: stamp)
        }

        #expect(error?.code == EIO, "the replacement failed with \(String(describing: error))")
        #expect(
          error?.action?.word == .fsCannotWriteTemporary,
          "the replacement failed with \(String(describing: error))")
        let kept = try String(contentsOfFile: path, encoding: .utf8)
        #expect(kept == "old", "the file holds \(kept)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names == ["todo.json"], "the folder holds \(names)")
      }
    }

    @Test(
      .enabled(
        if: OpenPermissionListener.isAvailable, "needs root, for fanotify's permission events"))
    func `a temporary file the system refuses to open is not tried again under another name`()
      async
    {
      // A security program (fapolicyd, a virus scanner) may refuse an open with EPERM, after
      // O_CREAT made the file: only a name already taken (EEXIST) is worth another name.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let folder = try TemporaryDirectory()
        let path = folder.path("todo.json")
        let listener = try OpenPermissionListener(
          folder: folder.url.path, refusingFirstOpenOf: "todo.json.tmp-")

        let error = #expect(throws: StoreSystemCalls.Failure.self) {
          try StoreSystemCalls.replace(
            StorePath(BytePath(path)), with: Data("new".utf8), keeping: nil)
        }

        #expect(error?.code == EPERM, "the replacement failed with \(String(describing: error))")
        #expect(
          error?.action?.word == .fsCannotCreateTemporary,
          "the replacement failed with \(String(describing: error))")
        let asked = listener.asked
        #expect(asked.count == 1, "the opens in the folder: \(asked), refused: \(listener.refused)")
        #expect(!FileManager.default.fileExists(atPath: path), "todo.json was written")
      }
    }

    @Test(.enabled(if: SystemCallFault.isAvailable, "no system call numbers for this machine"))
    func `a folder that cannot be listed is closed again, and the save says why it failed`()
      async
    {
      // fdopendir(3) fails when fstat(2) fails on the folder's descriptor: the left temporary
      // files are then not looked for, and the folder's descriptor is closed again; the save
      // fails at the fstat of its own temporary file, with the system's reason.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let folder = try TemporaryDirectory()
        let path = folder.path("todo.json")
        var error: StoreSystemCalls.Failure?
        // As the lock's test below: an attempt whose descriptors open below the filter's number
        // tells nothing, and is made again, at most five times.
        for _ in 1...5 where error == nil {
          let held = HeldDescriptors()
          let fault = SystemCallFault.install(
            failing: [.status], with: EIO, fromDescriptor: held.next)
          #expect(fault == nil, "the filter was not installed: \(fault ?? "")")
          do throws(StoreSystemCalls.Failure) {
            _ = try StoreSystemCalls.replace(
              StorePath(BytePath(path)), with: Data("new".utf8), keeping: nil)
          } catch let failure {
            error = failure
          }
          held.release()
        }

        #expect(error?.code == EIO, "the save ended with \(String(describing: error))")
        let left = OpenFiles.descriptors(inside: folder.url.path)
        #expect(left == [], "left open: \(left)")
      }
    }

    @Test(.enabled(if: SystemCallFault.isAvailable, "no system call numbers for this machine"))
    func
      `a lock file whose kind cannot be read once open is refused, with the system's reason, and closed again`()
      async
    {
      // The branch that takes a lock file swapped for a FIFO between its lstat and its open (a
      // race), reached every time: fstat(2) fails on the lock's descriptor, singled out by its
      // number, above every one held.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let folder = try TemporaryDirectory()
        let lockPath = folder.path("todo.json.lock")
        try Data().write(to: URL(fileURLWithPath: lockPath))
        var error: StoreSystemCalls.Failure?
        // An attempt whose lock opens below the filter's number, on one another thread freed
        // (`HeldDescriptors`), tells nothing of the code: it is made again, with a filter of its
        // own (they stack), at most five times. A lock taken on a number the filter refuses is
        // the code's failure.
        for attempt in 1...5 {
          let held = HeldDescriptors()
          let fault = SystemCallFault.install(
            failing: [.status], with: EIO, fromDescriptor: held.next)
          #expect(fault == nil, "the filter was not installed: \(fault ?? "")")
          var takenBelowFilter: [String]?
          do throws(StoreSystemCalls.Failure) {
            try await StoreSystemCalls.withExclusiveLock(
              on: StorePath(BytePath(lockPath)), timeout: .zero, onWait: {}, failure: { $0 },
              { () throws(StoreSystemCalls.Failure) in
                takenBelowFilter = OpenFiles.descriptors(inside: folder.url.path, below: held.next)
              })
          } catch let failure {
            error = failure
          }
          held.release()
          guard let below = takenBelowFilter else { break }
          if below.isEmpty || attempt == 5 {
            let filter = "the filter from \(held.next) on"
            Issue.record("the lock was taken (attempt \(attempt), \(filter), below it: \(below))")
            break
          }
        }

        // The system's reason, not a kind read before the open ("a regular file, not a regular
        // file").
        #expect(error?.action == Message(.fsCannotOpenLock, .text(lockPath)))
        #expect(error?.code == EIO)
        #expect(error?.explanation == nil)
        let left = OpenFiles.descriptors(inside: folder.url.path)
        #expect(left == [], "left open: \(left)")
      }
    }
  #endif
}
