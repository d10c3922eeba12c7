import Foundation
import TodoVIPER

/// Finding the upcoming items through the list interactor and the in-memory store: each request
/// goes from the main actor, where the interactor runs, to the store's actor and back.
enum Window {
  /// The number of items due in the near term, in every store.
  static let itemsInWindow = 1_000

  /// Returns a store of `total` items, ``itemsInWindow`` of them due in the near term.
  ///
  /// The items in the near term around `boundaries` are spread evenly over it and are the same in
  /// every store; the rest are due a minute apart, half before today and half from the week after
  /// next on. The items are given to the store in due-date order.
  static func store(total: Int, boundaries: NearTermBoundaries) -> InMemoryTodoStore {
    let outside = total - itemsInWindow
    let before = outside / 2
    let span = boundaries.startOfWeekAfterNext.timeIntervalSince(boundaries.startOfToday)
    var items: [TodoItem] = []
    items.reserveCapacity(total)
    for index in 0..<before {
      let due = boundaries.startOfToday - 60 * Double(before - index)
      items.append(
        TodoItem(
          id: Workload.identity(itemsInWindow + index),
          title: Workload.title(itemsInWindow + index), dueDate: due))
    }
    for index in 0..<itemsInWindow {
      let due = boundaries.startOfToday + span * (Double(index) + 0.5) / Double(itemsInWindow)
      items.append(
        TodoItem(id: Workload.identity(index), title: Workload.title(index), dueDate: due))
    }
    for index in 0..<(outside - before) {
      let due = boundaries.startOfWeekAfterNext + 60 * Double(index)
      items.append(
        TodoItem(
          id: Workload.identity(itemsInWindow + before + index),
          title: Workload.title(itemsInWindow + before + index), dueDate: due))
    }
    return InMemoryTodoStore(items: items)
  }

  /// An interactor output that keeps the last items it was given.
  @MainActor
  final class Sink: ListInteractorOutput {
    /// The items of the last report.
    private(set) var items: [UpcomingItem] = []
    /// The last failure, as text.
    private(set) var failure: String?

    /// Keeps the items.
    func foundUpcomingItems(_ items: [UpcomingItem]) { self.items = items }

    /// Keeps the failure.
    func failedToFindUpcomingItems(_ error: any Error) { failure = "\(error)" }

    /// Not asked for here: the benchmark never explains a due date.
    func explained(_ explanation: NearTermExplanation) {}

    /// Keeps the failure.
    func failedToExplain(_ error: any Error) { failure = "\(error)" }
  }

  /// A list interactor over one store, and the sink it reports to.
  @MainActor
  struct Setup {
    let interactor: ListInteractor
    let sink: Sink

    /// Wires an interactor to `store`, stopped at `now`.
    init(store: InMemoryTodoStore, now: Date, calendar: Calendar) {
      sink = Sink()
      interactor = ListInteractor(
        dataManager: store, clock: FixedClock(now), calendar: calendar)
      interactor.output = sink
    }

    /// Asks for the upcoming items `requests` times and returns how many items came back in all.
    func find(requests: Int) async -> Int {
      var found = 0
      for _ in 0..<requests {
        await interactor.findUpcomingItems()
        found += sink.items.count
      }
      return found
    }
  }
}
