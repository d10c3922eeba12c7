/// What identifies one version of a file, and who may read and write it: what `fstat` says of
/// an open file.
///
/// A save always makes a new file (a new inode), and size and modification time catch edits
/// made in place by hand. The owner, group and mode are given to the file that replaces it.
package struct FileStatus: Equatable, Sendable {
  package var device: UInt64
  package var inode: UInt64
  package var size: Int64
  package var modifiedSeconds: Int64
  package var modifiedNanoseconds: Int64
  package var owner: UInt32
  package var group: UInt32
  /// The permission bits.
  package var permissions: UInt32
  /// How many names (hard links) the file has.
  package var linkCount: UInt64
  /// The type bits of the mode: a regular file, a folder, a FIFO ….
  package var type: mode_t
}
