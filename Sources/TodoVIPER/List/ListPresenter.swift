import Foundation

/// The list module's presenter: turns upcoming items into what the list view shows, and routes
/// the user's actions (objc.io's `VTDListPresenter`).
///
/// The list view calls it as its ``ListViewOutput``; the list interactor reports to it as its
/// ``ListInteractorOutput``; the add and edit modules tell it as their ``AddModuleOutput`` and
/// ``EditModuleOutput`` when their forms close. It owns the interactor and the wireframe and
/// holds the view weakly.
///
/// **Rows are chosen by identity.** It keeps the identities of the items the view was last
/// shown, in the order shown across sections, so that "open row 3" sends the edit module the
/// identity of the third item shown: never its title, nor its place in the store.
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
  /// The identities of the items the view was last shown, in the order shown: row 1 first.
  private var shownRows: [TodoItem.ID] = []

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - interactor: The list use case.
  ///   - wireframe: The list module's navigation.
  ///   - calendar: The calendar whose time zone places the weekdays, and whose locale chooses
  ///     the language of the headings, the no-content message and the weekday names. A
  ///     language with no translation gets all three in English.
  ///   - translations: Where the translations are; `nil` for none, all English.
  public init(
    interactor: any ListInteractorInput, wireframe: any ListWireframe, calendar: Calendar,
    translations: (any TranslationSource)? = nil
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    words = ListWords(for: calendar.locale, from: translations)
    var calendar = calendar
    calendar.locale = words.weekdayLocale
    self.calendar = calendar
  }
}

extension ListPresenter {
  /// Returns the languages of `translations`, as BCP 47 tags (`ar`, `de`, `pt-BR`, `zh-Hant` …),
  /// sorted.
  public nonisolated static func languages(in translations: any TranslationSource) -> [String] {
    translations.languages.map(ListWords.tag).sorted()
  }

  /// Returns why the translation for `locale`'s language in `translations` cannot be used, for a
  /// warning at launch, or `nil` when it can be or there is none; the list is then in English.
  public nonisolated static func translationProblem(
    for locale: Locale?, in translations: (any TranslationSource)?
  ) -> String? {
    ListWords(for: locale, from: translations).problem
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

  /// Asks the interactor why `dueDate` falls where it does.
  public func explain(dueDate: Date) {
    interactor.explain(dueDate: dueDate)
  }

  /// Routes the identity of the item in row `row` of what the view was last shown to the edit
  /// module; refuses a row that was not shown, naming the rows that were.
  public func openItem(atRow row: Int) {
    guard shownRows.indices.contains(row - 1) else {
      let shown = shownRows.isEmpty ? "it shows none" : "open one of 1 to \(shownRows.count)"
      view?.showErrorMessage("There is no item \(row) in the list: \(shown).")
      return
    }
    wireframe.presentEditInterface(for: shownRows[row - 1])
  }
}

extension ListPresenter: ListInteractorOutput {
  /// Shows the items in sections, or the no-content message when there are none.
  public func foundUpcomingItems(_ items: [UpcomingItem]) {
    if items.isEmpty {
      shownRows = []
      view?.showNoContentMessage(words.noContent)
    } else {
      let sections = Self.sections(of: items)
      shownRows = sections.flatMap { $0.items.map(\.id) }
      view?.showUpcomingDisplayData(displayData(for: sections))
    }
  }

  /// Shows why the items could not be found.
  public func failedToFindUpcomingItems(_ error: any Error) {
    view?.showErrorMessage("Could not load the to-do list: \(error)")
  }

  /// Shows the explanation, row by row, in the screen's words: each instant as the calendar's
  /// zone shows it, with its offset.
  public func explained(_ explanation: NearTermExplanation) {
    view?.showExplanation(displayData(for: explanation))
  }

