import Foundation
import TodoPlatform
import TodoVIPER

/// The system calls behind the JSON file store, one role a file: finding the file a path names
/// (`+Path`), reading it with the stamp of what was read (`+Reading`), an exclusive lock on a
/// sidecar file (`+Locking`), who may replace it (`+Permissions`), and an atomic, flushed
/// replacement that keeps the file's owner, group and mode (`+Replacing`).
///
/// They are built on the adapters' shared calls (`SystemCalls` in TodoPlatform). Failures carry
/// `errno`, turned into the system's words only in the message.
enum StoreSystemCalls {
  /// What identifies one version of a file, and who may read and write it.
  typealias Stamp = FileStatus

  /// A failed system call: what was being done, and `errno` (or what is wrong), as messages.
  typealias Failure = SystemCallFailure

  /// What reading found.
  enum Contents {
    /// No file at the path.
    case missing
    /// The file is the one with the stamp the caller already has.
    case unchanged
    /// The file's bytes and the stamp of the file they were read from.
    case read(Data, Stamp)
  }
}
