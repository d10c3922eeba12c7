import Fakes
import Foundation
import Testing
import TodoVIPER

/// The add interactor: validating and storing a new item (no reference app tests it).
@MainActor
struct AddInteractorSpecs {
  let dataManager = TodoDataManagerSpy()

  /// New items get `.numbered(7)`, then `.numbered(8)` ….
  func makeInteractor(calendar: Calendar = .sundayFirst) -> AddInteractor {
    AddInteractor(
      dataManager: dataManager, clock: FixedClock(.may21AtNoon),
      calendar: calendar, identities: SequentialIdentitySource(first: 7))
  }

  @Test func `the earliest due date is the start of today`() {
    #expect(makeInteractor().earliestDueDate() == .iso("2014-05-21T00:00:00Z"))
  }

  @Test func `the start of today is in the calendar's time zone`() {
    let interactor = makeInteractor(calendar: .gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo"))

    #expect(interactor.earliestDueDate() == .iso("2014-05-21T00:00:00+09:00"))
  }

  @Test func `today starts where the list says it does, even in minutes the clock repeated`() {
    // Goose Bay turned 00:01 -03 back to Saturday 23:01 -04 on 2010-11-07; at 03:30 UTC the
    // clock shows Saturday 23:30 again, but Sunday began at 00:00 -03 (03:00 UTC).
    let interactor = AddInteractor(
      dataManager: dataManager, clock: FixedClock(.iso("2010-11-07T03:30:00Z")),
      calendar: .gregorian(firstWeekday: 1, timeZone: "America/Goose_Bay"),
      identities: SequentialIdentitySource())

    #expect(interactor.earliestDueDate() == .iso("2010-11-07T03:00:00Z"))
  }

  @Test func `saving stores the item with its title trimmed`() async throws {
    try await makeInteractor().saveNewEntry(
      TodoEntry(title: "  Buy milk \n", dueDate: .iso("2014-05-22T09:00:00Z")))

    #expect(
      dataManager.messages == [
        .add(TodoItem(id: .numbered(7), title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))
      ])
  }

  @Test func `each item stored gets a new identity from the source, and a refused one none`()
    async throws
  {
    let interactor = makeInteractor()

    try await interactor.saveNewEntry(
      TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))
    _ = try? await interactor.saveNewEntry(
      TodoEntry(title: " ", dueDate: .iso("2014-05-22T09:00:00Z")))
    try await interactor.saveNewEntry(
      TodoEntry(title: "Pay rent", dueDate: .iso("2014-05-23T09:00:00Z")))

    #expect(
      dataManager.messages == [
        .add(TodoItem(id: .numbered(7), title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"))),
        .add(TodoItem(id: .numbered(8), title: "Pay rent", dueDate: .iso("2014-05-23T09:00:00Z"))),
      ])
  }

  /// Both sides of the rule, with "now" at noon: a check against now, not the start of today,
  /// would refuse the start of today, though its error names the start of today as allowed.
  @Test func `a due date a second before today is refused, and the start of today is stored`()
    async throws
  {
    let interactor = makeInteractor()

    await #expect(
      throws: AddEntryError.dueDateBeforeToday(
        dueDate: .iso("2014-05-20T23:59:59Z"), earliest: .iso("2014-05-21T00:00:00Z"))
    ) {
      try await interactor.saveNewEntry(
        TodoEntry(title: "Too late", dueDate: .iso("2014-05-20T23:59:59Z")))
    }
    try await interactor.saveNewEntry(
      TodoEntry(title: "Breakfast", dueDate: .iso("2014-05-21T00:00:00Z")))

    #expect(
      dataManager.messages == [
        .add(TodoItem(id: .numbered(7), title: "Breakfast", dueDate: .iso("2014-05-21T00:00:00Z")))
      ])
  }

  @Test(arguments: ["", "   ", "\t "])
  func `an empty title is rejected and nothing is stored`(_ title: String) async {
    await #expect(throws: AddEntryError.emptyTitle) {
      try await makeInteractor().saveNewEntry(
        TodoEntry(title: title, dueDate: .iso("2014-05-22T09:00:00Z")))
    }
    #expect(dataManager.messages == [])
  }

  @Test(arguments: [
    "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{AD}", "\u{3164}", "\u{34F}", "\u{2800}",
    " \u{2060}\u{FEFF} \u{200B}",
  ])
  func `a title of only invisible characters is rejected as empty`(_ title: String) async {
    await #expect(throws: AddEntryError.emptyTitle) {
      try await makeInteractor().saveNewEntry(
        TodoEntry(title: title, dueDate: .iso("2014-05-22T09:00:00Z")))
    }
    #expect(dataManager.messages == [])
  }

  @Test func `a title with something visible beside invisible characters is kept as typed`()
    async throws
  {
    try await makeInteractor().saveNewEntry(
      TodoEntry(title: "\u{2060}Buy milk\u{AD}", dueDate: .iso("2014-05-22T09:00:00Z")))

    #expect(
      dataManager.messages == [
        .add(
          TodoItem(
            id: .numbered(7), title: "\u{2060}Buy milk\u{AD}",
            dueDate: .iso("2014-05-22T09:00:00Z")))
      ])
  }

  @Test func `a due date before today is rejected and nothing is stored`() async {
    await #expect(
      throws: AddEntryError.dueDateBeforeToday(
        dueDate: .iso("2014-05-20T23:59:59Z"), earliest: .iso("2014-05-21T00:00:00Z"))
    ) {
      try await makeInteractor().saveNewEntry(
        TodoEntry(title: "Too late", dueDate: .iso("2014-05-20T23:59:59Z")))
    }
    #expect(dataManager.messages == [])
  }

  @Test func `a store error is reported as not stored`() async {
    dataManager.error = StubError("the disk is full")

    await #expect(throws: AddEntryError.notStored(.verbatim("the disk is full"))) {
      try await makeInteractor().saveNewEntry(
        TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))
    }
  }
}
