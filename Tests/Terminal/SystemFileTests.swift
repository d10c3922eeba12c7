import Fakes
import Foundation
import Testing
import TodoPlatform
import TodoVIPER

@testable import TodoTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's reader of small files (translation tables, zone files): an empty file, files
/// that say they have no size, as those under `/proc` do, a failed read; and, in a process of its
/// own (see `ChildProcessLimit`), descriptor 0 closed.
struct SystemFileTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  @Test func `an empty file is read as no bytes`() throws {
    let path = folder.path("empty")
    try #require(FileManager.default.createFile(atPath: path, contents: Data()))

    #expect(try SystemFile.contents(of: BytePath(path), maximumSize: 16) == [])
  }

  #if os(Linux)
    @Test func `a file that says it has no size is read whole`() throws {
      let expected = try #require(FileManager.default.contents(atPath: "/proc/version"))

      let bytes = try SystemFile.contents(of: BytePath("/proc/version"), maximumSize: 1 << 20)

      #expect(String(decoding: bytes.prefix(14), as: UTF8.self) == "Linux version ")
      #expect(bytes == [UInt8](expected))
    }

    @Test func `a file that says it has no size may hold exactly the limit`() async {
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        // A process may raise its own score for the OOM killer: the file then holds "999\n",
        // 4 bytes, as many as the buffer holds after it grew twice from 1.
        let path = "/proc/self/oom_score_adj"
        let descriptor = open(path, O_WRONLY)
        #expect(write(descriptor, "999", 3) == 3)
        close(descriptor)

        #expect(
          (try? SystemFile.contents(of: BytePath(path), maximumSize: 4)) == Array("999\n".utf8))
      }
    }

    @Test func `a file that says it has no size is still held to the limit`() throws {
      let error = #expect(throws: SystemFile.Problem.self) {
        try SystemFile.contents(of: BytePath("/proc/version"), maximumSize: 8)
      }
      #expect(error?.reason == "it is larger than 0 KiB")
    }

    @Test func `a read that fails with an error other than a signal's is reported, not retried`()
      async
    {
      // Reading /proc/self/mem from its start fails with EIO, at once and every time.
      await #expect(processExitsWith: .success) {
        ChildProcessLimit.start()
        let error = #expect(throws: SystemFile.Problem.self) {
          try SystemFile.contents(of: BytePath("/proc/self/mem"), maximumSize: 1 << 20)
        }
        #expect(error?.reason == "Input/output error")
      }
    }
  #endif

  @Test func `with descriptor 0 closed, a file is read and not left open`() async {
    await #expect(processExitsWith: .success) {
      ChildProcessLimit.start()
      let folder = try TemporaryDirectory()
      let path = folder.path("table")
      try Data("a table\n".utf8).write(to: URL(fileURLWithPath: path))
      await DescriptorZero.close()

      let contents = try? SystemFile.contents(of: BytePath(path), maximumSize: 16)
      #expect(contents == Array("a table\n".utf8), "the read gave \(String(describing: contents))")
      let left = OpenFiles.descriptors(inside: folder.url.path)
      #expect(left == [], "left open: \(left)")
    }
  }
}
