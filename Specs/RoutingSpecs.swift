import Fakes
import Foundation
import Testing
import TodoVIPER

/// The wireframes, and the two modules wired by the composition root.
@MainActor
struct RoutingSpecs {
  @Test func `the list wireframe presents the add module`() {
    let addModule = AddModuleInputSpy()

    ListModuleWireframe(addModule: addModule).presentAddInterface()

    #expect(addModule.presentCount == 1)
  }

  @Test func `the add wireframe prepares the form, then presents it`() {
    let wireframe = AddModuleWireframe()
    let presenter = AddPresenter(
      interactor: AddInteractorStub(earliestDueDate: .iso("2014-05-21T00:00:00Z")),
      wireframe: wireframe, calendar: .sundayFirst)
    let view = AddViewSpy()
    presenter.view = view
    wireframe.presenter = presenter
    wireframe.view = view

    wireframe.presentAddInterface()

    #expect(view.messages == [.setMinimumDueDate(.iso("2014-05-21T00:00:00Z")), .present])
  }

  @Test func `the add wireframe dismisses the form`() {
    let wireframe = AddModuleWireframe()
    let view = AddViewSpy()
    wireframe.view = view

    wireframe.dismissAddInterface()

    #expect(view.messages == [.dismiss])
  }
}

/// The composition root: both modules working together through real objects and spy views.
@MainActor
struct AppDependenciesSpecs {
  let store = InMemoryTodoStore()
  let listView = ListViewSpy()
  let addView = AddViewSpy()
  let dependencies: AppDependencies

  init() {
    dependencies = AppDependencies(
      clock: WallClockStub(now: .iso("2014-05-21T12:00:00Z")), calendar: .sundayFirst,
      store: store)
    dependencies.install(listView: listView, addView: addView)
  }

  @Test func `an empty store shows the no-content message`() async {
    await dependencies.listPresenter.updateView()

    #expect(
      listView.messages == [
        .showNoContentMessage("Nothing to do from today through the end of next week.")
      ])
  }

  @Test func `adding an item presents the form, and saving shows it in the list`() async {
    await dependencies.listPresenter.updateView()
    dependencies.listPresenter.addNewEntry()
    await dependencies.addPresenter.saveAddAction(
      title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"))

    #expect(
      addView.messages == [.setMinimumDueDate(.iso("2014-05-21T00:00:00Z")), .present, .dismiss])
    #expect(
      listView.messages == [
        .showNoContentMessage("Nothing to do from today through the end of next week."),
        .showUpcomingDisplayData(
          UpcomingDisplayData(sections: [
            UpcomingDisplaySection(
              name: "Tomorrow", imageName: "alarm",
              items: [UpcomingDisplayItem(title: "Buy milk", dueDay: "Thursday")])
          ])),
      ])
    #expect(
      await store.items == [TodoItem(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"))])
  }

  @Test func `an invalid entry keeps the form open and stores nothing`() async {
    dependencies.listPresenter.addNewEntry()
    await dependencies.addPresenter.saveAddAction(title: "", dueDate: .iso("2014-05-22T09:00:00Z"))

    #expect(
      addView.messages == [
        .setMinimumDueDate(.iso("2014-05-21T00:00:00Z")), .present,
        .showErrorMessage("The title is empty: type at least one letter, digit or symbol."),
      ])
    #expect(listView.messages == [])
    #expect(await store.items == [])
  }

  @Test func `cancelling closes the form and leaves the list alone`() {
    dependencies.listPresenter.addNewEntry()
    dependencies.addPresenter.cancelAddAction()

    #expect(
      addView.messages == [.setMinimumDueDate(.iso("2014-05-21T00:00:00Z")), .present, .dismiss])
    #expect(listView.messages == [])
  }
}

/// Releasing the modules frees every object in them: no reference cycle keeps one alive
/// (the objc.io apps had several).
@MainActor
struct ModuleLifetimeSpecs {
  @Test func `both modules are freed when released`() async {
    weak var listPresenter: ListPresenter?
    weak var addPresenter: AddPresenter?
    weak var store: InMemoryTodoStore?
    weak var listView: ListViewSpy?
    weak var addView: AddViewSpy?

    do {
      let realStore = InMemoryTodoStore()
      let dependencies = AppDependencies(
        clock: WallClockStub(now: .iso("2014-05-21T12:00:00Z")), calendar: .sundayFirst,
        store: realStore)
      let realListView = ListViewSpy()
      let realAddView = AddViewSpy()
      dependencies.install(listView: realListView, addView: realAddView)
      dependencies.listPresenter.addNewEntry()
      await dependencies.addPresenter.saveAddAction(
        title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"))
      listPresenter = dependencies.listPresenter
      addPresenter = dependencies.addPresenter
      store = realStore
      listView = realListView
      addView = realAddView
      #expect(listPresenter != nil)
    }

    #expect(listPresenter == nil)
    #expect(addPresenter == nil)
    #expect(store == nil)
    #expect(listView == nil)
    #expect(addView == nil)
  }
}
