import Foundation

/// The Add module's data manager: stores one new item (objc.io's `VTDAddDataManager`).
///
/// The add interactor calls it; a store adapter implements it. Asynchronous and `Sendable`, as
/// ``ListDataManager`` is.
public protocol AddDataManager: Sendable {
  /// Stores an item.
  ///
  /// - Throws: The store's error when the item could not be stored; it is then not stored.
  func add(_ item: TodoItem) async throws
}
