import Fakes
import Foundation
import Testing
import TodoVIPER

/// What the add and edit forms show when today lies after 9999, in every language.
///
/// No English placeholder: a day ISO 8601's four-digit years cannot write is written as
/// `explain` writes an instant it cannot write, its seconds after 1970, as the language writes
/// them.
///
/// "Today" starts at 10000-01-01T00:00:00Z (253 402 300 800 s after 1970), a Saturday; the item
/// being edited, "Pay rent", is due a day later, and a date typed too early is 2014-05-01.
/// `Date`'s own description of such an instant is `<description unavailable>`, in English.
@MainActor
struct FarInstantSpecs {
  /// What the forms show of a day after 9999, in one language.
  struct FarWords: Hashable {
    /// The due-date prompt of the add form and of the edit form.
    var addPrompt: String
    var editPrompt: String
    /// The refusal of a due date before today, in the add form.
    var beforeToday: String
    /// The edit form's heading.
    var heading: String
  }

  static let today = Date(timeIntervalSince1970: 253_402_300_800)

  static func shown(in locale: String) async -> FarWords {
    let tooEarly = Date.iso("2014-05-01T00:00:00Z")
    let add = AddViewSpy()
    let adding = AddInteractorSpy(earliestDueDate: today)
    adding.saveError = .dueDateBeforeToday(dueDate: tooEarly, earliest: today)
    let addPresenter = AddPresenter(
      interactor: adding, wireframe: AddWireframeSpy(), calendar: .sundayFirst,
      words: ScreenWords.words(locale))
    addPresenter.view = add
    addPresenter.configureUserInterfaceForPresentation()
    await addPresenter.saveAddAction(title: "Pay rent", dueDate: tooEarly)

    let rent = TodoItem(
      id: .numbered(2), title: "Pay rent", dueDate: today.addingTimeInterval(86_400))
    let (_, edit) = await ScreenWords.editPresenter(
      for: rent, in: locale, failing: nil, earliest: today)
    return FarWords(
      addPrompt: add.labels?.dueDate ?? "(no labels)",
      editPrompt: edit.labels?.dueDate ?? "(no labels)",
      beforeToday: add.lastErrorMessage ?? "(nothing shown)",
      heading: edit.shownItem?.heading ?? "(nothing shown)")
  }

  @Test func `English writes the day as explain writes the instant`() async {
    #expect(
      await Self.shown(in: "en_US")
        == FarWords(
          addPrompt: "Due date (253,402,300,800 s after 1970 or later): ",
          editPrompt: "Due date (253,402,300,800 s after 1970 or later): ",
          beforeToday:
            "The due date 2014-05-01 is before today: choose 253,402,300,800 s after 1970 or later.",
          heading: "Editing: Pay rent, due 253,402,387,200 s after 1970, Sunday"))
  }

  @Test func `German writes the day as explain writes the instant`() async {
    #expect(
      await Self.shown(in: "de_DE")
        == FarWords(
          addPrompt: "Fälligkeitsdatum (253.402.300.800 s seit 1970 oder später): ",
          editPrompt: "Fälligkeitsdatum (253.402.300.800 s seit 1970 oder später): ",
          beforeToday:
            "Das Fälligkeitsdatum 2014-05-01 liegt vor heute: Wähle 253.402.300.800 s seit 1970 oder später.",
          heading: "Bearbeitung: „Pay rent“, fällig am Sonntag, 253.402.387.200 s seit 1970"))
  }

  @Test(arguments: ["fr_FR", "es_ES", "pt_BR", "ja_JP", "zh_CN", "zh_TW", "ar_EG"])
  func `no language shows Date's English placeholder`(_ locale: String) async {
    let shown = await Self.shown(in: locale)
    let texts = [shown.addPrompt, shown.editPrompt, shown.beforeToday, shown.heading]
    #expect(texts.filter { $0.contains("unavailable") || $0.contains("10000") } == [])
  }
}
