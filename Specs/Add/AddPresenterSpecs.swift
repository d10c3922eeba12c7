import Fakes
import Foundation
import Testing
import TodoVIPER

/// The add presenter: preparing the form, saving and cancelling (no reference app tests it).
@MainActor
struct AddPresenterSpecs {
  let timeline = Timeline()
  let view = AddViewSpy()
  let interactor: AddInteractorSpy
  let wireframe: AddWireframeSpy
  let moduleOutput: AddModuleOutputSpy
  let presenter: AddPresenter

  init() {
    interactor = AddInteractorSpy(
      earliestDueDate: .iso("2014-05-21T00:00:00Z"), timeline: timeline)
    wireframe = AddWireframeSpy(timeline: timeline)
    moduleOutput = AddModuleOutputSpy(timeline: timeline)
    presenter = AddPresenter(interactor: interactor, wireframe: wireframe, calendar: .sundayFirst)
    presenter.view = view
    presenter.moduleOutput = moduleOutput
  }

  @Test func `presenting the form sets the earliest due date to the start of today`() {
    presenter.configureUserInterfaceForPresentation()

    #expect(view.messages == [.setMinimumDueDate(.iso("2014-05-21T00:00:00Z"))])
  }

  @Test func `presenting the form sets its words, the due-date prompt naming the earliest day`() {
    presenter.configureUserInterfaceForPresentation()

    #expect(
      view.labels
        == AddFormLabels(
          prompts: [.title: "Title: ", .dueDate: "Due date (2014-05-21 or later): "],
          cancelled: "Cancelled: nothing was added."))
  }

  @Test func `saving stores the item, then dismisses, then tells the list`() async {
    await presenter.saveAddAction(
      TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))

    #expect(
      interactor.messages == [
        .saveNewEntry(TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))
      ])
    #expect(
      timeline.entries == [
        .addInteractor(
          .saveNewEntry(TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))),
        .addWireframe(.dismissAddInterface),
        .addModuleOutput(.addModuleDidSaveAddAction),
      ])
    #expect(view.messages == [])
  }

  @Test func `an empty title is shown on the form, which stays open`() async {
    interactor.saveError = .emptyTitle

    await presenter.saveAddAction(TodoEntry(title: " ", dueDate: .iso("2014-05-22T09:00:00Z")))

    #expect(
      view.messages == [
        .showErrorMessage("The title is empty: type at least one letter, digit or symbol.")
      ])
    #expect(wireframe.messages == [])
    #expect(moduleOutput.messages == [])
  }

  @Test func `a due date before today is shown with the earliest day allowed`() async {
    interactor.saveError = .dueDateBeforeToday(
      dueDate: .iso("2014-05-20T09:00:00Z"), earliest: .iso("2014-05-21T00:00:00Z"))

    await presenter.saveAddAction(
      TodoEntry(title: "Too late", dueDate: .iso("2014-05-20T09:00:00Z")))

    #expect(
      view.messages == [
        .showErrorMessage("The due date 2014-05-20 is before today: choose 2014-05-21 or later.")
      ])
    #expect(wireframe.messages == [])
    #expect(moduleOutput.messages == [])
  }

  @Test func `a store error is shown and the item is reported as not saved`() async {
    interactor.saveError = .notStored(.verbatim("the disk is full"))

    await presenter.saveAddAction(
      TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))

    #expect(view.messages == [.showErrorMessage("The item was not saved: the disk is full")])
    #expect(wireframe.messages == [])
    #expect(moduleOutput.messages == [])
  }

  @Test func `cancelling dismisses, then tells the list, and saves nothing`() {
    presenter.cancelAddAction()

    #expect(
      timeline.entries == [
        .addWireframe(.dismissAddInterface), .addModuleOutput(.addModuleDidCancelAddAction),
      ])
    #expect(interactor.messages == [])
    #expect(view.messages == [])
  }
}
