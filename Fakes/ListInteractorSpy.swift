import Foundation
import TodoVIPER

/// A spy list interactor that records the requests the presenter makes.
@MainActor
public final class ListInteractorSpy: ListInteractorInput {
  /// A request the interactor received.
  public enum Message: Hashable, Sendable {
    case findUpcomingItems
    case explain(dueDate: Date)
  }

  /// Every request, in the order received.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func findUpcomingItems() async { messages.append(.findUpcomingItems) }
  public func explain(dueDate: Date) { messages.append(.explain(dueDate: dueDate)) }
}
