import Foundation
import TodoPlatform
import TodoVIPER

extension StoreSystemCalls {
  /// Checks the private folder that holds `path` (the default store's `viper-todo`) and what
  /// the store keeps in it, and returns `path` from that folder, held open.
  ///
  /// The store uses what it returns from then on; it throws what is wrong.
  ///
  /// Whoever may write the folder may delete or swap the store, and may put a symbolic link at
  /// the file's place that sends the next save (root's too) to a path of their choosing; and
  /// whoever may write the folder that holds it may rename it and put a link to their own in its
  /// place, between this check and the save. So the folder is opened once, from its parent
  /// held open, and checked on its descriptor, which every read and save then starts from:
  /// - the folder, or a symbolic link at its place, and the folder a link of this user's leads
  ///   to, must belong to this user. Another user's is refused, naming it and its owner: it is
  ///   not this user's to change, and only its owner (or root) could take it back. A folder
  ///   swapped between the look at its name and its opening is refused the same way, or, when
  ///   what was opened is not what was looked at, with `EAGAIN`;
  /// - a folder of this user's that its group or others may write is made 0700 when
  ///   `tightening` (at launch, and before a save uses it), as ssh and gpg ask of theirs: it is
  ///   this user's, and private is how the store makes it. Reading alone changes nothing;
  /// - the store file and its lock file there, or symbolic links at their places, must belong
  ///   to this user: another user may have put them there while the folder was open. A link of
  ///   this user's own is followed.
  ///
  /// Nothing at those places is fine: the first save makes the folder, then the files; until
  /// then there is no folder to hold, and it returns `nil`, which stands for no items.
  ///
  /// - Throws: `Word.fsNotYours`, naming what belongs to another user; what
  ///   stopped the folder being made 0700.
  static func checkPrivateFolder(
    of path: BytePath, tightening: Bool
  ) throws(Failure) -> StorePath? {
    let folder = path.folder
    let name = Array(folder.bytes.split(separator: UInt8(ascii: "/")).last ?? [])
    guard
      let parent = try? SystemCalls.open(
        folder.folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK),
      let cName = BytePath(bytes: name).cString
    else { return nil }
    defer { close(parent) }
    var named = stat()
    guard fstatat(parent, cName, &named, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
    try refuse(folder, type: named.st_mode, unlessOwnedBy: named.st_uid)
    // A link is followed only as the user's own, just checked; a folder, never through a link.
    let isLink = named.st_mode & S_IFMT == S_IFLNK
    let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK | (isLink ? 0 : O_NOFOLLOW)
    // What is there, through a link of the user's: not a folder, or nothing, is for the save
    // to name when it cannot make the folder.
    let descriptor: Int32
    do throws(Failure) {
      descriptor = try SystemCalls.open(BytePath(bytes: name), flags, in: parent)
    } catch {
      guard named.st_mode & S_IFMT == S_IFDIR else { return nil }
      // A folder when looked at, and no folder when opened: someone swapped it meanwhile.
      throw Failure(action: nil, code: error.code == ENOTDIR ? EAGAIN : error.code)
    }
    let held = HeldFolder(descriptor: descriptor, path: folder)
    let opened = try SystemCalls.status(of: descriptor, action: nil)
    try refuse(folder, type: mode_t(opened.type), unlessOwnedBy: uid_t(opened.owner))
    let looked = (UInt64(truncatingIfNeeded: named.st_dev), UInt64(named.st_ino))
    guard isLink || (opened.device, opened.inode) == looked else {
      throw Failure(action: nil, code: EAGAIN)
    }
    if tightening, opened.permissions & 0o022 != 0 {
      guard fchmod(descriptor, 0o700) == 0 else {
        throw Failure(action: Message(.fsCannotMakePrivate, .text("\(folder)")), code: errno)
      }
    }
    let file = StorePath(base: held, relative: BytePath(bytes: lastName(of: path)), shown: path)
    _ = try entryExists(file)
    _ = try entryExists(file.appending(".lock"))
    return file
  }

  /// The last name of `path`: `todos.json` of `…/viper-todo/todos.json`.
  private static func lastName(of path: BytePath) -> [UInt8] {
    Array(path.bytes.split(separator: UInt8(ascii: "/")).last ?? [])
  }

  /// Returns whether anything is at `path`, not following a symbolic link there; throws when
  /// what is there belongs to another user.
  private static func entryExists(_ path: StorePath) throws(Failure) -> Bool {
    var info = stat()
    guard let cPath = path.cString, fstatat(path.at, cPath, &info, AT_SYMLINK_NOFOLLOW) == 0
    else { return false }
    try refuse(path.shown, type: info.st_mode, unlessOwnedBy: info.st_uid)
    return true
  }

  /// Throws `Word.fsNotYours` for `path`, of the file type in `type`, unless
  /// `owner` is this user.
  private static func refuse(
    _ path: BytePath, type: mode_t, unlessOwnedBy owner: uid_t
  ) throws(Failure) {
    let user = geteuid()
    guard owner != user else { return }
    throw Failure(
      Message(
        .fsNotYours, .text("\(path)"), .message(Message(SystemCalls.kind(of: type))),
        .number(Int(owner)), .number(Int(user))))
  }
}
