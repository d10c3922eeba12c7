import Foundation

/// The composition root: builds the List and Add modules and wires them together (objc.io's
/// `VTDAppDependencies`).
///
/// It is the one place that decides which clock, calendar and store the app uses; everything
/// else is handed them. Ownership runs one way: views own their presenters, presenters own their
/// interactors and wireframes, and every reference back (presenter to view, interactor to
/// output, add module to list, wireframe to view) is weak, so releasing the modules frees them.
///
/// It runs on the main actor, as every role it builds does except the store, which it is given
/// and which is `Sendable`: the one value here that crosses to other isolations.
@MainActor
public final class AppDependencies {
  /// The list module's presenter: the list view's event handler.
  public let listPresenter: ListPresenter
  /// The add module's presenter: the add view's event handler.
  public let addPresenter: AddPresenter

  private let addWireframe: AddModuleWireframe

  /// Builds both modules around one store.
  ///
  /// - Parameters:
  ///   - clock: The source of "now" for both modules.
  ///   - calendar: The calendar (time zone, first weekday, locale) for both modules.
  ///   - store: Where the items are found and added.
  ///   - identities: The source of new items' identities.
  ///   - translations: Where the screens' words in other languages are; `nil` for English.
  public init(
    clock: any WallClock, calendar: Calendar, store: any TodoStore,
    identities: any IdentitySource = RandomIdentitySource(),
    translations: (any TranslationSource)? = nil
  ) {
    addWireframe = AddModuleWireframe()
    addPresenter = AddPresenter(
      interactor: AddInteractor(
        dataManager: store, clock: clock, calendar: calendar, identities: identities),
      wireframe: addWireframe,
      calendar: calendar)
    addWireframe.presenter = addPresenter

    let listInteractor = ListInteractor(dataManager: store, clock: clock, calendar: calendar)
    listPresenter = ListPresenter(
      interactor: listInteractor,
      wireframe: ListModuleWireframe(addModule: addWireframe),
      calendar: calendar, translations: translations)
    listInteractor.output = listPresenter
    addPresenter.moduleOutput = listPresenter
  }

  /// Connects the views to the presenters that tell them what to show.
  ///
  /// The add wireframe presents the add view too. Both views are held weakly.
  public func install(listView: any ListViewInput, addView: any AddViewInput & PresentableView) {
    listPresenter.view = listView
    addPresenter.view = addView
    addWireframe.view = addView
  }
}
