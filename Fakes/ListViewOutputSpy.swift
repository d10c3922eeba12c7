import Foundation
import TodoVIPER

/// A spy list presenter, seen from the view, that records the user's actions.
@MainActor
public final class ListViewOutputSpy: ListViewOutput {
  /// An action the view relayed.
  public enum Message: Hashable, Sendable {
    case updateView
    case addNewEntry
    case explain(dueDate: Date)
    case openItem(atRow: Int)
  }

  /// Every action, in order.
  public private(set) var messages: [Message] = []

  /// Creates a spy that has received nothing.
  public init() {}

  public func updateView() async { messages.append(.updateView) }
  public func addNewEntry() { messages.append(.addNewEntry) }
  public func explain(dueDate: Date) { messages.append(.explain(dueDate: dueDate)) }
  public func openItem(atRow row: Int) { messages.append(.openItem(atRow: row)) }
}
