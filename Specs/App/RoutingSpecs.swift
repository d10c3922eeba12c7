import Fakes
import Foundation
import Testing
import TodoVIPER

/// The wireframes: which module each routes to, and with what.
@MainActor
struct RoutingSpecs {
  @Test func `the list wireframe presents the add module`() {
    let addModule = AddModuleInputSpy()
    let editModule = EditModuleInputSpy()

    ListModuleWireframe(addModule: addModule, editModule: editModule).presentAddInterface()

    #expect(addModule.messages == [.presentAddInterface])
    #expect(editModule.messages == [])
  }

  @Test
  func `the list wireframe hands the edit module the identity it was given, and nothing else`() {
    let addModule = AddModuleInputSpy()
    let editModule = EditModuleInputSpy()

    ListModuleWireframe(addModule: addModule, editModule: editModule)
      .presentEditInterface(for: .numbered(42))

    #expect(editModule.messages == [.presentEditInterface(for: .numbered(42))])
    #expect(addModule.messages == [])
  }

  @Test func `the edit wireframe passes the identity to the presenter, then presents the form`()
    async
  {
    let wireframe = EditModuleWireframe()
    let rent = TodoItem(
      id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z"))
    let interactor = EditInteractorSpy(item: rent, earliestDueDate: .iso("2014-05-21T00:00:00Z"))
    let presenter = EditPresenter(
      interactor: interactor, wireframe: wireframe, calendar: .sundayFirst)
    let view = EditViewSpy()
    presenter.view = view
    wireframe.presenter = presenter
    wireframe.view = view

    wireframe.presentEditInterface(for: .numbered(2))
    await presenter.viewWillAppear()

    #expect(interactor.messages == [.earliestDueDate, .item(withID: .numbered(2))])
    #expect(
      view.messages == [
        .setMinimumDueDate(.iso("2014-05-21T00:00:00Z")), .present,
        .showItem(
          EditDisplayData(
            title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z"),
            dueText: "2014-05-31T10:00:00Z, Saturday",
            heading: "Editing: Pay rent, due 2014-05-31T10:00:00Z, Saturday")),
      ])
  }

  @Test func `the edit wireframe dismisses the form`() {
    let wireframe = EditModuleWireframe()
    let view = EditViewSpy()
    wireframe.view = view

    wireframe.dismissEditInterface()

    #expect(view.messages == [.dismiss])
  }

  @Test func `the add wireframe prepares the form, then presents it`() {
    let wireframe = AddModuleWireframe()
    let presenter = AddPresenter(
      interactor: AddInteractorSpy(earliestDueDate: .iso("2014-05-21T00:00:00Z")),
      wireframe: wireframe, calendar: .sundayFirst)
    let view = AddViewSpy()
    presenter.view = view
    wireframe.presenter = presenter
    wireframe.view = view

    wireframe.presentAddInterface()

    #expect(view.messages == [.setMinimumDueDate(.iso("2014-05-21T00:00:00Z")), .present])
  }

  @Test func `the add wireframe dismisses the form`() {
    let wireframe = AddModuleWireframe()
    let view = AddViewSpy()
    wireframe.view = view

    wireframe.dismissAddInterface()

    #expect(view.messages == [.dismiss])
  }
}
