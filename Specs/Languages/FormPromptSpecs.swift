import Testing
import TodoVIPER

/// Each field's prompt (``EntryField``), in the add form and in the edit form, in every language:
/// one table, so that a field is pinned in one place, whatever the number of languages.
///
/// "Today" is Wednesday 2014-05-21, the earliest due date the forms accept (see
/// ``ScreenWords``). The language specs pin the forms' other words.
@MainActor
struct FormPromptSpecs {
  static let locales = [
    "en_US", "de_DE", "fr_FR", "es_ES", "pt_BR", "ja_JP", "zh_CN", "zh_TW", "ar_EG",
  ]

  @Test func `each field's prompt, the same in the add and the edit form, in every language`()
    async
  {
    var add: [String: [EntryField: String]] = [:]
    var edit: [String: [EntryField: String]] = [:]
    for locale in Self.locales {
      add[locale] = ScreenWords.addPresenter(in: locale).view.labels?.prompts
      let rent = TodoItem(
        id: .numbered(2), title: "Pay rent", dueDate: .iso("2014-05-31T00:00:00Z"))
      let (_, view) = await ScreenWords.editPresenter(
        for: rent, in: locale, failing: nil, loaded: false)
      edit[locale] = view.labels?.prompts
    }

    #expect(
      add == [
        "en_US": [.title: "Title: ", .dueDate: "Due date (2014-05-21 or later): "],
        "de_DE": [.title: "Titel: ", .dueDate: "Fälligkeitsdatum (2014-05-21 oder später): "],
        "fr_FR": [
          .title: "Titre\u{00A0}: ", .dueDate: "Échéance (2014-05-21 ou plus tard)\u{00A0}: ",
        ],
        "es_ES": [.title: "Título: ", .dueDate: "Fecha de vencimiento (2014-05-21 o posterior): "],
        "pt_BR": [.title: "Título: ", .dueDate: "Vencimento (2014-05-21 ou depois): "],
        "ja_JP": [.title: "タイトル：", .dueDate: "期日（2014-05-21 以降）："],
        "zh_CN": [.title: "标题：", .dueDate: "截止日期（2014-05-21 或之后）："],
        "zh_TW": [.title: "標題：", .dueDate: "截止日期（2014-05-21 或之後）："],
        "ar_EG": [
          .title: "العنوان: ", .dueDate: "تاريخ الاستحقاق (\u{2068}2014-05-21\u{2069} أو بعده): ",
        ],
      ])
    #expect(edit == add)
  }
}
