import Foundation

/// The List module's data manager: finds stored items by due date (objc.io's `VTDListDataManager`).
///
/// The list interactor calls it; a store adapter implements it. Errors are thrown to the
/// interactor, which passes them on to the user.
public protocol ListDataManager {
  /// Returns the items due in the half-open window `[start, end)`, ordered by due date.
  ///
  /// - Parameters:
  ///   - start: The first instant of the window; an item due exactly then is included.
  ///   - end: The first instant after the window; an item due exactly then is excluded.
  /// - Throws: The store's error when it cannot be read.
  func todoItems(dueFrom start: Date, before end: Date) throws -> [TodoItem]
}

/// The Add module's data manager: stores one new item (objc.io's `VTDAddDataManager`).
///
/// The add interactor calls it; a store adapter implements it.
public protocol AddDataManager {
  /// Stores an item.
  ///
  /// - Throws: The store's error when the item could not be stored; it is then not stored.
  func add(_ item: TodoItem) throws
}
