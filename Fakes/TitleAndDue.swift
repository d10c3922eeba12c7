import Foundation
import TodoVIPER

/// An item as a test checks it when `todo` made its identity at random: its title and its due
/// instant.
public struct TitleAndDue: Hashable, Sendable {
  /// The item's title.
  public var title: String
  /// The instant it is due.
  public var due: Date

  /// Creates the pair.
  public init(_ title: String, _ due: Date) {
    self.title = title
    self.due = due
  }
}

extension TodoItem {
  /// The item's title and due instant, without its identity.
  public var titleAndDue: TitleAndDue { TitleAndDue(title, dueDate) }
}
