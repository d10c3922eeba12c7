import TodoVIPER

/// A spy edit wireframe: records each time the presenter closes the form, in the shared
/// ``Timeline`` too.
@MainActor
public final class EditWireframeSpy: EditWireframeInput {
  /// A call the wireframe received.
  public enum Message: Hashable, Sendable {
    case dismissEditInterface
  }

  /// Every call, in order.
  public private(set) var messages: [Message] = []

  private let timeline: Timeline?

  /// Creates a spy that has received nothing.
  public init(timeline: Timeline? = nil) {
    self.timeline = timeline
  }

  public func dismissEditInterface() {
    messages.append(.dismissEditInterface)
    timeline?.record(.editWireframe(.dismissEditInterface))
  }
}
