/// The edit module's wireframe: presents the form for one item, and dismisses it.
///
/// Other modules start it as an ``EditModuleInput``, with the identity of the item to edit; it
/// hands the identity to the presenter, then puts the form on screen. Its presenter closes it
/// as an ``EditWireframeInput``. It holds the view and the presenter weakly: the presenter owns
/// it. It runs on the main actor, as navigation does.
@MainActor
public final class EditModuleWireframe: EditWireframeInput, EditModuleInput {
  /// The form it puts on screen.
  public weak var view: (any PresentableView)?
  /// The presenter that prepares the form for its item before it is shown.
  public weak var presenter: EditPresenter?

  /// Creates the wireframe; the composition root sets its view and presenter.
  public init() {}

  /// Prepares the form for the item with identity `id` through the presenter, then puts it on
  /// screen.
  public func presentEditInterface(for id: TodoItem.ID) {
    presenter?.configureUserInterfaceForPresentation(for: id)
    view?.present()
  }

  /// Takes the form off screen.
  public func dismissEditInterface() {
    view?.dismiss()
  }
}
