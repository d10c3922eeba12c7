import Foundation

// Every protocol of the List module, in one place. The names say which way the calls go:
// an `Input` is what a role is told, an `Output` is what it tells.
//
// Every role of the module runs on the main actor, where a UIKit or SwiftUI view lives; only
// the data manager (see `ListDataManager`) works elsewhere. A call that waits for the store is
// `async`; one that only shows or routes is not.

/// What the list presenter tells the list view (objc.io's `VTDListViewInterface`).
///
/// The view implements it and shows exactly what it is given; the presenter holds it weakly.
@MainActor
public protocol ListViewInput: AnyObject {
  /// Shows that nothing is due from today through the end of next week, in the presenter's
  /// words: "Nothing to do from today through the end of next week." in English.
  func showNoContentMessage(_ message: String)
  /// Shows the upcoming items, section by section.
  func showUpcomingDisplayData(_ data: UpcomingDisplayData)
  /// Shows that the items could not be found, and why.
  func showErrorMessage(_ message: String)
  /// Shows why a due date falls where it does: "now", the boundaries, the relation.
  func showExplanation(_ data: ExplanationDisplayData)
}

/// What the list view tells its presenter when the user acts (objc.io's `VTDListModuleInterface`).
///
/// The list presenter implements it; the view calls it.
@MainActor
public protocol ListViewOutput: AnyObject {
  /// Asks for the list to be shown afresh, as the view appears or the user asks for it, and
  /// returns once the view has been told what to show (or that a newer request told it).
  func updateView() async
  /// Asks for the form that adds a new item (the "+" button).
  func addNewEntry()
  /// Asks why a due date falls where it does in the near term, now (`todo explain`).
  func explain(dueDate: Date)
  /// Asks for the form that edits the item shown in row `row`: rows count from 1, in the
  /// order shown, across sections.
  func openItem(atRow row: Int)
}

/// The list interactor's use case, as the presenter asks for it (objc.io's
/// `VTDListInteractorInput`).
@MainActor
public protocol ListInteractorInput {
  /// Finds the items due from the start of today through the end of next week, and reports them
  /// to the output, unless the answer to a newer request was reported first.
  func findUpcomingItems() async
  /// Works out where a due date falls and every boundary that decided it, and reports it to
  /// the output.
  func explain(dueDate: Date)
}

/// What the list interactor reports (objc.io's `VTDListInteractorOutput`).
///
/// The list presenter implements it; the interactor holds it weakly.
@MainActor
public protocol ListInteractorOutput: AnyObject {
  /// Receives the upcoming items, sorted by due date and then title; empty when nothing is due.
  func foundUpcomingItems(_ items: [UpcomingItem])
  /// Receives the reason the upcoming items could not be found.
  func failedToFindUpcomingItems(_ error: any Error)
  /// Receives why a due date falls where it does.
  func explained(_ explanation: NearTermExplanation)
  /// Receives the reason a due date could not be explained.
  func failedToExplain(_ error: any Error)
}

/// What the list presenter tells its wireframe: the list module's navigation (objc.io's
/// `VTDListWireframe`, a class, which the presenter called directly).
///
/// The list presenter calls it; the class ``ListModuleWireframe`` implements it.
@MainActor
public protocol ListWireframeInput {
  /// Presents the add module's form.
  func presentAddInterface()
  /// Presents the edit module's form for the item with identity `id`.
  func presentEditInterface(for id: TodoItem.ID)
}
