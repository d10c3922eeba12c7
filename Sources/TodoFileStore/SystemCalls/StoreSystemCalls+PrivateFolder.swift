import Foundation
import TodoPlatform
import TodoVIPER

extension StoreSystemCalls {
  /// Checks the private folder that holds `path` (the default store's `viper-todo`) and what
  /// the store keeps in it, before the store uses them; throws what is wrong.
  ///
  /// Whoever may write the folder may delete or swap the store, and may put a symbolic link at
  /// the file's place that sends the next save (root's too) to a path of their choosing. So:
  /// - the folder, or a symbolic link at its place, and the folder a link of this user's leads
  ///   to, must belong to this user. Another user's is refused, naming it and its owner: it is
  ///   not this user's to change, and only its owner (or root) could take it back;
  /// - a folder of this user's that its group or others may write is made 0700 when
  ///   `tightening` (at launch, and before a save uses it), as ssh and gpg ask of theirs: it is
  ///   this user's, and private is how the store makes it. Reading alone changes nothing;
  /// - the store file and its lock file there, or symbolic links at their places, must belong
  ///   to this user: another user may have put them there while the folder was open. A link of
  ///   this user's own is followed.
  ///
  /// Nothing at those places is fine: the first save makes the folder, then the files.
  ///
  /// - Throws: `Word.fsNotYours`, naming what belongs to another user; what
  ///   stopped the folder being made 0700.
  static func checkPrivateFolder(of path: BytePath, tightening: Bool) throws(Failure) {
    let folder = path.folder
    guard try entryExists(folder), let cFolder = folder.cString else { return }
    var info = stat()
    // What is there, through a link of the user's: not a folder, or nothing, is for the save
    // to name when it cannot make the folder.
    guard stat(cFolder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
    try refuse(folder, type: info.st_mode, unlessOwnedBy: info.st_uid)
    if tightening, info.st_mode & 0o022 != 0 { try makePrivate(folder, checked: info) }
    _ = try entryExists(path)
    _ = try entryExists(path.appending(".lock"))
  }

  /// Returns whether anything is at `path`, not following a symbolic link there; throws when
  /// what is there belongs to another user.
  private static func entryExists(_ path: BytePath) throws(Failure) -> Bool {
    var info = stat()
    guard let cPath = path.cString, lstat(cPath, &info) == 0 else { return false }
    try refuse(path, type: info.st_mode, unlessOwnedBy: info.st_uid)
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

  /// Makes `folder`, whose status `checked` was, 0700: through a descriptor of the folder
  /// opened, and only if it is still the one checked, so that a folder swapped in meanwhile
  /// is never changed.
  private static func makePrivate(_ folder: BytePath, checked: stat) throws(Failure) {
    let action = Message(.fsCannotMakePrivate, .text("\(folder)"))
    let descriptor: Int32
    do throws(Failure) {
      descriptor = try SystemCalls.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
    } catch {
      throw Failure(action: action, code: error.code)
    }
    defer { close(descriptor) }
    let opened = try SystemCalls.status(of: descriptor, action: action)
    guard opened.device == UInt64(truncatingIfNeeded: checked.st_dev),
      opened.inode == UInt64(checked.st_ino)
    else { throw Failure(action: action, code: EAGAIN) }
    guard fchmod(descriptor, 0o700) == 0 else { throw Failure(action: action, code: errno) }
  }
}
