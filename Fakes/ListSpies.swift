import Foundation
import TodoVIPER

/// A spy list view that records what the presenter tells it.
@MainActor
public final class ListViewSpy: ListViewInput {
  /// A message the view received.
  public enum Message: Hashable {
    case showNoContentMessage(String)
    case showUpcomingDisplayData(UpcomingDisplayData)
    case showErrorMessage(String)
  }

  /// Every message, in the order received.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func showNoContentMessage(_ message: String) {
    messages.append(.showNoContentMessage(message))
  }

  public func showUpcomingDisplayData(_ data: UpcomingDisplayData) {
    messages.append(.showUpcomingDisplayData(data))
  }

  public func showErrorMessage(_ message: String) { messages.append(.showErrorMessage(message)) }
}

/// A spy interactor output that records what the list interactor reports.
@MainActor
public final class ListInteractorOutputSpy: ListInteractorOutput {
  /// A report the output received; an error is recorded as its description.
  public enum Message: Hashable {
    case foundUpcomingItems([UpcomingItem])
    case failedToFindUpcomingItems(String)
  }

  /// Every report, in the order received.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func foundUpcomingItems(_ items: [UpcomingItem]) {
    messages.append(.foundUpcomingItems(items))
  }

  public func failedToFindUpcomingItems(_ error: any Error) {
    messages.append(.failedToFindUpcomingItems(String(describing: error)))
  }
}

/// A spy list interactor that records the requests the presenter makes.
@MainActor
public final class ListInteractorSpy: ListInteractorInput {
  /// A request the interactor received.
  public enum Message: Hashable {
    case findUpcomingItems
  }

  /// Every request, in the order received.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func findUpcomingItems() async { messages.append(.findUpcomingItems) }
}

/// A spy list wireframe that records the navigation the presenter asks for.
@MainActor
public final class ListWireframeSpy: ListWireframe {
  /// A navigation request the wireframe received.
  public enum Message: Hashable {
    case presentAddInterface
  }

  /// Every request, in the order received.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func presentAddInterface() { messages.append(.presentAddInterface) }
}
