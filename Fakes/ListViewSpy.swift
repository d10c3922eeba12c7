import Foundation
import TodoVIPER

/// A spy list view that records what the presenter tells it.
@MainActor
public final class ListViewSpy: ListViewInput {
  /// A message the view received.
  public enum Message: Hashable, Sendable {
    case showNoContentMessage(String)
    case showUpcomingDisplayData(UpcomingDisplayData)
    case showErrorMessage(String)
    case showExplanation(ExplanationDisplayData)
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

  public func showExplanation(_ data: ExplanationDisplayData) {
    messages.append(.showExplanation(data))
  }
}
