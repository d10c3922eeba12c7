import TodoPlatform
import TodoVIPER

/// Reads the small files the terminal's edge needs (a translation table, a `TZ` zone file) by
/// the bytes of their paths, never waiting on a FIFO and never reading more than a limit: the
/// platform's read of a regular file (`SystemCalls.readRegularFile`), with its failures in
/// English words.
enum SystemFile {
  /// Why a file was not read, in words for a message: "it is missing", "it is a FIFO, not a
  /// regular file", "it is larger than 1024 KiB".
  struct Problem: Error {
    let reason: String
  }

  /// Returns the bytes of the regular file at `path`, through links, if it has at most
  /// `maximumSize` bytes.
  static func contents(of path: BytePath, maximumSize: Int) throws(Problem) -> [UInt8] {
    do throws(SystemCallFailure) {
      return try SystemCalls.readRegularFile(at: path, maximumSize: maximumSize)
    } catch {
      switch error.code {
      case ENOENT: throw Problem(reason: "it is missing")
      case EFBIG: throw Problem(reason: "it is larger than \(maximumSize / 1_024) KiB")
      default: throw Problem(reason: error.message.description)
      }
    }
  }
}
