import Foundation

/// An item as the list interactor reports it to the presenter: the title, the due instant and
/// where that falls in the near term (objc.io's `VTDUpcomingItem`).
///
/// Equality is synthesised and compares all three properties (the reference Swift app's `==`
/// compared a value with itself and so only looked at the title).
public struct UpcomingItem: Hashable, Sendable {
  /// The item's title.
  public var title: String
  /// The instant the item is due.
  public var dueDate: Date
  /// Where the due date falls in the near term.
  public var relation: NearTermDateRelation

  /// Creates an upcoming item.
  public init(title: String, dueDate: Date, relation: NearTermDateRelation) {
    self.title = title
    self.dueDate = dueDate
    self.relation = relation
  }
}
