import Foundation

/// The Edit module's data manager: finds one item by its identity, and changes it, marks it
/// done or removes it.
///
/// The edit interactor calls it; a store adapter implements it. Asynchronous and `Sendable`, as
/// ``ListDataManager`` is. Every call names the item by its identity, never by its title or its
/// place in a list, and acts on what the store holds now: an item another program removed or
/// marked done in between is not found, and nothing is changed.
public protocol EditDataManager: Sendable {
  /// Returns the item to do with identity `id`.
  ///
  /// - Throws: ``TodoItemNotFound`` when the store holds no such item to do; the store's error
  ///   when it cannot be read.
  func todoItem(withID id: TodoItem.ID) async throws -> TodoItem
  /// Gives the item to do with `item`'s identity `item`'s title and due date.
  ///
  /// - Throws: ``TodoItemNotFound``, or the store's error; nothing is changed then.
  func replace(_ item: TodoItem) async throws
  /// Marks the item to do with identity `id` done at `instant`: it leaves the upcoming list and
  /// stays in the store with that instant.
  ///
  /// - Throws: ``TodoItemNotFound``, or the store's error; nothing is changed then.
  func complete(_ id: TodoItem.ID, at instant: Date) async throws
  /// Removes the item to do with identity `id`.
  ///
  /// - Throws: ``TodoItemNotFound``, or the store's error; nothing is changed then.
  func remove(_ id: TodoItem.ID) async throws
}

/// Why a store could not act on an item: it holds no item to do with that identity (another
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
