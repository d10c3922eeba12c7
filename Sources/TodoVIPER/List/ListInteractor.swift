import Foundation

/// The list module's interactor: finds the upcoming items and relates each one to today
/// (objc.io's `VTDListInteractor`).
///
/// It reads "now" once per request from the wall clock, asks the data manager for the items in
/// the near term (see ``NearTermBoundaries``) and reports them, sorted by due date and then
/// title, to its output. It never reads the system date or the system calendar.
public final class ListInteractor: ListInteractorInput {
  /// Where the results go; held weakly, as the presenter owns the interactor.
  public weak var output: (any ListInteractorOutput)?

  private let dataManager: any ListDataManager
  private let clock: any WallClock
  private let calendar: Calendar

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - dataManager: Where the items are stored.
  ///   - clock: The source of "now".
  ///   - calendar: The calendar whose time zone, first weekday and days decide the relations.
  public init(dataManager: any ListDataManager, clock: any WallClock, calendar: Calendar) {
    self.dataManager = dataManager
    self.clock = clock
    self.calendar = calendar
  }

  /// Finds the items due from the start of today up to the start of the week after next, and
  /// reports them, or the reason they could not be found.
  public func findUpcomingItems() {
    let now = clock.now()
    guard let boundaries = NearTermBoundaries(now: now, calendar: calendar) else {
      output?.failedToFindUpcomingItems(ListInteractorError.calendarCannotPlace(now))
      return
    }
    let items: [TodoItem]
    do {
      items = try dataManager.todoItems(
        dueFrom: boundaries.startOfToday, before: boundaries.startOfWeekAfterNext)
    } catch {
      output?.failedToFindUpcomingItems(error)
      return
    }
    let upcomingItems = items.compactMap { item in
      boundaries.relation(of: item.dueDate).map {
        UpcomingItem(title: item.title, dueDate: item.dueDate, relation: $0)
      }
    }
    output?.foundUpcomingItems(
      upcomingItems.sorted { ($0.dueDate, $0.title) < ($1.dueDate, $1.title) })
  }
}

/// Why the list interactor could not find the upcoming items, other than a store error.
public enum ListInteractorError: Error, Hashable, CustomStringConvertible {
  /// The calendar could not work out the days and weeks around this instant.
  case calendarCannotPlace(Date)

  /// A sentence that names the problem.
  public var description: String {
    switch self {
    case .calendarCannotPlace(let date):
      "the calendar cannot work out today and next week for "
        + (ISO8601Instant.text(for: date) ?? "\(date.timeIntervalSince1970) s after 1970")
    }
  }
}
