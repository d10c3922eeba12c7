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
  struct FarWords: Hashable, Sendable {
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
    await addPresenter.saveAddAction(TodoEntry(title: "Pay rent", dueDate: tooEarly))

    let rent = TodoItem(
      id: .numbered(2), title: "Pay rent", dueDate: today.addingTimeInterval(86_400))
    let (_, edit) = await ScreenWords.editPresenter(
      for: rent, in: locale, failing: nil, earliest: today)
    return FarWords(
      addPrompt: add.labels?.prompt(for: .dueDate) ?? "(no labels)",
      editPrompt: edit.labels?.prompt(for: .dueDate) ?? "(no labels)",
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

  /// Each language's forms, the seconds put in as a value: in Japanese and Chinese, a value
  /// that starts or ends with a character of theirs takes no space beside another one (`秒後以降`,
  /// `请选择自 1970 年起`), as a date or a number does (`期日 2014-05-01 は`).
  @Test(arguments: [
    (
      "fr_FR",
      FarWords(
        addPrompt:
          "Échéance (253\u{202F}402\u{202F}300\u{202F}800\u{00A0}s depuis 1970 ou plus tard)\u{00A0}: ",
        editPrompt:
          "Échéance (253\u{202F}402\u{202F}300\u{202F}800\u{00A0}s depuis 1970 ou plus tard)\u{00A0}: ",
        beforeToday:
          "l’échéance 2014-05-01 est antérieure à aujourd’hui\u{00A0}: choisissez 253\u{202F}402\u{202F}300\u{202F}800\u{00A0}s depuis 1970 ou une date ultérieure.",
        heading:
          "Modification\u{00A0}: «\u{00A0}Pay rent\u{00A0}», échéance 253\u{202F}402\u{202F}387\u{202F}200\u{00A0}s depuis 1970, dimanche"
      )
    ),
    (
      "es_ES",
      FarWords(
        addPrompt: "Fecha de vencimiento (253.402.300.800 s desde 1970 o posterior): ",
        editPrompt: "Fecha de vencimiento (253.402.300.800 s desde 1970 o posterior): ",
        beforeToday:
          "la fecha de vencimiento 2014-05-01 es anterior a hoy: elige 253.402.300.800 s desde 1970 o una fecha posterior.",
        heading: "Editando: «Pay rent», vence 253.402.387.200 s desde 1970, domingo")
    ),
    (
      "pt_BR",
      FarWords(
        addPrompt: "Vencimento (253.402.300.800 s desde 1970 ou depois): ",
        editPrompt: "Vencimento (253.402.300.800 s desde 1970 ou depois): ",
        beforeToday:
          "a data de vencimento 2014-05-01 é anterior a hoje: escolha 253.402.300.800 s desde 1970 ou uma data posterior.",
        heading: "Editando: “Pay rent”, vence 253.402.387.200 s desde 1970, domingo")
    ),
    (
      "ja_JP",
      FarWords(
        addPrompt: "期日（1970 年から 253,402,300,800 秒後以降）：",
        editPrompt: "期日（1970 年から 253,402,300,800 秒後以降）：",
        beforeToday: "期日 2014-05-01 は今日より前です。1970 年から 253,402,300,800 秒後以降を選んでください。",
        heading: "編集中：「Pay rent」、期日 1970 年から 253,402,387,200 秒後、日曜日")
    ),
    (
      "zh_CN",
      FarWords(
        addPrompt: "截止日期（自 1970 年起 253,402,300,800 秒或之后）：",
        editPrompt: "截止日期（自 1970 年起 253,402,300,800 秒或之后）：",
        beforeToday: "截止日期 2014-05-01 早于今天：请选择自 1970 年起 253,402,300,800 秒或之后的日期。",
        heading: "正在编辑：“Pay rent”，截止自 1970 年起 253,402,387,200 秒，星期日")
    ),
    (
      "zh_TW",
      FarWords(
        addPrompt: "截止日期（自 1970 年起 253,402,300,800 秒或之後）：",
        editPrompt: "截止日期（自 1970 年起 253,402,300,800 秒或之後）：",
        beforeToday: "截止日期 2014-05-01 早於今天：請選擇自 1970 年起 253,402,300,800 秒或之後的日期。",
        heading: "正在編輯：「Pay rent」，截止自 1970 年起 253,402,387,200 秒，星期日")
    ),
    (
      "ar_EG",
      FarWords(
        addPrompt:
          "تاريخ الاستحقاق (\u{2068}253,402,300,800\u{2069} ثانية منذ \u{2068}1970\u{2069} أو بعده): ",
        editPrompt:
          "تاريخ الاستحقاق (\u{2068}253,402,300,800\u{2069} ثانية منذ \u{2068}1970\u{2069} أو بعده): ",
        beforeToday:
          "تاريخ الاستحقاق \u{2068}2014-05-01\u{2069} قبل اليوم: اختر \u{2068}253,402,300,800\u{2069} ثانية منذ \u{2068}1970\u{2069} أو ما بعده.",
        heading:
          "تحرير: «\u{2068}Pay rent\u{2069}»، الاستحقاق \u{2068}253,402,387,200\u{2069} ثانية منذ \u{2068}1970\u{2069}، الأحد"
      )
    ),
  ])
  func `every other language writes the day as explain writes the instant`(
    _ locale: String, _ expected: FarWords
  ) async {
    #expect(await Self.shown(in: locale) == expected)
  }
}
