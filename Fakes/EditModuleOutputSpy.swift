import TodoVIPER

/// A spy for the module that opened the edit form: records each result it was told, in the
/// shared ``Timeline`` too.
@MainActor
public final class EditModuleOutputSpy: EditModuleOutput {
  /// A call the module received.
  public enum Message: Hashable, Sendable {
    case editModuleDidFinish(EditResult)
  }

  /// Every call, in order.
  public private(set) var messages: [Message] = []

  private let timeline: Timeline?

  /// Creates a spy that has received nothing.
  public init(timeline: Timeline? = nil) {
    self.timeline = timeline
  }

  public func editModuleDidFinish(with result: EditResult) async {
    messages.append(.editModuleDidFinish(result))
    timeline?.record(.editModuleOutput(.editModuleDidFinish(result)))
  }
}
