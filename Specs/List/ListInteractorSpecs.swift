import Fakes
import Foundation
import Testing
import TodoVIPER

/// The list interactor: finding upcoming items (objc.io's `VTDListInteractorTests`, and more).
@MainActor
struct ListInteractorSpecs {
  let dataManager = TodoDataManagerSpy()
  let output = ListInteractorOutputSpy()

  /// A store that answers only when the spec says so.
  let slowStore = SuspendingDataManagerSpy()

  func makeInteractor(
    calendar: Calendar = .sundayFirst, store: (any ListDataManager)? = nil
  ) -> ListInteractor {
    let interactor = ListInteractor(
      dataManager: store ?? dataManager, clock: FixedClock(.may21AtNoon),
      calendar: calendar)
    interactor.output = output
    return interactor
  }

  @Test func `finding upcoming items asks for today through the end of next week`() async {
    await makeInteractor().findUpcomingItems()

    #expect(
      dataManager.messages == [
        .todoItems(
          dueFrom: .iso("2014-05-21T00:00:00Z"), before: .iso("2014-06-01T00:00:00Z"))
      ])
  }

  @Test func `on a Monday-first calendar next week ends on Sunday`() async {
    await makeInteractor(calendar: .mondayFirst).findUpcomingItems()

    #expect(
      dataManager.messages == [
        .todoItems(
          dueFrom: .iso("2014-05-21T00:00:00Z"), before: .iso("2014-06-02T00:00:00Z"))
      ])
  }

  @Test func `the window is today's and next week's in the calendar's time zone`() async {
    await makeInteractor(calendar: .gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo"))
      .findUpcomingItems()

    #expect(
      dataManager.messages == [
        .todoItems(
          dueFrom: .iso("2014-05-21T00:00:00+09:00"), before: .iso("2014-06-01T00:00:00+09:00"))
      ])
  }

  @Test func `finding upcoming items with no to-do items reports an empty list`() async {
    await makeInteractor().findUpcomingItems()

    #expect(output.messages == [.foundUpcomingItems([])])
  }

  @Test func `finding upcoming items with one item due today reports one item for today`() async {
    dataManager.items = [TodoItem(id: .numbered(1), title: "Item 1", dueDate: .may21AtNoon)]

    await makeInteractor().findUpcomingItems()

    #expect(
      output.messages == [
        .foundUpcomingItems([
          UpcomingItem(id: .numbered(1), title: "Item 1", dueDate: .may21AtNoon, relation: .today)
        ])
      ])
  }

  @Test func `each item is related to today, sorted by due date and then title`() async {
    dataManager.items = [
      TodoItem(id: .numbered(2), title: "Plan holiday", dueDate: .iso("2014-05-26T09:00:00Z")),
      TodoItem(id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z")),
      TodoItem(id: .numbered(4), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z")),
      TodoItem(id: .numbered(5), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z")),
      TodoItem(id: .numbered(6), title: "Get a haircut", dueDate: .iso("2014-05-21T17:00:00Z")),
    ]

    await makeInteractor().findUpcomingItems()

    #expect(
      output.messages == [
        .foundUpcomingItems([
          UpcomingItem(
            id: .numbered(6), title: "Get a haircut", dueDate: .iso("2014-05-21T17:00:00Z"),
            relation: .today),
          UpcomingItem(
            id: .numbered(5), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"),
            relation: .tomorrow),
          UpcomingItem(
            id: .numbered(3), title: "Water plants", dueDate: .iso("2014-05-22T08:00:00Z"),
            relation: .tomorrow),
          UpcomingItem(
            id: .numbered(4), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"),
            relation: .laterThisWeek),
          UpcomingItem(
            id: .numbered(2), title: "Plan holiday", dueDate: .iso("2014-05-26T09:00:00Z"),
            relation: .nextWeek),
        ])
      ])
  }

  @Test func `items due at the same instant with the same title keep the store's order`() async {
    dataManager.items = [
      TodoItem(id: .numbered(3), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z")),
      TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z")),
      TodoItem(id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z")),
    ]

    await makeInteractor().findUpcomingItems()

    // The rows look alike, but "open 1" edits the first one: the order is the store's.
    #expect(
      output.messages == [
        .foundUpcomingItems([
          UpcomingItem(
            id: .numbered(3), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"),
            relation: .tomorrow),
          UpcomingItem(
            id: .numbered(1), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"),
            relation: .tomorrow),
          UpcomingItem(
            id: .numbered(2), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"),
            relation: .tomorrow),
        ])
      ])
  }

  @Test func `an item a store returns from outside the window is left out`() async {
    dataManager.items = [
      TodoItem(id: .numbered(7), title: "Yesterday", dueDate: .iso("2014-05-20T23:59:59Z")),
      TodoItem(id: .numbered(8), title: "Week after next", dueDate: .iso("2014-06-01T00:00:00Z")),
    ]

    await makeInteractor().findUpcomingItems()

    #expect(output.messages == [.foundUpcomingItems([])])
  }

  @Test func `an instant no calendar can place is reported, and the store is not asked`() async {
    let interactor = ListInteractor(
      dataManager: dataManager, clock: FixedClock(Date(timeIntervalSince1970: 1e15)),
      calendar: .sundayFirst)
    interactor.output = output

    await interactor.findUpcomingItems()

    #expect(
      output.messages == [
        .failedToFindUpcomingItems(
          "the calendar cannot work out today and next week for 1,000,000,000,000,000 s after 1970")
      ])
    #expect(dataManager.messages == [])
  }

  @Test func `a store error is reported, not swallowed`() async {
    dataManager.error = StubError("the disk is on fire")

    await makeInteractor().findUpcomingItems()

    #expect(output.messages == [.failedToFindUpcomingItems("the disk is on fire")])
  }

  // MARK: - A store that answers later

  /// Starts two requests, one after the other, and returns once the store holds both queries,
  /// unanswered.
  func startTwoRequests() async -> (first: Task<Void, Never>, second: Task<Void, Never>) {
    let interactor = makeInteractor(store: slowStore)
    let first = Task { await interactor.findUpcomingItems() }
    await slowStore.waitForMessages(count: 1, whileRunning: first)
    let second = Task { await interactor.findUpcomingItems() }
    await slowStore.waitForMessages(count: 2, whileRunning: second)
    return (first, second)
  }

  @Test func `nothing is reported until the store answers`() async throws {
    let interactor = makeInteractor(store: slowStore)
    let finding = Task { await interactor.findUpcomingItems() }
    await slowStore.waitForMessages(count: 1, whileRunning: finding)

    #expect(output.messages == [])

    try slowStore.answerQuery(
      1, with: [TodoItem(id: .numbered(1), title: "Item 1", dueDate: .may21AtNoon)])
    await finding.value

    #expect(
      output.messages == [
        .foundUpcomingItems([
          UpcomingItem(id: .numbered(1), title: "Item 1", dueDate: .may21AtNoon, relation: .today)
        ])
      ])
  }

  @Test func `the latest request wins: an older answer that arrives after a newer one is dropped`()
    async throws
  {
    let (older, newer) = await startTwoRequests()

    try slowStore.answerQuery(
      2, with: [TodoItem(id: .numbered(9), title: "Buy milk", dueDate: .may21AtNoon)])
    await newer.value
    try slowStore.answerQuery(1, with: [])
    await older.value

    #expect(
      output.messages == [
        .foundUpcomingItems([
          UpcomingItem(id: .numbered(9), title: "Buy milk", dueDate: .may21AtNoon, relation: .today)
        ])
      ])
  }

  @Test func `an older failure that arrives after a newer answer is dropped too`() async throws {
    let (older, newer) = await startTwoRequests()

    try slowStore.answerQuery(2, with: [])
    await newer.value
    try slowStore.failQuery(1, with: StubError("the disk is on fire"))
    await older.value

    #expect(output.messages == [.foundUpcomingItems([])])
  }

  @Test func `answers that arrive in the order they were asked for are all reported`()
    async throws
  {
    let (first, second) = await startTwoRequests()

    try slowStore.answerQuery(1, with: [])
    await first.value
    try slowStore.answerQuery(
      2, with: [TodoItem(id: .numbered(9), title: "Buy milk", dueDate: .may21AtNoon)])
    await second.value

    #expect(
      output.messages == [
        .foundUpcomingItems([]),
        .foundUpcomingItems([
          UpcomingItem(id: .numbered(9), title: "Buy milk", dueDate: .may21AtNoon, relation: .today)
        ]),
      ])
  }

  // MARK: - Explaining a due date

  @Test func `explaining a due date reports every boundary, the relation and the calendar`() throws
  {
    let interactor = ListInteractor(
      dataManager: dataManager, clock: FixedClock(.may21AtNoon), calendar: .sundayFirst,
      timeZoneDataVersion: "2099z")
    interactor.output = output

    interactor.explain(dueDate: .iso("2014-05-24T09:00:00Z"))

    let boundaries = try #require(
      NearTermBoundaries(now: .may21AtNoon, calendar: .sundayFirst))
    #expect(
      output.messages == [
        .explained(
          NearTermExplanation(
            now: .iso("2014-05-21T12:00:00Z"), dueDate: .iso("2014-05-24T09:00:00Z"),
            boundaries: boundaries, startOfThisWeek: .iso("2014-05-18T00:00:00Z"),
            relation: .laterThisWeek, timeZoneIdentifier: "GMT", timeZoneDataVersion: "2099z",
            calendarIdentifier: .gregorian, firstWeekday: 1))
      ])
    #expect(boundaries.startOfNextWeek == .iso("2014-05-25T00:00:00Z"))
    #expect(dataManager.messages == [])
  }

  @Test(arguments: [
    ("2014-05-20T23:59:59Z", nil), ("2014-05-21T00:00:00Z", .today),
    ("2014-05-22T00:00:00Z", .tomorrow), ("2014-05-31T23:59:59Z", .nextWeek),
    ("2014-06-01T00:00:00Z", NearTermDateRelation?.none),
  ])
  func `an explanation's relation is the one the list gives`(
    _ due: String, _ relation: NearTermDateRelation?
  ) throws {
    makeInteractor().explain(dueDate: .iso(due))

    guard case .explained(let explanation)? = output.messages.first else {
      Issue.record("not explained: \(output.messages)")
      return
    }
    #expect(explanation.relation == relation)
  }

  @Test func `a due date is not explained where the calendar cannot place now`() {
    let interactor = ListInteractor(
      dataManager: dataManager, clock: FixedClock(Date(timeIntervalSince1970: 1e15)),
      calendar: .sundayFirst, timeZoneDataVersion: "2099z")
    interactor.output = output

    interactor.explain(dueDate: .may21AtNoon)

    #expect(
      output.messages == [
        .failedToExplain(
          "the calendar cannot work out today and next week for 1,000,000,000,000,000 s after 1970")
      ])
  }
}
