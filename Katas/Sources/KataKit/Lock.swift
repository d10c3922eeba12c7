import Foundation

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
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw KataFailure("cannot open \(path): \(String(cString: strerror(errno)))")
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let holder = Self.holder(in: Self.contents(of: descriptor)) ?? "?"
      close(descriptor)
      throw KataFailure(
        "another kata command (process \(holder)) is running in this package: wait for it to "
          + "end, or end it (kill \(holder)), then run this one again")
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

  /// Writes this process's id, and its children's, one a line: `4242`, `child 4250`.
  private func write(children: [Int32]) {
    let text = "\(getpid())\n" + children.map { "child \($0)\n" }.joined()
    let bytes = Array(text.utf8)
    ftruncate(descriptor, 0)
    _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
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
