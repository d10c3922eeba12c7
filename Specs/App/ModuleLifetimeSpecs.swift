import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// Releasing the modules frees every object in them: no reference cycle keeps one alive
/// (the objc.io apps had several).
@MainActor
struct ModuleLifetimeSpecs {
  @Test func `the list, add and edit modules are all freed when released`() async {
    weak var listPresenter: ListPresenter?
    weak var addPresenter: AddPresenter?
    weak var editPresenter: EditPresenter?
    weak var store: InMemoryTodoStore?
    weak var listView: ListViewSpy?
    weak var addView: AddViewSpy?
    weak var editView: EditViewSpy?

    do {
      let realStore = InMemoryTodoStore()
      let dependencies = AppDependencies(
        clock: FixedClock(.may21AtNoon), calendar: .sundayFirst,
        store: realStore)
      let realListView = ListViewSpy()
      let realAddView = AddViewSpy()
      let realEditView = EditViewSpy()
      dependencies.install(listView: realListView, addView: realAddView, editView: realEditView)
      dependencies.listPresenter.addNewEntry()
      await dependencies.addPresenter.saveAddAction(
        TodoEntry(title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z")))
      await dependencies.listPresenter.updateView()
      dependencies.listPresenter.openItem(atRow: 1)
      await dependencies.editPresenter.viewWillAppear()
      await dependencies.editPresenter.saveEditAction(
        TodoEntry(title: "Buy oat milk", dueDate: .iso("2014-05-22T09:00:00Z")))
      listPresenter = dependencies.listPresenter
      addPresenter = dependencies.addPresenter
      editPresenter = dependencies.editPresenter
      store = realStore
      listView = realListView
      addView = realAddView
      editView = realEditView
      #expect(listPresenter != nil)
      #expect(
        realEditView.messages == [
          .setMinimumDueDate(.iso("2014-05-21T00:00:00Z")), .present,
          .showItem(
            EditDisplayData(
              title: "Buy milk", dueDate: .iso("2014-05-22T09:00:00Z"),
              dueText: "2014-05-22T09:00:00Z, Thursday",
              heading: "Editing: Buy milk, due 2014-05-22T09:00:00Z, Thursday")),
          .dismiss,
        ])
    }

    #expect(listPresenter == nil)
    #expect(addPresenter == nil)
    #expect(editPresenter == nil)
    #expect(store == nil)
    #expect(listView == nil)
    #expect(addView == nil)
    #expect(editView == nil)
  }

  @Test func `with views that own their presenters, as the app's do, every module is freed`()
    async
  {
    // A view owns its presenter; a presenter that held its view strongly would make a cycle
    // that the spies above, which own nothing, cannot show.
    weak var listPresenter: ListPresenter?
    weak var addPresenter: AddPresenter?
    weak var editPresenter: EditPresenter?
    weak var listView: TerminalListView?
    weak var addView: TerminalAddView?
    weak var editView: TerminalEditView?

    do {
      let terminal = ScriptedTerminal(
        lines: TypedEntry("Buy milk", due: "2014-05-22").lines + ["title", "Buy oat milk", "save"])
      let dependencies = AppDependencies(
        clock: FixedClock(.may21AtNoon), calendar: .sundayFirst, store: InMemoryTodoStore())
      let parser = DueDateParser(calendar: .sundayFirst, clock: FixedClock(.may21AtNoon))
      let realListView = TerminalListView(
        eventHandler: dependencies.listPresenter, output: terminal, style: .plain, parser: parser)
      let realAddView = TerminalAddView(
        eventHandler: dependencies.addPresenter, input: terminal, output: terminal,
        style: .plain, parser: parser)
      let realEditView = TerminalEditView(
        eventHandler: dependencies.editPresenter, input: terminal, output: terminal,
        style: .plain, parser: parser)
      dependencies.install(listView: realListView, addView: realAddView, editView: realEditView)
      await realListView.viewWillAppear()
      _ = await realListView.handle(.text("add"))
      await realAddView.runUntilDismissed()
      _ = await realListView.handle(.text("open 1"))
      await realEditView.runUntilDismissed()
      listPresenter = dependencies.listPresenter
      addPresenter = dependencies.addPresenter
      editPresenter = dependencies.editPresenter
      listView = realListView
      addView = realAddView
      editView = realEditView
      #expect(terminal.output.output.hasSuffix("Tomorrow\n  1. Buy oat milk (Thursday)\n"))
    }

    #expect(listPresenter == nil)
    #expect(addPresenter == nil)
    #expect(editPresenter == nil)
    #expect(listView == nil)
    #expect(addView == nil)
    #expect(editView == nil)
  }

  @Test func `the add view owns its presenter: both live while it is shown, and go with it`() {
    // The view holds its presenter strongly and the presenter its view weakly: a strong
    // reference back would keep both for ever, a weak one forward would free the presenter
    // while its form is on screen.
    weak var presenter: AddPresenter?
    weak var view: TerminalAddView?
    var shown: TerminalAddView?

    do {
      let terminal = ScriptedTerminal(lines: [])
      let realPresenter = AddPresenter(
        interactor: AddInteractorSpy(earliestDueDate: .iso("2014-05-21T00:00:00Z")),
        wireframe: AddWireframeSpy(), calendar: .sundayFirst)
      let realView = TerminalAddView(
        eventHandler: realPresenter, input: terminal, output: terminal, style: .plain,
        parser: DueDateParser(calendar: .sundayFirst, clock: FixedClock(.may21AtNoon)))
      realPresenter.view = realView
      presenter = realPresenter
      view = realView
      shown = realView
    }

    #expect(shown === view)
    #expect(presenter != nil)
    shown = nil
    #expect(view == nil)
    #expect(presenter == nil)
  }
}
