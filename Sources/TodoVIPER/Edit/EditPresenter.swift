import Foundation

/// The edit module's presenter: shows the item it was given the identity of, and saves a change
/// to it, marks it done or removes it, then tells the module that opened it how it ended.
///
/// The module is started with an item's identity (``EditModuleInput``), which the wireframe
/// hands to ``configureUserInterfaceForPresentation(for:)``; it loads the item when the view
/// appears. Every action goes to the interactor, then, when it succeeded, dismisses the form,
/// then tells the module output the ``EditResult``, in that order. A refused change is shown on
/// the view and the form stays open; an item that is gone (another program removed it or marked
/// it done) is named, and the form closes as cancelled. When another program changed the item
/// since it was loaded, in a field the save changes (or at all, for a delete), the presenter
/// names the item, shows it again as it is now, and the form stays open.
///
/// **One action at a time.** While an action waits for the store, the form is busy: another
/// action, and a cancel, are ignored, so a change is never stored twice nor the form dismissed
/// twice. It runs on the main actor, because it tells the view what to show.
@MainActor
public final class EditPresenter {
  /// The form it shows the item on; held weakly, as the view owns its presenter.
  public weak var view: (any EditViewInput)?
  /// The module that opened the form (the list presenter); held weakly.
  public weak var moduleOutput: (any EditModuleOutput)?

  private let interactor: any EditInteractorInput
  private let wireframe: any EditWireframeInput
  private let calendar: Calendar
  /// The words of the form, of the item's line and of its problems.
  private let words: Words
  /// The identity of the item being edited, from the module input.
  private var itemID: TodoItem.ID?
  /// The item as it was loaded, for messages.
  private var item: TodoItem?
  /// Whether an action is waiting for the store.
  private var isBusy = false

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - interactor: The edit use cases.
  ///   - wireframe: The edit module's navigation.
  ///   - calendar: The calendar whose time zone the due date is shown in.
  ///   - words: The words of the form and of its problems: English by default. Their locale
  ///     names the weekday, so that the form has one language.
  public init(
    interactor: any EditInteractorInput, wireframe: any EditWireframeInput, calendar: Calendar,
    words: Words = .english
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    var calendar = calendar
    calendar.locale = words.locale
    self.calendar = calendar
    self.words = words
  }

  /// Prepares the form for the item with identity `id`, before it is shown: the data passed in.
  public func configureUserInterfaceForPresentation(for id: TodoItem.ID) {
    itemID = id
    item = nil
    let earliest = interactor.earliestDueDate()
    view?.setMinimumDueDate(earliest)
    view?.setLabels(
      EditFormLabels(
        command: words(.editPrompt),
        prompts: EntryField.prompts(earliest: earliest, timeZone: calendar.timeZone, in: words),
        confirmDelete: words(.editConfirmDelete), notDeleted: words(.editNotDeletedAfterNo),
        cancelled: words(.editCancelled)))
  }
}

extension EditPresenter: EditViewOutput {
  /// Loads the item and shows it; or, when it is gone, says so and closes the form, cancelled.
  public func viewWillAppear() async {
    guard let itemID else { return }
    await act(failing: .editCannotRead, closing: true) {
      () throws(EditEntryError) in
      let loaded = try await interactor.item(withID: itemID)
      item = loaded
      view?.showItem(displayData(for: loaded))
      return nil
    }
  }

  /// Saves the change, dismisses the form and tells the module output: changed.
  public func saveEditAction(_ entry: TodoEntry) async {
    guard let itemID else { return }
    await act { () throws(EditEntryError) in
      try await interactor.saveChanges(entry, to: itemID)
      return .changed(itemID)
    }
  }

  /// Marks the item done, dismisses the form and tells the module output: completed.
  public func completeAction() async {
    guard let itemID else { return }
    await act(failing: .editNotCompleted) { () throws(EditEntryError) in
      try await interactor.complete(itemID)
      return .completed(itemID)
    }
  }

