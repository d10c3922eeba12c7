import Fakes
import Foundation
import Testing
import TodoTerminal
import TodoVIPER

/// The list screen in one language, as `todo` prints it: the headings, the no-content message
/// and the weekday names all in the language of `--locale`, or all in English.
///
/// "Now" is Sunday 2026-11-22 at 10:00 UTC, weeks start on Sunday; the item is due on Tuesday
/// 2026-11-24, later this week.
struct LocalizedListEndToEndTests {
  let options = ["--now", "2026-11-22T10:00:00Z", "--time-zone", "UTC", "--first-weekday", "1"]
  let input = Script.add("X", due: "2026-11-24")

  /// Each language's list screen: its no-content message, heading and row.
  ///
  /// Each case starts `todo`, so a plain `swift test` takes every other language
  /// (`LanguageSessionEndToEndTests.swift` runs a session in every one), a full run (CI's) all.
  static let screens = [
    (
      "en_US", "Nothing to do from today through the end of next week.", "Later This Week",
      "  1. X (Tuesday)"
    ),
    (
      "de_DE", "Nichts zu tun von heute bis zum Ende der nächsten Woche.", "Später in dieser Woche",
      "  1. X (Dienstag)"
    ),
    (
      "fr_FR", "Rien à faire d’aujourd’hui à la fin de la semaine prochaine.",
      "Plus tard cette semaine", "  1. X (mardi)"
    ),
    (
      "es_ES", "Nada que hacer desde hoy hasta el final de la próxima semana.",
      "Más adelante esta semana", "  1. X (martes)"
    ),
    (
      "pt_BR", "Nada a fazer de hoje até o fim da próxima semana.", "Mais tarde nesta semana",
      "  1. X (terça-feira)"
    ),
    ("ja_JP", "今日から来週末までにやることはありません。", "今週（明後日以降）", "  1. X（火曜日）"),
    ("zh_CN", "从今天到下周末没有待办事项。", "本周晚些时候", "  1. X（星期二）"),
    ("zh_TW", "從今天到下週末沒有待辦事項。", "本週稍後", "  1. X（星期二）"),
    (
      "ar_EG", "لا توجد مهام من اليوم حتى نهاية الأسبوع القادم.", "لاحقًا في هذا الأسبوع",
      "\u{200F}  1. \u{2068}X\u{2069} (الثلاثاء)"
    ),
    (
      "fi_FI", "Nothing to do from today through the end of next week.", "Later This Week",
      "  1. X (Tuesday)"
    ),
  ]

  @Test(arguments: SuiteSize.sample(screens, every: 2))
  func `--locale gives the whole screen one language`(
    _ locale: String, _ noContent: String, _ heading: String, _ row: String
  ) async throws {
    let result = try await TodoRunner.run(options + ["--locale", locale], input: input)

    #expect(result.output == "\(noContent)\n\(heading)\n\(row)\n")
    #expect(result.error == "")
  }

