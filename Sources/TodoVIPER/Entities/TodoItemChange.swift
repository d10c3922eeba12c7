import Foundation

/// What an edit changed of one item: each field the user changed, from the value the form
/// showed to the value typed; a field left alone is not in it.
///
/// The edit interactor makes it; a store applies it to the item as the store holds it at that
/// moment (``applied(to:)``), so that what another program saved meanwhile to the other fields
/// is kept, and a field both changed is refused rather than overwritten.
public struct TodoItemChange: Hashable, Sendable {
  /// One field's change: the value the form showed, and the value typed.
  public struct Field<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value when the item was opened.
    public var from: Value
    /// The value the user gave it.
    public var to: Value

    /// Creates a field's change.
    public init(from: Value, to: Value) {
      self.from = from
      self.to = to
    }
  }

  /// The identity of the item changed.
  public var id: TodoItem.ID
  /// The new title, or `nil` when the user left it.
  public var title: Field<String>?
  /// The new due date, or `nil` when the user left it.
  public var dueDate: Field<Date>?

  /// Creates a change.
  public init(id: TodoItem.ID, title: Field<String>? = nil, dueDate: Field<Date>? = nil) {
    self.id = id
    self.title = title
    self.dueDate = dueDate
  }

  /// Creates the change that gives `item` the fields of `entry`: each field whose value differs
  /// from the item's, from the item's value to the entry's.
  public init(from item: TodoItem, to entry: TodoEntry) {
    func field<Value>(_ from: Value, _ to: Value) -> Field<Value>? {
      from == to ? nil : Field(from: from, to: to)
    }
    self.init(
      id: item.id, title: field(item.title, entry.title),
      dueDate: field(item.dueDate, entry.dueDate))
  }

  /// Returns `current` with the changed fields given their new values; the fields not changed
  /// keep `current`'s.
  ///
  /// A field changed is applied when `current` still has the value the form showed (or already
  /// has the new one).
  ///
  /// - Throws: ``TodoItemChangedMeanwhile`` with `current` when a field changed here was also
  ///   changed, to another value, since the item was opened: nothing is applied then.
  public func applied(to current: TodoItem) throws(TodoItemChangedMeanwhile) -> TodoItem {
    func value<Value>(_ field: Field<Value>?, _ stored: Value) throws(TodoItemChangedMeanwhile)
      -> Value
    {
      guard let field else { return stored }
      guard stored == field.from || stored == field.to else {
        throw TodoItemChangedMeanwhile(item: current)
      }
      return field.to
    }
    return TodoItem(
      id: current.id, title: try value(title, current.title),
      dueDate: try value(dueDate, current.dueDate))
  }
}

/// Why a store did not apply a change or a delete: the item was changed by another program
/// since it was opened, in a way the change would undo.
public struct TodoItemChangedMeanwhile: WordedError, Hashable, Sendable {
  /// The item as the store holds it now.
  public var item: TodoItem

  /// Creates the error.
  public init(item: TodoItem) {
    self.item = item
  }

  /// A sentence naming the item.
  public var message: Message {
    Message(.editItemChangedMeanwhile, .text(item.title))
  }
}
