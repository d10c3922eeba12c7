import Fakes
import Foundation
import Testing
import TodoTerminal
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

  /// The first display data the view was told to show, if any.
  func shownData() -> UpcomingDisplayData? {
    view.messages.lazy.compactMap {
      if case .showUpcomingDisplayData(let data) = $0 { data } else { nil }
    }.first
  }

  func makePresenter(calendar: Calendar = .sundayFirst) -> ListPresenter {
    // The translations as `todo` reads them, from the resources built beside the tests.
    let presenter = ListPresenter(
      interactor: interactor, wireframe: wireframe, calendar: calendar,
      words: Words(for: calendar.locale, from: ResourceBundle.installed))
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

    #expect(
      view.messages == [
        .showNoContentMessage("Nothing to do from today through the end of next week.")
      ])
  }

  @Test func `found an item for today displays it with no day`() {
    makePresenter().foundUpcomingItems([
      UpcomingItem(id: .numbered(1), title: "Get a haircut", dueDate: may29AtNoon, relation: .today)
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
      UpcomingItem(
        id: .numbered(2), title: "Buy groceries", dueDate: may29AtNoon, relation: .tomorrow)
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
        id: .numbered(51), title: "Plan holiday", dueDate: .iso("2014-05-26T09:00:00Z"),
        relation: .nextWeek),
      UpcomingItem(
        id: .numbered(52), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"),
        relation: .laterThisWeek),
      UpcomingItem(
        id: .numbered(3), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"),
        relation: .tomorrow),
      UpcomingItem(
        id: .numbered(4), title: "Get a haircut", dueDate: .iso("2014-05-21T17:00:00Z"),
        relation: .today),
      UpcomingItem(
        id: .numbered(5), title: "Pay rent", dueDate: .iso("2014-05-31T10:00:00Z"),
        relation: .nextWeek),
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

  @Test func `the weekday and the heading are named in the calendar's locale`() {
    makePresenter(calendar: .gregorian(firstWeekday: 2, locale: "de_DE")).foundUpcomingItems([
      UpcomingItem(
        id: .numbered(6), title: "Brot kaufen", dueDate: may29AtNoon, relation: .tomorrow)
    ])

    #expect(
      view.messages == [
        .showUpcomingDisplayData(
          UpcomingDisplayData(sections: [
            UpcomingDisplaySection(
              name: "Morgen", imageName: "alarm",
              items: [UpcomingDisplayItem(title: "Brot kaufen", dueDay: "Donnerstag")])
          ]))
      ])
  }

  /// One language's words on the list screen, written by hand.
  struct Wording: Sendable, CustomTestStringConvertible {
    var locale: String
    /// Today, Tomorrow, Later This Week, Next Week.
    var headings: [String]
    var noContent: String
    /// The name of Thursday 2014-05-29, the day the items in the spec are due.
    var thursday: String

    var testDescription: String { locale }
  }

  nonisolated static let wordings = [
    Wording(
      locale: "en_US", headings: ["Today", "Tomorrow", "Later This Week", "Next Week"],
      noContent: "Nothing to do from today through the end of next week.", thursday: "Thursday"),
    Wording(
      locale: "de_DE", headings: ["Heute", "Morgen", "Später in dieser Woche", "Nächste Woche"],
      noContent: "Nichts zu tun von heute bis zum Ende der nächsten Woche.",
      thursday: "Donnerstag"),
    Wording(
      locale: "fr_FR",
      headings: ["Aujourd’hui", "Demain", "Plus tard cette semaine", "Semaine prochaine"],
      noContent: "Rien à faire d’aujourd’hui à la fin de la semaine prochaine.", thursday: "jeudi"),
    Wording(
      locale: "es_ES", headings: ["Hoy", "Mañana", "Más adelante esta semana", "Próxima semana"],
      noContent: "Nada que hacer desde hoy hasta el final de la próxima semana.",
      thursday: "jueves"),
    Wording(
      locale: "pt_BR", headings: ["Hoje", "Amanhã", "Mais tarde nesta semana", "Próxima semana"],
      noContent: "Nada a fazer de hoje até o fim da próxima semana.", thursday: "quinta-feira"),
    Wording(
      locale: "ja_JP", headings: ["今日", "明日", "今週（明後日以降）", "来週"],
      noContent: "今日から来週末までにやることはありません。", thursday: "木曜日"),
    Wording(
      locale: "zh_CN", headings: ["今天", "明天", "本周晚些时候", "下周"],
      noContent: "从今天到下周末没有待办事项。", thursday: "星期四"),
    Wording(
      locale: "zh_TW", headings: ["今天", "明天", "本週稍後", "下週"],
      noContent: "從今天到下週末沒有待辦事項。", thursday: "星期四"),
    Wording(
      locale: "ar_EG", headings: ["اليوم", "غدًا", "لاحقًا في هذا الأسبوع", "الأسبوع القادم"],
      noContent: "لا توجد مهام من اليوم حتى نهاية الأسبوع القادم.", thursday: "الخميس"),
    // No translation: the whole screen is English, weekdays included.
    Wording(
      locale: "fi_FI", headings: ["Today", "Tomorrow", "Later This Week", "Next Week"],
      noContent: "Nothing to do from today through the end of next week.", thursday: "Thursday"),
  ]

  @Test func `the translations are the ones the table above checks`() throws {
    #expect(
      Words.languages(in: try #require(ResourceBundle.installed)) == [
        "ar", "de", "en", "es", "fr", "ja", "pt-BR", "zh-Hans", "zh-Hant",
      ])
  }

  @Test(arguments: [
    ("de_AT", "Später in dieser Woche"), ("pt_PT", "Mais tarde nesta semana"),
    ("zh", "本周晚些时候"), ("zh_HK", "本週稍後"), ("zh-Hant", "本週稍後"), ("en_GB", "Later This Week"),
    ("en_US_POSIX", "Later This Week"), ("sr_RS@latin", "Later This Week"),
  ])
  func `a locale finds its language's translation by script, then region, then language`(
    _ locale: String, _ laterThisWeek: String
  ) throws {
    makePresenter(calendar: .gregorian(firstWeekday: 1, locale: locale)).foundUpcomingItems([
      UpcomingItem(
        id: .numbered(7), title: "C", dueDate: .iso("2014-05-31T12:00:00Z"),
        relation: .laterThisWeek)
    ])

    let data = try #require(shownData(), "the items were not shown: \(view.messages)")
    #expect(data.sections.map(\.name) == [laterThisWeek])
  }

  @Test(arguments: wordings)
  func `the headings, the no-content message and the weekdays are in one language`(
    _ wording: Wording
  ) throws {
    let presenter = makePresenter(calendar: .gregorian(firstWeekday: 1, locale: wording.locale))
    // Wednesday 2014-05-28: tomorrow is Thursday 29, later this week Saturday 31, next week
    // Thursday 2014-06-05.
    presenter.foundUpcomingItems([
      UpcomingItem(
        id: .numbered(8), title: "A", dueDate: .iso("2014-05-28T12:00:00Z"), relation: .today),
      UpcomingItem(id: .numbered(9), title: "B", dueDate: may29AtNoon, relation: .tomorrow),
      UpcomingItem(
        id: .numbered(10), title: "C", dueDate: .iso("2014-05-31T12:00:00Z"),
        relation: .laterThisWeek),
      UpcomingItem(
        id: .numbered(11), title: "D", dueDate: .iso("2014-06-05T12:00:00Z"), relation: .nextWeek),
    ])
    presenter.foundUpcomingItems([])

    let data = try #require(shownData(), "the items were not shown: \(view.messages)")
    #expect(data.sections.map(\.name) == wording.headings)
    #expect(data.sections[1].items.map(\.dueDay) == [wording.thursday])
    #expect(data.sections[3].items.map(\.dueDay) == [wording.thursday])
    #expect(view.messages.last == .showNoContentMessage(wording.noContent))
  }

  @Test func `the weekday is the one in the calendar's time zone`() {
    makePresenter(calendar: .gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo"))
      .foundUpcomingItems([
        UpcomingItem(
          id: .numbered(53), title: "Catch the train", dueDate: .iso("2014-05-29T23:30:00Z"),
          relation: .tomorrow)
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

  // MARK: - Explaining a due date

  /// Wednesday 2014-05-21 at noon in Tokyo, weeks from Sunday, explaining `due`.
  func explanation(
    due: String, relation: NearTermDateRelation?,
    calendar: Calendar = .gregorian(
      firstWeekday: 1, timeZone: "Asia/Tokyo")
  ) throws -> NearTermExplanation {
    let now = Date.iso("2014-05-21T12:00:00+09:00")
    return NearTermExplanation(
      now: now, dueDate: .iso(due),
      boundaries: try #require(NearTermBoundaries(now: now, calendar: calendar)),
      startOfThisWeek: .iso("2014-05-18T00:00:00+09:00"), relation: relation,
      timeZoneIdentifier: "Asia/Tokyo", timeZoneDataVersion: "2099z",
      calendarIdentifier: .gregorian, firstWeekday: 1)
  }

  @Test func `explaining a due date asks the interactor`() {
    makePresenter().explain(dueDate: may29AtNoon)

    #expect(interactor.messages == [.explain(dueDate: may29AtNoon)])
  }

  @Test func `an explanation shows every boundary in the zone, the rule and the calendar`() throws {
    makePresenter(calendar: .gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo")).explained(
      try explanation(due: "2014-05-24T09:00:00+09:00", relation: .laterThisWeek))

    #expect(
      view.messages == [
        .showExplanation(
          ExplanationDisplayData(
            rows: [
              ExplanationRow("now", "2014-05-21T12:00:00+09:00, Wednesday"),
              ExplanationRow("due", "2014-05-24T09:00:00+09:00, Saturday"),
              ExplanationRow("start of today", "2014-05-21T00:00:00+09:00"),
              ExplanationRow("start of tomorrow", "2014-05-22T00:00:00+09:00"),
              ExplanationRow("start of the day after tomorrow", "2014-05-23T00:00:00+09:00"),
              ExplanationRow("start of this week", "2014-05-18T00:00:00+09:00"),
              ExplanationRow("start of next week", "2014-05-25T00:00:00+09:00"),
              ExplanationRow("start of the week after next", "2014-06-01T00:00:00+09:00"),
              ExplanationRow(
                "section", "before the start of next week, after tomorrow: later this week"),
              ExplanationRow("time zone", "Asia/Tokyo (time-zone data 2099z)"),
              ExplanationRow("calendar", "gregorian, weeks from Sunday (--first-weekday 1)"),
            ],
            caseLine: Self.tokyoCaseLine))
      ])
  }

  /// The case line of Wednesday 2014-05-21 at noon in Tokyo, due Saturday at 09:00.
  static let tokyoCaseLine =
    #"case: {"id": "local-826d0d8e", "now": "2014-05-21T12:00:00+09:00", "#
    + #""due": "2014-05-24T09:00:00+09:00", "timeZone": "Asia/Tokyo", "firstWeekday": 1, "#
    + #""calendar": "gregorian", "expected": "laterThisWeek", "rule": "later-this-week", "#
    + #""tags": ["explained"], "why": "todo explain's answer, by the rule later-this-week: "#
    + #"change expected to the right group, and say here why it is right", "#
    + #""source": "todo explain, time-zone data 2099z"}"#

  @Test func `the case line is data, the same in every language: neither translated nor isolated`()
    throws
  {
    let presenter = ListPresenter(
      interactor: interactor, wireframe: wireframe,
      calendar: .gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo"),
      words: Words(for: Locale(identifier: "ar_EG"), from: ResourceBundle.installed))
    presenter.view = view

    presenter.explained(try explanation(due: "2014-05-24T09:00:00+09:00", relation: .laterThisWeek))

    #expect(shownExplanation()?.rows.first?.label == "الآن")
    #expect(shownExplanation()?.caseLine == Self.tokyoCaseLine)
  }

  @Test func `a due date no ISO 8601 text can write is explained with why there is no case`()
    throws
  {
    let calendar = Calendar.gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo")
    var explanation = try explanation(due: "2014-05-24T09:00:00+09:00", relation: nil)
    explanation.dueDate = Date(timeIntervalSince1970: 1e15)

    makePresenter(calendar: calendar).explained(explanation)

    #expect(
      shownExplanation()?.caseLine
        == "case: none: the due date is outside the years 0000 to 9999 in UTC, and a case's "
        + "instants are ISO 8601 text, which cannot write it")
    #expect(shownExplanation()?.rows.count == 11)
  }

  @Test(arguments: [
    ("2014-05-20T23:59:59+09:00", nil, "before the start of today: not in the list"),
    (
      "2014-05-21T00:00:00+09:00", .today,
      "from the start of today, before the start of tomorrow: today"
    ),
    (
      "2014-05-22T00:00:00+09:00", .tomorrow,
      "from the start of tomorrow, before the start of the day after tomorrow: tomorrow"
    ),
    (
      "2014-05-25T00:00:00+09:00", .nextWeek,
      "from the start of next week, before the start of the week after next: next week"
    ),
    (
      "2014-06-01T00:00:00+09:00", NearTermDateRelation?.none,
      "from the start of the week after next: not in the list"
    ),
  ])
  func `the section row names the rule that decided it`(
    _ due: String, _ relation: NearTermDateRelation?, _ rule: String
  ) throws {
    makePresenter(calendar: .gregorian(firstWeekday: 1, timeZone: "Asia/Tokyo")).explained(
      try explanation(due: due, relation: relation))

    #expect(shownExplanation()?.rows.first { $0.label == "section" }?.value == rule)
  }

  @Test func `when tomorrow starts next week, the section row says tomorrow wins`() throws {
    // Saturday 2014-05-24, weeks from Sunday: tomorrow is next week's first day.
    let calendar = Calendar.sundayFirst
    let now = Date.iso("2014-05-24T12:00:00Z")
    let explanation = NearTermExplanation(
      now: now, dueDate: .iso("2014-05-25T09:00:00Z"),
      boundaries: try #require(NearTermBoundaries(now: now, calendar: calendar)),
      startOfThisWeek: .iso("2014-05-18T00:00:00Z"), relation: .tomorrow,
      timeZoneIdentifier: "GMT", timeZoneDataVersion: "2099z", calendarIdentifier: .gregorian,
      firstWeekday: 1)

    makePresenter(calendar: calendar).explained(explanation)

    #expect(
      shownExplanation()?.rows.first { $0.label == "section" }?.value
        == "from the start of tomorrow, before the start of the day after tomorrow: tomorrow "
        + "(tomorrow wins over next week)")
  }

  @Test func `a due date that cannot be explained is shown with its reason`() {
    makePresenter().failedToExplain(StubError("the calendar said no"))

    #expect(
      view.messages == [.showErrorMessage("Could not explain the due date: the calendar said no")])
  }

  /// The explanation the view was told to show, if any.
  func shownExplanation() -> ExplanationDisplayData? {
    view.messages.lazy.compactMap {
      if case .showExplanation(let data) = $0 { data } else { nil }
    }.first
  }

  // MARK: - Opening an item: its identity, not its title or place, goes to the edit module

  /// Five items in four sections, shown in the order: haircut (today), milk (tomorrow), mum
  /// (later this week), rent and holiday (next week).
  func showFiveItems(_ presenter: ListPresenter) {
    presenter.foundUpcomingItems([
      UpcomingItem(
        id: .numbered(14), title: "Get a haircut", dueDate: .iso("2014-05-21T17:00:00Z"),
        relation: .today),
      UpcomingItem(
        id: .numbered(13), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"),
        relation: .tomorrow),
      UpcomingItem(
        id: .numbered(12), title: "Call mum", dueDate: .iso("2014-05-24T18:00:00Z"),
        relation: .laterThisWeek),
      UpcomingItem(
        id: .numbered(11), title: "Pay rent", dueDate: .iso("2014-05-26T09:00:00Z"),
        relation: .nextWeek),
      UpcomingItem(
        id: .numbered(15), title: "Plan holiday", dueDate: .iso("2014-05-27T09:00:00Z"),
        relation: .nextWeek),
    ])
  }

  @Test(arguments: [(1, 14), (2, 13), (3, 12), (4, 11), (5, 15)])
  func `opening row N routes the identity of the item shown in it, across sections`(
    _ row: Int, _ number: Int
  ) {
    let presenter = makePresenter()
    showFiveItems(presenter)

    presenter.openItem(atRow: row)

    #expect(wireframe.messages == [.presentEditInterface(for: .numbered(number))])
  }

  @Test(arguments: [0, 6, -1])
  func `a row not shown is refused, naming the rows that are`(_ row: Int) {
    let presenter = makePresenter()
    showFiveItems(presenter)

    presenter.openItem(atRow: row)

    #expect(wireframe.messages == [])
    #expect(
      view.messages.last
        == .showErrorMessage("There is no item \(row) in the list: open one of 1 to 5."))
  }

  @Test func `the rows are those last shown: a shorter list has fewer`() {
    let presenter = makePresenter()
    showFiveItems(presenter)
    presenter.foundUpcomingItems([
      UpcomingItem(
        id: .numbered(13), title: "Buy milk", dueDate: .iso("2014-05-22T08:00:00Z"),
        relation: .tomorrow)
    ])

    presenter.openItem(atRow: 1)
    presenter.openItem(atRow: 2)

    #expect(wireframe.messages == [.presentEditInterface(for: .numbered(13))])
    #expect(
      view.messages.last
        == .showErrorMessage("There is no item 2 in the list: open 1, the only one."))
  }

  @Test func `with nothing shown, opening is refused`() {
    let presenter = makePresenter()
    presenter.openItem(atRow: 1)
    showFiveItems(presenter)
    presenter.foundUpcomingItems([])
    presenter.openItem(atRow: 1)

    #expect(wireframe.messages == [])
    #expect(
      view.messages.filter { if case .showErrorMessage = $0 { true } else { false } }
        == [
          .showErrorMessage("There is no item 1 in the list: it shows none."),
          .showErrorMessage("There is no item 1 in the list: it shows none."),
        ])
  }

  @Test(arguments: [
    EditResult.changed(.numbered(1)), .completed(.numbered(1)), .deleted(.numbered(1)),
    .cancelled(.numbered(1)),
  ])
  func `whatever the edit module reports, the list is shown afresh`(_ result: EditResult) async {
    await makePresenter().editModuleDidFinish(with: result)

    #expect(interactor.messages == [.findUpcomingItems])
  }
}
