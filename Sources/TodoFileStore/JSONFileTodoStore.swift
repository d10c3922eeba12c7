import Foundation
import TodoPlatform
import TodoVIPER

/// A store that keeps the items in a JSON file, so they outlive the app and can be shared by
/// several `todo` processes at once.
///
/// It implements both data managers, as ``InMemoryTodoStore`` does, and nothing else in the app
/// knows which of the two it talks to. It is an actor on a dispatch queue of its own
/// (``BlockingWorkExecutor``): its blocking file work (reading, `fsync`, `rename`) runs off the
/// main actor and off the cooperative threads, one call at a time, and a save waiting for
/// another process's lock sleeps without holding a thread.
///
/// The file, its versions (it reads versions 1 and 2 and writes version 2) and every guarantee
/// the store gives about it (atomic saves, the lock, the owner and mode, links, bad files never
/// overwritten) are described once, in the guide "The store file"
/// (`Sources/TodoVIPER/TodoVIPER.docc/TheStoreFile.md`), where a spec or test pins each claim.
/// While another process holds the lock, a save tries again every 20 ms for up to `lockTimeout`
/// (30 s by default), and calls `onLockWait` once after a second of waiting.
///
/// Reading is cached: the items are decoded again only when the file's inode, size or
/// modification time changed since the last read, so listing an unchanged file costs one
/// `open` and `fstat`. Any isolation may call one store; several stores, in this process or
/// others, may share a path. The path is the bytes it is given (`BytePath`, of TodoPlatform);
/// it need not be UTF-8.
///
/// At launch, call ``validate()`` to report a bad file, or a missing folder, before the user
/// types anything:
///
/// ```swift
/// let store = JSONFileTodoStore(path: "todo.json")
/// do {
///   try await store.validate()
/// } catch {
///   print(error)  // todo.json: not a to-do file: unknown version 3 (this app reads versions 1 and 2)
///   exit(1)
/// }
/// ```
public actor JSONFileTodoStore: TodoStore {
  /// How long a save waits by default for another process to release the lock: 30 seconds.
  public static let defaultLockTimeout = Duration.seconds(30)

  /// The path as given, as text; messages name it this way.
  public nonisolated let path: String

  private let storePath: BytePath
  private let executor = BlockingWorkExecutor(label: "JSONFileTodoStore")
  private let lockTimeout: Duration
  private let onLockWait: (@Sendable (_ lockPath: String) -> Void)?
  private let foldersBelow: BytePath?
  private var cache: (stamp: StoreSystemCalls.Stamp, document: TodoFileDocument)?

  /// The store's own serial queue: its file work blocks, and never holds one of the
  /// cooperative threads that every other task needs.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// Creates a store for the file at `path`; nothing is read or written until it is used.
  ///
  /// - Parameters:
  ///   - path: The file's path, as bytes.
  ///   - lockTimeout: How long a save waits for another process to release the lock.
  ///   - onLockWait: Called once, with the lock file's path, when a save has waited a second
  ///     for it.
  ///   - creatingFoldersBelow: For a store private to the user, such as `todo`'s default one:
  ///     a folder that exists. A save then first makes each missing folder between it and the
  ///     file, with mode 0700, and a new file and lock file get mode 0600. Until then, a missing
  ///     folder (or a file where one should be) is an empty store, not a problem, and nothing is
  ///     made. The file's own folder, and the file and lock file in it, must be the user's
  ///     (another user's are refused), and ``validate()`` and a save make that folder 0700
  ///     where others may write it. `nil` (the default): the store never makes a folder,
  ///     checks no owner, and new files get the modes the umask allows.
  public init(
    path: BytePath, lockTimeout: Duration = defaultLockTimeout,
    onLockWait: (@Sendable (_ lockPath: String) -> Void)? = nil,
    creatingFoldersBelow: BytePath? = nil
  ) {
    self.storePath = path
    self.path = path.description
    self.lockTimeout = lockTimeout
    self.onLockWait = onLockWait
    self.foldersBelow = creatingFoldersBelow
  }

  /// Creates a store for the file at `path`, written as text.
  public init(
    path: String, lockTimeout: Duration = defaultLockTimeout,
    onLockWait: (@Sendable (_ lockPath: String) -> Void)? = nil
  ) {
    self.init(path: BytePath(path), lockTimeout: lockTimeout, onLockWait: onLockWait)
  }

  /// Reads the file now and throws what is wrong with it, or with its folder.
  ///
  /// A missing file is fine, as it stands for an empty store, but only if its folder exists,
  /// since the first save would fail otherwise. For a private store, this check, made at launch
  /// before the session saves, makes the folder 0700 where others may write it, as a save does.
  ///
  /// - Throws: ``JSONFileTodoStoreError`` for a file that cannot be read or is not a version 1
  ///   to-do file, a path that cannot name a file, and
  ///   ``JSONFileTodoStoreError/folderMissing(path:folder:)``.
  public func validate() throws(JSONFileTodoStoreError) {
    guard let filePath = try target(tightening: true) else { return }
    guard try load(filePath) == nil, foldersBelow == nil else { return }
    let folder = StoreSystemCalls.folder(of: filePath)
    if folder.isMissing {
      throw .folderMissing(path: path, folder: folder.path.description)
    }
  }

  /// Returns the items due in `[start, end)`, ordered by due date, as the file holds them now.
  ///
  /// - Throws: ``JSONFileTodoStoreError`` when the file cannot be read or is not a to-do file.
  public func todoItems(
    dueFrom start: Date, before end: Date
  ) throws(JSONFileTodoStoreError) -> [TodoItem] {
    try load(try target())?.items(dueFrom: start, before: end) ?? []
  }

  /// Saves an item with every item in the file, after those due at the same instant or earlier.
  ///
  /// - Throws: ``JSONFileTodoStoreError`` when the file cannot be read, is not a to-do file, may
  ///   not be written, or cannot be written; the file is then as it was and the item is not
  ///   saved.
  public func add(_ item: TodoItem) async throws(JSONFileTodoStoreError) {
    _ = try await save { document, path throws(JSONFileTodoStoreError) in
      try document.add(item, path: path)
      return true
    }
  }

  /// Returns the item to do with identity `id`, as the file holds it now.
  ///
  /// - Throws: `TodoItemNotFound`, or ``JSONFileTodoStoreError`` when the file cannot be read.
  public func todoItem(withID id: TodoItem.ID) throws -> TodoItem {
    guard let item = try load(try target())?.item(withID: id) else {
      throw TodoItemNotFound(id: id)
    }
    return item
  }

  /// Applies `change` to the item to do with its identity, in the file as it is under the
  /// lock: the fields it changes get their new values, and what other programs saved meanwhile
  /// to the others is kept.
  ///
  /// - Throws: `TodoItemNotFound` when the file holds no such item to do,
  ///   `TodoItemChangedMeanwhile` when a field it changes was changed to another value since
  ///   the item was opened (nothing is written then), or ``JSONFileTodoStoreError``.
  public func apply(_ change: TodoItemChange) async throws {
    guard try await saving({ document, path in try document.apply(change, path: path) })
    else { throw TodoItemNotFound(id: change.id) }
  }

  /// Marks the item to do with identity `id` done at `instant`; it stays in the file, with a
  /// `completed` instant.
  ///
  /// - Throws: `TodoItemNotFound` (nothing is written then), or ``JSONFileTodoStoreError``.
  public func complete(_ id: TodoItem.ID, at instant: Date) async throws {
    guard
      try await save({ document, path throws(JSONFileTodoStoreError) in
        try document.complete(id, at: instant, path: path)
      })
    else { throw TodoItemNotFound(id: id) }
  }

  /// Removes the item to do with `item`'s identity from the file, if the file, under the lock,
  /// still gives it `item`'s title and due date.
  ///
  /// - Throws: `TodoItemNotFound`, `TodoItemChangedMeanwhile` with the item as the file holds
  ///   it now (nothing is written then), or ``JSONFileTodoStoreError``.
  public func remove(_ item: TodoItem) async throws {
    guard try await saving({ document, _ in try document.remove(item) }) else {
      throw TodoItemNotFound(id: item.id)
    }
  }

  /// Saves as ``save(_:)`` does, with a change that may also refuse for a reason of its own
  /// (an item changed meanwhile), which is thrown as it is, with nothing written.
  private func saving(
    _ change: (inout TodoFileDocument, _ path: String) throws -> Bool
  ) async throws -> Bool {
    var refusal: (any Error)?
    let found = try await save { document, path throws(JSONFileTodoStoreError) in
      do {
        return try change(&document, path)
      } catch let error as JSONFileTodoStoreError {
        throw error
      } catch {
        refusal = error
        return false
      }
    }
    if let refusal { throw refusal }
    return found
  }

  /// Reads the file afresh under the lock, makes `change` to it and, if `change` says it found
  /// what it was to change, writes it; returns what `change` said.
  ///
  /// The change is made to what the file holds at that moment, never to a copy read earlier,
  /// so two programs changing two items of one file at once keep both changes.
  private func save(
    _ change: (inout TodoFileDocument, _ path: String) throws(JSONFileTodoStoreError) -> Bool
  ) async throws(JSONFileTodoStoreError) -> Bool {
    var located = try target(tightening: true)
    let path = self.path
    let newFileMode: mode_t = foldersBelow == nil ? 0o666 : 0o600
    if let foldersBelow {
      do throws(StoreSystemCalls.Failure) {
        try StoreSystemCalls.makeFolders(
          below: foldersBelow, to: (located?.shown ?? storePath).folder)
      } catch {
        throw .cannotSave(path: path, reason: error.message)
      }
    }
    // A private store's folder, made just now: held from here on, as a folder that was there is.
    if located == nil { located = try target(tightening: true) }
    guard let filePath = located else {
      throw .cannotSave(
        path: path, reason: StoreSystemCalls.Failure(action: nil, code: EAGAIN).message)
    }
    let cannotSave: @Sendable (StoreSystemCalls.Failure) -> JSONFileTodoStoreError = { failure in
      let folder = StoreSystemCalls.folder(of: filePath)
      if failure.code == ENOENT, folder.isMissing {
        return .folderMissing(path: path, folder: folder.path.description)
      }
      return .cannotSave(path: path, reason: failure.message)
    }
    let lockPath = filePath.appending(".lock")
    let onLockWait = self.onLockWait
    let sayWaiting: () -> Void = { onLockWait?(lockPath.description) }
    return try await StoreSystemCalls.withExclusiveLock(
      on: lockPath, newFileMode: newFileMode, timeout: lockTimeout, onWait: sayWaiting,
      failure: cannotSave
    ) { () throws(JSONFileTodoStoreError) in
      var document = try load(filePath) ?? TodoFileDocument()
      let original = cache?.stamp
      if let original, let problem = StoreSystemCalls.writeProblem(for: original, at: filePath) {
        throw .cannotSave(path: path, reason: problem)
      }
      guard try change(&document, path) else { return false }
      do throws(StoreSystemCalls.Failure) {
        let stamp = try StoreSystemCalls.replace(
          filePath, with: document.data(), keeping: original, newFileMode: newFileMode)
        cache = (stamp, document)
      } catch {
        throw cannotSave(error)
      }
      return true
    }
  }

  /// Returns the file the path names, through any symbolic links; for a private store, after
  /// checking its folder and what it holds, and making the folder 0700 when `tightening` (see
  /// `StoreSystemCalls.checkPrivateFolder(of:tightening:)`): from that folder, held open, or
  /// `nil` while there is none, which stands for no items.
  private func target(tightening: Bool = false) throws(JSONFileTodoStoreError) -> StorePath? {
    do {
      guard foldersBelow != nil else {
        return try StoreSystemCalls.target(of: StorePath(storePath))
      }
      return try StoreSystemCalls.checkPrivateFolder(of: storePath, tightening: tightening).map {
        path throws(StoreSystemCalls.Failure) in try StoreSystemCalls.target(of: path)
      }
    } catch {
      throw .badPath(path: path, reason: error.message)
    }
  }

  /// Returns the file's document, read again only if the file changed since the last read, or
  /// `nil` when there is no file.
  private func load(_ located: StorePath?) throws(JSONFileTodoStoreError) -> TodoFileDocument? {
    guard let filePath = located else {
      cache = nil
      return nil
    }
    let contents: StoreSystemCalls.Contents
    do {
      contents = try StoreSystemCalls.contents(of: filePath, unlessStamped: cache?.stamp)
    } catch {
      // Without anything at the path, there is no file to speak of: the path is at fault.
      if error.code != 0, !StoreSystemCalls.exists(filePath) {
        throw .badPath(path: path, reason: error.message)
      }
      throw .unreadable(path: path, reason: error.message)
    }
    switch contents {
    case .missing:
      cache = nil
      return nil
    case .unchanged:
      return cache?.document
    case .read(let data, let stamp):
      cache = nil
      let document = try TodoFileDocument(data: data, path: path)
      cache = (stamp, document)
      return document
    }
  }
}
