import Fakes
import Foundation
import Testing
import TodoVIPER

/// The composition root: the list, add and edit modules working together through real objects
/// and spy views.
@MainActor
struct AppDependenciesSpecs {
  let store = InMemoryTodoStore()
  let listView = ListViewSpy()
  let addView = AddViewSpy()
  let editView = EditViewSpy()
  let dependencies: AppDependencies

  init() {
    dependencies = AppDependencies(
      clock: FixedClock(.may21AtNoon), calendar: .sundayFirst,
      store: store, identities: SequentialIdentitySource())
    dependencies.install(listView: listView, addView: addView, editView: editView)
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
      TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))

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
      await store.items == [
        TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"))
      ])
  }

  @Test func `an invalid entry keeps the form open and stores nothing`() async {
    dependencies.listPresenter.addNewEntry()
    await dependencies.addPresenter.saveAddAction(
      TodoEntry(title: "", dueDate: .iso("2014-05-22T09:00:00Z")))

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
