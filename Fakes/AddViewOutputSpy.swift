import Foundation
import TodoVIPER

/// A spy add presenter, seen from the view, that records the user's actions, and dismisses
/// the view on cancel and, unless told otherwise, on save (as the real presenter does).
@MainActor
public final class AddViewOutputSpy: AddViewOutput {
  /// An action the view relayed.
  public enum Message: Hashable, Sendable {
    case saveAddAction(TodoEntry)
    case cancelAddAction
  }

  /// Every action, in order.
  public private(set) var messages: [Message] = []
  /// What a save does: by default it reports nothing and dismisses `view`, as a valid save
  /// would; set it to report problems instead.
  public var onSave: (AddViewOutputSpy) -> Void = { $0.view?.dismiss() }
  /// The form to dismiss on save and cancel.
  public weak var view: (any PresentableView & AddViewInput)?

  /// Creates a spy that has received nothing.
  public init() {}

  public func saveAddAction(_ entry: TodoEntry) async {
    messages.append(.saveAddAction(entry))
    onSave(self)
  }

  public func cancelAddAction() {
    messages.append(.cancelAddAction)
    view?.dismiss()
  }
}
