import Foundation
import Testing
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files read and written by their path, each path resolved once.
struct ToolFileTests {
  let scratch: Scratch

  init() throws { scratch = try Scratch() }

  @Test func `a regular file is read whole`() throws {
    let path = try scratch.file("cases.jsonl", "{\"id\": \"a\"}\n")

    #expect(try ToolFile.read(at: path, limit: 100) == Array("{\"id\": \"a\"}\n".utf8))
    #expect(try ToolFile.readText(at: path, limit: 12) == "{\"id\": \"a\"}\n")
  }

  @Test func `a file past the limit is refused, and one at it read`() throws {
    let path = try scratch.file("eleven", "hello world")

    #expect(throws: ToolFileError(.read, path, .tooLarge(limit: 10))) {
      try ToolFile.read(at: path, limit: 10)
    }
    #expect(try ToolFile.read(at: path, limit: 11).count == 11)
  }

  @Test func `a folder is named as one, not read`() throws {
    let path = try scratch.folder("cases")

    let error = #expect(throws: ToolFileError.self) { try ToolFile.read(at: path, limit: 10) }

    #expect(error == ToolFileError(.read, path, .notRegularFile("a folder")))
    #expect(error?.description == "cannot read \(path): it is a folder, not a regular file")
  }

  @Test func `a FIFO with no writer is named at once, never waited on`() throws {
    let path = scratch.at("fifo")
    #expect(mkfifo(path, 0o600) == 0)

    #expect(throws: ToolFileError(.read, path, .notRegularFile("a FIFO"))) {
      try ToolFile.read(at: path, limit: 10)
    }
  }

  @Test func `a missing file and a forbidden one say the system's reason`() throws {
    let path = scratch.at("absent")

    let error = #expect(throws: ToolFileError.self) { try ToolFile.read(at: path, limit: 10) }

    #expect(error?.description == "cannot read \(path): no such file or directory")
    #expect(
      ToolFileError(.read, "/x", .system(EACCES)).description
        == "cannot read /x: permission denied")
  }

  @Test func `bytes that are not UTF-8 are named as such`() throws {
    let path = scratch.at("latin1")
    try Data([0x63, 0x61, 0x66, 0xE9]).write(to: URL(fileURLWithPath: path))

    #expect(throws: ToolFileError(.read, path, .notUTF8)) {
      try ToolFile.readText(at: path, limit: 10)
    }
  }

  @Test func `a path's escapes are shown, not sent to the terminal`() {
    let error = ToolFileError(.read, "/tmp/\u{1B}]0;PWNED\u{7}", .system(ENOENT))

    #expect(
      error.description == "cannot read /tmp/\\u{1B}]0;PWNED\\u{7}: no such file or directory")
  }

  @Test func `a write replaces a symbolic link, and the file it named keeps its bytes`() throws {
    let victim = try scratch.file("victim", "precious\n")
    let path = try scratch.link("todo-katas.lock", to: victim)

    try ToolFile.write("new\n", to: path)

    #expect(try scratch.text("victim") == "precious\n")
    #expect(try scratch.text("todo-katas.lock") == "new\n")
    #expect(
      try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        == .typeRegular)
  }

  @Test func `a write gives exactly the permissions asked, whatever the source's were`() throws {
    let path = try scratch.file("read-only", "old")
    #expect(chmod(path, 0o444) == 0)

    try ToolFile.write("new", to: path)
    try ToolFile.write("private", to: scratch.at("private"), permissions: 0o600)

    #expect(try scratch.permissions("read-only") == 0o644)
    #expect(try scratch.permissions("private") == 0o600)
  }

  @Test func `a write that fails leaves no temporary file`() throws {
    try scratch.folder("taken/inside")

    #expect(throws: ToolFileError(.write, scratch.at("taken"), .system(EISDIR))) {
      try ToolFile.write("x", to: scratch.at("taken"))
    }
    #expect(try scratch.names() == ["taken"])
  }

  @Test func `a path that ends in no name is refused`() {
    #expect(throws: ToolFileError(.write, "/tmp/..", .notOneName)) {
      try ToolFile.write("x", to: "/tmp/..")
    }
  }

  @Test func `a lock opened through a symbolic link is refused, and its target not truncated`()
    throws
  {
    let victim = try scratch.file("victim", "precious\n")
    let path = try scratch.link("todo-katas.lock", to: victim)

    let error = #expect(throws: ToolFileError.self) { try ToolFile.openLock(at: path) }

    #expect(error == ToolFileError(.lock, path, .system(ELOOP)))
    #expect(
      error?.description
        == "cannot open as a lock \(path): it is a symbolic link, which is not followed here")
    #expect(try scratch.text("victim") == "precious\n")
  }

  @Test func `a lock keeps what the file held, and a FIFO is refused`() throws {
    let path = try scratch.file("lock", "pid 42\n")
    let fifo = scratch.at("fifo")
    #expect(mkfifo(fifo, 0o600) == 0)

    let descriptor = try ToolFile.openLock(at: path)
    close(descriptor)

    #expect(try scratch.text("lock") == "pid 42\n")
    #expect(throws: ToolFileError(.lock, fifo, .notRegularFile("a FIFO"))) {
      try ToolFile.openLock(at: fifo)
    }
  }
}
