import Foundation

// Every protocol of the Edit module, in one place. The names say which way the calls go: an
// `Input` is what a role is told, an `Output` is what it tells.
//
// The module takes one item's identity in (``EditModuleInput``) and hands one result back
// (``EditModuleOutput``): the answer to "how does data get passed from one module to the next,
// and how does a module return a result?". Every role runs on the main actor; only the data
// manager (see ``EditDataManager``) works elsewhere.

/// What the edit presenter tells the edit view.
///
/// The view implements it; the presenter holds it weakly.
@MainActor
public protocol EditViewInput: AnyObject {
  /// Shows the item being edited, as it is in the store.
  func showItem(_ data: EditDisplayData)
  /// Sets the earliest due date the form accepts: the start of today.
  func setMinimumDueDate(_ date: Date)
  /// Sets the words of the form: its prompts, its question before a delete, and what it says
  /// when it keeps the item or closes with nothing changed.
  func setLabels(_ labels: EditFormLabels)
  /// Shows what is wrong; the form stays open unless the presenter closes it.
  func showErrorMessage(_ message: String)
}

/// What the edit view tells its presenter when the user acts.
///
/// The edit presenter implements it; the view calls it.
@MainActor
public protocol EditViewOutput: AnyObject {
  /// Loads the item the form was presented for and shows it, or says it is gone and closes.
  func viewWillAppear() async
  /// Saves what of the entry differs from the item as it was shown, then closes the form and
  /// tells the module that opened it; or shows what is wrong (for a field another program
  /// changed meanwhile, the item again as it is now, the form open).
  func saveEditAction(_ entry: TodoEntry) async
  /// Marks the item done, then closes the form and tells the module that opened it.
  func completeAction() async
  /// Removes the item (the view has had it confirmed), then closes the form and tells.
  func deleteAction() async
  /// Closes the form with nothing changed, tells the module that opened it, and returns once
  /// that module has acted on it.
  func cancelEditAction() async
}

/// The edit interactor's use cases, as the presenter asks for them.
@MainActor
public protocol EditInteractorInput {
  /// Returns the earliest due date an item may be given: the first instant of today.
  func earliestDueDate() -> Date
  /// Returns the item to do with identity `id`, as the store holds it now.
  ///
  /// - Throws: ``EditEntryError/itemNotFound(_:)``, or ``EditEntryError/notStored(_:)`` when
  ///   the store cannot be read.
  func item(withID id: TodoItem.ID) async throws(EditEntryError) -> TodoItem
  /// Validates an entry by the rules of a new one and stores the fields that differ from the
  /// item with identity `id` as it was loaded, applied to the item as the store holds it now.
  ///
  /// - Throws: ``EditEntryError`` naming what is wrong, or
  ///   ``EditEntryError/changedMeanwhile(_:)`` when another program changed a field this
  ///   changes since the item was loaded; nothing is stored then.
  func saveChanges(_ entry: TodoEntry, to id: TodoItem.ID) async throws(EditEntryError)
  /// Marks the item done, now, as it is in the store (whatever changed since it was loaded).
  func complete(_ id: TodoItem.ID) async throws(EditEntryError)
  /// Removes the item, if the store still holds it as it was loaded.
  ///
  /// - Throws: ``EditEntryError/changedMeanwhile(_:)`` when its title or due date changed.
  func delete(_ id: TodoItem.ID) async throws(EditEntryError)
}

/// What the edit presenter tells its wireframe: the edit module's navigation.
///
/// The class ``EditModuleWireframe`` implements it.
@MainActor
public protocol EditWireframeInput {
  /// Takes the form off screen.
  func dismissEditInterface()
}

/// The edit module as another module starts it: with the identity of the item to edit, the
/// data passed in.
///
/// ``EditModuleWireframe`` implements it; the list wireframe calls it.
@MainActor
public protocol EditModuleInput {
  /// Presents the form for the item with identity `id`.
  func presentEditInterface(for id: TodoItem.ID)
}

/// What the edit module tells the module that opened it, once the form has closed: the result
/// passed back.
///
/// The list presenter implements it; the edit presenter holds it weakly.
@MainActor
public protocol EditModuleOutput: AnyObject {
  /// Receives how editing ended, and returns once the module has acted on it (the list has
  /// shown itself again).
  func editModuleDidFinish(with result: EditResult) async
}

/// How editing one item ended, with the item's identity.
public enum EditResult: Hashable, Sendable {
  /// Its title or due date was changed and saved.
  case changed(TodoItem.ID)
  /// It was marked done.
  case completed(TodoItem.ID)
  /// It was removed.
  case deleted(TodoItem.ID)
  /// The form closed with nothing changed (the user cancelled, or the item was gone).
  case cancelled(TodoItem.ID)
}

/// What is wrong with a change, or why it could not be stored.
public enum EditEntryError: Error, Hashable, Sendable {
  /// The title is empty, or holds only spaces and characters that take no room.
  case emptyTitle
  /// The due date is before `earliest`, the first instant of today.
  case dueDateBeforeToday(dueDate: Date, earliest: Date)
  /// The store holds no such item to do any more: another program removed it or marked it done.
  case itemNotFound(TodoItem.ID)
  /// Another program changed the item since it was loaded, in a field this change or delete
  /// would undo; the item is given as the store holds it now.
  case changedMeanwhile(TodoItem)
  /// The store refused the change; the message is its reason, for the presenter to word.
  case notStored(Message)
}
