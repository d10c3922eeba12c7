import Foundation
import ToolPlatform

/// Every file the kata tool reads or writes, through the tools' one way (``ToolFile``): read by
/// one open of a regular file within a limit, replaced atomically, never through a symbolic link
/// where it writes.
enum Files {
  /// The most a file the tool reads may hold: the largest, a tutorial's page of steps or a
  /// patch, holds tens of kilobytes.
  static let limit = 16 << 20

  /// Returns the bytes of the regular file at `url`.
  ///
  /// - Throws: ``KataFailure`` naming the file and the system's reason.
  static func read(_ url: URL) throws -> Data {
    do {
      return Data(try ToolFile.read(at: url.path, limit: limit))
    } catch {
      throw KataFailure(error.description)
    }
  }

  /// Returns the regular file at `url` as UTF-8 text.
  ///
  /// - Throws: ``KataFailure`` naming the file and the system's reason, or that it is not UTF-8.
  static func text(_ url: URL) throws -> String {
    do {
      return try ToolFile.readText(at: url.path, limit: limit)
    } catch {
      throw KataFailure(error.description)
    }
  }

  /// Replaces the file at `url` with `data`, atomically: a link there is replaced, never
  /// followed.
  ///
  /// - Throws: ``KataFailure`` naming the file and the system's reason.
  static func write(_ data: Data, to url: URL) throws {
    do {
      try ToolFile.write(Array(data), to: url.path)
    } catch {
      throw KataFailure(error.description)
    }
  }
}
