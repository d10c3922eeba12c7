import Foundation

// Every protocol of the Add module, in one place. The names say which way the calls go:
// an `Input` is what a role is told, an `Output` is what it tells.

/// What the add presenter tells the add view (objc.io's `VTDAddViewInterface`).
///
/// The view implements it; the presenter holds it weakly.
public protocol AddViewInput: AnyObject {
  /// Sets the earliest due date the form accepts: the start of today.
  func setMinimumDueDate(_ date: Date)
  /// Shows what is wrong with the entry; the form stays open.
  func showErrorMessage(_ message: String)
}

/// What the add view tells its presenter when the user acts (objc.io's `VTDAddModuleInterface`).
///
/// The add presenter implements it; the view calls it.
public protocol AddViewOutput: AnyObject {
  /// Saves a new item with this title and due date, or reports what is wrong with them.
  func saveAddAction(title: String, dueDate: Date)
  /// Closes the form without saving.
  func cancelAddAction()
}

/// The add interactor's use case, as the presenter asks for it.
public protocol AddInteractorInput {
  /// Returns the earliest due date a new item may have: the first instant of today.
  func earliestDueDate() -> Date
  /// Validates and stores a new item.
  ///
  /// - Throws: ``AddEntryError`` naming what is wrong; nothing is stored then.
  func saveNewEntry(title: String, dueDate: Date) throws(AddEntryError)
}

/// The add module's navigation, as its presenter uses it.
///
/// ``AddModuleWireframe`` implements it.
public protocol AddWireframe {
  /// Takes the form off screen.
  func dismissAddInterface()
}

/// The add module as another module starts it (objc.io's `VTDAddWireframe` seen from outside).
///
/// ``AddModuleWireframe`` implements it; the list wireframe calls it.
public protocol AddModuleInput {
  /// Presents the form, ready for a new item.
  func presentAddInterface()
}

/// What the add module tells the module that started it (objc.io's `VTDAddModuleDelegate`).
///
/// The list presenter implements it; the add presenter holds it weakly.
public protocol AddModuleOutput: AnyObject {
  /// Receives word that an item was saved and the form closed.
  func addModuleDidSaveAddAction()
  /// Receives word that the form closed without saving.
  func addModuleDidCancelAddAction()
}

/// What is wrong with a new item, or why it could not be stored.
public enum AddEntryError: Error, Hashable {
  /// The title is empty, or holds only spaces and line breaks.
  case emptyTitle
  /// The due date is before `earliest`, the first instant of today.
  case dueDateBeforeToday(dueDate: Date, earliest: Date)
  /// The store refused the item; the text is its reason.
  case notStored(String)
}
