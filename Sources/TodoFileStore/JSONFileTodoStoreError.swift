import Foundation
import TodoVIPER

/// Why the JSON file store could not read or save its file; the description is the message for
/// the user, and names the path and the problem.
///
/// A file that cannot be read as a to-do file is never written over: every case leaves the file
/// exactly as it was before the call.
public enum JSONFileTodoStoreError: Error, Hashable, CustomStringConvertible {
  /// The file exists but could not be read; `reason` is the system's.
  case unreadable(path: String, reason: String)
  /// The path cannot name a file at all (too long, under a file rather than a folder, a loop of
  /// links); `reason` is the system's. There is no file there to keep.
  case badPath(path: String, reason: String)
  /// The file is not a to-do file this app reads: not JSON, not an object, no or another version.
  case notAToDoFile(path: String, problem: String)
  /// One of the file's items is not valid; `position` counts from 1, in the file's order.
  case invalidItem(path: String, position: Int, problem: String)
  /// The folder that should hold the file does not exist; the store never creates folders.
  case folderMissing(path: String, folder: String)
  /// The file could not be written, so nothing was saved; `reason` says what failed.
  case cannotSave(path: String, reason: String)

  /// A sentence that starts with the path, or with what could not be done to it.
  ///
  /// For example `todo.json: not a to-do file: unknown version 3 (this app reads versions 1 and 2)`.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "cannot read \(path): \(reason)"
    case .badPath(let path, let reason):
      "cannot use \(path) as a store file: \(reason)"
    case .notAToDoFile(let path, let problem):
      "\(path): not a to-do file: \(problem)"
    case .invalidItem(let path, let position, let problem):
      "\(path): item \(position) is not valid: \(problem)"
    case .folderMissing(let path, let folder):
      "cannot save to \(path): the folder \(folder) does not exist"
    case .cannotSave(let path, let reason):
      "cannot save to \(path): \(reason)"
    }
  }

  /// What the user can do about it, in a sentence that follows the description: the file is
  /// left as it was, so the advice is to fix it or to give another path.
  public var advice: String {
    switch self {
    case .folderMissing, .cannotSave:
      "create the folder, or give another --store path"
    case .badPath:
      "give another --store path"
    case .unreadable, .notAToDoFile, .invalidItem:
      "the file was left as it was: fix it, move it away, or give another --store path"
    }
  }
}
