/// The list module's wireframe: routes from the list to the add and edit modules (objc.io's
/// `VTDListWireframe`, which knew only the add module).
///
/// It knows each module only by its module input (``AddModuleInput``, ``EditModuleInput``), so
/// the list does not depend on how a form is built or shown. It runs on the main actor, as
/// navigation does.
@MainActor
public final class ListModuleWireframe: ListWireframeInput {
  private let addModule: any AddModuleInput
  private let editModule: any EditModuleInput

  /// Creates the wireframe.
  ///
  /// - Parameters:
  ///   - addModule: The add module, which presents its own form.
  ///   - editModule: The edit module, which presents its own form for the item it is given.
  public init(addModule: any AddModuleInput, editModule: any EditModuleInput) {
    self.addModule = addModule
    self.editModule = editModule
  }

  /// Asks the add module to present its form.
  public func presentAddInterface() {
    addModule.presentAddInterface()
  }

  /// Asks the edit module to present its form for the item with identity `id`.
  public func presentEditInterface(for id: TodoItem.ID) {
    editModule.presentEditInterface(for: id)
  }
}
