import Foundation
import TodoVIPER

/// A spy data manager for both modules: it records each call, and answers every query with
/// canned items, or fails with a canned error (a stub that records, in Meszaros's terms a spy).
///
/// It returns the canned items whatever the window, so a spec can hand the interactor items
/// the store would never return and see what it does with them. It answers at once; see
/// ``SuspendingDataManagerSpy`` for one that waits until the spec lets it answer.
@MainActor
public final class TodoDataManagerSpy: ListDataManager, AddDataManager {
  /// A call the data manager received.
  public enum Message: Hashable, Sendable {
    case todoItems(dueFrom: Date, before: Date)
    case add(TodoItem)
  }

  /// Every call, in the order received.
  public private(set) var messages: [Message] = []
  /// What every query returns.
  public var items: [TodoItem]
  /// The error every call throws, or `nil` to succeed.
  public var error: StubError?

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
}
