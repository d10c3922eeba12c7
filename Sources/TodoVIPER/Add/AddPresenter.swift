import Foundation

/// The add module's presenter: prepares the form, saves or cancels, and tells the module that
/// started it (objc.io's `VTDAddPresenter`).
///
/// Save validates and stores through the interactor, then dismisses the form, then tells the
/// module output, in that order. An invalid entry or a store error is shown on the view and
/// the form stays open. Cancel dismisses, then tells the module output.
///
/// **One save at a time.** While a save waits for the store, the form is busy: another save
/// and a cancel are ignored, so an item is never stored twice and the form never dismissed
/// twice. The save that is running decides how the form ends: dismissed, once, and the list
/// told, or the problem shown and the form open again for the next save or cancel.
///
/// It runs on the main actor, because it tells the view what to show.
@MainActor
public final class AddPresenter {
  /// The form it configures and tells what is wrong; held weakly, as the view owns its presenter.
  public weak var view: (any AddViewInput)?
  /// The module that started the form (the list presenter); held weakly.
  public weak var moduleOutput: (any AddModuleOutput)?

  private let interactor: any AddInteractorInput
  private let wireframe: any AddWireframeInput
  private let calendar: Calendar
  /// The words of the form and of its problems.
  private let words: Words
  /// Whether a save is waiting for the store.
  private var isSaving = false

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - interactor: The add use case.
  ///   - wireframe: The add module's navigation.
  ///   - calendar: The calendar whose time zone dates in messages are written in.
  ///   - words: The words of the form and of its problems: English by default.
  public init(
    interactor: any AddInteractorInput, wireframe: any AddWireframeInput, calendar: Calendar,
    words: Words = .english
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.calendar = calendar
    self.words = words
  }

  /// Sets the form's earliest due date to the start of today, and its words, before it is
  /// shown.
  public func configureUserInterfaceForPresentation() {
    let earliest = interactor.earliestDueDate()
    view?.setMinimumDueDate(earliest)
    view?.setLabels(
      AddFormLabels(
        prompts: EntryField.prompts(earliest: earliest, timeZone: calendar.timeZone, in: words),
        cancelled: words(.addCancelled)))
  }
}

extension AddPresenter: AddViewOutput {
  /// Saves the item, dismisses the form and tells the module output; or shows what is wrong.
  ///
  /// Ignored while another save is running.
  public func saveAddAction(_ entry: TodoEntry) async {
    guard !isSaving else { return }
    isSaving = true
    do {
      try await interactor.saveNewEntry(entry)
    } catch {
      isSaving = false
      view?.showErrorMessage(message(for: error))
      return
    }
    isSaving = false
    wireframe.dismissAddInterface()
    await moduleOutput?.addModuleDidSaveAddAction()
  }

  /// Dismisses the form and tells the module output.
  ///
  /// Ignored while a save is running: that save decides how the form ends.
  public func cancelAddAction() {
    guard !isSaving else { return }
    wireframe.dismissAddInterface()
    moduleOutput?.addModuleDidCancelAddAction()
  }
}

extension AddPresenter {
  private func message(for error: AddEntryError) -> String {
    switch error {
    case .emptyTitle:
      words(.entryEmptyTitle)
    case .dueDateBeforeToday(let dueDate, let earliest):
      words.text(
        EntryRules.dueDateBeforeToday(
          dueDate: dueDate, earliest: earliest, timeZone: calendar.timeZone))
    case .notStored(let reason):
      words(.addNotSaved, .message(reason))
    }
  }
}
