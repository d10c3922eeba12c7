import Foundation
import TodoVIPER

/// A spy data manager for the three modules whose every call waits until the spec answers it:
/// the asynchronous store, slowed down to the spec's pace.
///
/// Each call is recorded, then suspends. The spec waits until the calls it expects have been
/// made (``waitForMessages(count:whileRunning:)``), looks at what the view shows meanwhile, and then answers
/// them, in any order: ``answerQuery(_:with:)`` or ``failQuery(_:with:)`` for a query,
/// ``completeAdd(_:)`` or ``failAdd(_:with:)`` for an add, ``answerLoad(_:with:)`` or
/// ``failLoad(_:with:)`` for the edit module's load of one item, ``completeChange(_:)`` or
/// ``failChange(_:with:)`` for its changes (a change applied, a completion, a removal). Each kind is
/// numbered from 1, on its own, in the order the calls were made.
///
/// ```swift
/// let refreshing = Task { await presenter.updateView() }
/// await dataManager.waitForMessages(count: 1, whileRunning: refreshing)
/// #expect(view.messages == [])
/// try dataManager.answerQuery(1, with: [milk])
/// await refreshing.value
/// ```
///
/// Nothing sleeps, polls or times out: each wait ends when the awaited call has been made, or
/// when the task that should have made it has ended.
@MainActor
public final class SuspendingDataManagerSpy: ListDataManager, AddDataManager, EditDataManager {
  /// A call the data manager received.
  public enum Message: Hashable, Sendable {
    case todoItems(dueFrom: Date, before: Date)
    case add(TodoItem)
    case todoItem(withID: TodoItem.ID)
    case apply(TodoItemChange)
    case complete(TodoItem.ID, at: Date)
    case remove(TodoItem)
  }

  /// A spec answered a call that was not waiting for an answer.
  public struct NoSuchCall: Error, Hashable, CustomStringConvertible {
    /// Which call was answered, such as "query 2".
    public var call: String

    public var description: String {
      "\(call) was not made, or was answered already; answer only calls that are waiting"
    }
  }

  /// Every call, in the order received.
  public private(set) var messages: [Message] = []

  private var queries: [CheckedContinuation<[TodoItem], any Error>?] = []
  private var adds: [CheckedContinuation<Void, any Error>?] = []
  private var loads: [CheckedContinuation<TodoItem, any Error>?] = []
  private var changes: [CheckedContinuation<Void, any Error>?] = []
  private var waiters: [(id: Int, count: Int, continuation: CheckedContinuation<Void, Never>)] = []
  private var nextWaiter = 0

  /// Creates a spy that has received nothing.
  public init() {}

  /// Records the query, then waits for ``answerQuery(_:with:)`` or ``failQuery(_:with:)``.
  public func todoItems(dueFrom start: Date, before end: Date) async throws -> [TodoItem] {
    try await withCheckedThrowingContinuation { continuation in
      queries.append(continuation)
      received(.todoItems(dueFrom: start, before: end))
    }
  }

  /// Records the add, then waits for ``completeAdd(_:)`` or ``failAdd(_:with:)``.
  public func add(_ item: TodoItem) async throws {
    try await withCheckedThrowingContinuation { continuation in
      adds.append(continuation)
      received(.add(item))
    }
  }

  /// Records the load, then waits for ``answerLoad(_:with:)`` or ``failLoad(_:with:)``.
  public func todoItem(withID id: TodoItem.ID) async throws -> TodoItem {
    try await withCheckedThrowingContinuation { continuation in
      loads.append(continuation)
      received(.todoItem(withID: id))
    }
  }

  /// Records the change, then waits for ``completeChange(_:)`` or ``failChange(_:with:)``.
  public func apply(_ change: TodoItemChange) async throws {
    try await self.change(.apply(change))
  }

  /// Records the completion, then waits for ``completeChange(_:)`` or ``failChange(_:with:)``.
  public func complete(_ id: TodoItem.ID, at instant: Date) async throws {
    try await change(.complete(id, at: instant))
  }

  /// Records the removal, then waits for ``completeChange(_:)`` or ``failChange(_:with:)``.
  public func remove(_ item: TodoItem) async throws {
    try await change(.remove(item))
  }

