import Foundation

/// The Edit module's data manager: finds one item by its identity, and changes it, marks it
/// done or removes it.
///
/// The edit interactor calls it; a store adapter implements it. Asynchronous and `Sendable`, as
/// ``ListDataManager`` is. Every call names the item by its identity, never by its title or its
/// place in a list, and acts on what the store holds now: an item another program removed or
/// marked done in between is not found, and nothing is changed. A change carries only the
/// fields the user changed, and a delete the item as the user saw it, so that neither undoes
/// what another program saved meanwhile.
public protocol EditDataManager: Sendable {
  /// Returns the item to do with identity `id`.
  ///
  /// - Throws: ``TodoItemNotFound`` when the store holds no such item to do; the store's error
  ///   when it cannot be read.
  func todoItem(withID id: TodoItem.ID) async throws -> TodoItem
  /// Applies `change` to the item to do with its identity, as the store holds it at that
  /// moment (see ``TodoItemChange/applied(to:)``): the fields it changes get their new values,
  /// and the others keep what another program saved meanwhile.
  ///
  /// - Throws: ``TodoItemNotFound``; ``TodoItemChangedMeanwhile`` when a field it changes was
  ///   changed to another value since the item was opened; or the store's error. Nothing is
  ///   changed then.
  func apply(_ change: TodoItemChange) async throws
  /// Marks the item to do with identity `id` done at `instant`: it leaves the upcoming list and
  /// stays in the store with that instant.
  ///
  /// - Throws: ``TodoItemNotFound``, or the store's error; nothing is changed then.
  func complete(_ id: TodoItem.ID, at instant: Date) async throws
  /// Removes the item to do with `item`'s identity, if it still has `item`'s title and due
  /// date: a user deletes what the form showed, never what another program made of it since.
  ///
  /// - Throws: ``TodoItemNotFound``; ``TodoItemChangedMeanwhile`` with the item as it is now,
  ///   when its title or due date changed; or the store's error. Nothing is changed then.
  func remove(_ item: TodoItem) async throws
}

/// Why a store could not act on an item: it holds no to-do item with that identity (another
/// program removed it or marked it done since it was shown).
public struct TodoItemNotFound: WordedError, Hashable, Sendable {
  /// The identity asked for.
  public var id: TodoItem.ID

  /// Creates the error.
  public init(id: TodoItem.ID) {
    self.id = id
  }

  /// A sentence naming the item.
  public var message: Message {
    Message(.editItemNotFound, .text("\(id)"))
  }
}
