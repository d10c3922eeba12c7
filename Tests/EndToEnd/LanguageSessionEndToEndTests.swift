import Fakes
import Foundation
import Testing

/// A piped session in each language `todo` speaks, and in one it does not: every line it prints
/// is in that language, the English command names aside.
///
/// The session adds an item due on the language's word for tomorrow and one due on its name
/// for Friday, then tries each entry the add module refuses (an empty title, a date before
/// today, a date it cannot read), an unknown command, and the edit form (open, a delete not
/// confirmed, cancel), then lists. A second run adds an item to a store whose folder is removed
/// after `todo` starts, so that the save fails. "Now" is Sunday 2026-11-22 at 10:00 UTC; weeks
/// start on Sunday.
struct LanguageSessionEndToEndTests {
  struct Session: CustomTestStringConvertible, Sendable {
    var locale: String
    var language: String
    /// The language's word for tomorrow, and its name for Friday, as a user types them.
    var tomorrow: String
    var friday: String
    var output: String
    var error: String
    /// What the run whose save fails prints; its folder is written `FOLDER`.
    var notStoredOutput: String
    var notStoredError: String

    var testDescription: String { "\(language) (\(locale))" }

    var input: String {
      (Script.add("T1", due: tomorrow) + Script.add("T2", due: friday)
        + Script.add(" ", due: tomorrow) + Script.add("T3", due: "2026-11-01"))
        + (Script.add("T4", due: "xyz") + "frobnicate\nopen 1\ndelete\nno\ncancel\nlist\n")
    }

    /// Whether the language has a translation, so that no English may show.
    var isTranslated: Bool { !["en_US", "fi_FI"].contains(locale) }
  }

  static let options = [
    "--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "1",
  ]

  /// Each case starts `todo`: a plain `swift test` takes every third language from the second
  /// (`LocalizedListEndToEndTests` and the test below take others, and each language's specs
  /// pin its words), a full run (CI's) every one.
  @Test(arguments: SuiteSize.sample(sessions, every: 3, from: 1))
  func `a session is in one language, every line of it`(_ session: Session) async throws {
    let result = try await TodoRunner.run(
      Self.options + ["--locale", session.locale], input: session.input)

    #expect(result.output == session.output)
    #expect(result.error == session.error)
    #expect(result.status == 1)
    if session.isTranslated {
      #expect(Self.englishWords(in: result.output + result.error, locale: session.locale) == [])
    }
  }

  /// Each case starts `todo`: a plain `swift test` takes every third language from the third
  /// (the test above takes others), a full run (CI's) every one.
  @Test(arguments: SuiteSize.sample(sessions, every: 3, from: 2))
  func `a save that fails is named in the language`(_ session: Session) async throws {
    let folder = try TemporaryDirectory()
    let gone = folder.path("gone")
    try FileManager.default.createDirectory(atPath: gone, withIntermediateDirectories: false)
    // The folder is removed once todo has started (it prints the list first), and before the
    // due date, and so the save, comes: the test writes its input as it goes.
    let (run, writer) = try TodoRunner.start(
      Self.options + ["--locale", session.locale, "--store", gone + "/todo.json"],
      fedThrough: folder.path("input"))

    let entry = TypedEntry("T5", due: session.tomorrow).lines
    writer.write(Data(Script.text(["add", entry[0]]).utf8))
    try await run.wait(every: .milliseconds(10), attempts: 1_000) { !$0.outputSoFar().isEmpty }
    // Empty still: nothing was saved before.
    try #require(rmdir(gone) == 0)
    writer.write(Data(Script.text(Array(entry.dropFirst())).utf8))
    try writer.close()
    let result = try await run.finish()

    #expect(result.output == session.notStoredOutput)
    #expect(result.error.replacingOccurrences(of: gone, with: "FOLDER") == session.notStoredError)
    #expect(result.status == 1)
    if session.isTranslated {
      #expect(Self.englishWords(in: result.output + result.error, locale: session.locale) == [])
    }
  }

