extension Word {
  /// The English and comment of the file system's words and the 24 system reasons; `nil` for
  /// another area's (``Word/english`` says how the areas share the words).
  var systemEntry: (english: String, comment: String)? {
    switch self {
    case .fsActionFailed:
      (
        "%1$@: %2$@",
        "A system call failed. %1$@ is what was being done (one of the fs.cannot… texts), %2$@ "
          + "the system's reason."
      )
    case .fsCannotLock: ("cannot lock %@", "Locking the lock file failed. %@ is the lock file.")
    case .fsLockHeld:
      (
        "another program has held the lock file %1$@ for %2$@; nothing was saved, try again",
        "A save gave up waiting for the lock. %1$@ is the lock file, %2$@ how long it waited "
          + "(fs.seconds or fs.milliseconds)."
      )
    case .fsSeconds: ("%d s", "A duration in seconds.")
    case .fsMilliseconds: ("%d ms", "A duration in milliseconds.")
    case .fsLockCancelled:
      (
        "the save was cancelled while waiting for the lock file %@; nothing was saved",
        "A save was cancelled while it waited for the lock. %@ is the lock file."
      )
    case .fsNotRegular:
      (
        "it is %@, not a regular file",
        "The store's path names something that is not a file. %@ is what it is (one of the "
          + "fs.kind texts)."
      )
    case .fsKindRegular: ("a regular file", "What a path names: a file.")
    case .fsKindFolder: ("a folder", "What a path names: a folder.")
    case .fsKindSymbolicLink: ("a symbolic link", "What a path names: a symbolic link.")
    case .fsKindFifo: ("a FIFO", "What a path names: a FIFO (a named pipe).")
    case .fsKindCharacterDevice: ("a character device", "What a path names: a character device.")
    case .fsKindBlockDevice: ("a block device", "What a path names: a block device.")
    case .fsKindSocket: ("a socket", "What a path names: a socket.")
    case .fsKindUnknown: ("of an unknown kind", "What a path names: something else.")
    case .fsReadOnly:
      (
        "the file is read-only (mode %@)",
        "The store file may not be written. %@ is its mode, in octal."
      )
    case .fsMayNotWrite:
      (
        "user %1$d may not write to it (it belongs to user %2$d, mode %3$@)",
        "This user may not write the store file. %1$d is this user's id, %2$d the owner's, %3$@ "
          + "the file's mode."
      )
    case .fsHardLinks:
      (
        "it has %d names (hard links), and a save would replace it under this name only, leaving "
          + "the old items under the others; keep one name (a symbolic link is followed)",
        "The store file has several names. %d is how many."
      )
    case .fsStickyFolder:
      (
        "the folder %1$@ is sticky (mode %2$@, as /tmp is), so only the file's owner, user %3$d, "
          + "may replace it, and every save replaces the file",
        "The store file is in a sticky folder. %1$@ is the folder, %2$@ its mode, %3$d the "
          + "file's owner."
      )
    case .fsCannotWriteTemporary:
      ("cannot write the temporary file %@", "Writing the new file failed. %@ is its path.")
    case .fsCannotRename:
      (
        "cannot rename %1$@ to %2$@",
        "Putting the new file in place failed. %1$@ is the new file, %2$@ the store file."
      )
    case .fsCannotCreateTemporary:
      ("cannot create the temporary file %@", "Creating the new file failed. %@ is its path.")
    case .fsNulInPath: ("the path holds a NUL byte", "A path that holds a NUL byte.")
    case .fsLockNotRegular:
      (
        "the lock file %1$@ is %2$@, not a regular file; remove it",
        "The lock file is not a file. %1$@ is its path, %2$@ what it is (fs.kind)."
      )
    case .fsCannotCreateLock:
      ("cannot create the lock file %@", "Creating the lock file failed. %@ is its path.")
    case .fsCannotOpenLock:
      ("cannot open the lock file %@", "Opening the lock file failed. %@ is its path.")
    case .fsWouldChangeGroup:
      (
        "it belongs to group %1$d, and saving would give it to group %2$d",
        "A save would change the file's group. %1$d is its group, %2$d the one it would get."
      )
    case .fsWouldChangeOwner:
      (
        "it belongs to user %1$d, and saving would give it to user %2$d",
        "A save would change the file's owner. %1$d is its owner, %2$d the one it would get."
      )
    case .systemOther:
      (
        "System error (errno %d)",
        "The system's reason for any errno without a word of its own, in every language. %d is "
          + "the errno."
      )
    case .systemEPERM: ("Operation not permitted", systemReason)
    case .systemENOENT: ("No such file or directory", systemReason)
    case .systemEIO: ("Input/output error", systemReason)
    case .systemEBADF: ("Bad file descriptor", systemReason)
    case .systemEAGAIN: ("Resource temporarily unavailable", systemReason)
    case .systemENOMEM: ("Cannot allocate memory", systemReason)
    case .systemEACCES: ("Permission denied", systemReason)
    case .systemEBUSY: ("Device or resource busy", systemReason)
    case .systemEEXIST: ("File exists", systemReason)
    case .systemEXDEV: ("Invalid cross-device link", systemReason)
    case .systemENOTDIR: ("Not a directory", systemReason)
    case .systemEISDIR: ("Is a directory", systemReason)
    case .systemEINVAL: ("Invalid argument", systemReason)
    case .systemENFILE: ("Too many open files in system", systemReason)
    case .systemEMFILE: ("Too many open files", systemReason)
    case .systemETXTBSY: ("Text file busy", systemReason)
    case .systemEFBIG: ("File too large", systemReason)
    case .systemENOSPC: ("No space left on device", systemReason)
    case .systemEROFS: ("Read-only file system", systemReason)
    case .systemEMLINK: ("Too many links", systemReason)
    case .systemENAMETOOLONG: ("File name too long", systemReason)
    case .systemELOOP: ("Too many levels of symbolic links", systemReason)
    case .systemEDQUOT: ("Disk quota exceeded", systemReason)
    case .systemEINTR: ("Interrupted system call", systemReason)
    case .fsCannotMakeFolder:
      (
        "cannot make the folder %@",
        "Making a folder of the default store failed. %@ is the folder's path."
      )
    case .fsNotYours:
      (
        "%1$@ (%2$@) belongs to user %3$d, not to you (user %4$d): that user could swap your "
          + "items or redirect your saves; move it away, and the next save makes a new one, "
          + "private to you",
        "The default store's folder, its file or its lock file (or a symbolic link in its place) "
          + "belongs to another user. %1$@ is its path, %2$@ what it is (fs.kind), %3$d its "
          + "owner, %4$d this user."
      )
    case .fsCannotMakePrivate:
      (
        "cannot make the folder %@ private to you (mode 0700)",
        "Taking away other users' right to write to the default store's folder failed. %@ is the "
          + "folder's path."
      )
    default: nil
    }
  }

  /// The comment of the 24 system reasons, `system.EPERM` …: the same but for the name.
  private var systemReason: String {
    "The system's reason \(rawValue.dropFirst("system.".count)). English has glibc's words for "
      + "it (strerror), and every language its table's."
  }
}
