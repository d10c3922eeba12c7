import Foundation
import TodoVIPER

/// A spy edit presenter, seen from the view: records the user's actions, shows a canned item
/// when the view appears, and dismisses the view after each action (as the real presenter does
/// when the action succeeds), unless told otherwise.
@MainActor
public final class EditViewOutputSpy: EditViewOutput {
  /// An action the view relayed.
  public enum Message: Hashable, Sendable {
    case viewWillAppear
    case saveEditAction(TodoEntry)
    case completeAction
    case deleteAction
    case cancelEditAction
  }

  /// Every action, in order.
  public private(set) var messages: [Message] = []
  /// What the view is shown when it appears.
  public var item: EditDisplayData
  /// What a save does: by default it reports nothing and dismisses `view`, as a valid save
  /// would; set it to report problems instead.
  public var onSave: (EditViewOutputSpy) -> Void = { $0.view?.dismiss() }
  /// The form to show the item on and to dismiss.
  public weak var view: (any PresentableView & EditViewInput)?

  /// Creates a spy that shows `item` when the view appears.
  public init(item: EditDisplayData) {
    self.item = item
  }

  public func viewWillAppear() async {
    messages.append(.viewWillAppear)
    view?.showItem(item)
  }

  public func saveEditAction(_ entry: TodoEntry) async {
    messages.append(.saveEditAction(entry))
    onSave(self)
  }

  public func completeAction() async {
    messages.append(.completeAction)
    view?.dismiss()
  }

  public func deleteAction() async {
    messages.append(.deleteAction)
    view?.dismiss()
  }

  public func cancelEditAction() async {
    messages.append(.cancelEditAction)
    view?.dismiss()
  }
}