  /// Removes the item, dismisses the form and tells the module output: deleted.
  public func deleteAction() async {
    guard let itemID else { return }
    await act(failing: .editNotDeleted, changedMeanwhile: .editDeleteChangedMeanwhile) {
      () throws(EditEntryError) in
      try await interactor.delete(itemID)
      return .deleted(itemID)
    }
  }

  /// Dismisses the form and tells the module output: cancelled.
  ///
  /// Ignored while an action waits for the store: that action decides how the form ends.
  public func cancelEditAction() async {
    guard let itemID, !isBusy else { return }
    await finish(with: .cancelled(itemID))
  }
}

extension EditPresenter {
  /// Runs an action, unless another is running; when it returns a result, dismisses the form
  /// and tells the module output; when it fails, shows why (and, for an item that is gone,
  /// closes the form as cancelled; for one changed meanwhile, shows it again as it is now).
  ///
  /// - Parameters:
  ///   - failure: The word for a store that refused the action, with its reason.
  ///   - changedMeanwhile: The word for an item another program changed since it was loaded.
  ///   - closing: Whether any failure closes the form, cancelled: loading the item does.
  private func act(
    failing failure: Word = .editNotSaved, changedMeanwhile: Word = .editChangedMeanwhile,
    closing: Bool = false, _ action: () async throws(EditEntryError) -> EditResult?
  ) async {
    guard let itemID, !isBusy else { return }
    isBusy = true
    let result: EditResult?
    do {
      result = try await action()
    } catch {
      isBusy = false
      view?.showErrorMessage(
        message(for: error, failure: failure, changedMeanwhile: changedMeanwhile))
      if case .changedMeanwhile(let current) = error {
        item = current
        view?.showItem(displayData(for: current))
      }
      let isGone = if case .itemNotFound = error { true } else { false }
      if closing || isGone { await finish(with: .cancelled(itemID)) }
      return
    }
    isBusy = false
    if let result { await finish(with: result) }
  }

  /// Dismisses the form, then tells the module that opened it how editing ended.
  private func finish(with result: EditResult) async {
    wireframe.dismissEditInterface()
    await moduleOutput?.editModuleDidFinish(with: result)
  }

  private func message(
    for error: EditEntryError, failure: Word, changedMeanwhile: Word
  ) -> String {
    switch error {
    case .emptyTitle:
      words(.entryEmptyTitle)
    case .dueDateBeforeToday(let dueDate, let earliest):
      words.text(
        EntryRules.dueDateBeforeToday(
          dueDate: dueDate, earliest: earliest, timeZone: calendar.timeZone))
    case .itemNotFound:
      item.map { words(.editGone, .text($0.title)) } ?? words(.editGoneUnnamed)
    case .changedMeanwhile(let current):
      words(changedMeanwhile, .text((item ?? current).title))
    case .notStored(let reason):
      words(failure, .message(reason))
    }
  }

  /// Returns what the view shows of `item`: its title, its due date as its day where it is due
  /// at the start of one, else as the instant in the calendar's zone, then the weekday, and the
  /// line that names both.
  private func displayData(for item: TodoItem) -> EditDisplayData {
    let zone = calendar.timeZone
    let isStartOfDay = calendar.dateInterval(of: .day, for: item.dueDate)?.start == item.dueDate
    let date =
      isStartOfDay
      ? ISO8601Instant.dayArgument(of: item.dueDate, in: zone)
      : ISO8601Instant.instantArgument(of: item.dueDate, in: zone)
    let symbols = calendar.standaloneWeekdaySymbols
    let index = calendar.component(.weekday, from: item.dueDate) - 1
    let weekday = symbols.indices.contains(index) ? symbols[index] : ""
    let dueText = words(.editDueText, date, .text(weekday))
    return EditDisplayData(
      entry: TodoEntry(item), dueText: dueText,
      heading: words(.editShowing, .text(item.title), .worded(dueText)))
  }
}
