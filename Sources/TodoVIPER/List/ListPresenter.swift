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
  private let wireframe: any ListWireframeInput
  /// The calendar that names the weekdays: the one given, in English when ``words`` are.
  private let calendar: Calendar
  /// Every word the list shows, in one language.
  private let words: Words
  /// The identities of the items the view was last shown, in the order shown: row 1 first.
  private var shownRows: [TodoItem.ID] = []

  /// Creates the presenter.
  ///
  /// - Parameters:
  ///   - interactor: The list use case.
  ///   - wireframe: The list module's navigation.
  ///   - calendar: The calendar whose time zone places the weekdays.
  ///   - words: The words of the list: its headings, its no-content message, its errors and
  ///     `explain`'s rows; their locale names the weekdays, so that a screen has one language.
  public init(
    interactor: any ListInteractorInput, wireframe: any ListWireframeInput, calendar: Calendar,
    words: Words = .english
  ) {
    self.interactor = interactor
    self.wireframe = wireframe
    self.words = words
    var calendar = calendar
    calendar.locale = words.locale
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

  /// Asks the interactor why `dueDate` falls where it does.
  public func explain(dueDate: Date) {
    interactor.explain(dueDate: dueDate)
  }

  /// Routes the identity of the item in row `row` of what the view was last shown to the edit
  /// module; refuses a row that was not shown, naming the rows that were (the one row alone).
  public func openItem(atRow row: Int) {
    guard shownRows.indices.contains(row - 1) else {
      let refusal =
        switch shownRows.count {
        case 0: words(.listNoRows, .number(row))
        case 1: words(.listOnlyRow, .number(row))
        default: words(.listNoSuchRow, .number(row), .number(shownRows.count))
        }
      view?.showErrorMessage(refusal)
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
      view?.showNoContentMessage(words(.listNoContent))
    } else {
      let sections = Self.sections(of: items)
      shownRows = sections.flatMap { $0.items.map(\.id) }
      view?.showUpcomingDisplayData(displayData(for: sections))
    }
  }

  /// Shows why the items could not be found.
  public func failedToFindUpcomingItems(_ error: any Error) {
    view?.showErrorMessage(words(.listCannotLoad, .message(.of(error))))
  }

  /// Shows the explanation, row by row, in the screen's words: each instant as the calendar's
  /// zone shows it, with its offset.
  public func explained(_ explanation: NearTermExplanation) {
    view?.showExplanation(displayData(for: explanation))
  }

  /// Shows why the due date could not be explained.
  public func failedToExplain(_ error: any Error) {
    view?.showErrorMessage(words(.listCannotExplain, .message(.of(error))))
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
    case .today: words(.listSectionToday)
    case .tomorrow: words(.listSectionTomorrow)
    case .laterThisWeek: words(.listSectionLaterThisWeek)
    case .nextWeek: words(.listSectionNextWeek)
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
  /// Returns the rows of an explanation, and its case line.
  ///
  /// Every instant is a message of its own, worded in the screen's language: its ISO 8601 text,
  /// or its seconds after 1970 as the language writes numbers; a language written right to
  /// left isolates it, alone in a row as in a sentence, and never escapes the isolates of a
  /// sentence it puts in another.
  private func displayData(for explanation: NearTermExplanation) -> ExplanationDisplayData {
    func instant(_ date: Date) -> String {
      words.text(ISO8601Instant.message(for: date, in: calendar.timeZone))
    }
    func weekday(_ number: Int) -> String {
      let symbols = calendar.standaloneWeekdaySymbols
      return symbols.indices.contains(number - 1) ? symbols[number - 1] : "\(number)"
    }
    func day(_ date: Date) -> String {
      words(
        .explainInstantWithDay,
        .message(ISO8601Instant.message(for: date, in: calendar.timeZone)),
        .text(weekday(calendar.component(.weekday, from: date))))
    }
    let boundaries = explanation.boundaries
    let calendarName =
      CalendarName.word(of: explanation.calendarIdentifier).map {
        Message.Argument.message(Message($0))
      }
      ?? .text("\(explanation.calendarIdentifier)")
    let rows = [
      ExplanationRow(words(.explainNow), day(explanation.now)),
      ExplanationRow(words(.explainDue), day(explanation.dueDate)),
      ExplanationRow(words(.explainStartOfToday), instant(boundaries.startOfToday)),
      ExplanationRow(words(.explainStartOfTomorrow), instant(boundaries.startOfTomorrow)),
      ExplanationRow(
        words(.explainStartOfDayAfterTomorrow), instant(boundaries.startOfDayAfterTomorrow)),
      ExplanationRow(words(.explainStartOfThisWeek), instant(explanation.startOfThisWeek)),
      ExplanationRow(words(.explainStartOfNextWeek), instant(boundaries.startOfNextWeek)),
      ExplanationRow(
        words(.explainStartOfWeekAfterNext), instant(boundaries.startOfWeekAfterNext)),
      ExplanationRow(words(.explainSection), rule(for: explanation)),
      ExplanationRow(
        words(.explainTimeZone),
        words(
          .explainTimeZoneValue, .text(explanation.timeZoneIdentifier),
          .text(explanation.timeZoneDataVersion))),
      ExplanationRow(
        words(.explainCalendar),
        words(
          .explainCalendarValue, calendarName, .text(weekday(explanation.firstWeekday)),
          .number(explanation.firstWeekday))),
    ]
    // The case line is data a user copies: not translated, as the JSON's keys and values are
    // not, and never isolated, so that it reads as JSON from any screen (ExplanationDisplayData).
    return ExplanationDisplayData(
      rows: rows, caseLine: RegressionCase.caseLine(explaining: explanation))
  }

  /// Returns the rule that put the due date where it is, and the section it gives.
  private func rule(for explanation: NearTermExplanation) -> String {
    switch explanation.boundaries.rule(of: explanation.dueDate) {
    case .beforeToday: words(.explainRuleBeforeToday)
    case .today: words(.explainRuleToday)
    case .tomorrow: words(.explainRuleTomorrow)
    case .tomorrowWins: words(.explainRuleTomorrowWins, .worded(words(.explainRuleTomorrow)))
    case .laterThisWeek: words(.explainRuleLaterThisWeek)
    case .nextWeek: words(.explainRuleNextWeek)
    case .afterNextWeek: words(.explainRuleAfterNextWeek)
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
