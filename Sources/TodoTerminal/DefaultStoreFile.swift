import TodoPlatform
import TodoVIPER

/// Where `todo` keeps its items when neither `--store` nor `--in-memory` is given: a JSON file
/// in the user's data folder, where the platform's conventions put it.
///
/// - Linux and other Unix systems: `$XDG_DATA_HOME/viper-todo/todos.json` where `XDG_DATA_HOME`
///   is an absolute path (the XDG Base Directory spec ignores a relative one), else
///   `$HOME/.local/share/viper-todo/todos.json`.
/// - macOS: `$HOME/Library/Application Support/viper-todo/todos.json`.
///
/// Where `HOME` is not an absolute path (unset, empty or relative), the home folder is the one
/// the password database names for the user, as libc's conventions have it. The folders
/// between ``existingFolder`` and the file are made on the first save, and by nothing else.
///
/// It is a value worked out from what it is given, so that specs drive it with a fake
/// environment; the executable gives it the process's environment and the password database.
public struct DefaultStoreFile: Hashable, Sendable {
  /// The systems whose conventions differ.
  public enum Platform: Sendable {
    /// Linux and other Unix systems: the XDG Base Directory spec.
    case unix
    /// macOS: the user's Application Support folder.
    case macOS
  }

  /// The name of the folder `todo` keeps its file in, inside the user's data folder.
  public static let folderName = "viper-todo"
  /// The name of the file.
  public static let fileName = "todos.json"

  /// The file's path.
  public var path: BytePath
  /// The folder that must exist already: the home folder, or the one that holds the data folder.
  ///
  /// The folders below it, down to the file's own, are made where missing.
  public var existingFolder: BytePath

  /// Creates the location of a default file.
  public init(path: BytePath, existingFolder: BytePath) {
    self.path = path
    self.existingFolder = existingFolder
  }

  /// There is no home folder to keep the file in: `HOME` is not an absolute path, and the
  /// password database names none for the user.
  public struct NoHomeFolder: Error, Hashable, Sendable {
    /// The value of `HOME`, or `nil` when it is not set.
    public var home: BytePath?

    /// Creates the problem.
    public init(home: BytePath?) {
      self.home = home
    }
  }

  /// Returns the default file for `environment` on `platform`, asking `passwordDatabaseHome`
  /// for the home folder only when `HOME` is not an absolute path and the home is needed.
  ///
  /// - Parameter environment: `HOME` and `XDG_DATA_HOME` where they are set, as the bytes the
  ///   process was given: a folder's name need not be UTF-8 (`caf\xE9`), and it is that
  ///   folder, not a new one named with U+FFFD.
  public static func resolve(
    environment: [String: BytePath], platform: Platform, passwordDatabaseHome: () -> BytePath?
  ) -> Result<DefaultStoreFile, NoHomeFolder> {
    if platform == .unix, let data = environment["XDG_DATA_HOME"].flatMap(absolute) {
      let holder = data.isEmpty ? BytePath("/") : BytePath(bytes: data).folder
      return .success(inside(data, existingFolder: holder))
    }
    guard
      let home = environment["HOME"].flatMap(absolute)
        ?? passwordDatabaseHome().flatMap(absolute)
    else { return .failure(NoHomeFolder(home: environment["HOME"])) }
    let dataFolder =
      switch platform {
      case .unix: "/.local/share"
      case .macOS: "/Library/Application Support"
      }
    return .success(
      inside(
        home + Array(dataFolder.utf8),
        existingFolder: BytePath(bytes: home.isEmpty ? [UInt8(ascii: "/")] : home)))
  }

  /// The file in the folder `viper-todo` of `dataFolder`, written without its trailing slash.
  private static func inside(_ dataFolder: [UInt8], existingFolder: BytePath)
    -> DefaultStoreFile
  {
    let path = dataFolder + Array("/\(folderName)/\(fileName)".utf8)
    return DefaultStoreFile(path: BytePath(bytes: path), existingFolder: existingFolder)
  }

  /// Returns the bytes of `path` without its trailing slashes (none for the root folder), if it
  /// is an absolute path; `nil` otherwise.
  private static func absolute(_ path: BytePath) -> [UInt8]? {
    guard path.isAbsolute else { return nil }
    var bytes = path.bytes
    while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
    return bytes
  }
}
