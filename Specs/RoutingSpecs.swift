import Fakes
import Foundation
import Testing
import TodoVIPER

/// The wireframes, and the two modules wired by the composition root.
@MainActor
struct RoutingSpecs {
  @Test func `the list wireframe presents the add module`() {
    let addModule = AddModuleInputSpy()

    ListModuleWireframe(addModule: addModule).presentAddInterface()

    #expect(addModule.messages == [.presentAddInterface])
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
