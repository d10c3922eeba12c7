import TodoVIPER

/// A spy add module output (the list's side) that records what the add module tells it.
@MainActor
public final class AddModuleOutputSpy: AddModuleOutput {
  /// A message the module output received.
  public enum Message: Hashable, Sendable {
    case addModuleDidSaveAddAction
    case addModuleDidCancelAddAction
  }

  /// Every message, in the order received.
  public private(set) var messages: [Message] = []

  private let timeline: Timeline?

  /// Creates a spy; each message is also recorded in `timeline`, as `.addModuleOutput(message)`.
  public init(timeline: Timeline? = nil) {
    self.timeline = timeline
  }

  public func addModuleDidSaveAddAction() async { received(.addModuleDidSaveAddAction) }

  public func addModuleDidCancelAddAction() { received(.addModuleDidCancelAddAction) }

  private func received(_ message: Message) {
    messages.append(message)
    timeline?.record(.addModuleOutput(message))
  }
}
