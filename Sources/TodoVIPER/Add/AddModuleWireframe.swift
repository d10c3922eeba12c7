/// The add module's wireframe: presents and dismisses the form (objc.io's `VTDAddWireframe`).
///
/// Other modules start it as an ``AddModuleInput``; its presenter closes it as an
/// ``AddWireframeInput``. It holds the view and the presenter weakly: the presenter owns it. It
/// runs on the main actor, as navigation does.
@MainActor
public final class AddModuleWireframe: AddWireframeInput, AddModuleInput {
  /// The form it puts on screen.
  public weak var view: (any PresentableView)?
  /// The presenter that prepares the form before it is shown.
  public weak var presenter: AddPresenter?

  /// Creates the wireframe; the composition root sets its view and presenter.
  public init() {}

  /// Prepares the form through the presenter, then puts it on screen.
  public func presentAddInterface() {
    presenter?.configureUserInterfaceForPresentation()
    view?.present()
  }

  /// Takes the form off screen.
  public func dismissAddInterface() {
    view?.dismiss()
  }
}
