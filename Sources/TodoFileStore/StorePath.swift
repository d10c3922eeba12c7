import TodoPlatform

/// A path of the store's, and the folder the system reads it from: the current folder, or, for
/// a private store, its folder held open once checked (``HeldFolder``), so that no one who may
/// rename that folder's name can send the store's reads and saves elsewhere.
///
/// It has the parts of a `BytePath` the store uses (`appending`, `folder`, `resolving`), kept in
/// step for the system (`relative`, from `base`) and for messages (`shown`).
struct StorePath: Sendable, CustomStringConvertible {
  /// The folder held open that `relative` starts from; `nil` for the current folder.
  let base: HeldFolder?
  /// The path the system is given, from `base`.
  let relative: BytePath
  /// The path messages name.
  let shown: BytePath

  /// The path as given, from the current folder.
  init(_ path: BytePath) {
    self.init(base: nil, relative: path, shown: path)
  }

  init(base: HeldFolder?, relative: BytePath, shown: BytePath) {
    self.base = base
    self.relative = relative
    self.shown = shown
  }

  /// The descriptor the `…at` calls start from: `base`'s, or `AT_FDCWD`.
  var at: Int32 { base?.descriptor ?? AT_FDCWD }

  /// The path for the system, or `nil` when it holds a NUL byte.
  var cString: [CChar]? { relative.cString }

  var description: String { shown.description }

  func appending(_ suffix: String) -> StorePath {
    StorePath(base: base, relative: relative.appending(suffix), shown: shown.appending(suffix))
  }

  func appendingComponent(_ name: [UInt8]) -> StorePath {
    StorePath(
      base: base, relative: relative.appendingComponent(name), shown: shown.appendingComponent(name)
    )
  }

  var folder: StorePath {
    StorePath(base: base, relative: relative.folder, shown: shown.folder)
  }

  func resolving(_ target: BytePath) -> StorePath {
    StorePath(base: base, relative: relative.resolving(target), shown: shown.resolving(target))
  }
}
