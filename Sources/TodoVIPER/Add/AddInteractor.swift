import Foundation

/// The add module's interactor: validates a new item and stores it (objc.io's `VTDAddInteractor`,
/// which did not validate).
///
/// A title must show something: more than spaces, line breaks and characters that take no room
/// (see ``TodoItem/isBlank(title:)``); it is stored without leading and trailing white space, as
/// every text field of an entry is (``EntryField``).
/// A due date must not be before the first instant of today, by the wall clock in the calendar's time zone.
///
/// It runs on the main actor, with its presenter: validating takes microseconds, and the store,
/// the one slow step, is `async` and runs wherever the store runs.
@MainActor
public final class AddInteractor: AddInteractorInput {
  private let dataManager: any AddDataManager
  private let clock: any WallClock
  private let calendar: Calendar
  private let identities: any IdentitySource

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - dataManager: Where new items are stored.
  ///   - clock: The source of "now".
  ///   - calendar: The calendar whose time zone decides when today starts.
  ///   - identities: The source of each new item's identity.
  public init(
    dataManager: any AddDataManager, clock: any WallClock, calendar: Calendar,
    identities: any IdentitySource
  ) {
    self.dataManager = dataManager
    self.clock = clock
    self.calendar = calendar
    self.identities = identities
  }

  /// Returns the first instant of today: the same today the list shows (see
  /// ``NearTermBoundaries``), or the calendar's start of day where it cannot place "now".
  public func earliestDueDate() -> Date {
    EntryRules.earliestDueDate(now: clock.now(), calendar: calendar)
  }

  /// Stores an item with the entry's fields, trimmed, or throws what is wrong with it.
  public func saveNewEntry(_ entry: TodoEntry) async throws(AddEntryError) {
    guard let stored = EntryRules.stored(entry) else { throw .emptyTitle }
    let earliest = earliestDueDate()
    guard entry.dueDate >= earliest else {
      throw .dueDateBeforeToday(dueDate: entry.dueDate, earliest: earliest)
    }
    do {
      try await dataManager.add(TodoItem(id: identities.newIdentity(), entry: stored))
    } catch {
      throw .notStored(.of(error))
    }
  }
}
