import Fakes
import Foundation
import Testing
import TodoVIPER

/// The edit interactor: one item, found by its identity, changed by the rules of a new entry,
/// marked done or removed.
@MainActor
struct EditInteractorSpecs {
  let milk = TodoItem(id: .numbered(1), title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"))
  let rent = TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z"))
  let dataManager: TodoDataManagerSpy

  init() {
    dataManager = TodoDataManagerSpy(items: [milk, rent])
  }

  /// Wednesday 2014-05-21 at noon, weeks from Sunday, in UTC.
  func makeInteractor() -> EditInteractor {
    EditInteractor(
      dataManager: dataManager, clock: FixedClock(.may21AtNoon), calendar: .sundayFirst)
  }

  @Test func `the earliest due date is the start of today, as for a new item`() {
    #expect(makeInteractor().earliestDueDate() == .iso("2014-05-21T00:00:00Z"))
  }

  @Test func `an item is loaded by its identity`() async throws {
    #expect(try await makeInteractor().item(withID: .numbered(2)) == rent)
    #expect(dataManager.messages == [.todoItem(withID: .numbered(2))])
  }

  @Test func `an item the store no longer has is reported as not found`() async {
    await #expect(throws: EditEntryError.itemNotFound(.numbered(7))) {
      try await makeInteractor().item(withID: .numbered(7))
    }
  }

