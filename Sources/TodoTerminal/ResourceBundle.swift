import Foundation
import TodoPlatform
import TodoVIPER

/// The core module's resource bundle (its translations), as SwiftPM builds it beside the
/// executable, found without `Bundle.module` (which stops the program when the bundle is
/// missing): the translations' adapter, which the composition root hands to the presenters.
///
/// Its folder is found once, by the executable's path as bytes, so a folder whose name is not
/// UTF-8 is found too; each table is read only when asked for, so a language not in use costs
/// nothing. A table is read only if it is a regular file of at most 1 MiB, without waiting on a
/// FIFO: a translation is data anyone who can write the folder may change.
public struct ResourceBundle: TranslationSource {
  /// The bundle's folder names: `.resources` on Linux and Windows, `.bundle` on Apple platforms.
  public static let names = ["viper-todo_TodoVIPER.resources", "viper-todo_TodoVIPER.bundle"]

  /// The largest table read: 1 MiB, many times the size of any translation.
  static let maximumTableSize = 1 << 20

  /// The bundle beside this program (or, for tests on Apple platforms, beside the test bundle),
  /// or `nil` when there is none: then every language is English.
  public static let installed: ResourceBundle? = places().lazy.compactMap(bundle(in:)).first

  /// The bundle's folder, as bytes.
  let folder: BytePath

  /// Creates the bundle whose folder is `folder`.
  public init(folder: BytePath) {
    self.folder = folder
  }

  public var languages: [String] {
    guard let cFolder = folder.cString, let directory = opendir(cFolder) else { return [] }
    defer { closedir(directory) }
    var languages: [String] = []
    let suffix = Array(".lproj".utf8)
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if name.count > suffix.count, name.reversed().starts(with: suffix.reversed()) {
        languages.append(String(decoding: name.dropLast(suffix.count), as: UTF8.self))
      }
    }
    return languages.sorted()
  }

  public func path(ofTable table: String, of language: String) -> String {
    tablePath(table, of: language).description
  }

  public func table(
    _ table: String, of language: String
  ) -> Result<[String: String], TranslationProblem> {
    let bytes: [UInt8]
    do {
      bytes = try SystemFile.contents(
        of: tablePath(table, of: language), maximumSize: Self.maximumTableSize)
    } catch {
      return .failure(TranslationProblem(reason: error.reason))
    }
    guard
      let strings = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
        as? [String: String]
    else { return .failure(TranslationProblem(reason: "it is not a strings file")) }
    return .success(strings)
  }

  /// Returns the path of a table, as bytes: `<folder>/<language>.lproj/<table>.strings`.
  private func tablePath(_ table: String, of language: String) -> BytePath {
    folder.appending("/\(language).lproj/\(table).strings")
  }

  /// Returns the bundle in `place`, a folder, if there is one.
  private static func bundle(in place: BytePath) -> ResourceBundle? {
    for name in names {
      let folder = place.appending("/" + name)
      var info = stat()
      guard let cFolder = folder.cString, stat(cFolder, &info) == 0,
        info.st_mode & S_IFMT == S_IFDIR
      else { continue }
      // A `.bundle` on Apple platforms keeps its resources in Contents/Resources.
      let resources = folder.appending("/Contents/Resources")
      let hasResources = resources.cString.map { stat($0, &info) == 0 } ?? false
      return ResourceBundle(folder: hasResources ? resources : folder)
    }
    return nil
  }

  #if os(Linux)
    /// The executable's folder, as the system names it, in bytes.
    ///
    /// Not `Bundle.main`: Foundation stops the program when it cannot read the program's own
    /// path (a folder on the way that the user may not enter), and a missing translation must
    /// never stop it. Not `String` either: a folder's name need not be UTF-8.
    private static func places() -> [BytePath] {
      // readlink(2) does not end the path with a NUL, and the system caps it below PATH_MAX.
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
      let count = readlink("/proc/self/exe", &buffer, buffer.count)
      // Mutant "> → >=" is equivalent: readlink never returns 0 for /proc/self/exe, whose target is never empty.
      guard count > 0 else { return [] }
      return [BytePath(bytes: buffer[..<count].map { UInt8(bitPattern: $0) }).folder]
    }
  #else
    /// The app's resources and its folder, and the folder of the bundle this module is in.
    private static func places() -> [BytePath] {
      [
        Bundle.main.resourceURL, Bundle.main.bundleURL,
        Bundle(for: BundleFinder.self).bundleURL.deletingLastPathComponent(),
      ].compactMap(\.self).map { url in
        url.withUnsafeFileSystemRepresentation { path in
          BytePath(
            bytes: path.map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) } ?? [])
        }
      }
    }

    /// A class of this module, for `Bundle(for:)`.
    private final class BundleFinder {}
  #endif
}
