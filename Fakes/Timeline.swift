/// A fake that records, in order, what several spies were told, so a spec can check the order
/// of calls across collaborators.
///
/// Each spy given a timeline records there the very message it records in its own `messages`,
/// tagged with its role.
@MainActor
public final class Timeline {
  /// One message, and the role of the spy that received it.
  public enum Entry: Hashable, Sendable {
    case addInteractor(AddInteractorSpy.Message)
    case addWireframe(AddWireframeSpy.Message)
    case addModuleOutput(AddModuleOutputSpy.Message)
    case editInteractor(EditInteractorSpy.Message)
    case editWireframe(EditWireframeSpy.Message)
    case editModuleOutput(EditModuleOutputSpy.Message)
  }

  /// Every message, in the order received.
  public private(set) var entries: [Entry] = []

  /// Creates an empty timeline.
  public init() {}

  /// Records one message.
  public func record(_ entry: Entry) {
    entries.append(entry)
  }
}
