import Foundation
import TodoPlatform
import TodoVIPER

extension StoreSystemCalls {
  /// Runs `body` while holding an exclusive `flock` on the file at `lockPath`.
  ///
  /// An existing lock file is opened for reading, which is all `flock` needs, so a lock file
  /// another user made can be used by everyone who may read it; a missing one is created with
  /// the modes `newFileMode` and the umask allow (0666 by default, so that in a group folder the
  /// group can use it too). It is never removed: removing it would let two writers lock two
  /// different files.
  ///
  /// When another process holds the lock, the lock is tried again every 20 ms for up to
  /// `timeout`, sleeping in between without holding a thread, and then the save gives up with
  /// nothing changed. The body runs on the caller's actor. A wait of a second or more
  /// calls `onWait`, once: writers that take turns for a few milliseconds say nothing.
  ///
  /// `flock` belongs to the open file description, so it excludes other processes and other
  /// store instances in this one alike; the lock goes when the descriptor is closed, and the
  /// system releases it if the process dies.
  static func withExclusiveLock<Result, Problem: Error>(
    isolation: isolated (any Actor)? = #isolation,
    on lockPath: StorePath, newFileMode: mode_t = 0o666, timeout: Duration, onWait: () -> Void,
    failure: (Failure) -> Problem, _ body: () throws(Problem) -> Result
  ) async throws(Problem) -> Result {
    let descriptor: Int32
    do throws(Failure) {
      descriptor = try openLockFile(lockPath, newFileMode: newFileMode)
    } catch {
      throw failure(error)
    }
    defer { close(descriptor) }
    let clock = ContinuousClock()
    let start = clock.now
    var hasSaidSo = false
    // With LOCK_NB, flock(2) never waits, so no signal interrupts it (no EINTR).
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK else {
        throw failure(Failure(action: Message(.fsCannotLock, .text("\(lockPath)")), code: errno))
      }
      // Mutant ">= → >" is equivalent: the loop wakes every 20 ms: no wait lands exactly on the second, and a test cannot time one that would.
      if !hasSaidSo, clock.now - start >= .seconds(1) {
        onWait()
        hasSaidSo = true
      }
      // Mutant "< → <=" is equivalent: the loop wakes every 20 ms: no wait lands exactly on the timeout, and a test cannot time one that would.
      guard clock.now - start < timeout else {
        throw failure(
          Failure(Message(.fsLockHeld, .text("\(lockPath)"), .message(message(for: timeout)))))
      }
      do {
        try await Task.sleep(for: .milliseconds(20))
      } catch {
        throw failure(
          Failure(Message(.fsLockCancelled, .text("\(lockPath)"))))
      }
    }
    return try body()
  }

  /// Opens the lock file, creating it if it is missing, and returns its descriptor.
  ///
  /// The lock path is never followed and never waited on: whoever may write the folder may put
  /// anything there, and a save by another user (root included) must not create or open a file
  /// where a symbolic link points, nor block on a FIFO. So it is opened with `O_NOFOLLOW` and
  /// `O_NONBLOCK`, and anything but a regular file is refused, naming what it is. A device is
  /// refused from `lstat` alone, without being opened.
  private static func openLockFile(
    _ lockPath: StorePath, newFileMode: mode_t
  ) throws(Failure) -> Int32 {
    guard let cPath = lockPath.cString else { throw Failure(Message(.fsNulInPath)) }
    let cannotOpen = Message(.fsCannotOpenLock, .text("\(lockPath)"))
    func notRegular(_ mode: mode_t) -> Failure {
      Failure(
        Message(
          .fsLockNotRegular, .text("\(lockPath)"), .message(Message(SystemCalls.kind(of: mode)))))
    }
    let flags = O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
    // Two tries: another process may create the file between our look and our create.
    for _ in 0..<2 {
      var info = stat()
      if fstatat(lockPath.at, cPath, &info, AT_SYMLINK_NOFOLLOW) == 0,
        info.st_mode & S_IFMT != S_IFREG
      {
        throw notRegular(info.st_mode)
      }
      let descriptor: Int32
      do throws(Failure) {
        descriptor = try SystemCalls.open(lockPath.relative, flags, in: lockPath.at)
      } catch {
        if error.code != ENOENT {
          if error.code == ELOOP { throw notRegular(S_IFLNK) }
          throw Failure(action: cannotOpen, code: error.code)
        }
        do throws(Failure) {
          descriptor = try SystemCalls.open(
            lockPath.relative, flags | O_CREAT | O_EXCL, permissions: newFileMode,
            in: lockPath.at)
        } catch {
          if error.code == EEXIST { continue }
          throw Failure(
            action: Message(.fsCannotCreateLock, .text("\(lockPath)")), code: error.code)
        }
      }
      // A file swapped for another between the lstat and the open is refused too, naming what
      // it is, and one whose kind cannot be read, with the system's reason (not with the kind
      // the lstat saw); either way its descriptor is closed.
      let unreadable = fstat(descriptor, &info) != 0
      let code = errno
      guard !unreadable, info.st_mode & S_IFMT == S_IFREG else {
        close(descriptor)
        throw unreadable ? Failure(action: cannotOpen, code: code) : notRegular(info.st_mode)
      }
      return descriptor
    }
    throw Failure(action: cannotOpen, code: EEXIST)
  }
}
