import TodoTerminal
import TodoVIPER

/// The executable's store opener, as ``TodoCommandLine`` calls it: records which file each
/// call asked for, and opens an in-memory store for it.
@MainActor
public final class StoreOpenerSpy {
  /// The files asked for, in order.
  public private(set) var files: [TodoCommandLine.StoreFileChoice] = []

  /// Creates the spy.
  public init() {}

  /// The opener to hand to ``TodoCommandLine``.
  public var opener: TodoCommandLine.StoreOpener {
    { file, _ in
      self.files.append(file)
      return .success(InMemoryTodoStore())
    }
  }
}
