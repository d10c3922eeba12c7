import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// An empty due date has a message of its own in every language: it says that the due date is
/// empty, never that an empty pair of quotes is not a due date.
///
/// Typed into the add form from a pipe, after a title: nothing, then a line of spaces, as the
/// form shows them on standard error (`error: line 2: …`).
@MainActor
struct EmptyDueDateSpecs {
  /// What the add form writes on standard error for an empty due date typed on line 2 of a pipe.
  static func refusal(of typed: String, in locale: String) async -> String {
    let output = TextOutputSpy()
    let presenter = AddViewOutputSpy()
    let words = ScreenWords.words(locale)
    let view = TerminalAddView(
      eventHandler: presenter, input: ScriptedInput(lines: ["Pay rent", typed]), output: output,
      style: .plain,
      parser: DueDateParser(calendar: .sundayFirst, clock: FixedClock(.nov22At10), words: words),
      words: words)
    presenter.view = view
    view.present()
    await view.runUntilDismissed()
    return output.error
  }

  @Test(
    arguments: [
      (
        "en_US",
        "error: line 2: The due date is empty: type YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.\n"
      ),
      (
        "de_DE",
        "Fehler: Zeile 2: Das Fälligkeitsdatum ist leer: Gib JJJJ-MM-TT, eine ISO-8601-Zeitangabe mit Z oder UTC-Offset (2026-11-23T09:30:00Z), heute, morgen oder einen Wochentag ein.\n"
      ),
      (
        "fr_FR",
        "erreur\u{00A0}: ligne 2\u{00A0}: l’échéance est vide\u{00A0}: saisissez AAAA-MM-JJ, une date-heure ISO\u{00A0}8601 avec Z ou un décalage horaire (2026-11-23T09:30:00Z), aujourd’hui, demain ou un jour de la semaine.\n"
      ),
      (
        "es_ES",
        "error: línea 2: la fecha de vencimiento está vacía: escribe AAAA-MM-DD, una fecha y hora ISO\u{00A0}8601 con Z o con desfase horario (2026-11-23T09:30:00Z), hoy, mañana o un día de la semana.\n"
      ),
      (
        "pt_BR",
        "erro: linha 2: a data de vencimento está vazia: digite AAAA-MM-DD, uma data e hora ISO\u{00A0}8601 com Z ou um deslocamento de fuso horário (2026-11-23T09:30:00Z), hoje, amanhã ou um dia da semana.\n"
      ),
      (
        "ja_JP",
        "エラー：2 行目：期日が入力されていません。YYYY-MM-DD、Z またはオフセット付きの ISO\u{00A0}8601 日時（2026-11-23T09:30:00Z）、今日、明日、または曜日を入力してください。\n"
      ),
      (
        "zh_CN",
        "错误：第 2 行：截止日期为空：请输入 YYYY-MM-DD、带 Z 或时区偏移的 ISO\u{00A0}8601 日期时间（2026-11-23T09:30:00Z）、今天、明天或星期名称。\n"
      ),
      (
        "zh_TW",
        "錯誤：第 2 行：截止日期為空：請輸入 YYYY-MM-DD、帶 Z 或時區偏移的 ISO\u{00A0}8601 日期時間（2026-11-23T09:30:00Z）、今天、明天或星期名稱。\n"
      ),
      (
        "ar_EG",
        "خطأ: السطر \u{2068}2\u{2069}: تاريخ الاستحقاق فارغ: اكتب \u{2068}YYYY-MM-DD\u{2069}، أو تاريخ ووقت \u{2068}ISO\u{00A0}8601\u{2069} مع \u{2068}Z\u{2069} أو فرق توقيت (\u{2068}2026-11-23T09:30:00Z\u{2069})، أو اليوم، أو غدًا، أو اسم يوم من الأسبوع.\n"
      ),
    ])
  func `an empty due date is said to be empty, in every language`(
    _ locale: String, _ expected: String
  ) async {
    #expect(await Self.refusal(of: "", in: locale) == expected)
    #expect(await Self.refusal(of: "   ", in: locale) == expected)
  }
}
