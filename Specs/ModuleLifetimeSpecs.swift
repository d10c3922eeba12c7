import Fakes
import Foundation
import Testing
import TodoVIPER

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
        clock: FixedClock(.may21AtNoon), calendar: .sundayFirst,
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