  @Test func `run from another folder, todo finds its translations beside it`() async throws {
    let result = try await TodoRunner.run(
      shell: #"cd / && "$TODO" --locale de_DE "# + options.joined(separator: " "),
      input: input)

    #expect(
      result.output
        == "Nichts zu tun von heute bis zum Ende der nächsten Woche.\n"
        + "Später in dieser Woche\n  1. X (Dienstag)\n")
  }

  @Test func `a todo copied without its resource bundle speaks English, and does not crash`()
    async throws
  {
    let folder = try TemporaryDirectory()
    let result = try await TodoRunner.run(
      shell: #"cp "$TODO" "\#(folder.path("todo"))" && cd / && "\#(folder.path("todo"))""#
        + " --locale de_DE " + options.joined(separator: " "),
      input: input)

    #expect(
      result
        == .init(
          output: "Nothing to do from today through the end of next week.\n"
            + "Later This Week\n  1. X (Tuesday)\n",
          error: "", status: 0))
  }

  @Test(.enabled(if: TodoRunner.runsOtherUserTests, "needs root, setpriv and a full run"))
  func `a todo in a folder its user cannot read speaks English, and does not crash`()
    async throws
  {
    // As root's clone in a folder only root may enter (what `mktemp -d` makes): where the system
    // lets another user run a program in it, that user cannot read the program's own path,
    // which Foundation's `Bundle.main` stops the program over.
    let folder = try TemporaryDirectory()
    let locked = folder.path("locked")
    let bin = locked + "/bin"
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    let todo = URL(fileURLWithPath: bin + "/todo")
    try FileManager.default.copyItem(at: TodoRunner.executable, to: todo)
    let bundle = TodoRunner.executable.deletingLastPathComponent()
      .appendingPathComponent(ResourceBundle.names[0])
    try FileManager.default.copyItem(
      at: bundle, to: URL(fileURLWithPath: bin + "/" + ResourceBundle.names[0]))
    try #require(chmod(locked, 0o700) == 0)

    let result = try await TodoRunner.run(
      asUser: OtherUsers.first, executable: todo, ["--locale", "de_DE", "--in-memory"] + options,
      input: input)
    if result.error.contains("Permission denied") {
      try Test.cancel(
        "this system does not let user \(OtherUsers.first) run a program it cannot reach")
    }

    #expect(
      result
        == .init(
          output: "Nothing to do from today through the end of next week.\n"
            + "Later This Week\n  1. X (Tuesday)\n",
          error: "", status: 0))
  }

  @Test func `--help names the languages with a translation, and how to add one`() async throws {
    let result = try await TodoRunner.run(["--help"])

    #expect(
      result.output.contains(
        """
        Languages: every word of a session (the list, the forms, the messages and the
        help command) is in the language of --locale where it has a translation: ar, de,
        en, es, fr, ja, pt-BR, zh-Hans, zh-Hant. Any other language gets them all in
        English. This help, --version and the errors in options are in English. To add a
        language, see "Adding a language" in
        Sources/TodoVIPER/TodoVIPER.docc/TheTerminalApp.md.
        """))
  }

  @Test func `a todo copied without its resource bundle says so in --help`() async throws {
    let folder = try TemporaryDirectory()
    let copy = folder.path("todo")
    let result = try await TodoRunner.run(shell: #"cp "$TODO" "\#(copy)" && "\#(copy)" --help"#)

    #expect(
      result.output.contains(
        """
        Languages: English only: the translations (viper-todo_TodoVIPER.resources) are
        not beside this todo; copy that folder from the build folder next to it.
        """))
  }

  // MARK: - Translations are not trusted

  /// A copy of `todo` and its translations in a folder of the test's own, whose German
  /// translation the test may change.
  struct Installation {
    let folder: TemporaryDirectory
    let todo: String
    let bundle: String

    init() throws {
      folder = try TemporaryDirectory()
      todo = folder.path("todo")
      bundle = folder.path(ResourceBundle.names[0])
      try FileManager.default.copyItem(atPath: TodoRunner.executable.path, toPath: todo)
      try FileManager.default.copyItem(
        at: TodoRunner.executable.deletingLastPathComponent()
          .appendingPathComponent(ResourceBundle.names[0]),
        to: URL(fileURLWithPath: bundle))
    }

    /// The German table's path.
    var german: String { bundle + "/de.lproj/Localizable.strings" }

    /// Returns the German table with `change` made to its text.
    func changeGerman(_ change: (String) -> String) throws {
      let text = try String(contentsOfFile: german, encoding: .utf8)
      try Data(change(text).utf8).write(to: URL(fileURLWithPath: german))
    }

    func run(_ arguments: [String], input: String) async throws -> TodoRunner.Result {
      try await TodoRunner.run(
        arguments, inputBytes: Data(input.utf8), executable: URL(fileURLWithPath: todo))
    }
  }

  let english =
    "Nothing to do from today through the end of next week.\nLater This Week\n  1. X (Tuesday)\n"

  @Test func `installed in a folder whose name is not UTF-8, todo finds its translations`()
    async throws
  {
    let folder = try TemporaryDirectory()
    let result = try await TodoRunner.run(
      shell: #"d="\#(folder.url.path)/$(printf 'bad\377')" && mkdir "$d" && "#
        + #"cp -R "$TODO" "${TODO%/todo}/\#(ResourceBundle.names[0])" "$d" && "#
        + #""$d/todo" --locale de_DE "# + options.joined(separator: " "),
      input: input)

    #expect(
      result
        == .init(
          output: "Nichts zu tun von heute bis zum Ende der nächsten Woche.\n"
            + "Später in dieser Woche\n  1. X (Dienstag)\n",
          error: "", status: 0))
  }

  @Test func `a translation's control characters are shown escaped, as titles are`() async throws {
    let installation = try Installation()
    try installation.changeGerman {
      $0.replacingOccurrences(of: "Später in dieser Woche", with: "Später\u{1B}[2J")
        .replacingOccurrences(of: "Nichts zu tun", with: "\u{1B}]0;owned\u{7}Nichts zu tun")
    }

    let result = try await installation.run(["--locale", "de_DE"] + options, input: input)

    #expect(
      result
        == .init(
          output: "\\u{1B}]0;owned\\u{7}Nichts zu tun von heute bis zum Ende der nächsten Woche.\n"
            + "Später\\u{1B}[2J\n  1. X (Dienstag)\n",
          error: "", status: 0))
  }

  /// A German table that is not whole, and the problem the warning names.
  enum BrokenTranslation: String, CaseIterable, CustomTestStringConvertible {
    case lacksAWord = "lacks a word"
    case cutInsideAComment = "cut inside a comment"

    var testDescription: String { rawValue }

    func apply(to text: String) -> String {
      switch self {
      case .lacksAWord:
        text.replacingOccurrences(of: #""list.section.tomorrow" = "Morgen";"#, with: "")
      case .cutInsideAComment:
        // Today and Tomorrow stay, and German's plural rule above them; every other word and
        // form for one is lost inside a comment that never ends, and the warning names the
        // first three and counts the rest.
        String(text[..<(text.range(of: " after tomorrow")?.lowerBound ?? text.endIndex)])
      }
    }

    var problem: String {
      switch self {
      case .lacksAWord: "lacks list.section.tomorrow"
      case .cutInsideAComment:
        "lacks list.section.laterThisWeek, list.section.nextWeek, list.itemWithDay and "
          + "\(Self.germanKeys - 6) more"
      }
    }

    /// How many keys the German table has, as built: the count of the words lost with it
    /// follows from it, so that a word added to every table changes no number here.
    static var germanKeys: Int {
      (try? ResourceBundle.installed?.table("Localizable", of: "de").get().count) ?? 0
    }
  }

  @Test(arguments: BrokenTranslation.allCases)
  func `a translation that is not whole is not used: all English, and one warning`(
    _ broken: BrokenTranslation
  ) async throws {
    let installation = try Installation()
    try installation.changeGerman(broken.apply)

    let result = try await installation.run(["--locale", "de_DE"] + options, input: input)

    #expect(
      result
        == .init(
          output: english,
          error: "todo: warning: the de translation (\(installation.german)) \(broken.problem); "
            + "todo speaks English instead\n",
          status: 0))
  }

  @Test(.timeLimit(.minutes(1)))
  func `a translation that is a FIFO is refused without waiting on it`() async throws {
    let installation = try Installation()
    try FileManager.default.removeItem(atPath: installation.german)
    try #require(mkfifo(installation.german, 0o644) == 0)

    let result = try await installation.run(["--locale", "de_DE"] + options, input: input)

    #expect(
      result
        == .init(
          output: english,
          error: "todo: warning: the de translation (\(installation.german)) cannot be read: it "
            + "is a FIFO, not a regular file; todo speaks English instead\n",
          status: 0))
  }
}
