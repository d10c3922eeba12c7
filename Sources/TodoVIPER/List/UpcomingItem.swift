import Foundation

/// An item as the list interactor reports it to the presenter: its identity, the title, the due
/// instant and where that falls in the near term (objc.io's `VTDUpcomingItem`).
///
/// The identity is what the presenter routes to the edit module when the user opens a row.
///
/// Equality is synthesised and compares all four properties (the reference Swift app's `==`
/// compared a value with itself and so only looked at the title).
public struct UpcomingItem: Hashable, Sendable {
  /// The item's identity.
  public var id: TodoItem.ID
  /// The item's title.
  public var title: String
  /// The instant the item is due.
  public var dueDate: Date
  /// Where the due date falls in the near term.
  public var relation: NearTermDateRelation

  /// Creates an upcoming item.
  public init(id: TodoItem.ID, title: String, dueDate: Date, relation: NearTermDateRelation) {
    self.id = id
    self.title = title
    self.dueDate = dueDate
    self.relation = relation
  }
}
