import Foundation

/// The composition root: builds the List, Add and Edit modules and wires them together
/// (objc.io's `VTDAppDependencies`, which had the first two).
///
/// It is the one place that decides which clock, calendar, identity source and store the app
/// uses; everything else is handed them. Ownership runs one way: views own their presenters,
/// presenters own their interactors and wireframes, and every reference back (presenter to
/// view, interactor to output, add and edit modules to the list, wireframe to view and to
/// presenter) is weak, so releasing the modules frees them.
///
/// It runs on the main actor, as every role it builds does except the store, which it is given
/// and which is `Sendable`: the one value here that crosses to other isolations.
@MainActor
public final class AppDependencies {
  /// The list module's presenter: the list view's event handler.
  public let listPresenter: ListPresenter
  /// The add module's presenter: the add view's event handler.
  public let addPresenter: AddPresenter
  /// The edit module's presenter: the edit view's event handler.
  public let editPresenter: EditPresenter

  private let addWireframe: AddModuleWireframe
  private let editWireframe: EditModuleWireframe

  /// Builds the three modules around one store.
  ///
  /// - Parameters:
  ///   - clock: The source of "now" for every module.
  ///   - calendar: The calendar (time zone, first weekday, locale) for every module.
  ///   - store: Where the items are found and added.
  ///   - identities: The source of new items' identities.
  ///   - words: Every word the modules show, in one language: English by default.
  public init(
    clock: any WallClock, calendar: Calendar, store: any TodoStore,
    identities: any IdentitySource = RandomIdentitySource(), words: Words = .english
  ) {
    addWireframe = AddModuleWireframe()
    addPresenter = AddPresenter(
      interactor: AddInteractor(
        dataManager: store, clock: clock, calendar: calendar, identities: identities),
      wireframe: addWireframe,
      calendar: calendar, words: words)
    addWireframe.presenter = addPresenter

    editWireframe = EditModuleWireframe()
    editPresenter = EditPresenter(
      interactor: EditInteractor(dataManager: store, clock: clock, calendar: calendar),
      wireframe: editWireframe, calendar: calendar, words: words)
    editWireframe.presenter = editPresenter

    let listInteractor = ListInteractor(dataManager: store, clock: clock, calendar: calendar)
    listPresenter = ListPresenter(
      interactor: listInteractor,
      wireframe: ListModuleWireframe(addModule: addWireframe, editModule: editWireframe),
      calendar: calendar, words: words)
    listInteractor.output = listPresenter
    addPresenter.moduleOutput = listPresenter
    editPresenter.moduleOutput = listPresenter
  }

  /// Connects the views to the presenters that tell them what to show.
  ///
  /// The add and edit wireframes present their views too. Every view is held weakly.
  public func install(
    listView: any ListViewInput, addView: any AddViewInput & PresentableView,
    editView: any EditViewInput & PresentableView
  ) {
    listPresenter.view = listView
    addPresenter.view = addView
    addWireframe.view = addView
    editPresenter.view = editView
    editWireframe.view = editView
  }
}
