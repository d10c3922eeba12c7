import Testing

/// One term for one thing in each language, over every table: the terms the translation reviews
/// found mixed, a folder called a directory in the same sentence (the system's reasons are
/// glibc's words, which say directory), an item marked done in words that render the command
/// `done` literally, a due date given two names, a column called a row, and an edit form that
/// "reads" its commands.
///
/// Each term has the word the language uses, which some of its table must hold, and the words it
/// must not be given anywhere.
@MainActor
struct GlossarySpecs {
  /// A term: the name of the thing, the word the language uses, the words it must not use.
  struct Term: CustomTestStringConvertible, Sendable {
    var language: String
    var thing: String
    var word: String
    var others: [String]

    var testDescription: String { "\(language): \(thing) is \(word)" }
  }

  nonisolated static let glossary: [Term] = [
    Term(language: "de", thing: "folder", word: "Ordner", others: ["Verzeichnis"]),
    Term(language: "de", thing: "done", word: "als erledigt", others: ["als fertig"]),
    Term(
      language: "de", thing: "due date", word: "Fälligkeitsdatum", others: ["Frist", "Stichtag"]),
    Term(language: "fr", thing: "folder", word: "dossier", others: ["répertoire"]),
    Term(language: "fr", thing: "done", word: "comme terminé", others: ["comme fait"]),
    Term(
      language: "fr", thing: "due date", word: "échéance",
      others: ["date d’échéance", "date limite"]),
    Term(language: "es", thing: "folder", word: "carpeta", others: ["directorio"]),
    Term(language: "es", thing: "done", word: "como completado", others: ["como hecho"]),
    Term(
      language: "es", thing: "due date", word: "fecha de vencimiento",
      others: ["fecha límite", "plazo"]),
    Term(language: "pt-br", thing: "folder", word: "pasta", others: ["diretório"]),
    Term(language: "pt-br", thing: "done", word: "como concluído", others: ["como feito"]),
    Term(
      language: "pt-br", thing: "due date", word: "data de vencimento",
      others: ["prazo", "data limite"]),
    Term(language: "ja", thing: "folder", word: "フォルダ", others: ["ディレクトリ"]),
    Term(language: "ja", thing: "done", word: "完了", others: ["済み"]),
    Term(language: "ja", thing: "due date", word: "期日", others: ["期限", "締め切り", "締切"]),
    Term(language: "ja", thing: "read-only", word: "読み取り専用", others: ["読み込み専用"]),
    Term(language: "zh-hans", thing: "folder", word: "文件夹", others: ["目录"]),
    Term(language: "zh-hans", thing: "done", word: "完成", others: ["做完"]),
    Term(language: "zh-hans", thing: "due date", word: "截止日期", others: ["到期"]),
    Term(language: "zh-hant", thing: "folder", word: "資料夾", others: ["目錄"]),
    Term(language: "zh-hant", thing: "done", word: "完成", others: ["做完"]),
    Term(language: "zh-hant", thing: "due date", word: "截止日期", others: ["到期"]),
    Term(language: "zh-hant", thing: "column", word: "欄", others: ["%2$d 列", "%3$d 列"]),
    Term(language: "ar", thing: "folder", word: "مجلد", others: ["دليل"]),
    Term(language: "ar", thing: "done", word: "كمنجز", others: ["كمكتمل"]),
    Term(language: "ar", thing: "due date", word: "تاريخ الاستحقاق", others: ["موعد نهائي"]),
    // The program's name is an ordinary word in Spanish and Portuguese ("everything", "the
    // whole"): the advice says "the program".
    Term(
      language: "es", thing: "the program", word: "ejecuta el programa",
      others: ["ejecuta todo "]),
    Term(
      language: "pt-br", thing: "the program", word: "execute o programa",
      others: ["execute o todo "]),
    // A save replaces the file under this name, not "with" this name; and an old item is a to-do.
    Term(
      language: "ar", thing: "replaced under a name", word: "سيستبدل الملف تحت هذا الاسم",
      others: ["سيستبدله بهذا الاسم"]),
    Term(language: "zh-hans", thing: "old items", word: "旧的待办事项", others: ["旧的项"]),
    Term(language: "zh-hant", thing: "old items", word: "舊的待辦事項", others: ["舊的項"]),
    // The edit form takes its commands; a form that "reads" them is a calque of old English help.
    Term(language: "ar", thing: "commands taken", word: "يقبل أمرًا", others: ["يقرأ أمرًا"]),
    Term(
      language: "de", thing: "commands taken", word: "gibst du einen Befehl",
      others: ["liest einen Befehl", "Formular liest"]),
    Term(
      language: "es", thing: "commands taken", word: "acepta un comando",
      others: ["lee un comando"]),
    Term(
      language: "fr", thing: "commands taken", word: "accepte une commande",
      others: ["lit une commande"]),
    Term(
      language: "pt-br", thing: "commands taken", word: "aceita um comando",
      others: ["lê um comando"]),
    Term(
      language: "ja", thing: "commands taken", word: "コマンドを入力します",
      others: ["コマンドを読みます"]),
    Term(
      language: "zh-hans", thing: "commands taken", word: "每行接受一个命令",
      others: ["每行读取一个命令"]),
    Term(
      language: "zh-hant", thing: "commands taken", word: "每行接受一個指令",
      others: ["每行讀取一個指令"]),
  ]

  @Test(arguments: glossary)
  func `each language calls a thing by one word in every table`(_ term: Term) throws {
    let table = try #require(try SentenceSpecs.tables.get()[term.language])
    // The table's texts in one string, searched once a word (the keys only when one is found).
    let texts = table.values.joined(separator: "\n")
    #expect(texts.contains(term.word))
    let others = term.others.filter { texts.contains($0) }
    #expect(
      table.filter { _, text in others.contains { text.contains($0) } }.keys.sorted() == [])
  }
}
