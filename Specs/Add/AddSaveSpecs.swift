import Fakes
import Foundation
import Testing
import TodoVIPER

/// A save over a store that answers later: the add presenter and interactor together, the
/// store suspended until the spec lets it answer.
@MainActor
struct AddSaveSpecs {
  let timeline = Timeline()
  let store = SuspendingDataManagerSpy()
  let view = AddViewSpy()
  let wireframe: AddWireframeSpy
  let moduleOutput: AddModuleOutputSpy
  let presenter: AddPresenter

  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"))

  init() {
    wireframe = AddWireframeSpy(timeline: timeline)
    moduleOutput = AddModuleOutputSpy(timeline: timeline)
    presenter = AddPresenter(
      interactor: AddInteractor(
        dataManager: store, clock: FixedClock(.may21AtNoon),
        calendar: .sundayFirst, identities: SequentialIdentitySource()),
      wireframe: wireframe, calendar: .sundayFirst)
    presenter.view = view
    presenter.moduleOutput = moduleOutput
  }

  func save() async {
    await presenter.saveAddAction(
      TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))
  }

  @Test func `the form stays open until the store has the item, then closes and tells the list`()
    async throws
  {
    let saving = Task { await save() }
    await store.waitForMessages(count: 1, whileRunning: saving)

    #expect(timeline.entries == [])

    try store.completeAdd(1)
    await saving.value

    #expect(store.messages == [.add(milk)])
    #expect(
      timeline.entries == [
        .addWireframe(.dismissAddInterface), .addModuleOutput(.addModuleDidSaveAddAction),
      ])
    #expect(view.messages == [])
  }

  @Test func `a save in flight is not repeated: a second save and a cancel are ignored`()
    async throws
  {
    let saving = Task { await save() }
    await store.waitForMessages(count: 1, whileRunning: saving)

    let savingAgain = Task { await save() }
    await store.waitForMessages(count: 2, whileRunning: savingAgain)
    presenter.cancelAddAction()

    #expect(store.messages == [.add(milk)])
    #expect(timeline.entries == [])

    try store.completeAdd(1)
    await saving.value

    #expect(store.messages == [.add(milk)])
    #expect(
      timeline.entries == [
        .addWireframe(.dismissAddInterface), .addModuleOutput(.addModuleDidSaveAddAction),
      ])
  }

  @Test func `a slow save that fails is shown, and the form can save again`() async throws {
    let failing = Task { await save() }
    await store.waitForMessages(count: 1, whileRunning: failing)
    try store.failAdd(1, with: StubError("the disk is full"))
    await failing.value

    #expect(view.messages == [.showErrorMessage("The item was not saved: the disk is full")])
    #expect(timeline.entries == [])

    let retrying = Task { await save() }
    await store.waitForMessages(count: 2, whileRunning: retrying)
    try store.completeAdd(2)
    await retrying.value

    // Each save asks for a new identity, the one that failed too.
    var secondMilk = milk
    secondMilk.id = .numbered(2)
    #expect(store.messages == [.add(milk), .add(secondMilk)])
    #expect(
      timeline.entries == [
        .addWireframe(.dismissAddInterface), .addModuleOutput(.addModuleDidSaveAddAction),
      ])
  }
}
