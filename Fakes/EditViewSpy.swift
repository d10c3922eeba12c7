import Foundation
import TodoVIPER

/// A spy edit view: records what the presenter told it to show, and when a wireframe put it on
/// screen or took it off.
@MainActor
public final class EditViewSpy: EditViewInput, PresentableView {
  /// A call the view received.
  public enum Message: Hashable, Sendable {
    case showItem(EditDisplayData)
    case setMinimumDueDate(Date)
    case showErrorMessage(String)
    case present
    case dismiss
  }

  /// Every call, in order.
  public private(set) var messages: [Message] = []
  /// The words the presenter last set, apart from ``messages``: the specs of routing and
  /// order need not repeat them.
  public private(set) var labels: EditFormLabels?

  /// Creates a spy that has received nothing.
  public init() {}

  public func showItem(_ data: EditDisplayData) { messages.append(.showItem(data)) }
  public func setMinimumDueDate(_ date: Date) { messages.append(.setMinimumDueDate(date)) }
  public func setLabels(_ labels: EditFormLabels) { self.labels = labels }
  public func showErrorMessage(_ message: String) { messages.append(.showErrorMessage(message)) }
  public func present() { messages.append(.present) }
  public func dismiss() { messages.append(.dismiss) }
}
