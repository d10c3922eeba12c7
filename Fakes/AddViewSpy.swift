import Foundation
import TodoVIPER

/// A spy add view that records what the presenter and the wireframe tell it.
@MainActor
public final class AddViewSpy: AddViewInput, PresentableView {
  /// A message the view received.
  public enum Message: Hashable, Sendable {
    case setMinimumDueDate(Date)
    case showErrorMessage(String)
    case present
    case dismiss
  }

  /// Every message, in the order received.
  public private(set) var messages: [Message] = []
  /// The words the presenter last set, apart from ``messages``: the specs of routing and
  /// order need not repeat them.
  public private(set) var labels: AddFormLabels?

  /// Creates a spy that has received nothing.
  public init() {}

  public func setMinimumDueDate(_ date: Date) { messages.append(.setMinimumDueDate(date)) }
  public func setLabels(_ labels: AddFormLabels) { self.labels = labels }
  public func showErrorMessage(_ message: String) { messages.append(.showErrorMessage(message)) }
  public func present() { messages.append(.present) }
  public func dismiss() { messages.append(.dismiss) }
}
