/// The list module's wireframe: routes from the list to the add module (objc.io's
/// `VTDListWireframe`).
///
/// It knows the add module only by its ``AddModuleInput``, so the list does not depend on how
/// the form is built or shown. It runs on the main actor, as navigation does.
@MainActor
public final class ListModuleWireframe: ListWireframe {
  private let addModule: any AddModuleInput

  /// Creates the wireframe.
  ///
  /// - Parameter addModule: The add module, which presents its own form.
  public init(addModule: any AddModuleInput) {
    self.addModule = addModule
  }

  /// Asks the add module to present its form.
  public func presentAddInterface() {
    addModule.presentAddInterface()
  }
}
