import Foundation

/// The reason of a failed system call, in words: every table's, English's built in.
extension Words {
  /// The words of the system's reasons every table has, English's built in, by `errno`; any
  /// other is ``Word/systemOther``, which names its number.
  static let systemWords: [Int32: Word] = [
    EPERM: .systemEPERM, ENOENT: .systemENOENT, EIO: .systemEIO, EBADF: .systemEBADF,
    EAGAIN: .systemEAGAIN, ENOMEM: .systemENOMEM, EACCES: .systemEACCES, EBUSY: .systemEBUSY,
    EEXIST: .systemEEXIST, EXDEV: .systemEXDEV, ENOTDIR: .systemENOTDIR, EISDIR: .systemEISDIR,
    EINVAL: .systemEINVAL, ENFILE: .systemENFILE, EMFILE: .systemEMFILE, ETXTBSY: .systemETXTBSY,
    EFBIG: .systemEFBIG, ENOSPC: .systemENOSPC, EROFS: .systemEROFS, EMLINK: .systemEMLINK,
    ENAMETOOLONG: .systemENAMETOOLONG, ELOOP: .systemELOOP, EDQUOT: .systemEDQUOT,
    EINTR: .systemEINTR,
  ]

  /// Returns the reason of a failed system call with the `errno` `code`, as a message.
  ///
  /// It is the word of `code`, or ``Word/systemOther`` with its number. Every table has these
  /// words, English's built in (glibc's own, as `strerror` words them): the core asks the C
  /// library for none.
  static func systemReason(_ code: Int32) -> Message {
    Message(systemWords[code] ?? .systemOther, .number(Int(code)))
  }
}
