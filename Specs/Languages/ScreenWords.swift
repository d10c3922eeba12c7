import Fakes
import Foundation
import TodoTerminal
import TodoVIPER

/// Every word the add form shows in one language, as its presenter chooses them, but its
/// fields' prompts (one table pins those, for every language at once): what it says when it
/// closes without saving, and the message of each error the add interactor reports.
struct AddScreenWords: Hashable {
  var cancelled: String
  var emptyTitle: String
  var dueDateBeforeToday: String
  var notStored: String
}

/// Every word the edit form shows in one language, as its presenter chooses them, but its
/// fields' prompts (in that table too): the labels, the item's line, and the message of each
/// error the edit interactor reports.
struct EditScreenWords: Hashable {
  var command: String
  var confirmDelete: String
  var notDeletedAfterNo: String
  var cancelled: String
  var heading: String
  var emptyTitle: String
  var dueDateBeforeToday: String
  /// The item is gone after it was shown, and before.
  var gone: String
  var goneUnnamed: String
  /// The store failed while saving, marking done, deleting, and reading the item.
  var notSaved: String
  var notCompleted: String
  var notDeleted: String
  var cannotRead: String
}

/// Shows the add and edit forms in a language, through their presenters and spies.
///
/// "Today" is Wednesday 2014-05-21 (UTC); the item being edited, "Pay rent", is due on Saturday
/// 2014-05-31 at the start of the day; a date typed too early is 2014-05-01; a store that fails
/// has no space left (`ENOSPC`).
@MainActor
enum ScreenWords {
  static let earliest = Date.iso("2014-05-21T00:00:00Z")
  static let tooEarly = Date.iso("2014-05-01T00:00:00Z")
  static let noSpace = Message.systemError(ENOSPC)

  /// The words of `locale`'s language, from the translations `todo` is built with.
  static func words(_ locale: String) -> Words {
    InstalledWords.words(for: locale)
  }

  /// The add form's presenter in `locale`'s language, shown on `view`, and the interactor
  /// spy whose `saveError` it words.
  static func addPresenter(
    in locale: String
  ) -> (presenter: AddPresenter, view: AddViewSpy, interactor: AddInteractorSpy) {
    let view = AddViewSpy()
    let interactor = AddInteractorSpy(earliestDueDate: earliest)
    let presenter = AddPresenter(
      interactor: interactor, wireframe: AddWireframeSpy(), calendar: .sundayFirst,
      words: words(locale))
    presenter.view = view
    presenter.configureUserInterfaceForPresentation()
    return (presenter, view, interactor)
  }

  static func addForm(in locale: String) async -> AddScreenWords {
    let (presenter, view, interactor) = addPresenter(in: locale)
    func shown(_ error: AddEntryError) async -> String {
      interactor.saveError = error
      await presenter.saveAddAction(TodoEntry(title: "Pay rent", dueDate: tooEarly))
      return view.lastErrorMessage ?? "(nothing shown)"
    }
    let labels = view.labels ?? .english
    return AddScreenWords(
      cancelled: labels.cancelled,
      emptyTitle: await shown(.emptyTitle),
      dueDateBeforeToday: await shown(.dueDateBeforeToday(dueDate: tooEarly, earliest: earliest)),
      notStored: await shown(.notStored(noSpace)))
  }

  /// An edit presenter over spies, opened for `item` and shown (`loaded`) or not yet, whose
  /// interactor then fails with `error` and says today starts at `earliest`; and the view it
  /// tells.
  static func editPresenter(
    for item: TodoItem, in locale: String, failing error: EditEntryError?, loaded: Bool = true,
    earliest: Date = earliest
  ) async -> (EditPresenter, EditViewSpy) {
    let view = EditViewSpy()
    let interactor = EditInteractorSpy(item: item, earliestDueDate: earliest)
    let presenter = EditPresenter(
      interactor: interactor, wireframe: EditWireframeSpy(), calendar: .sundayFirst,
      words: words(locale))
    presenter.view = view
    presenter.configureUserInterfaceForPresentation(for: item.id)
    if loaded { await presenter.viewWillAppear() }
    interactor.error = error
    return (presenter, view)
  }