  /// Returns once at least `count` calls have been made, or once `task`, the work that should
  /// make them, has finished without making them (at once if either is so).
  ///
  /// The second way out keeps a spec from waiting for ever on code that never calls the store,
  /// or that calls it less often than the spec expects: the spec goes on, and its next
  /// expectation fails instead.
  public func waitForMessages(count: Int, whileRunning task: Task<Void, Never>) async {
    guard messages.count < count else { return }
    let waiter = nextWaiter
    nextWaiter += 1
    Task { [weak self] in
      await task.value
      self?.release(waiter)
    }
    await withCheckedContinuation { waiters.append((waiter, count, $0)) }
  }

  /// Answers query `number` (from 1) with `items`.
  ///
  /// - Throws: ``NoSuchCall`` when that query is not waiting for an answer.
  public func answerQuery(_ number: Int, with items: [TodoItem]) throws(NoSuchCall) {
    try takeQuery(number).resume(returning: items)
  }

  /// Fails query `number` (from 1) with `error`.
  ///
  /// - Throws: ``NoSuchCall`` when that query is not waiting for an answer.
  public func failQuery(_ number: Int, with error: any Error) throws(NoSuchCall) {
    try takeQuery(number).resume(throwing: error)
  }

  /// Lets add `number` (from 1) succeed.
  ///
  /// - Throws: ``NoSuchCall`` when that add is not waiting for an answer.
  public func completeAdd(_ number: Int) throws(NoSuchCall) {
    try takeAdd(number).resume()
  }

  /// Fails add `number` (from 1) with `error`.
  ///
  /// - Throws: ``NoSuchCall`` when that add is not waiting for an answer.
  public func failAdd(_ number: Int, with error: any Error) throws(NoSuchCall) {
    try takeAdd(number).resume(throwing: error)
  }

  /// Answers load `number` (from 1) with `item`.
  ///
  /// - Throws: ``NoSuchCall`` when that load is not waiting for an answer.
  public func answerLoad(_ number: Int, with item: TodoItem) throws(NoSuchCall) {
    try take(number, of: \.loads, "load").resume(returning: item)
  }

  /// Fails load `number` (from 1) with `error`.
  ///
  /// - Throws: ``NoSuchCall`` when that load is not waiting for an answer.
  public func failLoad(_ number: Int, with error: any Error) throws(NoSuchCall) {
    try take(number, of: \.loads, "load").resume(throwing: error)
  }

  /// Lets change `number` (from 1: a change applied, a completion or a removal) succeed.
  ///
  /// - Throws: ``NoSuchCall`` when that change is not waiting for an answer.
  public func completeChange(_ number: Int) throws(NoSuchCall) {
    try take(number, of: \.changes, "change").resume()
  }

  /// Fails change `number` (from 1) with `error`.
  ///
  /// - Throws: ``NoSuchCall`` when that change is not waiting for an answer.
  public func failChange(_ number: Int, with error: any Error) throws(NoSuchCall) {
    try take(number, of: \.changes, "change").resume(throwing: error)
  }

  private func change(_ message: Message) async throws {
    try await withCheckedThrowingContinuation { continuation in
      changes.append(continuation)
      received(message)
    }
  }

  /// Takes call `number` (from 1) of the calls at `calls` out of waiting.
  private func take<Answer>(
    _ number: Int,
    of calls: ReferenceWritableKeyPath<
      SuspendingDataManagerSpy, [CheckedContinuation<Answer, any Error>?]
    >,
    _ kind: String
  ) throws(NoSuchCall) -> CheckedContinuation<Answer, any Error> {
    guard self[keyPath: calls].indices.contains(number - 1),
      let call = self[keyPath: calls][number - 1]
    else { throw NoSuchCall(call: "\(kind) \(number)") }
    self[keyPath: calls][number - 1] = nil
    return call
  }

  private func received(_ message: Message) {
    messages.append(message)
    let ready = waiters.filter { $0.count <= messages.count }
    waiters.removeAll { $0.count <= messages.count }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Stops one wait, if it is still waiting.
  private func release(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume()
  }

  private func takeQuery(
    _ number: Int
  ) throws(NoSuchCall) -> CheckedContinuation<[TodoItem], any Error> {
    try take(number, of: \.queries, "query")
  }

  private func takeAdd(_ number: Int) throws(NoSuchCall) -> CheckedContinuation<Void, any Error> {
    try take(number, of: \.adds, "add")
  }
}
