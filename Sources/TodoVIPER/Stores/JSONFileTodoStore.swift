import Foundation

/// A store that keeps the items in a JSON file, so they outlive the app and can be shared by
/// several `todo` processes at once.
///
/// It implements both data managers, as ``InMemoryTodoStore`` does, and nothing else in the app
/// knows which of the two it talks to. The file is version 1 of a small, human-readable document,
/// pretty-printed with sorted keys, its items in due-date order:
///
/// ```json
/// {
///   "items" : [
///     {
///       "due" : "2026-11-23T00:00:00Z",
///       "title" : "Buy milk"
///     }
///   ],
///   "version" : 1
/// }
/// ```
///
/// - `version`: the number 1. A file of another version is refused, not read or rewritten.
/// - `items`: a list of objects, each with a `title` (text that is not blank) and a `due`
///   instant: ISO 8601 with an offset. It is written in UTC with only the fractional digits it
///   needs to read back as the same `Date`, bit for bit (`2014-05-31T23:59:59.999Z`), and read
///   with any offset (`2026-11-23T09:30:00.5+01:00`). Other keys are ignored.
///
/// The guarantees:
/// - **A missing file is an empty store**, created by the first save; its folder must exist.
/// - **Saves are atomic and durable**: each one writes `<path>.tmp` in the same folder, flushes
///   it to disk (`fsync`), renames it over the file and flushes the folder. A crash or a kill at
///   any moment leaves the old file or the new one, complete, so a reader never needs a lock.
/// - **Concurrent writers lose nothing**: a save holds an exclusive `flock` on the sidecar file
///   `<path>.lock` around reading, adding and writing, and reads the file afresh under the lock.
///   A sidecar, because the data file itself is replaced by every save (a lock on it would lock
///   the old file), and a folder lock would serialise every store in that folder. It works across
///   processes and across store instances in one process; the lock file stays in place.
/// - **Bad files are never overwritten**: a file that is not a version 1 to-do file is reported
///   with a ``JSONFileTodoStoreError`` naming the path and the problem, by every call, and left
///   byte for byte as it was.
///
/// Reading is cached: the items are decoded again only when the file's inode, size or
/// modification time changed since the last read, so listing an unchanged file costs one
/// `open` and `fstat`. A store instance is meant for one thread at a time; use one instance per
/// thread or process on the same path.
///
/// At launch, call ``validate()`` to report a bad file, or a missing folder, before the user
/// types anything:
///
/// ```swift
/// let store = JSONFileTodoStore(path: "todo.json")
/// do {
///   try store.validate()
/// } catch {
///   print(error)  // todo.json: not a to-do file: unknown version 2 (this app reads version 1)
///   exit(1)
/// }
/// ```
public final class JSONFileTodoStore: ListDataManager, AddDataManager {
  /// The path of the file, as given; messages name it this way.
  public let path: String

  /// The file the path names, through any symbolic links: what is read, locked and replaced.
  private let filePath: String
  private var cache: (stamp: StoreFile.Stamp, items: InMemoryTodoStore)?

  /// Creates a store for the file at `path`; nothing is read or written until it is used.
  ///
  /// Where `path` is a symbolic link, the store reads and replaces the file it points to.
  public init(path: String) {
    self.path = path
    self.filePath = StoreFile.resolvingLinks(path)
  }

  /// Reads the file now and throws what is wrong with it, or with its folder.
  ///
  /// A missing file is fine, as it stands for an empty store, but only if its folder exists,
  /// since the first save would fail otherwise.
  ///
  /// - Throws: ``JSONFileTodoStoreError`` for a file that cannot be read or is not a version 1
  ///   to-do file, and ``JSONFileTodoStoreError/folderMissing(path:folder:)``.
  public func validate() throws(JSONFileTodoStoreError) {
    guard try load() == nil else { return }
    if StoreFile.folder(of: filePath).isMissing {
      throw .folderMissing(path: path, folder: StoreFile.folder(of: path).path)
    }
  }

  /// Returns the items due in `[start, end)`, ordered by due date, as the file holds them now.
  ///
  /// - Throws: ``JSONFileTodoStoreError`` when the file cannot be read or is not a to-do file.
  public func todoItems(
    dueFrom start: Date, before end: Date
  ) throws(JSONFileTodoStoreError) -> [TodoItem] {
    (try load() ?? InMemoryTodoStore()).todoItems(dueFrom: start, before: end)
  }

  /// Saves an item with every item in the file, after those due at the same instant or earlier.
  ///
  /// - Throws: ``JSONFileTodoStoreError`` when the file cannot be read, is not a to-do file, or
  ///   cannot be written; the file is then as it was and the item is not saved.
  public func add(_ item: TodoItem) throws(JSONFileTodoStoreError) {
    let (path, filePath) = (self.path, self.filePath)
    let cannotSave = { (failure: StoreFile.Failure) -> JSONFileTodoStoreError in
      if failure.code == ENOENT, StoreFile.folder(of: filePath).isMissing {
        return .folderMissing(path: path, folder: StoreFile.folder(of: path).path)
      }
      return .cannotSave(path: path, reason: failure.message)
    }
    try StoreFile.withExclusiveLock(on: filePath + ".lock", failure: cannotSave) {
      () throws(JSONFileTodoStoreError) in
      let updated = try load() ?? InMemoryTodoStore()
      let permissions = cache?.stamp.permissions
      // The cached items are updated in place, so the cache is dropped until the new file is in
      // place: after a failed save the next read goes back to the file as it was.
      cache = nil
      updated.add(item)
      let data = try TodoFileDocument.data(for: updated.items, path: path)
      do throws(StoreFile.Failure) {
        let stamp = try StoreFile.replace(filePath, with: data, permissions: permissions)
        cache = (stamp, updated)
      } catch {
        throw cannotSave(error)
      }
    }
  }

  /// Returns the file's items, read again only if the file changed since the last read, or
  /// `nil` when there is no file.
  private func load() throws(JSONFileTodoStoreError) -> InMemoryTodoStore? {
    let contents: StoreFile.Contents
    do {
      contents = try StoreFile.contents(of: filePath, unlessStamped: cache?.stamp)
    } catch {
      throw .unreadable(path: path, reason: error.message)
    }
    switch contents {
    case .missing:
      cache = nil
      return nil
    case .unchanged:
      return cache?.items
    case .read(let data, let stamp):
      cache = nil
      let items = InMemoryTodoStore(items: try TodoFileDocument.items(from: data, path: path))
      cache = (stamp, items)
      return items
    }
  }
}
