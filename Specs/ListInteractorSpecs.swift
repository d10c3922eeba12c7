import Fakes
import Foundation
import Testing
import TodoVIPER

/// The list interactor: finding upcoming items (objc.io's `VTDListInteractorTests`, and more).
struct ListInteractorSpecs {
  let dataManager = TodoDataManagerSpy()
  let output = ListInteractorOutputSpy()

  /// Wednesday 2014-05-21 at noon UTC, "today" in the objc.io specs.
  let may21AtNoon = Date.iso("2014-05-21T12:00:00Z")

  func makeInteractor(calendar: Calendar = .sundayFirst) -> ListInteractor {
    let interactor = ListInteractor(
      dataManager: dataManager, clock: WallClockStub(now: may21AtNoon), calendar: calendar)
    interactor.output = output
    return interactor
  }

  @Test func `finding upcoming items asks for today through the end of next week`() {
    makeInteractor().findUpcomingItems()

    #expect(
      dataManager.messages == [
        .todoItems(
          dueFrom: .iso("2014-05-21T00:00:00Z"), before: .iso("2014-06-01T00:00:00Z"))
      ])
  }

  @Test func `on a Monday-first calendar next week ends on Sunday`() {
    makeInteractor(calendar: .mondayFirst).findUpcomingItems()

    #expect(
      dataManager.messages == [
        .todoItems(
          dueFrom: .iso("2014-05-21T00:00:00Z"), before: .iso("2014-06-02T00:00:00Z"))
      ])
  }

  @Test func `the window is today's and next week's in the calendar's time zone`() {
    makeInteractor(calendar: .gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo"))
      .findUpcomingItems()

    #expect(
      dataManager.messages == [
        .todoItems(
          dueFrom: .iso("2014-05-21T00:00:00+09:00"), before: .iso("2014-06-01T00:00:00+09:00"))
      ])
  }

  @Test func `finding upcoming items with no to-do items reports an empty list`() {
    makeInteractor().findUpcomingItems()

    #expect(output.messages == [.foundUpcomingItems([])])
  }

  @Test func `finding upcoming items with one item due today reports one item for today`() {
    dataManager.items = [TodoItem(title: "Item 1", dueDate: may21AtNoon)]

    makeInteractor().findUpcomingItems()

    #expect(
      output.messages == [
        .foundUpcomingItems([UpcomingItem(title: "Item 1", dueDate: may21AtNoon, relation: .today)])
      ])
  }

  @Test func `each item is related to today, sorted by due date and then title`() {
    dataManager.items = [
      TodoItem(title: "Plan holiday", dueDate: .iso("2014-05-26T09:00:00Z")),
      TodoItem(title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z")),
      TodoItem(title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z")),
      TodoItem(title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z")),
      TodoItem(title: "Get a haircut", dueDate: .iso("2014-05-21T17:00:00Z")),
    ]

    makeInteractor().findUpcomingItems()

    #expect(
      output.messages == [
        .foundUpcomingItems([
          UpcomingItem(
            title: "Get a haircut", dueDate: .iso("2014-05-21T17:00:00Z"), relation: .today),
          UpcomingItem(
            title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"), relation: .tomorrow),
          UpcomingItem(
            title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z"), relation: .tomorrow),
          UpcomingItem(
            title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"), relation: .laterThisWeek),
          UpcomingItem(
            title: "Plan holiday", dueDate: .iso("2014-05-26T09:00:00Z"), relation: .nextWeek),
        ])
      ])
  }

  @Test func `an item a store returns from outside the window is left out`() {
    dataManager.items = [
      TodoItem(title: "Yesterday", dueDate: .iso("2014-05-20T23:59:59Z")),
      TodoItem(title: "Week after next", dueDate: .iso("2014-06-01T00:00:00Z")),
    ]

    makeInteractor().findUpcomingItems()

    #expect(output.messages == [.foundUpcomingItems([])])
  }

  @Test func `an instant no calendar can place is reported, and the store is not asked`() {
    let interactor = ListInteractor(
      dataManager: dataManager, clock: WallClockStub(now: Date(timeIntervalSince1970: 1e15)),
      calendar: .sundayFirst)
    interactor.output = output

    interactor.findUpcomingItems()

    #expect(
      output.messages == [
        .failedToFindUpcomingItems(
          "the calendar cannot work out today and next week for 1000000000000000.0 s after 1970")
      ])
    #expect(dataManager.messages == [])
  }

  @Test func `a store error is reported, not swallowed`() {
    dataManager.error = StubError("the disk is on fire")

    makeInteractor().findUpcomingItems()

    #expect(output.messages == [.failedToFindUpcomingItems("the disk is on fire")])
  }
}
