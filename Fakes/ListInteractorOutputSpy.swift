import Foundation
import TodoVIPER

/// A spy interactor output that records what the list interactor reports.
@MainActor
public final class ListInteractorOutputSpy: ListInteractorOutput {
  /// A report the output received; an error is recorded as its description.
  public enum Message: Hashable, Sendable {
    case foundUpcomingItems([UpcomingItem])
    case failedToFindUpcomingItems(String)
    case explained(NearTermExplanation)
    case failedToExplain(String)
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

  public func explained(_ explanation: NearTermExplanation) {
    messages.append(.explained(explanation))
  }

  public func failedToExplain(_ error: any Error) {
    messages.append(.failedToExplain(String(describing: error)))
  }
}
