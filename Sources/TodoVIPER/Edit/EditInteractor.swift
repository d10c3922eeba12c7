import Foundation

/// The edit module's interactor: finds one item by its identity, and changes it, marks it done or
/// removes it, by the rules a new entry keeps.
///
/// A change is validated as an addition is (the package's `EntryRules`): a title that shows something,
/// stored trimmed, and a due date not before the start of today. Every call names the item by
/// its identity, and the store acts on what it holds now: an item another program removed or
/// marked done meanwhile is reported as ``EditEntryError/itemNotFound(_:)``.
///
/// **What changed.** A save stores only the fields the user changed since the item was loaded
/// (a ``TodoItemChange``), and a delete names the item as it was loaded (an item not loaded
/// first is loaded then): an item another program changed meanwhile in the same field, or at
/// all for a delete, is reported as ``EditEntryError/changedMeanwhile(_:)``, with nothing
/// stored, and a change made after that is made from the item as it is now. Marking done
/// proceeds whatever changed: the item stays in the store, as it is now, with the instant it
/// was done. It runs on the main actor, with its presenter.
@MainActor
public final class EditInteractor: EditInteractorInput {
  private let dataManager: any EditDataManager
  private let clock: any WallClock
  private let calendar: Calendar
  /// The item as it was last loaded, or as the store said it is after it refused a change:
  /// what a change is made from.
  private var loaded: TodoItem?

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - dataManager: Where the items are.
  ///   - clock: The source of "now", for today and for when an item is marked done.
  ///   - calendar: The calendar whose time zone decides when today starts.
  public init(dataManager: any EditDataManager, clock: any WallClock, calendar: Calendar) {
    self.dataManager = dataManager
    self.clock = clock
    self.calendar = calendar
  }

  public func earliestDueDate() -> Date {
    EntryRules.earliestDueDate(now: clock.now(), calendar: calendar)
  }

  public func item(withID id: TodoItem.ID) async throws(EditEntryError) -> TodoItem {
    let item = try await storing(id) { try await $0.todoItem(withID: id) }
    loaded = item
    return item
  }

  public func saveChanges(_ entry: TodoEntry, to id: TodoItem.ID) async throws(EditEntryError) {
    guard let stored = EntryRules.stored(entry) else { throw .emptyTitle }
    let earliest = earliestDueDate()
    guard entry.dueDate >= earliest else {
      throw .dueDateBeforeToday(dueDate: entry.dueDate, earliest: earliest)
    }
    let change = TodoItemChange(from: try await loadedItem(id), to: stored)
    try await storing(id) { try await $0.apply(change) }
  }

  public func complete(_ id: TodoItem.ID) async throws(EditEntryError) {
    let now = clock.now()
    try await storing(id) { try await $0.complete(id, at: now) }
  }

  public func delete(_ id: TodoItem.ID) async throws(EditEntryError) {
    let item = try await loadedItem(id)
    try await storing(id) { try await $0.remove(item) }
  }

  /// Returns the item with identity `id` as it was last loaded, or loads it now.
  private func loadedItem(_ id: TodoItem.ID) async throws(EditEntryError) -> TodoItem {
    if let loaded, loaded.id == id { return loaded }
    return try await item(withID: id)
  }

  /// Runs `call` on the data manager, and turns what it throws into an ``EditEntryError``: an
  /// item that is not there any more, or the store's reason.
  private func storing<Result>(
    _ id: TodoItem.ID, _ call: (any EditDataManager) async throws -> Result
  ) async throws(EditEntryError) -> Result {
    do {
      return try await call(dataManager)
    } catch let missing as TodoItemNotFound {
      throw .itemNotFound(missing.id)
    } catch let changed as TodoItemChangedMeanwhile {
      loaded = changed.item
      throw .changedMeanwhile(changed.item)
    } catch {
      throw .notStored(.of(error))
    }
  }
}
