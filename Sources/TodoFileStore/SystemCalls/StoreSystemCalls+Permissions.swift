import Foundation
import TodoPlatform
import TodoVIPER

extension StoreSystemCalls {
  /// Returns why this process may not replace the file at `path`, stamped `stamp`, or `nil`
  /// when it may.
  ///
  /// The folder decides whether a file can be replaced, but a file its owner made read-only,
  /// or one whose mode does not let this user write it, is not saved to: that is what its mode
  /// says. Root, whom modes do not stop, is refused only a file no one may write. Two more are
  /// refused before anything is written, with the reason in words:
  /// - a file with more than one name (hard links): replacing it under one name would leave the
  ///   old items under the others, and their saves would take another lock;
  /// - a file in a sticky folder (such as `/tmp`) that only its owner or the folder's may
  ///   replace, where the system would refuse the rename with a bare "Operation not permitted".
  static func writeProblem(for stamp: Stamp, at path: StorePath) -> Message? {
    let user = UInt32(geteuid())
    let mode = Message.Argument.text(octal(stamp.permissions))
    let mayWrite: Bool
    if user == 0 {
      mayWrite = stamp.permissions & 0o222 != 0
    } else if user == stamp.owner {
      mayWrite = stamp.permissions & 0o200 != 0
    } else if isMember(of: stamp.group) {
      mayWrite = stamp.permissions & 0o020 != 0
    } else {
      mayWrite = stamp.permissions & 0o002 != 0
    }
    if !mayWrite {
      if user == 0 || user == stamp.owner { return Message(.fsReadOnly, mode) }
      return Message(.fsMayNotWrite, .number(Int(user)), .number(Int(stamp.owner)), mode)
    }
    if stamp.linkCount > 1 {
      return Message(.fsHardLinks, .number(Int(stamp.linkCount)))
    }
    let folder = path.folder
    var info = stat()
    if user != 0, user != stamp.owner, let cFolder = folder.cString,
      fstatat(folder.at, cFolder, &info, 0) == 0,
      info.st_mode & S_ISVTX != 0, UInt32(info.st_uid) != user
    {
      let folderMode = octal(UInt32(info.st_mode) & 0o7777)
      return Message(
        .fsStickyFolder, .text("\(folder)"), .text(folderMode), .number(Int(stamp.owner)))
    }
    return nil
  }

  /// Gives the new file the owner and group of the one it replaces, where this user may.
  static func keepOwnerAndGroup(
    of original: Stamp, on descriptor: Int32
  ) throws(Failure) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw Failure(action: nil, code: errno) }
    if UInt32(info.st_uid) == original.owner, UInt32(info.st_gid) == original.group { return }
    if fchown(descriptor, uid_t(original.owner), gid_t(original.group)) == 0 { return }
    let keepsGroup =
      UInt32(info.st_gid) == original.group
      || fchown(descriptor, uid_t.max, gid_t(original.group)) == 0
    let user = geteuid()
    if UInt32(user) == original.owner, !keepsGroup {
      throw Failure(
        Message(.fsWouldChangeGroup, .number(Int(original.group)), .number(Int(info.st_gid))))
    }
    guard keepsGroup, original.permissions & 0o020 != 0 else {
      throw Failure(
        Message(.fsWouldChangeOwner, .number(Int(original.owner)), .number(Int(user))))
    }
  }

  private static func isMember(of group: UInt32) -> Bool {
    if UInt32(getegid()) == group { return true }
    let count = getgroups(0, nil)
    // Mutant "> → >=" is equivalent: with count 0 the group list is empty and the answer false either way.
    guard count > 0 else { return false }
    var groups = [gid_t](repeating: 0, count: Int(count))
    let filled = getgroups(count, &groups)
    return groups.prefix(Int(max(filled, 0))).contains { UInt32($0) == group }
  }

  private static func octal(_ permissions: UInt32) -> String {
    let digits = String(permissions, radix: 8)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
