import Fakes
import Foundation
import Testing
import TodoVIPER

/// The list presenter: what the list view is told to show, and where "add" goes
/// (objc.io's `VTDListPresenterTests`, and more).
@MainActor
struct ListPresenterSpecs {
  let interactor = ListInteractorSpy()
  let wireframe = ListWireframeSpy()
  let view = ListViewSpy()

  /// Thursday 2014-05-29 at noon UTC, the due date in the objc.io presenter specs.
  let may29AtNoon = Date.iso("2014-05-29T12:00:00Z")

  func makePresenter(calendar: Calendar = .sundayFirst) -> ListPresenter {
    let presenter = ListPresenter(interactor: interactor, wireframe: wireframe, calendar: calendar)
    presenter.view = view
    return presenter
  }

  @Test func `updating the view asks the interactor for upcoming items`() async {
    await makePresenter().updateView()

    #expect(interactor.messages == [.findUpcomingItems])
    #expect(view.messages == [])
  }

  @Test func `found zero upcoming items displays the no-content message`() {
    makePresenter().foundUpcomingItems([])

    #expect(view.messages == [.showNoContentMessage])
  }

  @Test func `found an item for today displays it with no day`() {
    makePresenter().foundUpcomingItems([
      UpcomingItem(title: "Get a haircut", dueDate: may29AtNoon, relation: .today)
    ])

    #expect(
      view.messages == [
        .showUpcomingDisplayData(
          UpcomingDisplayData(sections: [
            UpcomingDisplaySection(
              name: "Today", imageName: "check",
              items: [UpcomingDisplayItem(title: "Get a haircut", dueDay: "")])
          ]))
      ])
  }

  @Test func `found an item for tomorrow displays it with its weekday`() {
    makePresenter().foundUpcomingItems([
      UpcomingItem(title: "Buy groceries", dueDate: may29AtNoon, relation: .tomorrow)
    ])

    #expect(
      view.messages == [
        .showUpcomingDisplayData(
          UpcomingDisplayData(sections: [
            UpcomingDisplaySection(
              name: "Tomorrow", imageName: "alarm",
              items: [UpcomingDisplayItem(title: "Buy groceries", dueDay: "Thursday")])
          ]))
      ])
  }

  @Test func `items are shown in the order Today, Tomorrow, Later This Week, Next Week`() {
    makePresenter().foundUpcomingItems([
      UpcomingItem(
        title: "Plan holiday", dueDate: .iso("2014-05-26T09:00:00Z"), relation: .nextWeek),
      UpcomingItem(
        title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"), relation: .laterThisWeek),
      UpcomingItem(title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"), relation: .tomorrow),
      UpcomingItem(title: "Get a haircut", dueDate: .iso("2014-05-21T17:00:00Z"), relation: .today),
      UpcomingItem(title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z"), relation: .nextWeek),
    ])

    #expect(
      view.messages == [
        .showUpcomingDisplayData(
          UpcomingDisplayData(sections: [
            UpcomingDisplaySection(
              name: "Today", imageName: "check",
              items: [UpcomingDisplayItem(title: "Get a haircut", dueDay: "")]),
            UpcomingDisplaySection(
              name: "Tomorrow", imageName: "alarm",
              items: [UpcomingDisplayItem(title: "Buy milk", dueDay: "Thursday")]),
            UpcomingDisplaySection(
              name: "Later This Week", imageName: "circle",
              items: [UpcomingDisplayItem(title: "Call mum", dueDay: "Saturday")]),
            UpcomingDisplaySection(
              name: "Next Week", imageName: "calendar",
              items: [
                UpcomingDisplayItem(title: "Plan holiday", dueDay: "Monday"),
                UpcomingDisplayItem(title: "Pay rent", dueDay: "Saturday"),
              ]),
          ]))
      ])
  }

  @Test func `the weekday is named in the calendar's locale`() {
    makePresenter(calendar: .gregorian(firstWeekday: 2, locale: "de_DE")).foundUpcomingItems([
      UpcomingItem(title: "Brot kaufen", dueDate: may29AtNoon, relation: .tomorrow)
    ])

    #expect(
      view.messages == [
        .showUpcomingDisplayData(
          UpcomingDisplayData(sections: [
            UpcomingDisplaySection(
              name: "Tomorrow", imageName: "alarm",
              items: [UpcomingDisplayItem(title: "Brot kaufen", dueDay: "Donnerstag")])
          ]))
      ])
  }

  @Test func `the weekday is the one in the calendar's time zone`() {
    makePresenter(calendar: .gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo"))
      .foundUpcomingItems([
        UpcomingItem(
          title: "Catch the train", dueDate: .iso("2014-05-29T23:30:00Z"), relation: .tomorrow)
      ])

    #expect(
      view.messages == [
        .showUpcomingDisplayData(
          UpcomingDisplayData(sections: [
            UpcomingDisplaySection(
              name: "Tomorrow", imageName: "alarm",
              items: [UpcomingDisplayItem(title: "Catch the train", dueDay: "Friday")])
          ]))
      ])
  }

  @Test func `a failure to find items is shown with its reason`() {
    makePresenter().failedToFindUpcomingItems(StubError("the disk is on fire"))

    #expect(
      view.messages == [.showErrorMessage("Could not load the to-do list: the disk is on fire")])
  }

  @Test func `the add action presents the add interface`() {
    makePresenter().addNewEntry()

    #expect(wireframe.messages == [.presentAddInterface])
    #expect(interactor.messages == [])
  }

  @Test func `a save in the add module refreshes the list`() async {
    await makePresenter().addModuleDidSaveAddAction()

    #expect(interactor.messages == [.findUpcomingItems])
  }

  @Test func `a cancel in the add module changes nothing`() {
    makePresenter().addModuleDidCancelAddAction()

    #expect(interactor.messages == [])
    #expect(view.messages == [])
    #expect(wireframe.messages == [])
  }
}
