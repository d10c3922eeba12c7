import Foundation

// Every protocol of the Add module, in one place. The names say which way the calls go:
// an `Input` is what a role is told, an `Output` is what it tells.
//
// Every role of the module runs on the main actor; only the data manager (see `AddDataManager`)
// works elsewhere. A call that waits for the store is `async`; one that only shows, routes or
// closes the form is not.

/// What the add presenter tells the add view (objc.io's `VTDAddViewInterface`).
///
/// The view implements it; the presenter holds it weakly.
@MainActor
public protocol AddViewInput: AnyObject {
  /// Sets the earliest due date the form accepts: the start of today.
  func setMinimumDueDate(_ date: Date)
  /// Sets the words of the form: its prompts and what it says when it closes without saving.
  func setLabels(_ labels: AddFormLabels)
  /// Shows what is wrong with the entry; the form stays open.
  func showErrorMessage(_ message: String)
}

/// What the add view tells its presenter when the user acts (objc.io's `VTDAddModuleInterface`).
///
/// The add presenter implements it; the view calls it.
@MainActor
public protocol AddViewOutput: AnyObject {
  /// Saves a new item with the entry's fields, or reports what is wrong with them, and returns
  /// once the form is closed and the list told, or the problem shown.
  func saveAddAction(_ entry: TodoEntry) async
  /// Closes the form without saving.
  func cancelAddAction()
}

/// The add interactor's use case, as the presenter asks for it.
@MainActor
public protocol AddInteractorInput {
  /// Returns the earliest due date a new item may have: the first instant of today.
  func earliestDueDate() -> Date
  /// Validates an entry and stores it as a new item.
  ///
  /// - Throws: ``AddEntryError`` naming what is wrong; nothing is stored then.
  func saveNewEntry(_ entry: TodoEntry) async throws(AddEntryError)
}

/// What the add presenter tells its wireframe: the add module's navigation.
///
/// The class ``AddModuleWireframe`` implements it.
@MainActor
public protocol AddWireframeInput {
  /// Takes the form off screen.
  func dismissAddInterface()
}

/// The add module as another module starts it (objc.io's `VTDAddWireframe` seen from outside).
///
/// ``AddModuleWireframe`` implements it; the list wireframe calls it.
@MainActor
public protocol AddModuleInput {
  /// Presents the form, ready for a new item.
  func presentAddInterface()
}

/// What the add module tells the module that started it (objc.io's `VTDAddModuleDelegate`).
///
/// The list presenter implements it; the add presenter holds it weakly.
@MainActor
public protocol AddModuleOutput: AnyObject {
  /// Receives word that an item was saved and the form closed; returns once the module has
  /// acted on it (the list has shown the new item).
  func addModuleDidSaveAddAction() async
  /// Receives word that the form closed without saving.
  func addModuleDidCancelAddAction()
}

/// What is wrong with a new item, or why it could not be stored.
public enum AddEntryError: Error, Hashable, Sendable {
  /// The title is empty, or holds only spaces and line breaks.
  case emptyTitle
  /// The due date is before `earliest`, the first instant of today.
  case dueDateBeforeToday(dueDate: Date, earliest: Date)
  /// The store refused the item; the message is its reason, for the presenter to word.
  case notStored(Message)
}
