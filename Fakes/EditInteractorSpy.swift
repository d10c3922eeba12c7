import Foundation
import TodoVIPER

/// A spy edit interactor: records each use case it is asked for, in the shared ``Timeline``
/// too, and answers with the canned item or fails with the canned error.
@MainActor
public final class EditInteractorSpy: EditInteractorInput {
  /// A use case the interactor was asked for.
  public enum Message: Hashable, Sendable {
    case earliestDueDate
    case item(withID: TodoItem.ID)
    case saveChanges(TodoEntry, to: TodoItem.ID)
    case complete(TodoItem.ID)
    case delete(TodoItem.ID)
  }

  /// Every call, in order.
  public private(set) var messages: [Message] = []
  /// The item every load returns.
  public var item: TodoItem
  /// The error every call but ``earliestDueDate()`` throws, or `nil` to succeed.
  public var error: EditEntryError?

  private let earliest: Date
  private let timeline: Timeline?

  /// Creates a spy that loads `item` and says today starts at `earliestDueDate`.
  public init(item: TodoItem, earliestDueDate: Date, timeline: Timeline? = nil) {
    self.item = item
    self.earliest = earliestDueDate
    self.timeline = timeline
  }

  public func earliestDueDate() -> Date {
    received(.earliestDueDate)
    return earliest
  }

  public func item(withID id: TodoItem.ID) async throws(EditEntryError) -> TodoItem {
    received(.item(withID: id))
    if let error { throw error }
    return item
  }

  public func saveChanges(_ entry: TodoEntry, to id: TodoItem.ID) async throws(EditEntryError) {
    received(.saveChanges(entry, to: id))
    if let error { throw error }
  }

  public func complete(_ id: TodoItem.ID) async throws(EditEntryError) {
    received(.complete(id))
    if let error { throw error }
  }

  public func delete(_ id: TodoItem.ID) async throws(EditEntryError) {
    received(.delete(id))
    if let error { throw error }
  }

  private func received(_ message: Message) {
    messages.append(message)
    timeline?.record(.editInteractor(message))
  }
}
