import Foundation
import TodoVIPER

/// A spy data manager for every module: it records each call, and answers every query with
/// canned items, or fails with a canned error (a stub that records, in Meszaros's terms a spy).
///
/// It returns the canned items whatever the window, so a spec can hand the interactor items
/// the store would never return and see what it does with them. The edit port finds, changes,
/// completes and removes only items among the canned ones (by identity; the canned items are
/// left as they are), and throws `TodoItemNotFound` for any other. It answers at once; see
/// ``SuspendingDataManagerSpy`` for one that waits until the spec lets it answer.
@MainActor
public final class TodoDataManagerSpy: TodoStore {
  /// A call the data manager received.
  public enum Message: Hashable, Sendable {
    case todoItems(dueFrom: Date, before: Date)
    case add(TodoItem)
    case todoItem(withID: TodoItem.ID)
    case apply(TodoItemChange)
    case complete(TodoItem.ID, at: Date)
    case remove(TodoItem)
  }

  /// Every call, in the order received.
  public private(set) var messages: [Message] = []
  /// What every query returns.
  public var items: [TodoItem]
  /// The error every call throws, or `nil` to succeed.
  public var error: StubError?
  /// The item as another program left it, for which a change or a remove of a canned item
  /// throws `TodoItemChangedMeanwhile`; `nil` to succeed.
  public var changedMeanwhile: TodoItem?

  /// Creates a stub that returns `items` and fails when given an `error`.
  public init(items: [TodoItem] = [], error: StubError? = nil) {
    self.items = items
    self.error = error
  }

  public func todoItems(dueFrom start: Date, before end: Date) async throws -> [TodoItem] {
    messages.append(.todoItems(dueFrom: start, before: end))
    if let error { throw error }
    return items
  }

  public func add(_ item: TodoItem) async throws {
    messages.append(.add(item))
    if let error { throw error }
  }

  public func todoItem(withID id: TodoItem.ID) async throws -> TodoItem {
    messages.append(.todoItem(withID: id))
    return try canned(id)
  }

  public func apply(_ change: TodoItemChange) async throws {
    messages.append(.apply(change))
    _ = try canned(change.id)
    if let changedMeanwhile { throw TodoItemChangedMeanwhile(item: changedMeanwhile) }
  }

  public func complete(_ id: TodoItem.ID, at instant: Date) async throws {
    messages.append(.complete(id, at: instant))
    _ = try canned(id)
  }

  public func remove(_ item: TodoItem) async throws {
    messages.append(.remove(item))
    _ = try canned(item.id)
    if let changedMeanwhile { throw TodoItemChangedMeanwhile(item: changedMeanwhile) }
  }

  /// Returns the canned item with identity `id`, or throws the canned error, or that there is
  /// no such item.
  private func canned(_ id: TodoItem.ID) throws -> TodoItem {
    if let error { throw error }
    guard let item = items.first(where: { $0.id == id }) else { throw TodoItemNotFound(id: id) }
    return item
  }
}