  @Test func `a change is stored for the same identity, its title trimmed`() async throws {
    let interactor = makeInteractor()
    _ = try await interactor.item(withID: .numbered(2))

    try await interactor.saveChanges(
      TodoEntry(title: "  Pay the rent \n", dueDate: .iso("2014-05-30T10:00:00Z")), to: .numbered(2)
    )

    #expect(
      dataManager.messages == [
        .todoItem(withID: .numbered(2)),
        .apply(
          TodoItemChange(
            id: .numbered(2), title: .init(from: "Pay rent", to: "Pay the rent"),
            dueDate: .init(
              from: .iso("2014-05-31T10:00:00Z"), to: .iso("2014-05-30T10:00:00Z")))),
      ])
  }

  @Test func `a change holds only the fields that differ from the item as it was loaded`()
    async throws
  {
    let interactor = makeInteractor()
    _ = try await interactor.item(withID: .numbered(2))

    try await interactor.saveChanges(
      TodoEntry(title: "Pay rent ", dueDate: .iso("2014-05-30T10:00:00Z")), to: .numbered(2))
    try await interactor.saveChanges(
      TodoEntry(title: "Pay the rent", dueDate: .iso("2014-05-31T10:00:00Z")), to: .numbered(2))
    try await interactor.saveChanges(
      TodoEntry(title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z")), to: .numbered(2))

    #expect(
      dataManager.messages == [
        .todoItem(withID: .numbered(2)),
        .apply(
          TodoItemChange(
            id: .numbered(2),
            dueDate: .init(
              from: .iso("2014-05-31T10:00:00Z"), to: .iso("2014-05-30T10:00:00Z")))),
        .apply(
          TodoItemChange(id: .numbered(2), title: .init(from: "Pay rent", to: "Pay the rent"))),
        .apply(TodoItemChange(id: .numbered(2))),
      ])
  }

  @Test func `a change to an item not loaded first is made from the item as the store has it`()
    async throws
  {
    try await makeInteractor().saveChanges(
      TodoEntry(title: "Pay the rent", dueDate: .iso("2014-05-31T10:00:00Z")), to: .numbered(2))

    #expect(
      dataManager.messages == [
        .todoItem(withID: .numbered(2)),
        .apply(
          TodoItemChange(id: .numbered(2), title: .init(from: "Pay rent", to: "Pay the rent"))),
      ])
  }

  @Test func `a field another program changed meanwhile is reported with the item as it is now`()
    async throws
  {
    let interactor = makeInteractor()
    _ = try await interactor.item(withID: .numbered(2))
    let now = TodoItem(id: .numbered(2), title: "Rent paid", dueDate: .iso("2014-05-31T10:00:00Z"))
    dataManager.changedMeanwhile = now

    await #expect(throws: EditEntryError.changedMeanwhile(now)) {
      try await interactor.saveChanges(
        TodoEntry(title: "Pay the rent", dueDate: .iso("2014-05-31T10:00:00Z")), to: .numbered(2))
    }
    dataManager.changedMeanwhile = nil
    try await interactor.saveChanges(
      TodoEntry(title: "Pay the rent", dueDate: .iso("2014-05-31T10:00:00Z")), to: .numbered(2))

    #expect(
      dataManager.messages.last
        == .apply(
          TodoItemChange(id: .numbered(2), title: .init(from: "Rent paid", to: "Pay the rent"))))
  }

  @Test func `deleting an item another program changed meanwhile is reported with it as it is now`()
    async throws
  {
    let interactor = makeInteractor()
    _ = try await interactor.item(withID: .numbered(2))
    let now = TodoItem(id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-30T10:00:00Z"))
    dataManager.changedMeanwhile = now

    await #expect(throws: EditEntryError.changedMeanwhile(now)) {
      try await interactor.delete(.numbered(2))
    }
    dataManager.changedMeanwhile = nil
    try await interactor.delete(.numbered(2))

    #expect(
      dataManager.messages == [
        .todoItem(withID: .numbered(2)), .remove(rent), .remove(now),
      ])
  }

  @Test(arguments: ["", "   ", "\u{200B}\u{2060}"])
  func `an empty title is refused, as for a new item, and nothing is stored`(_ title: String)
    async
  {
    await #expect(throws: EditEntryError.emptyTitle) {
      try await makeInteractor().saveChanges(
        TodoEntry(title: title, dueDate: .iso("2014-05-30T10:00:00Z")), to: .numbered(2))
    }
    #expect(dataManager.messages == [])
  }

  @Test func `a due date before today is refused, as for a new item, and nothing is stored`()
    async
  {
    await #expect(
      throws: EditEntryError.dueDateBeforeToday(
        dueDate: .iso("2014-05-20T23:59:59Z"), earliest: .iso("2014-05-21T00:00:00Z"))
    ) {
      try await makeInteractor().saveChanges(
        TodoEntry(title: "Pay rent", dueDate: .iso("2014-05-20T23:59:59Z")), to: .numbered(2))
    }
    #expect(dataManager.messages == [])
  }

  @Test func `a due date at the very start of today is kept`() async throws {
    try await makeInteractor().saveChanges(
      TodoEntry(title: "Pay rent", dueDate: .iso("2014-05-21T00:00:00Z")), to: .numbered(2))

    #expect(
      dataManager.messages == [
        .todoItem(withID: .numbered(2)),
        .apply(
          TodoItemChange(
            id: .numbered(2),
            dueDate: .init(
              from: .iso("2014-05-31T10:00:00Z"), to: .iso("2014-05-21T00:00:00Z")))),
      ])
  }

  @Test func `marking done asks the store to complete the item now`() async throws {
    try await makeInteractor().complete(.numbered(1))

    #expect(dataManager.messages == [.complete(.numbered(1), at: .iso("2014-05-21T12:00:00Z"))])
  }

  @Test func `deleting asks the store to remove the item as it was loaded`() async throws {
    try await makeInteractor().delete(.numbered(1))

    #expect(dataManager.messages == [.todoItem(withID: .numbered(1)), .remove(milk)])
  }

  @Test func `an item another program removed is reported as not found, whatever the action`()
    async
  {
    let interactor = makeInteractor()
    let gone = TodoItem.ID.numbered(7)

    await #expect(throws: EditEntryError.itemNotFound(gone)) {
      try await interactor.saveChanges(
        TodoEntry(title: "Pay rent", dueDate: .iso("2014-05-30T10:00:00Z")), to: gone)
    }
    await #expect(throws: EditEntryError.itemNotFound(gone)) {
      try await interactor.complete(gone)
    }
    await #expect(throws: EditEntryError.itemNotFound(gone)) { try await interactor.delete(gone) }
  }

  @Test func `a store error is reported with its reason, whatever the action`() async {
    dataManager.error = StubError("the disk is full")
    let interactor = makeInteractor()

    await #expect(throws: EditEntryError.notStored(.verbatim("the disk is full"))) {
      try await interactor.item(withID: .numbered(1))
    }
    await #expect(throws: EditEntryError.notStored(.verbatim("the disk is full"))) {
      try await interactor.saveChanges(
        TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")), to: .numbered(1))
    }
    await #expect(throws: EditEntryError.notStored(.verbatim("the disk is full"))) {
      try await interactor.complete(.numbered(1))
    }
    await #expect(throws: EditEntryError.notStored(.verbatim("the disk is full"))) {
      try await interactor.delete(.numbered(1))
    }
  }
}