  /// English words that no translated line may hold.
  ///
  /// A guard against a mix that the exact strings above would also catch, but name less
  /// plainly. A word that is the language's own too (Spanish "error", Portuguese "item") is not
  /// held against it.
  static func englishWords(in text: String, locale: String) -> [String] {
    let english: Set<String> = [
      "the", "is", "not", "type", "item", "nothing", "today", "tomorrow", "commands", "error",
      "due", "week", "before", "choose", "unknown", "saved", "cancelled", "deleted", "editing",
      "folder", "save", "later", "next",
    ]
    let alsoTheLanguages: [String: Set<String>] = ["es_ES": ["error"], "pt_BR": ["item"]]
    let words = english.subtracting(alsoTheLanguages[locale] ?? [])
    return text.split { !$0.isLetter && $0 != "'" }.map { $0.lowercased() }
      .filter { words.contains($0) }
  }

  static let sessions: [Session] = [
    Session(
      locale: "en_US", language: "English", tomorrow: "tomorrow", friday: "friday",
      output:
        "Nothing to do from today through the end of next week.\nTomorrow\n  1. T1 (Monday)\nTomorrow\n  1. T1 (Monday)\nLater This Week\n  2. T2 (Friday)\nEditing: T1, due 2026-11-23, Monday\nNot deleted.\nCancelled: nothing was changed.\nTomorrow\n  1. T1 (Monday)\nLater This Week\n  2. T2 (Friday)\nTomorrow\n  1. T1 (Monday)\nLater This Week\n  2. T2 (Friday)\n",
      error:
        "error: lines \(Script.entryLines(afterEntries: 2)): The title is empty: type at least one letter, digit or symbol.\nerror: lines \(Script.entryLines(afterEntries: 3)): The due date 2026-11-01 is before today: choose 2026-11-22 or later.\nerror: line \(Script.line(of: .dueDate, afterEntries: 4)): 'xyz' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.\nerror: unknown command 'frobnicate'; type 'help' for the commands (list, add, open, explain, help, quit)\n",
      notStoredOutput: "Nothing to do from today through the end of next week.\n",
      notStoredError:
        "error: lines \(Script.entryLines()): The item was not saved: cannot save to FOLDER/todo.json: the folder FOLDER does not exist\n"
    ),
    Session(
      locale: "de_DE", language: "German", tomorrow: "morgen", friday: "Freitag",
      output:
        "Nichts zu tun von heute bis zum Ende der nächsten Woche.\nMorgen\n  1. T1 (Montag)\nMorgen\n  1. T1 (Montag)\nSpäter in dieser Woche\n  2. T2 (Freitag)\nBearbeitung: „T1“, fällig am Montag, 2026-11-23\nNicht gelöscht.\nAbgebrochen: Nichts wurde geändert.\nMorgen\n  1. T1 (Montag)\nSpäter in dieser Woche\n  2. T2 (Freitag)\nMorgen\n  1. T1 (Montag)\nSpäter in dieser Woche\n  2. T2 (Freitag)\n",
      error:
        "Fehler: Zeilen \(Script.entryLines(afterEntries: 2, dash: "–")): Der Titel ist leer: Gib mindestens einen Buchstaben, eine Ziffer oder ein Sonderzeichen ein.\nFehler: Zeilen \(Script.entryLines(afterEntries: 3, dash: "–")): Das Fälligkeitsdatum 2026-11-01 liegt vor heute: Wähle 2026-11-22 oder später.\nFehler: Zeile 15: „xyz“ ist kein Fälligkeitsdatum: Gib JJJJ-MM-TT, eine ISO-8601-Zeitangabe mit Z oder UTC-Offset (2026-11-23T09:30:00Z), heute, morgen oder einen Wochentag ein.\nFehler: unbekannter Befehl „frobnicate“; „help“ zeigt die Befehle (list, add, open, explain, help, quit)\n",
      notStoredOutput: "Nichts zu tun von heute bis zum Ende der nächsten Woche.\n",
      notStoredError:
        "Fehler: Zeilen \(Script.entryLines(dash: "–")): Der Eintrag wurde nicht gespeichert: Speichern in „FOLDER/todo.json“ nicht möglich: Den Ordner „FOLDER“ gibt es nicht\n"
    ),
    Session(
      locale: "fr_FR", language: "French", tomorrow: "demain", friday: "vendredi",
      output:
        "Rien à faire d’aujourd’hui à la fin de la semaine prochaine.\nDemain\n  1. T1 (lundi)\nDemain\n  1. T1 (lundi)\nPlus tard cette semaine\n  2. T2 (vendredi)\nModification\u{00A0}: «\u{00A0}T1\u{00A0}», échéance 2026-11-23, lundi\nNon supprimé.\nAnnulé\u{00A0}: rien n’a été modifié.\nDemain\n  1. T1 (lundi)\nPlus tard cette semaine\n  2. T2 (vendredi)\nDemain\n  1. T1 (lundi)\nPlus tard cette semaine\n  2. T2 (vendredi)\n",
      error:
        "erreur\u{00A0}: lignes \(Script.entryLines(afterEntries: 2, dash: " à "))\u{00A0}: le titre est vide\u{00A0}: saisissez au moins une lettre, un chiffre ou un symbole.\nerreur\u{00A0}: lignes \(Script.entryLines(afterEntries: 3, dash: " à "))\u{00A0}: l’échéance 2026-11-01 est antérieure à aujourd’hui\u{00A0}: choisissez 2026-11-22 ou une date ultérieure.\nerreur\u{00A0}: ligne 15\u{00A0}: «\u{00A0}xyz\u{00A0}» n’est pas une échéance\u{00A0}: saisissez AAAA-MM-JJ, une date-heure ISO\u{00A0}8601 avec Z ou un décalage horaire (2026-11-23T09:30:00Z), aujourd’hui, demain ou un jour de la semaine.\nerreur\u{00A0}: commande inconnue «\u{00A0}frobnicate\u{00A0}»\u{202F}; tapez «\u{00A0}help\u{00A0}» pour afficher les commandes (list, add, open, explain, help, quit)\n",
      notStoredOutput: "Rien à faire d’aujourd’hui à la fin de la semaine prochaine.\n",
      notStoredError:
        "erreur\u{00A0}: lignes \(Script.entryLines(dash: " à "))\u{00A0}: l’élément n’a pas été enregistré\u{00A0}: impossible d’enregistrer dans «\u{00A0}FOLDER/todo.json\u{00A0}» (le dossier «\u{00A0}FOLDER\u{00A0}» n’existe pas)\n"
    ),
    Session(
      locale: "es_ES", language: "Spanish", tomorrow: "mañana", friday: "viernes",
      output:
        "Nada que hacer desde hoy hasta el final de la próxima semana.\nMañana\n  1. T1 (lunes)\nMañana\n  1. T1 (lunes)\nMás adelante esta semana\n  2. T2 (viernes)\nEditando: «T1», vence 2026-11-23, lunes\nNo se eliminó.\nCancelado: no se cambió nada.\nMañana\n  1. T1 (lunes)\nMás adelante esta semana\n  2. T2 (viernes)\nMañana\n  1. T1 (lunes)\nMás adelante esta semana\n  2. T2 (viernes)\n",
      error:
        "error: líneas \(Script.entryLines(afterEntries: 2, dash: "–")): el título está vacío: escribe al menos una letra, un dígito o un símbolo.\nerror: líneas \(Script.entryLines(afterEntries: 3, dash: "–")): la fecha de vencimiento 2026-11-01 es anterior a hoy: elige 2026-11-22 o una fecha posterior.\nerror: línea 15: «xyz» no es una fecha de vencimiento: escribe AAAA-MM-DD, una fecha y hora ISO\u{00A0}8601 con Z o con desfase horario (2026-11-23T09:30:00Z), hoy, mañana o un día de la semana.\nerror: comando desconocido «frobnicate»; escribe «help» para ver los comandos (list, add, open, explain, help, quit)\n",
      notStoredOutput: "Nada que hacer desde hoy hasta el final de la próxima semana.\n",
      notStoredError:
        "error: líneas \(Script.entryLines(dash: "–")): el elemento no se guardó: no se puede guardar en «FOLDER/todo.json»: la carpeta «FOLDER» no existe\n"
    ),
    Session(
      locale: "pt_BR", language: "Portuguese (Brazil)", tomorrow: "amanhã", friday: "sexta-feira",
      output:
        "Nada a fazer de hoje até o fim da próxima semana.\nAmanhã\n  1. T1 (segunda-feira)\nAmanhã\n  1. T1 (segunda-feira)\nMais tarde nesta semana\n  2. T2 (sexta-feira)\nEditando: “T1”, vence 2026-11-23, segunda-feira\nNada foi excluído.\nCancelado: nada foi alterado.\nAmanhã\n  1. T1 (segunda-feira)\nMais tarde nesta semana\n  2. T2 (sexta-feira)\nAmanhã\n  1. T1 (segunda-feira)\nMais tarde nesta semana\n  2. T2 (sexta-feira)\n",
      error:
        "erro: linhas \(Script.entryLines(afterEntries: 2, dash: "–")): o título está vazio: digite pelo menos uma letra, um dígito ou um símbolo.\nerro: linhas \(Script.entryLines(afterEntries: 3, dash: "–")): a data de vencimento 2026-11-01 é anterior a hoje: escolha 2026-11-22 ou uma data posterior.\nerro: linha 15: “xyz” não é uma data de vencimento: digite AAAA-MM-DD, uma data e hora ISO\u{00A0}8601 com Z ou um deslocamento de fuso horário (2026-11-23T09:30:00Z), hoje, amanhã ou um dia da semana.\nerro: comando desconhecido “frobnicate”; digite “help” para ver os comandos (list, add, open, explain, help, quit)\n",
      notStoredOutput: "Nada a fazer de hoje até o fim da próxima semana.\n",
      notStoredError:
        "erro: linhas \(Script.entryLines(dash: "–")): o item não foi salvo: não é possível salvar em “FOLDER/todo.json”: a pasta “FOLDER” não existe\n"
    ),
    Session(
      locale: "ja_JP", language: "Japanese", tomorrow: "明日", friday: "金曜日",
      output:
        "今日から来週末までにやることはありません。\n明日\n  1. T1（月曜日）\n明日\n  1. T1（月曜日）\n今週（明後日以降）\n  2. T2（金曜日）\n編集中：「T1」、期日 2026-11-23、月曜日\n削除しませんでした。\nキャンセルしました。何も変更されていません。\n明日\n  1. T1（月曜日）\n今週（明後日以降）\n  2. T2（金曜日）\n明日\n  1. T1（月曜日）\n今週（明後日以降）\n  2. T2（金曜日）\n",
      error:
        "エラー：\(Script.entryLines(afterEntries: 2, dash: "〜")) 行目：タイトルが空です。文字、数字、記号のいずれかを 1 つ以上入力してください。\nエラー：\(Script.entryLines(afterEntries: 3, dash: "〜")) 行目：期日 2026-11-01 は今日より前です。2026-11-22 以降を選んでください。\nエラー：15 行目：「xyz」は期日ではありません。YYYY-MM-DD、Z またはオフセット付きの ISO\u{00A0}8601 日時（2026-11-23T09:30:00Z）、今日、明日、または曜日を入力してください。\nエラー：不明なコマンド「frobnicate」です。コマンドは「help」で表示されます（list、add、open、explain、help、quit）。\n",
      notStoredOutput: "今日から来週末までにやることはありません。\n",
      notStoredError:
        "エラー：\(Script.entryLines(dash: "〜")) 行目：項目は保存されませんでした：「FOLDER/todo.json」に保存できません：フォルダ「FOLDER」がありません\n"
    ),
    Session(
      locale: "zh_CN", language: "Chinese (Simplified)", tomorrow: "明天", friday: "星期五",
      output:
        "从今天到下周末没有待办事项。\n明天\n  1. T1（星期一）\n明天\n  1. T1（星期一）\n本周晚些时候\n  2. T2（星期五）\n正在编辑：“T1”，截止 2026-11-23，星期一\n未删除。\n已取消：未做任何更改。\n明天\n  1. T1（星期一）\n本周晚些时候\n  2. T2（星期五）\n明天\n  1. T1（星期一）\n本周晚些时候\n  2. T2（星期五）\n",
      error:
        "错误：第 \(Script.entryLines(afterEntries: 2, dash: " 至 ")) 行：标题为空：请至少输入一个字母、数字或符号。\n错误：第 \(Script.entryLines(afterEntries: 3, dash: " 至 ")) 行：截止日期 2026-11-01 早于今天：请选择 2026-11-22 或之后的日期。\n错误：第 15 行：“xyz”不是截止日期：请输入 YYYY-MM-DD、带 Z 或时区偏移的 ISO\u{00A0}8601 日期时间（2026-11-23T09:30:00Z）、今天、明天或星期名称。\n错误：未知命令“frobnicate”；输入“help”查看命令（list、add、open、explain、help、quit）\n",
      notStoredOutput: "从今天到下周末没有待办事项。\n",
      notStoredError:
        "错误：第 \(Script.entryLines(dash: " 至 ")) 行：该项未保存：无法保存到“FOLDER/todo.json”：文件夹“FOLDER”不存在\n"),
    Session(
      locale: "zh_TW", language: "Chinese (Traditional)", tomorrow: "明天", friday: "星期五",
      output:
        "從今天到下週末沒有待辦事項。\n明天\n  1. T1（星期一）\n明天\n  1. T1（星期一）\n本週稍後\n  2. T2（星期五）\n正在編輯：「T1」，截止 2026-11-23，星期一\n未刪除。\n已取消：未做任何更改。\n明天\n  1. T1（星期一）\n本週稍後\n  2. T2（星期五）\n明天\n  1. T1（星期一）\n本週稍後\n  2. T2（星期五）\n",
      error:
        "錯誤：第 \(Script.entryLines(afterEntries: 2, dash: " 至 ")) 行：標題為空：請至少輸入一個字母、數字或符號。\n錯誤：第 \(Script.entryLines(afterEntries: 3, dash: " 至 ")) 行：截止日期 2026-11-01 早於今天：請選擇 2026-11-22 或之後的日期。\n錯誤：第 15 行：「xyz」不是截止日期：請輸入 YYYY-MM-DD、帶 Z 或時區偏移的 ISO\u{00A0}8601 日期時間（2026-11-23T09:30:00Z）、今天、明天或星期名稱。\n錯誤：未知指令「frobnicate」；輸入「help」查看指令（list、add、open、explain、help、quit）\n",
      notStoredOutput: "從今天到下週末沒有待辦事項。\n",
      notStoredError:
        "錯誤：第 \(Script.entryLines(dash: " 至 ")) 行：該項未儲存：無法儲存到「FOLDER/todo.json」：資料夾「FOLDER」不存在\n"),
    Session(
      locale: "ar_EG", language: "Arabic", tomorrow: "غدًا", friday: "الجمعة",
      output:
        "لا توجد مهام من اليوم حتى نهاية الأسبوع القادم.\nغدًا\n\u{200F}  1. \u{2068}T1\u{2069} (الاثنين)\nغدًا\n\u{200F}  1. \u{2068}T1\u{2069} (الاثنين)\nلاحقًا في هذا الأسبوع\n\u{200F}  2. \u{2068}T2\u{2069} (الجمعة)\nتحرير: «\u{2068}T1\u{2069}»، الاستحقاق \u{2068}2026-11-23\u{2069}، الاثنين\nلم يُحذف.\nأُلغي: لم يتغير شيء.\nغدًا\n\u{200F}  1. \u{2068}T1\u{2069} (الاثنين)\nلاحقًا في هذا الأسبوع\n\u{200F}  2. \u{2068}T2\u{2069} (الجمعة)\nغدًا\n\u{200F}  1. \u{2068}T1\u{2069} (الاثنين)\nلاحقًا في هذا الأسبوع\n\u{200F}  2. \u{2068}T2\u{2069} (الجمعة)\n",
      error:
        "خطأ: الأسطر \u{2068}\(Script.entryLines(afterEntries: 2))\u{2069}: العنوان فارغ: اكتب حرفًا أو رقمًا أو رمزًا واحدًا على الأقل.\nخطأ: الأسطر \u{2068}\(Script.entryLines(afterEntries: 3))\u{2069}: تاريخ الاستحقاق \u{2068}2026-11-01\u{2069} قبل اليوم: اختر \u{2068}2026-11-22\u{2069} أو ما بعده.\nخطأ: السطر \u{2068}\(Script.line(of: .dueDate, afterEntries: 4))\u{2069}: «\u{2068}xyz\u{2069}» ليس تاريخ استحقاق: اكتب \u{2068}YYYY-MM-DD\u{2069}، أو تاريخ ووقت \u{2068}ISO\u{00A0}8601\u{2069} مع \u{2068}Z\u{2069} أو فرق توقيت (\u{2068}2026-11-23T09:30:00Z\u{2069})، أو اليوم، أو غدًا، أو اسم يوم من الأسبوع.\nخطأ: أمر غير معروف «\u{2068}frobnicate\u{2069}»؛ اكتب «\u{2068}help\u{2069}» لعرض الأوامر (\u{2068}list، add، open، explain، help، quit\u{2069})\n",
      notStoredOutput: "لا توجد مهام من اليوم حتى نهاية الأسبوع القادم.\n",
      notStoredError:
        "خطأ: الأسطر \u{2068}\(Script.entryLines())\u{2069}: لم يُحفظ العنصر: لا يمكن الحفظ في «\u{2068}FOLDER/todo.json\u{2069}»: المجلد «\u{2068}FOLDER\u{2069}» غير موجود\n"
    ),
    Session(
      locale: "fi_FI", language: "Finnish, which has no translation", tomorrow: "tomorrow",
      friday: "friday",
      output:
        "Nothing to do from today through the end of next week.\nTomorrow\n  1. T1 (Monday)\nTomorrow\n  1. T1 (Monday)\nLater This Week\n  2. T2 (Friday)\nEditing: T1, due 2026-11-23, Monday\nNot deleted.\nCancelled: nothing was changed.\nTomorrow\n  1. T1 (Monday)\nLater This Week\n  2. T2 (Friday)\nTomorrow\n  1. T1 (Monday)\nLater This Week\n  2. T2 (Friday)\n",
      error:
        "error: lines \(Script.entryLines(afterEntries: 2)): The title is empty: type at least one letter, digit or symbol.\nerror: lines \(Script.entryLines(afterEntries: 3)): The due date 2026-11-01 is before today: choose 2026-11-22 or later.\nerror: line \(Script.line(of: .dueDate, afterEntries: 4)): 'xyz' is not a due date: type YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), today, tomorrow or a weekday name.\nerror: unknown command 'frobnicate'; type 'help' for the commands (list, add, open, explain, help, quit)\n",
      notStoredOutput: "Nothing to do from today through the end of next week.\n",
      notStoredError:
        "error: lines \(Script.entryLines()): The item was not saved: cannot save to FOLDER/todo.json: the folder FOLDER does not exist\n"
    ),
  ]
}
