import Foundation

/// The List module's data manager: finds stored items by due date (objc.io's `VTDListDataManager`).
///
/// The list interactor calls it; a store adapter implements it. Errors are thrown to the
/// interactor, which passes them on to the user.
///
/// It is asynchronous, as the article's Core Data store was (it fetched on a background context
/// and called back): a store reads a disk or a network, and must not hold up the main actor
/// while it does. It is `Sendable`, so the main-actor interactor can hand it work that runs
/// elsewhere.
public protocol ListDataManager: Sendable {
  /// Returns the items due in the half-open window `[start, end)`, ordered by due date.
  ///
  /// - Parameters:
  ///   - start: The first instant of the window; an item due exactly then is included.
  ///   - end: The first instant after the window; an item due exactly then is excluded.
  /// - Throws: The store's error when it cannot be read.
  func todoItems(dueFrom start: Date, before end: Date) async throws -> [TodoItem]
}
