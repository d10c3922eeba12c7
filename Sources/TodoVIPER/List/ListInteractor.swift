import Foundation

/// The list module's interactor: finds the upcoming items and relates each one to today
/// (objc.io's `VTDListInteractor`).
///
/// It reads "now" once per request from the wall clock, asks the data manager for the items in
/// the near term (see ``NearTermBoundaries``) and reports them, sorted by due date and then
/// title, to its output. It never reads the system date or the system calendar.
///
/// It runs on the main actor, with the presenter it reports to: its own work (placing "now",
/// relating and sorting a few hundred items) takes microseconds, and the one slow step, the
/// store, is `async` and runs wherever the store runs. Keeping it there means its output is
/// called on the main actor without a hop, and its request counter needs no lock.
///
/// **The latest request wins.** While one request waits for the store, another may start (the
/// user asks for the list as a save refreshes it). Each request is numbered as it starts, and
/// its answer, items or error, is reported only if no later request's answer has been reported
/// already: an answer that arrives after a newer one is dropped, so the view never goes back to
/// an older list. Answers that arrive in order are all reported.
@MainActor
public final class ListInteractor: ListInteractorInput {
  /// Where the results go; held weakly, as the presenter owns the interactor.
  public weak var output: (any ListInteractorOutput)?

  private let dataManager: any ListDataManager
  private let clock: any WallClock
  private let calendar: Calendar
  private let timeZoneDataVersion: String
  /// The number of the last request started.
  private var lastRequest = 0
  /// The number of the request whose answer was reported last.
  private var lastReported = 0

  /// Creates the interactor.
  ///
  /// - Parameters:
  ///   - dataManager: Where the items are stored.
  ///   - clock: The source of "now".
  ///   - calendar: The calendar whose time zone, first weekday and days decide the relations.
  ///   - timeZoneDataVersion: The version of the time-zone data the calendar uses, for
  ///     explanations: Foundation's by default, a fixed one in specs.
  public init(
    dataManager: any ListDataManager, clock: any WallClock, calendar: Calendar,
    timeZoneDataVersion: String = TimeZone.timeZoneDataVersion
  ) {
    self.dataManager = dataManager
    self.clock = clock
    self.calendar = calendar
    self.timeZoneDataVersion = timeZoneDataVersion
  }

  /// Finds the items due from the start of today up to the start of the week after next, and
  /// reports them, or the reason they could not be found, unless a newer request's answer was
  /// reported first.
  public func findUpcomingItems() async {
    lastRequest += 1
    let request = lastRequest
    let now = clock.now()
    guard let boundaries = NearTermBoundaries(now: now, calendar: calendar) else {
      report(request) { $0.failedToFindUpcomingItems(ListInteractorError.calendarCannotPlace(now)) }
      return
    }
    let items: [TodoItem]
    do {
      items = try await dataManager.todoItems(
        dueFrom: boundaries.startOfToday, before: boundaries.startOfWeekAfterNext)
    } catch {
      report(request) { $0.failedToFindUpcomingItems(error) }
      return
    }
    let upcomingItems = items.compactMap { item in
      boundaries.relation(of: item.dueDate).map {
        UpcomingItem(id: item.id, title: item.title, dueDate: item.dueDate, relation: $0)
      }
    }
    let sorted = upcomingItems.sorted { ($0.dueDate, $0.title) < ($1.dueDate, $1.title) }
    report(request) { $0.foundUpcomingItems(sorted) }
  }

  /// Works out where `dueDate` falls in the near term around "now", with every boundary that
  /// decided it and the calendar that drew them, and reports it to the output.
  public func explain(dueDate: Date) {
    let now = clock.now()
    guard let boundaries = NearTermBoundaries(now: now, calendar: calendar),
      let startOfThisWeek = boundaries.startOfThisWeek(in: calendar)
    else {
      output?.failedToExplain(ListInteractorError.calendarCannotPlace(now))
      return
    }
    output?.explained(
      NearTermExplanation(
        now: now, dueDate: dueDate, boundaries: boundaries, startOfThisWeek: startOfThisWeek,
        relation: boundaries.relation(of: dueDate),
        timeZoneIdentifier: calendar.timeZone.identifier,
        timeZoneDataVersion: timeZoneDataVersion, calendarIdentifier: calendar.identifier,
        firstWeekday: calendar.firstWeekday))
  }

  /// Tells the output the answer to `request`, unless a later request's answer was told first.
  private func report(_ request: Int, _ tell: (any ListInteractorOutput) -> Void) {
    // Mutant "> → >=" is equivalent: each request is reported at most once, so a request is never equal to the last one reported.
    guard request > lastReported else { return }
    lastReported = request
    if let output { tell(output) }
  }
}

/// Why the list interactor could not find the upcoming items, other than a store error.
public enum ListInteractorError: WordedError, Hashable, Sendable {
  /// The calendar could not work out the days and weeks around this instant.
  case calendarCannotPlace(Date)

  /// A sentence that names the problem.
  public var message: Message {
    switch self {
    case .calendarCannotPlace(let date):
      Message(.listCalendarCannotPlace, .message(ISO8601Instant.message(for: date)))
    }
  }
}
