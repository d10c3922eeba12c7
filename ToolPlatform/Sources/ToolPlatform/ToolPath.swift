#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths as the system resolves them: whether one is inside a folder, once `..` and links are
/// followed, so `Sources/../../x` and a link out of `Sources` are outside it.
///
/// A resolved path is a fact of the moment it was resolved: a tool that must keep to a folder
/// holds it open (``ToolFolder``) and works relative to it, never by the path again.
public enum ToolPath {
  /// The absolute path with every link, `.` and `..` resolved (`realpath(3)`); nil when some
  /// part of it does not exist or cannot be searched.
  public static func resolved(_ path: String) -> String? {
    guard let cPath = SystemCall.cPath(path), let real = realpath(cPath, nil) else { return nil }
    defer { free(real) }
    return String(cString: real)
  }

  /// The path of `path` inside `folder`, both resolved: `""` for the folder itself,
  /// `"TodoVIPER/List"` for a folder in it; nil when `path` is outside `folder` or either does
  /// not resolve.
  public static func relative(_ path: String, inside folder: String) -> String? {
    guard let path = resolved(path), let folder = resolved(folder) else { return nil }
    // Compared byte by byte: String's == takes two spellings of "é" for one, and the system
    // takes them for two files.
    if path.utf8.elementsEqual(folder.utf8) { return "" }
    let prefix = folder.utf8.last == UInt8(ascii: "/") ? folder : folder + "/"
    guard path.utf8.starts(with: prefix.utf8) else { return nil }
    return String(decoding: path.utf8.dropFirst(prefix.utf8.count), as: UTF8.self)
  }

  /// Whether `path` is `folder` or inside it, both resolved.
  public static func isInside(_ path: String, folder: String) -> Bool {
    relative(path, inside: folder) != nil
  }

  /// The folder for temporary files: `TMPDIR` when it is set and not empty, else `/tmp`.
  public static var temporaryFolder: String {
    if let value = getenv("TMPDIR"), value.pointee != 0 { return String(cString: value) }
    return "/tmp"
  }
}
