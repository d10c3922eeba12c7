import Foundation

/// What the user gave for one item in a form: its title and its due date, as the add and edit
/// modules hand them on, from the view through the presenter to the interactor.
///
/// One value, as objc.io's `VTDTodoItem` was, rather than a parameter for each field: a new
/// field (a note, say) is a property here, given its place in the form in ``EntryField``, and
/// changes the places that read or write it, not every protocol, double and guide between the
/// view and the store. It is not a ``TodoItem``: it has no identity, and it is not yet judged by
/// the rules an entry keeps (its title may still be blank, its due date in the past); the
/// interactors judge it.
public struct TodoEntry: Hashable, Sendable {
  /// What to do, as typed.
  public var title: String
  /// The instant it is due.
  public var dueDate: Date

  /// Creates an entry.
  public init(title: String, dueDate: Date) {
    self.title = title
    self.dueDate = dueDate
  }

  /// Creates the entry an item shows: its fields as stored.
  public init(_ item: TodoItem) {
    self.init(title: item.title, dueDate: item.dueDate)
  }
}