  /// Shows why the due date could not be explained.
  public func failedToExplain(_ error: any Error) {
    view?.showErrorMessage("Could not explain the due date: \(error)")
  }
}

extension ListPresenter: EditModuleOutput {
  /// Shows the list afresh, whatever the edit ended in, and returns once it is shown.
  public func editModuleDidFinish(with result: EditResult) async {
    await updateView()
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
  /// Returns the items grouped by relation, in the order the list shows its sections, keeping
  /// their order within each, and without empty groups: the rows as the view shows them.
  private static func sections(
    of items: [UpcomingItem]
  ) -> [(relation: NearTermDateRelation, items: [UpcomingItem])] {
    NearTermDateRelation.allCases.map { relation in
      (relation, items.filter { $0.relation == relation })
    }.filter { !$0.items.isEmpty }
  }

  /// Returns what the view shows of the sections: headings, titles and weekdays.
  private func displayData(
    for sections: [(relation: NearTermDateRelation, items: [UpcomingItem])]
  ) -> UpcomingDisplayData {
    UpcomingDisplayData(
      sections: sections.map { section in
        UpcomingDisplaySection(
          name: sectionName(of: section.relation), imageName: section.relation.sectionImageName,
          items: section.items.map { UpcomingDisplayItem(title: $0.title, dueDay: dueDay(of: $0)) })
      })
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

extension ListPresenter {
  /// Returns the rows of an explanation.
  private func displayData(for explanation: NearTermExplanation) -> ExplanationDisplayData {
    let explainWords = words.explain
    let word = { (key: String) in explainWords[key] ?? key }
    let zone = calendar.timeZone
    func instant(_ date: Date) -> String {
      ISO8601Instant.text(for: date, in: zone) ?? "\(date.timeIntervalSince1970) s after 1970"
    }
    func weekday(_ number: Int) -> String {
      let symbols = calendar.standaloneWeekdaySymbols
      return symbols.indices.contains(number - 1) ? symbols[number - 1] : "\(number)"
    }
    func day(_ date: Date) -> String {
      "\(instant(date)), \(weekday(calendar.component(.weekday, from: date)))"
    }
    let boundaries = explanation.boundaries
    return ExplanationDisplayData(rows: [
      ExplanationRow(word("explain.now"), day(explanation.now)),
      ExplanationRow(word("explain.due"), day(explanation.dueDate)),
      ExplanationRow(word("explain.startOfToday"), instant(boundaries.startOfToday)),
      ExplanationRow(word("explain.startOfTomorrow"), instant(boundaries.startOfTomorrow)),
      ExplanationRow(
        word("explain.startOfDayAfterTomorrow"), instant(boundaries.startOfDayAfterTomorrow)),
      ExplanationRow(word("explain.startOfThisWeek"), instant(explanation.startOfThisWeek)),
      ExplanationRow(word("explain.startOfNextWeek"), instant(boundaries.startOfNextWeek)),
      ExplanationRow(
        word("explain.startOfWeekAfterNext"), instant(boundaries.startOfWeekAfterNext)),
      ExplanationRow(word("explain.section"), rule(for: explanation, word: word)),
      ExplanationRow(
        word("explain.timeZone"),
        String(
          format: word("explain.timeZone.value"), explanation.timeZoneIdentifier,
          explanation.timeZoneDataVersion)),
      ExplanationRow(
        word("explain.calendar"),
        String(
          format: word("explain.calendar.value"),
          CalendarName.name(of: explanation.calendarIdentifier),
          weekday(explanation.firstWeekday), explanation.firstWeekday)),
    ])
  }

  /// Returns the rule that put the due date where it is, and the section it gives.
  private func rule(for explanation: NearTermExplanation, word: (String) -> String) -> String {
    let boundaries = explanation.boundaries
    switch explanation.relation {
    case nil:
      return explanation.dueDate < boundaries.startOfToday
        ? word("explain.rule.beforeToday") : word("explain.rule.afterNextWeek")
    case .today:
      return word("explain.rule.today")
    case .tomorrow:
      let tomorrow = word("explain.rule.tomorrow")
      return boundaries.startOfTomorrow >= boundaries.startOfNextWeek
        ? String(format: word("explain.rule.tomorrowWins"), tomorrow) : tomorrow
    case .laterThisWeek:
      return word("explain.rule.laterThisWeek")
    case .nextWeek:
      return word("explain.rule.nextWeek")
    }
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
