import Fakes
import Foundation
import Testing
import TodoVIPER

/// A refresh of the list over a store that answers later: the list presenter and interactor
/// together, the store suspended until the spec lets it answer.
@MainActor
struct ListRefreshSpecs {
  let store = SuspendingDataManagerSpy()
  let view = ListViewSpy()
  let presenter: ListPresenter

  /// The list with "Buy milk", due today at noon.
  let milkToday = UpcomingDisplayData(sections: [
    UpcomingDisplaySection(
      name: "Today", imageName: "check",
      items: [UpcomingDisplayItem(title: "Buy milk", dueDay: "")])
  ])

  init() {
    let interactor = ListInteractor(
      dataManager: store, clock: FixedClock(.may21AtNoon), calendar: .sundayFirst)
    presenter = ListPresenter(
      interactor: interactor, wireframe: ListWireframeSpy(), calendar: .sundayFirst)
    interactor.output = presenter
    presenter.view = view
  }

  @Test func `the view shows nothing until the store answers, then the items`() async throws {
    let refreshing = Task { await presenter.updateView() }
    await store.waitForMessages(count: 1, whileRunning: refreshing)

    #expect(view.messages == [])

    try store.answerQuery(
      1, with: [TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .may21AtNoon)])
    await refreshing.value

    #expect(view.messages == [.showUpcomingDisplayData(milkToday)])
  }

  @Test func `two refreshes answered in reverse order: the view shows the newer one`()
    async throws
  {
    let older = Task { await presenter.updateView() }
    await store.waitForMessages(count: 1, whileRunning: older)
    let newer = Task { await presenter.updateView() }
    await store.waitForMessages(count: 2, whileRunning: newer)

    try store.answerQuery(
      2, with: [TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .may21AtNoon)])
    await newer.value
    try store.answerQuery(1, with: [])
    await older.value

    #expect(view.messages == [.showUpcomingDisplayData(milkToday)])
  }

  @Test func `a store that fails later: the failure reaches the view`() async throws {
    let refreshing = Task { await presenter.updateView() }
    await store.waitForMessages(count: 1, whileRunning: refreshing)

    try store.failQuery(1, with: StubError("the disk is on fire"))
    await refreshing.value

    #expect(
      view.messages == [.showErrorMessage("Could not load the to-do list: the disk is on fire")])
  }

  @Test func `with three modules, the latest refresh still wins: an edit's refresh and a list`()
    async throws
  {
    // The edit module reports a change, and its refresh waits for the store; meanwhile the
    // user asks for the list, and the store answers that newer request first.
    let afterEdit = Task { await presenter.editModuleDidFinish(with: .changed(.numbered(1))) }
    await store.waitForMessages(count: 1, whileRunning: afterEdit)
    let listed = Task { await presenter.updateView() }
    await store.waitForMessages(count: 2, whileRunning: listed)

    try store.answerQuery(
      2, with: [TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .may21AtNoon)])
    await listed.value
    try store.answerQuery(1, with: [])
    await afterEdit.value

    #expect(view.messages == [.showUpcomingDisplayData(milkToday)])
  }
}
