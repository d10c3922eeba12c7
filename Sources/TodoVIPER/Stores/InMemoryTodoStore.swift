import Foundation

/// A store that keeps the items in memory, ordered by due date: the app's default store.
///
/// It implements every data manager, so the modules share it. It is an actor, so
/// any isolation may call it: each call runs alone, and a query never sees half an insert.
/// Finding the items
/// in a window is a binary search plus a copy of what is found (O(log n + k)), so it does not
/// slow down as the store grows. Adding finds its place by binary search and inserts there,
/// which moves the later items along in one `memmove` (O(n), about a millisecond at a million
/// items).
public actor InMemoryTodoStore: TodoStore {
  private var ordered: DueDateOrdered<TodoItem>

  /// Every item to do, ordered by due date; items due at the same instant keep the order they
  /// were added.
  public var items: [TodoItem] { ordered.elements }

  /// The items marked done, in the order they were, each with its instant: they stay in the
  /// store, out of the upcoming list.
  public private(set) var completed: [CompletedTodoItem] = []

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

  /// Returns the item to do with identity `id`.
  public func todoItem(withID id: TodoItem.ID) throws(TodoItemNotFound) -> TodoItem {
    guard let item = ordered.elements.first(where: { $0.id == id }) else {
      throw TodoItemNotFound(id: id)
    }
    return item
  }

  /// Applies `change` to the item with its identity, as it is now, and puts it in its new
  /// place.
  public func apply(_ change: TodoItemChange) throws {
    let changed = try change.applied(to: todoItem(withID: change.id))
    _ = ordered.removeFirst { $0.id == change.id }
    ordered.insert(changed)
  }

  /// Moves the item with identity `id` from the items to do to the done ones, with `instant`.
  public func complete(_ id: TodoItem.ID, at instant: Date) throws(TodoItemNotFound) {
    guard let item = ordered.removeFirst(where: { $0.id == id }) else {
      throw TodoItemNotFound(id: id)
    }
    completed.append(CompletedTodoItem(item: item, completed: instant))
  }

  /// Removes the item to do with `item`'s identity, if it is still `item`.
  public func remove(_ item: TodoItem) throws {
    let current = try todoItem(withID: item.id)
    guard current == item else { throw TodoItemChangedMeanwhile(item: current) }
    _ = ordered.removeFirst { $0.id == item.id }
  }
}

/// An item marked done, and the instant it was: what a store keeps of it.
public struct CompletedTodoItem: Hashable, Sendable {
  /// The item.
  public var item: TodoItem
  /// When it was marked done.
  public var completed: Date

  /// Creates a done item.
  public init(item: TodoItem, completed: Date) {
    self.item = item
    self.completed = completed
  }
}
