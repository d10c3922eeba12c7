import Fakes
import Foundation
import Testing
import TodoVIPER

/// An edit over a store that answers later: the edit presenter and interactor together, the
/// store suspended until the spec lets it answer.
@MainActor
struct EditSaveSpecs {
  let timeline = Timeline()
  let store = SuspendingDataManagerSpy()
  let view = EditViewSpy()
  let wireframe: EditWireframeSpy
  let moduleOutput: EditModuleOutputSpy
  let presenter: EditPresenter

  let rent = TodoItem(id: .numbered(2), title: "Rent", dueDate: .iso("2014-05-30T10:00:00Z"))
  let change = TodoItemChange(
    id: .numbered(2), title: .init(from: "Rent", to: "Pay rent"),
    dueDate: .init(from: .iso("2014-05-30T10:00:00Z"), to: .iso("2014-05-31T10:00:00Z")))

  init() {
    wireframe = EditWireframeSpy(timeline: timeline)
    moduleOutput = EditModuleOutputSpy(timeline: timeline)
    presenter = EditPresenter(
      interactor: EditInteractor(
        dataManager: store, clock: FixedClock(.may21AtNoon), calendar: .sundayFirst),
      wireframe: wireframe, calendar: .sundayFirst)
    presenter.view = view
    presenter.moduleOutput = moduleOutput
    presenter.configureUserInterfaceForPresentation(for: .numbered(2))
  }

  /// Shows the form: the item is loaded, and the store answers with `rent`.
  func open() async throws {
    let opening = Task { await presenter.viewWillAppear() }
    await store.waitForMessages(count: 1, whileRunning: opening)
    try store.answerLoad(1, with: rent)
    await opening.value
  }

  func save() async {
    await presenter.saveEditAction(
      TodoEntry(title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z")))
  }

  @Test
  func `an action in flight is not repeated: a second save, done, delete and cancel are ignored`()
    async throws
  {
    try await open()
    let saving = Task { await save() }
    await store.waitForMessages(count: 2, whileRunning: saving)

    let others = Task {
      await save()
      await presenter.completeAction()
      await presenter.deleteAction()
      await presenter.cancelEditAction()
    }
    await store.waitForMessages(count: 3, whileRunning: others)

    #expect(store.messages == [.todoItem(withID: .numbered(2)), .apply(change)])
    #expect(timeline.entries == [])

    try store.completeChange(1)
    await saving.value

    #expect(store.messages == [.todoItem(withID: .numbered(2)), .apply(change)])
    #expect(
      timeline.entries == [
        .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.changed(.numbered(2)))),
      ])
    #expect(view.messages.filter { if case .showErrorMessage = $0 { true } else { false } } == [])
  }

  @Test func `a slow change that fails is shown, and the form can act again`() async throws {
    try await open()
    let failing = Task { await save() }
    await store.waitForMessages(count: 2, whileRunning: failing)
    try store.failChange(1, with: StubError("the disk is full"))
    await failing.value

    #expect(view.messages.last == .showErrorMessage("The item was not saved: the disk is full"))
    #expect(timeline.entries == [])

    let completing = Task { await presenter.completeAction() }
    await store.waitForMessages(count: 3, whileRunning: completing)
    try store.completeChange(2)
    await completing.value

    #expect(
      store.messages == [
        .todoItem(withID: .numbered(2)), .apply(change), .complete(.numbered(2), at: .may21AtNoon),
      ])
    #expect(
      timeline.entries == [
        .editWireframe(.dismissEditInterface),
        .editModuleOutput(.editModuleDidFinish(.completed(.numbered(2)))),
      ])
  }
}
