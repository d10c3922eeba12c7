import Foundation

/// A thing to do, with the instant it is due.
///
/// The entity of both modules (objc.io's `VTDTodoItem`). Interactors work with it; presenters never
/// see it. Equality is synthesised, so every stored property takes part in it.
public struct TodoItem: Hashable, Sendable {
  /// What to do, as the user typed it.
  public var title: String
  /// The instant the item is due.
  public var dueDate: Date

  /// Creates an item with a title and a due instant.
  public init(title: String, dueDate: Date) {
    self.title = title
    self.dueDate = dueDate
  }
}
