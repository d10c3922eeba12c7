import Fakes
import Foundation
import Testing
import TodoVIPER

/// The edit presenter: the item's identity in, the item shown, each action through the
/// interactor, then dismiss, then the result out, in that order.
@MainActor
struct EditPresenterSpecs {
  let timeline = Timeline()
  let view = EditViewSpy()
  let rent = TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z"))
  let interactor: EditInteractorSpy
  let wireframe: EditWireframeSpy
  let moduleOutput: EditModuleOutputSpy
  let presenter: EditPresenter

  init() {
    interactor = EditInteractorSpy(
      item: rent, earliestDueDate: .iso("2014-05-21T00:00:00Z"), timeline: timeline)
    wireframe = EditWireframeSpy(timeline: timeline)
    moduleOutput = EditModuleOutputSpy(timeline: timeline)
    presenter = EditPresenter(interactor: interactor, wireframe: wireframe, calendar: .sundayFirst)
    presenter.view = view
    presenter.moduleOutput = moduleOutput
    presenter.configureUserInterfaceForPresentation(for: .numbered(2))
  }

  @Test func `presenting the form for an item sets the earliest due date to the start of today`() {
    #expect(view.messages == [.setMinimumDueDate(.iso("2014-05-21T00:00:00Z"))])
  }

