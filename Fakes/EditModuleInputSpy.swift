import TodoVIPER

/// A spy for the edit module as the list wireframe starts it: records which item it was asked
/// to present.
@MainActor
public final class EditModuleInputSpy: EditModuleInput {
  /// A call the module received.
  public enum Message: Hashable, Sendable {
    case presentEditInterface(for: TodoItem.ID)
  }

  /// Every call, in order.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func presentEditInterface(for id: TodoItem.ID) {
    messages.append(.presentEditInterface(for: id))
  }
}
