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
  /// The calendar that names the weekdays: the one given, in English when ``words`` are.
  private let calendar: Calendar
  /// The headings and the no-content message, in the calendar's locale's language.
  private let words: ListWords

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - interactor: The list use case.
  ///   - wireframe: The list module's navigation.
  ///   - calendar: The calendar whose time zone places the weekdays, and whose locale chooses
  ///     the language of the headings, the no-content message and the weekday names. A
  ///     language with no translation gets all three in English.
  public init(interactor: any ListInteractorInput, wireframe: any ListWireframe, calendar: Calendar)
  {
    self.interactor = interactor
    self.wireframe = wireframe
    words = ListWords(for: calendar.locale)
    var calendar = calendar
    calendar.locale = words.weekdayLocale
    self.calendar = calendar
  }
}

extension ListPresenter {
  /// The languages the list's words are translated into, as BCP 47 tags (`ar`, `de`, `pt-BR`,
  /// `zh-Hant` …), sorted; empty when this module's resource bundle cannot be found, and then
  /// every language is English.
  public nonisolated static var translatedLanguages: [String] { ListWords.languages }

  /// The name of the folder that holds the translations, beside the executable.
  public nonisolated static let resourceBundleName = ResourceBundle.names[0]

  /// Returns why the translation for `locale`'s language cannot be used, for a warning at
  /// launch, or `nil` when it can be or there is none; the list is then in English.
  public nonisolated static func translationProblem(for locale: Locale?) -> String? {
    ListWords(for: locale).problem
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
      view?.showNoContentMessage(words.noContent)
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
          name: sectionName(of: relation), imageName: relation.sectionImageName, items: rows)
    }
    return UpcomingDisplayData(sections: sections)
  }

  /// Returns the heading of the section of items with `relation`, in the screen's language.
  private func sectionName(of relation: NearTermDateRelation) -> String {
    switch relation {
    case .today: words.today
    case .tomorrow: words.tomorrow
    case .laterThisWeek: words.laterThisWeek
    case .nextWeek: words.nextWeek
    }
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