  static func editForm(in locale: String) async -> EditScreenWords {
    let rent = TodoItem(
      id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-31T00:00:00Z"))
    func presenter(
      failing error: EditEntryError?, loaded: Bool
    ) async -> (EditPresenter, EditViewSpy) {
      await editPresenter(for: rent, in: locale, failing: error, loaded: loaded)
    }
    func saving(_ error: EditEntryError, loaded: Bool = true) async -> String {
      let (presenter, view) = await presenter(failing: error, loaded: loaded)
      await presenter.saveEditAction(TodoEntry(title: "Pay rent", dueDate: tooEarly))
      return view.lastErrorMessage ?? "(nothing shown)"
    }
    let (_, shownView) = await presenter(failing: nil, loaded: true)
    let (completing, completingView) = await presenter(failing: .notStored(noSpace), loaded: true)
    await completing.completeAction()
    let (deleting, deletingView) = await presenter(failing: .notStored(noSpace), loaded: true)
    await deleting.deleteAction()
    let (reading, readingView) = await presenter(failing: .notStored(noSpace), loaded: false)
    await reading.viewWillAppear()
    let labels = shownView.labels ?? .english
    return EditScreenWords(
      command: labels.command, confirmDelete: labels.confirmDelete,
      notDeletedAfterNo: labels.notDeleted, cancelled: labels.cancelled,
      heading: shownView.shownItem?.heading ?? "(nothing shown)",
      emptyTitle: await saving(.emptyTitle),
      dueDateBeforeToday: await saving(.dueDateBeforeToday(dueDate: tooEarly, earliest: earliest)),
      gone: await saving(.itemNotFound(rent.id)),
      goneUnnamed: await saving(.itemNotFound(rent.id), loaded: false),
      notSaved: await saving(.notStored(noSpace)),
      notCompleted: completingView.lastErrorMessage ?? "(nothing shown)",
      notDeleted: deletingView.lastErrorMessage ?? "(nothing shown)",
      cannotRead: readingView.lastErrorMessage ?? "(nothing shown)")
  }
}

extension ScreenWords {
  /// What the list's command loop says of a command it does not know: the hint that names the
  /// commands, which stay English in every language.
  static func commandHint(in locale: String) async -> String {
    let output = TextOutputSpy()
    let view = TerminalListView(
      eventHandler: ListViewOutputSpy(), output: output, style: .plain,
      parser: DueDateParser(calendar: .sundayFirst, clock: FixedClock(.nov22At10)),
      words: words(locale))
    _ = await view.handle(.text("frobnicate"))
    return output.error
  }
}

extension ScreenWords {
  /// What the edit form says of a command it does not know, `frob`: the hint that names its
  /// commands, which stay English in every language.
  static func editCommandHint(in locale: String) async -> String {
    let output = TextOutputSpy()
    let presenter = EditViewOutputSpy(
      item: EditDisplayData(
        title: "Pay rent", dueDate: .iso("2014-05-31T00:00:00Z"), dueText: "", heading: ""))
    let view = TerminalEditView(
      eventHandler: presenter, input: ScriptedInput(lines: ["frob"]), output: output,
      style: .plain,
      parser: DueDateParser(calendar: .sundayFirst, clock: FixedClock(.nov22At10)),
      words: words(locale))
    presenter.view = view
    view.present()
    await view.runUntilDismissed()
    return output.error
  }
}

extension AddViewSpy {
  /// The last problem the form showed.
  var lastErrorMessage: String? {
    messages.reversed().lazy.compactMap {
      if case .showErrorMessage(let message) = $0 { message } else { nil }
    }.first
  }
}

extension EditViewSpy {
  /// The last problem the form showed.
  var lastErrorMessage: String? {
    messages.reversed().lazy.compactMap {
      if case .showErrorMessage(let message) = $0 { message } else { nil }
    }.first
  }

