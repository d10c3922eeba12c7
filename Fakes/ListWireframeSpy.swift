import Foundation
import TodoVIPER

/// A spy list wireframe that records the navigation the presenter asks for.
@MainActor
public final class ListWireframeSpy: ListWireframeInput {
  /// A navigation request the wireframe received.
  public enum Message: Hashable, Sendable {
    case presentAddInterface
    case presentEditInterface(for: TodoItem.ID)
  }

  /// Every request, in the order received.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func presentAddInterface() { messages.append(.presentAddInterface) }
  public func presentEditInterface(for id: TodoItem.ID) {
    messages.append(.presentEditInterface(for: id))
  }
}