  @Test func `presenting the form sets its words, the due-date prompt naming the earliest day`() {
    #expect(
      view.labels
        == EditFormLabels(
          command: "edit> ",
          prompts: [.title: "Title: ", .dueDate: "Due date (2014-05-21 or later): "],
          confirmDelete: "Delete it? Type yes to delete: ", notDeleted: "Not deleted.",
          cancelled: "Cancelled: nothing was changed."))
  }

  @Test func `appearing loads the item by the identity passed in, and shows it`() async {
    await presenter.viewWillAppear()

    #expect(interactor.messages == [.earliestDueDate, .item(withID: .numbered(2))])
    #expect(
      view.messages.last
        == .showItem(
          EditDisplayData(
            title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z"),
            dueText: "2014-05-31T10:00:00Z, Saturday",
            heading: "Editing: Pay rent, due 2014-05-31T10:00:00Z, Saturday")))
  }

  @Test func `an item due at the start of its day shows the day alone`() async {
    interactor.item = TodoItem(
      id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-31T00:00:00Z"))

    await presenter.viewWillAppear()

    #expect(
      view.messages.last
        == .showItem(
          EditDisplayData(
            title: "Pay rent", dueDate: .iso("2014-05-31T00:00:00Z"),
            dueText: "2014-05-31, Saturday", heading: "Editing: Pay rent, due 2014-05-31, Saturday")
        ))
  }

  @Test func `an item gone before the form appears is named, and the form closes as cancelled`()
    async
  {
    interactor.error = .itemNotFound(.numbered(2))

    await presenter.viewWillAppear()

    #expect(
      view.messages.last
        == .showErrorMessage(
          "That item is no longer in the list: another program removed it or marked it done."))
    #expect(
      timeline.entries == [
        .editInteractor(.earliestDueDate), .editInteractor(.item(withID: .numbered(2))),
        .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.cancelled(.numbered(2)))),
      ])
  }

  @Test func `a store that cannot be read when the form appears: said, and the form closes`()
    async
  {
    interactor.error = .notStored(.verbatim("Permission denied"))

    await presenter.viewWillAppear()

    #expect(
      view.messages.last == .showErrorMessage("The item could not be read: Permission denied"))
    #expect(
      Array(timeline.entries.suffix(2)) == [
        .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.cancelled(.numbered(2)))),
      ])
  }

  @Test func `saving stores the change, then dismisses, then tells the list it changed`() async {
    await presenter.viewWillAppear()

    await presenter.saveEditAction(
      TodoEntry(title: "Pay the rent", dueDate: .iso("2014-05-30T10:00:00Z")))

    #expect(
      Array(timeline.entries.dropFirst(2)) == [
        .editInteractor(
          .saveChanges(
            TodoEntry(title: "Pay the rent", dueDate: .iso("2014-05-30T10:00:00Z")),
            to: .numbered(2))),
        .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.changed(.numbered(2)))),
      ])
  }

  @Test func `a refused change is shown with the words of the add form, and the form stays open`()
    async
  {
    interactor.error = .emptyTitle

    await presenter.saveEditAction(TodoEntry(title: " ", dueDate: .iso("2014-05-30T10:00:00Z")))

    #expect(
      view.messages.last
        == .showErrorMessage("The title is empty: type at least one letter, digit or symbol."))
    #expect(wireframe.messages == [])
    #expect(moduleOutput.messages == [])
  }

  @Test func `a due date before today is shown with the words of the add form`() async {
    interactor.error = .dueDateBeforeToday(
      dueDate: .iso("2014-05-20T10:00:00Z"), earliest: .iso("2014-05-21T00:00:00Z"))

    await presenter.saveEditAction(
      TodoEntry(title: "Pay rent", dueDate: .iso("2014-05-20T10:00:00Z")))

    #expect(
      view.messages.last
        == .showErrorMessage(
          "The due date 2014-05-20 is before today: choose 2014-05-21 or later."))
  }

  @Test func `marking done completes the item, then dismisses, then tells the list`() async {
    await presenter.completeAction()

    #expect(
      Array(timeline.entries.dropFirst()) == [
        .editInteractor(.complete(.numbered(2))), .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.completed(.numbered(2)))),
      ])
  }

  @Test func `deleting removes the item, then dismisses, then tells the list`() async {
    await presenter.deleteAction()

    #expect(
      Array(timeline.entries.dropFirst()) == [
        .editInteractor(.delete(.numbered(2))), .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.deleted(.numbered(2)))),
      ])
  }

  @Test func `cancelling dismisses and tells the list, asking nothing of the interactor`() async {
    await presenter.cancelEditAction()

    #expect(
      Array(timeline.entries.dropFirst()) == [
        .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.cancelled(.numbered(2)))),
      ])
  }

  @Test func `an item removed meanwhile is named by its title, and the form closes as cancelled`()
    async
  {
    await presenter.viewWillAppear()
    interactor.error = .itemNotFound(.numbered(2))

    await presenter.completeAction()

    #expect(
      view.messages.last
        == .showErrorMessage(
          "'Pay rent' is no longer in the list: another program removed it or marked it done."))
    #expect(
      Array(timeline.entries.suffix(2)) == [
        .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.cancelled(.numbered(2)))),
      ])
  }

  @Test(arguments: [
    ("save", "The item was not saved: the disk is full"),
    ("done", "The item was not marked done: the disk is full"),
    ("delete", "The item was not deleted: the disk is full"),
  ])
  func `a store error is shown with what was not done, and the form stays open`(
    _ action: String, _ message: String
  ) async {
    interactor.error = .notStored(.verbatim("the disk is full"))

    switch action {
    case "save": await presenter.saveEditAction(TodoEntry(title: "Pay rent", dueDate: rent.dueDate))
    case "done": await presenter.completeAction()
    default: await presenter.deleteAction()
    }

    #expect(view.messages.last == .showErrorMessage(message))
    #expect(wireframe.messages == [])
    #expect(moduleOutput.messages == [])
  }

  @Test(arguments: [
    (
      "save",
      "'Pay rent' was changed by another program since it was opened: your change was not "
        + "saved, and the item is shown as it is now."
    ),
    (
      "delete",
      "'Pay rent' was changed by another program since it was opened: it was not deleted, and "
        + "is shown as it is now."
    ),
  ])
  func `an item changed meanwhile is named as it was opened, shown as it is now, the form open`(
    _ action: String, _ message: String
  ) async {
    await presenter.viewWillAppear()
    interactor.error = .changedMeanwhile(
      TodoItem(id: .numbered(2), title: "Rent paid", dueDate: .iso("2014-05-30T00:00:00Z")))

    switch action {
    case "save":
      await presenter.saveEditAction(TodoEntry(title: "Pay the rent", dueDate: rent.dueDate))
    default: await presenter.deleteAction()
    }

    #expect(
      Array(view.messages.suffix(2)) == [
        .showErrorMessage(message),
        .showItem(
          EditDisplayData(
            title: "Rent paid", dueDate: .iso("2014-05-30T00:00:00Z"),
            dueText: "2014-05-30, Friday", heading: "Editing: Rent paid, due 2014-05-30, Friday")),
      ])
    #expect(wireframe.messages == [])
    #expect(moduleOutput.messages == [])
  }
}
