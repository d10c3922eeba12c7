#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file a tool could not read, write, list or lock, with the path and the reason in words.
///
/// Its description is one sentence for the user, the path escaped (``ToolOutput/escaped(_:)``):
/// `cannot read /tmp/cases.jsonl: permission denied`.
public struct ToolFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the tool was doing.
  public enum Action: String, Equatable, Sendable {
    case read = "read"
    case write = "write"
    case lock = "open as a lock"
    case list = "list the folder"
    case makeFolder = "make the folder"
    case openFolder = "open the folder"
    case remove = "remove"
  }

  /// Why it could not.
  public enum Reason: Equatable, Sendable {
    /// The system call failed with this `errno`.
    case system(Int32)
    /// The file is not a regular file: `"a folder"`, `"a FIFO"`, `"a symbolic link"` ….
    case notRegularFile(String)
    /// The path names something that is not a folder, where a folder was needed.
    case notFolder(String)
    /// The file holds more than `limit` bytes.
    case tooLarge(limit: Int)
    /// The file's bytes (or a name in the folder) are not UTF-8.
    case notUTF8
    /// The path holds a NUL byte, which no system call can be given.
    case nulInPath
    /// A name inside a folder is empty, `.`, `..`, or holds a `/`.
    case notOneName
  }

  public var action: Action
  /// The path as the tool was given it.
  public var path: String
  public var reason: Reason

  public init(_ action: Action, _ path: String, _ reason: Reason) {
    self.action = action
    self.path = path
    self.reason = reason
  }

  public var description: String {
    "cannot \(action.rawValue) \(ToolOutput.escaped(path)): \(reason.words)"
  }
}

extension ToolFileError.Reason {
  /// The reason as the end of a sentence.
  var words: String {
    switch self {
    case .system(let code): ToolFileError.Reason.words(forSystemError: code)
    case .notRegularFile(let kind): "it is \(kind), not a regular file"
    case .notFolder(let kind): "it is \(kind), not a folder"
    case .tooLarge(let limit): "it is larger than \(limit) bytes"
    case .notUTF8: "it is not UTF-8 text"
    case .nulInPath: "the path holds a NUL byte"
    case .notOneName: "a name in a folder may not be empty, \".\", \"..\" or hold a \"/\""
    }
  }

  /// The system's words for `errno` `code`, begun in lower case to end a sentence:
  /// "permission denied", "no such file or directory".
  static func words(forSystemError code: Int32) -> String {
    if code == ELOOP { return "it is a symbolic link, which is not followed here" }
    let text = String(cString: strerror(code))
    guard let first = text.first else { return "error \(code)" }
    return first.lowercased() + text.dropFirst()
  }
}

/// The words for what a file of mode `mode` is: "a folder", "a FIFO" ….
func kindWords(_ mode: mode_t) -> String {
  switch mode & S_IFMT {
  case S_IFREG: "a regular file"
  case S_IFDIR: "a folder"
  case S_IFLNK: "a symbolic link"
  case S_IFIFO: "a FIFO"
  case S_IFCHR: "a character device"
  case S_IFBLK: "a block device"
  case S_IFSOCK: "a socket"
  default: "a file of unknown kind"
  }
}
