import Foundation
import ToolPlatform

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One `kata` command at a time in a package: a lock in the git folder, `todo-katas.lock`,
/// holding the id of the process that holds it and of the children it is running.
///
/// The lock is the kernel's (`flock`) on that file, so it ends with its holder however the
/// holder ends: a file left naming a process that no longer holds it is stale, and the next
/// command takes it over and says so. The file is emptied, never removed, when released: a
/// command that opened it just before cannot end up holding a lock on a file no longer there.
public final class Lock: Sendable {
  private let descriptor: Int32
  /// What a stale lock said, when this one took it over: the id of the command that ended
  /// without releasing it.
  public let staleHolder: String?

  /// Takes the lock of `workspace`.
  ///
  /// - Throws: ``KataFailure`` naming the process that holds it, when another command does.
  public init(of workspace: Workspace) throws {
    let path = workspace.gitPath("todo-katas.lock").path
    // Never through a link, never truncated, only a regular file: whoever may write the git
    // folder cannot make the learner's next command empty a file of theirs.
    let descriptor: Int32
    do {
      descriptor = try ToolFile.openLock(at: path)
    } catch {
      throw KataFailure(
        "\(error.description): remove it (rm \(ToolOutput.escaped(path))), then run this one "
          + "again")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let holder =
        Self.holder(in: Self.contents(of: descriptor)) ?? Self.kernelsHolder(of: descriptor)
      close(descriptor)
      throw KataFailure(Self.refusal(holder: holder))
    }
    self.descriptor = descriptor
    staleHolder = Self.holder(in: Self.contents(of: descriptor))
    write(children: [])
    Children.onChange { [self] in write(children: $0) }
  }

  /// Releases the lock: the file is emptied, and the kernel's lock let go.
  public func release() {
    Children.onChange(nil)
    ftruncate(descriptor, 0)
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  /// Writes this process's id, and its children's, one on each line: `4242`, `child 4250`.
  ///
  /// Written over what was there, then cut to its length: once the id is in, a command that
  /// reads the file meanwhile never finds it empty.
  private func write(children: [Int32]) {
    let text = "\(getpid())\n" + children.map { "child \($0)\n" }.joined()
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    ftruncate(descriptor, off_t(bytes.count))
  }

  /// What a command refused by the lock says: the holder's id and how to end it, or, when the
  /// holder has not written its id yet (or is emptying the file as it ends) and the system does
  /// not tell it, that it is not known.
  static func refusal(holder: String?) -> String {
    guard let holder else {
      return "another kata command is running in this package (its process id is not written "
        + "yet: it has only just started, or is ending): wait for it to end, then run this one "
        + "again"
    }
    return "another kata command (process \(holder)) is running in this package: wait for it to "
      + "end, or end it (kill \(holder)), then run this one again"
  }

  /// The process that holds the lock of the file open as `descriptor`, as the kernel lists it
  /// (Linux, `/proc/locks`): it knows the holder from the moment the lock is taken, before the
  /// holder has written its id; `nil` elsewhere.
  private static func kernelsHolder(of descriptor: Int32) -> String? {
    var status = stat()
    guard fstat(descriptor, &status) == 0,
      let data = try? Files.read(URL(fileURLWithPath: "/proc/locks"))
    else { return nil }
    let locks = String(decoding: data, as: UTF8.self)
    // Linux's device numbers, as glibc's major(3) and minor(3) read them.
    let device = UInt64(status.st_dev)
    let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~0xfff)
    let minor = (device & 0xff) | ((device >> 12) & ~0xff)
    return holder(inLocks: locks, major: major, minor: minor, inode: UInt64(status.st_ino))
  }

  /// The holder of the `flock` on the file `inode` of the device `major`:`minor`, in `locks`.
  ///
  /// `locks` is the text of `/proc/locks`: `3: FLOCK  ADVISORY  WRITE 25561 fe:00:16220344 0
  /// EOF`. A line with `->` is a process waiting for the lock, not its holder.
  static func holder(inLocks locks: String, major: UInt64, minor: UInt64, inode: UInt64)
    -> String?
  {
    let file =
      String(major, radix: 16).leftPadded(to: 2) + ":" + String(minor, radix: 16).leftPadded(to: 2)
      + ":\(inode)"
    for line in locks.split(separator: "\n") {
      let fields = line.split(separator: " ")
      guard fields.count > 5, fields[1] == "FLOCK", fields[5] == file, let id = Int32(fields[4]),
        id > 0
      else { continue }
      return String(id)
    }
    return nil
  }

  private static func contents(of descriptor: Int32) -> String {
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    return count > 0 ? String(decoding: bytes.prefix(count), as: UTF8.self) : ""
  }

  private static func holder(in contents: String) -> String? {
    let first = contents.split(separator: "\n").first.map(String.init)
    return first.flatMap { Int32($0) }.map(String.init)
  }
}

extension String {
  /// The text with zeros before it, to `width` characters at least: `0` → `00`.
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
