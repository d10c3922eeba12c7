import Foundation
import TodoVIPER

/// Why the JSON file store could not read or save its file; its message is for the user, and
/// names the path and the problem, in the words of the user's language.
///
/// A file that cannot be read as a to-do file is never written over: every case leaves the file
/// exactly as it was before the call.
public enum JSONFileTodoStoreError: WordedError, Hashable {
  /// The file exists but could not be read; `reason` is the system's.
  case unreadable(path: String, reason: Message)
  /// The path cannot name a file at all (too long, under a file rather than a folder, a loop of
  /// links); `reason` is the system's. There is no file there to keep.
  case badPath(path: String, reason: Message)
  /// The file is not a to-do file this app reads: not JSON, not an object, no or another version.
  case notAToDoFile(path: String, problem: Message)
  /// One of the file's items is not valid; `position` counts from 1, in the file's order.
  case invalidItem(path: String, position: Int, problem: Message)
  /// The folder that should hold the file does not exist; the store never creates folders.
  case folderMissing(path: String, folder: String)
  /// The file could not be written, so nothing was saved; `reason` says what failed.
  case cannotSave(path: String, reason: Message)

  /// A sentence that starts with the path, or with what could not be done to it.
  ///
  /// For example `todo.json: not a to-do file: unknown version 3 (this app reads versions 1 and 2)`.
  public var message: Message {
    switch self {
    case .unreadable(let path, let reason):
      Message(.storeUnreadable, .text(path), .message(reason))
    case .badPath(let path, let reason):
      Message(.storeBadPath, .text(path), .message(reason))
    case .notAToDoFile(let path, let problem):
      Message(.storeNotAToDoFile, .text(path), .message(problem))
    case .invalidItem(let path, let position, let problem):
      Message(.storeInvalidItem, .text(path), .number(position), .message(problem))
    case .folderMissing(let path, let folder):
      Message(.storeFolderMissing, .text(path), .text(folder))
    case .cannotSave(let path, let reason):
      Message(.storeCannotSave, .text(path), .message(reason))
    }
  }

  /// What the user can do about it, in a sentence that follows the message: the file is left as
  /// it was, so the advice is to fix it or to give another path.
  public var advice: Message {
    switch self {
    case .folderMissing, .cannotSave:
      Message(.storeAdviceCreateFolder)
    case .badPath:
      Message(.storeAdviceOtherPath)
    case .unreadable, .notAToDoFile, .invalidItem:
      Message(.storeAdviceLeftAsItWas)
    }
  }

  /// What the user can do about it when the file is `todo`'s default one, in the user's data
  /// folder: the folders are made by the store, and the way out is `--store` or `--in-memory`.
  public var defaultStoreAdvice: Message {
    switch self {
    case .folderMissing, .cannotSave, .badPath:
      Message(.storeAdviceDefaultOtherPath)
    case .unreadable, .notAToDoFile, .invalidItem:
      Message(.storeAdviceDefaultLeftAsItWas)
    }
  }
}
