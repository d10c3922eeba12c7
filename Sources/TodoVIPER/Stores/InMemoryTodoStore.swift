import Foundation

/// A store that keeps the items in memory, ordered by due date: the app's default store.
///
/// It implements both data managers, so the List and Add modules share it. It is an actor, so
/// any isolation may call it: each call runs alone, and a query never sees half an insert.
/// Finding the items
/// in a window is a binary search plus a copy of what is found (O(log n + k)), so it does not
/// slow down as the store grows. Adding finds its place by binary search and inserts there,
/// which moves the later items along in one `memmove` (O(n), about a millisecond at a million
/// items).
public actor InMemoryTodoStore: ListDataManager, AddDataManager {
  private var ordered: DueDateOrdered<TodoItem>

  /// Every item, ordered by due date; items due at the same instant keep the order they were added.
  public var items: [TodoItem] { ordered.elements }

  /// Creates a store holding the given items; items due at the same instant keep the order
  /// they were given in.
  ///
  /// It takes the array over: a caller that does not use it again pays for no copy of it.
  public init(items: consuming [TodoItem] = []) {
    ordered = DueDateOrdered(items)
  }

  /// Returns the items due in `[start, end)`, ordered by due date.
  public func todoItems(dueFrom start: Date, before end: Date) -> [TodoItem] {
    Array(ordered.elements(dueFrom: start, before: end))
  }

  /// Stores an item after every item due at the same instant or earlier.
  public func add(_ item: TodoItem) {
    ordered.insert(item)
  }
}
