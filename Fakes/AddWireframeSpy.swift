import TodoVIPER

/// A spy add wireframe that records the navigation the presenter asks for.
@MainActor
public final class AddWireframeSpy: AddWireframeInput {
  /// A navigation request the wireframe received.
  public enum Message: Hashable, Sendable {
    case dismissAddInterface
  }

  /// Every request, in the order received.
  public private(set) var messages: [Message] = []

  private let timeline: Timeline?

  /// Creates a spy; each request is also recorded in `timeline`, as `.addWireframe(message)`.
  public init(timeline: Timeline? = nil) {
    self.timeline = timeline
  }

  public func dismissAddInterface() {
    messages.append(.dismissAddInterface)
    timeline?.record(.addWireframe(.dismissAddInterface))
  }
}
