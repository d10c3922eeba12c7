import Foundation

/// The list module's presenter: turns upcoming items into what the list view shows, and routes
/// the user's actions (objc.io's `VTDListPresenter`).
///
/// The list view calls it as its ``ListViewOutput``; the list interactor reports to it as its
/// ``ListInteractorOutput``; the add module tells it as its ``AddModuleOutput`` when the form
/// closes. It owns the interactor and the wireframe and holds the view weakly.
///
/// It runs on the main actor, because it tells the view what to show, and a view is only
/// touched there.
@MainActor
public final class ListPresenter {
  /// The view it tells what to show; held weakly, as the view owns its presenter.
  public weak var view: (any ListViewInput)?

  private let interactor: any ListInteractorInput
  private let wireframe: any ListWireframe
  private let calendar: Calendar

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - interactor: The list use case.
  ///   - wireframe: The list module's navigation.
  ///   - calendar: The calendar whose time zone and locale name the weekdays.
  public init(interactor: any ListInteractorInput, wireframe: any ListWireframe, calendar: Calendar)
  {
    self.interactor = interactor
    self.wireframe = wireframe
    self.calendar = calendar
  }
}

extension ListPresenter: ListViewOutput {
  /// Asks the interactor for the upcoming items, and returns once they are shown.
  public func updateView() async {
    await interactor.findUpcomingItems()
  }

  /// Presents the add module through the wireframe.
  public func addNewEntry() {
    wireframe.presentAddInterface()
  }
}

extension ListPresenter: ListInteractorOutput {
  /// Shows the items in sections, or the no-content message when there are none.
  public func foundUpcomingItems(_ items: [UpcomingItem]) {
    if items.isEmpty {
      view?.showNoContentMessage()
    } else {
      view?.showUpcomingDisplayData(displayData(for: items))
    }
  }

  /// Shows why the items could not be found.
  public func failedToFindUpcomingItems(_ error: any Error) {
    view?.showErrorMessage("Could not load the to-do list: \(error)")
  }
}

extension ListPresenter: AddModuleOutput {
  /// Shows the list afresh, with the item just saved, and returns once it is shown.
  public func addModuleDidSaveAddAction() async {
    await updateView()
  }

  /// Leaves the list as it is: nothing was added.
  public func addModuleDidCancelAddAction() {}
}

extension ListPresenter {
  /// Groups the items by relation, keeping their order, and leaves out empty sections.
  private func displayData(for items: [UpcomingItem]) -> UpcomingDisplayData {
    let sections = NearTermDateRelation.allCases.compactMap { relation in
      let rows = items.filter { $0.relation == relation }.map {
        UpcomingDisplayItem(title: $0.title, dueDay: dueDay(of: $0))
      }
      return rows.isEmpty
        ? nil
        : UpcomingDisplaySection(
          name: relation.sectionName, imageName: relation.sectionImageName, items: rows)
    }
    return UpcomingDisplayData(sections: sections)
  }

  /// Returns "" for an item due today, otherwise the name of the weekday it is due on, in the
  /// calendar's locale.
  private func dueDay(of item: UpcomingItem) -> String {
    guard item.relation != .today else { return "" }
    let symbols = calendar.standaloneWeekdaySymbols
    let index = calendar.component(.weekday, from: item.dueDate) - 1
    return symbols.indices.contains(index) ? symbols[index] : ""
  }
}

extension NearTermDateRelation {
  /// The heading of the section that holds items with this relation.
  var sectionName: String {
    switch self {
    case .today: "Today"
    case .tomorrow: "Tomorrow"
    case .laterThisWeek: "Later This Week"
    case .nextWeek: "Next Week"
    }
  }

  /// The name of the image beside that heading, as in the objc.io app.
  var sectionImageName: String {
    switch self {
    case .today: "check"
    case .tomorrow: "alarm"
    case .laterThisWeek: "circle"
    case .nextWeek: "calendar"
    }
  }
}
