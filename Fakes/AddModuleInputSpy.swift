import TodoVIPER

/// A spy add module input (the add module seen from the list's wireframe) that records requests
/// to present the form.
@MainActor
public final class AddModuleInputSpy: AddModuleInput {
  /// A request the add module received.
  public enum Message: Hashable, Sendable {
    case presentAddInterface
  }

  /// Every request, in the order received.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func presentAddInterface() { messages.append(.presentAddInterface) }
}
