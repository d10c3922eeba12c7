import Foundation

/// A store that keeps the items in memory, ordered by due date: the app's default store.
///
/// It implements both data managers, so the List and Add modules share it. Finding the items
/// in a window is a binary search plus a copy of what is found (O(log n + k)), so it does not
/// slow down as the store grows. Adding finds its place by binary search and inserts there,
/// which moves the later items along in one `memmove` (O(n), about a millisecond at a million
/// items).
public final class InMemoryTodoStore: ListDataManager, AddDataManager {
  /// Every item, ordered by due date; items due at the same instant keep the order they were added.
  public private(set) var items: [TodoItem]

  /// Creates a store holding the given items.
  public init(items: [TodoItem] = []) {
    // Sorted in place: no array of (offset, item) pairs beside the items, so a million items
    // need no more memory to create than to keep. The standard library's sort is stable, so items
    // due at the same instant keep the order they were given in.
    var items = items
    items.sort { $0.dueDate < $1.dueDate }
    self.items = items
  }

  /// Returns the items due in `[start, end)`, ordered by due date.
  public func todoItems(dueFrom start: Date, before end: Date) -> [TodoItem] {
    guard start < end else { return [] }
    return Array(items[firstIndex(dueAtOrAfter: start)..<firstIndex(dueAtOrAfter: end)])
  }

  /// Stores an item after every item due at the same instant or earlier.
  public func add(_ item: TodoItem) {
    items.insert(item, at: firstIndex(dueAfter: item.dueDate))
  }

  private func firstIndex(dueAtOrAfter date: Date) -> Int {
    partitionPoint { $0.dueDate >= date }
  }

  private func firstIndex(dueAfter date: Date) -> Int {
    partitionPoint { $0.dueDate > date }
  }

  /// Returns the first index whose item satisfies `isAtOrPast`, which must be false for a prefix
  /// of `items` and true for the rest.
  private func partitionPoint(where isAtOrPast: (TodoItem) -> Bool) -> Int {
    var low = items.startIndex
    var high = items.endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isAtOrPast(items[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