  /// The item the form showed last.
  var shownItem: EditDisplayData? {
    messages.reversed().lazy.compactMap {
      if case .showItem(let data) = $0 { data } else { nil }
    }.first
  }
}

extension ScreenWords {
  /// What the add form says, at a terminal, of a line that is not UTF-8 text and of one that is
  /// too long: the problem and what to do, as the user reads them on standard error.
  static func lineProblems(in locale: String) async -> [String] {
    let output = TextOutputSpy()
    let presenter = AddViewOutputSpy()
    let view = TerminalAddView(
      eventHandler: presenter, input: ScriptedInput([.notUTF8, .tooLong, .text("cancel")]),
      output: output,
      style: TerminalStyle(showsPrompts: true, usesColor: false, usesColorOnErrors: false),
      parser: DueDateParser(calendar: .sundayFirst, clock: FixedClock(.nov22At10)),
      words: words(locale))
    presenter.view = view
    view.present()
    await view.runUntilDismissed()
    return output.error.split(separator: "\n").map(String.init)
  }

  /// The reason of a system call that failed with an `errno` no table names, `ENXIO` (6).
  static func unnamedSystemError(in locale: String) -> String {
    words(locale).text(.systemError(ENXIO))
  }
}

extension ScreenWords {
  /// What the list shows when the calendar cannot place "now" (10^15 s after 1970): the list it
  /// cannot load, and a due date it cannot explain; through a real interactor and presenter.
  static func listUnplaceable(in locale: String) async -> [String] {
    let view = ListViewSpy()
    let interactor = ListInteractor(
      dataManager: TodoDataManagerSpy(), clock: FixedClock(Date(timeIntervalSince1970: 1e15)),
      calendar: .sundayFirst, timeZoneDataVersion: "2099z")
    let presenter = ListPresenter(
      interactor: interactor, wireframe: ListWireframeSpy(), calendar: .sundayFirst,
      words: words(locale))
    interactor.output = presenter
    presenter.view = view
    await presenter.updateView()
    interactor.explain(dueDate: earliest)
    return view.messages.compactMap {
      if case .showErrorMessage(let message) = $0 { message } else { nil }
    }
  }

  /// What the due-date parser says of "tomorrow" typed where the calendar cannot place "now".
  static func dueDateUnplaceable(in locale: String, typed: String) -> String {
    let parser = DueDateParser(
      calendar: .sundayFirst, clock: FixedClock(Date(timeIntervalSince1970: 1e15)),
      words: words(locale))
    guard case .failure(let error) = parser.dueDate(from: typed) else { return "(a date)" }
    return words(locale).text(error.message)
  }

  /// The sentence of a store that holds no item with the identity asked for, as the edit
  /// interactor is told it (it then says ``Word/editGone`` instead).
  static func itemNotFound(in locale: String) -> String {
    words(locale).text(TodoItemNotFound(id: .numbered(2)).message)
  }
}

extension ScreenWords {
  /// What the list says to `open` of a row it does not show, when it shows `count` items (due
  /// tomorrow, 2014-05-22); through a presenter and spies.
  static func refusedOpen(row: Int, shown count: Int, in locale: String) -> String {
    let view = ListViewSpy()
    let presenter = ListPresenter(
      interactor: ListInteractorSpy(), wireframe: ListWireframeSpy(), calendar: .sundayFirst,
      words: words(locale))
    presenter.view = view
    presenter.foundUpcomingItems(
      (0..<count).map { index in
        UpcomingItem(
          id: .numbered(index + 1), title: "Item \(index + 1)",
          dueDate: .iso("2014-05-22T08:00:00Z"), relation: .tomorrow)
      })
    presenter.openItem(atRow: row)
    guard case .showErrorMessage(let message) = view.messages.last else { return "(no error)" }
    return message
  }
}
