import Foundation
import TodoPlatform
import TodoVIPER

/// The texts that `--help` and the `help` command print.
enum HelpText {
  /// The version `--version` prints.
  static let version = "todo 1.0.0"

  /// The commands and the due-date forms, for the `help` command, laid out in `width` columns.
  ///
  /// In the words of a session: the commands themselves stay English, as they are typed.
  static func commands(in words: Words, parser: DueDateParser, width: Int) -> String {
    TextLayout.reflowed(rawCommands(in: words, parser: parser), width: width)
  }

  /// The commands, the fields of an item and the due-date forms, as the words write them.
  private static func rawCommands(in words: Words, parser: DueDateParser) -> String {
    words(.helpCommands) + fields(in: words) + "\n"
      + words(.helpDueDates, .message(parser.acceptedFormsExplained)) + "\n"
  }

  /// The fields of an item, from their one description (``EntryField``): a heading, then each
  /// field's name and what it holds, in the order the add form asks for them.
  static func fields(in words: Words) -> String {
    words(.helpFields) + "\n"
      + table(EntryField.allCases.map { ($0.name, words($0.help)) }, in: words)
  }

  /// Returns the lines of a help's table: each name (a command or a field's, which stay
  /// English) two columns in, its text beside it, eight columns after the name's start
  /// (`  title   what to do`); a name isolated where the language is written right to left.
  static func table(_ rows: [(name: String, text: String)], in words: Words) -> String {
    rows.map { name, text in
      let shown = words.isolatesLeftToRight ? "\u{2068}\(name)\u{2069}" : name
      let gap = String(repeating: " ", count: max(8 - name.count, 2))
      return "  " + shown + gap + text + "\n"
    }.joined()
  }

  /// Where the items are kept, after the commands of the `help` command: `storeFile`, a long
  /// path on a line of its own, or memory when it is `nil`; in `width` columns.
  static func keptIn(_ storeFile: BytePath?, words: Words, width: Int) -> String {
    let path = storeFile.map { $0.description.escapedForTerminal }
    let kept = path.map { words(.helpStoreFile, .text($0)) } ?? words(.helpStoreMemory)
    return "\n"
      + TextLayout.wrapped(kept, width: width, unbroken: path.map { [$0] } ?? []) + "\n"
  }

  /// What the program is, before the commands.
  static let introduction = """
    usage: todo [options]

    A to-do list at the terminal: the VIPER example from objc.io issue 13.
    It lists what is due today, tomorrow, later this week and next week.

    """

  /// The options, after the commands.
  static var options: String {
    """

    Options:
      --now <instant>        fix the clock, e.g. 2026-11-22T10:00:00Z (default: the system clock)
      --time-zone <id>       an IANA time zone, e.g. Europe/Berlin, or an offset east of UTC
                             such as +05:30 (default: TZ, read as libc reads it, or the system's)
      --first-weekday <day>  1-7 (1 = Sunday, 2 = Monday) or a weekday name (default: the locale's)
      --locale <id>          the session's language (see Languages) and the default first
                             weekday, e.g. de_DE or C (default: LC_ALL, LC_TIME or LANG)
      --calendar <id>        gregorian (default), \(CalendarName.list)
      --store <path>         keep the items in this JSON file (created on the first save; its
                             folder must exist) instead of the default file (see Store)
      --in-memory            keep the items in memory only: nothing is read or written, and
                             they are gone when todo ends
      -h, --help             show this help
      --version              show the version
      --                     end of the options (todo takes no other arguments)

    """
  }

  /// Where the items are kept without `--store` or `--in-memory`: the rule, and the file it
  /// gives here, or why it gives none; with the phrases that must not break (the folders).
  static func store(
    _ storeFile: Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder>?
  ) -> (text: String, unbroken: [String]) {
    let file = "\(DefaultStoreFile.folderName)/\(DefaultStoreFile.fileName)"
    let macOSFolder = "~/Library/Application Support/\(file)"
    let rule = """
      Store: without --store or --in-memory, todo keeps the items in $XDG_DATA_HOME/\(file) \
      where XDG_DATA_HOME is an absolute path, else in ~/.local/share/\(file) (on macOS, \
      \(macOSFolder)), ~ being HOME where it is an absolute path, else \
      the home folder the password database names. The first save makes the missing folders, \
      private to you (0700), and the file (0600).
      """
    switch storeFile {
    case .success(let file):
      let path = file.path.description.escapedForTerminal
      return ("\n" + rule + " Here that is " + path + ".\n", [macOSFolder, path])
    case .failure:
      return (
        "\n" + rule + " Here there is none: HOME is not an absolute path, and the password "
          + "database names no home folder.\n", [macOSFolder]
      )
    case nil:
      return ("\n" + rule + " This program keeps its items in memory only.\n", [macOSFolder])
    }
  }

  /// What each exit status means, last.
  static let exitStatuses = """
    Exit status:
      0  everything asked for was done
      1  the store cannot be used, standard input cannot be read or standard output
         written (a full disk, a closed pipe), or (when standard input is not a
         terminal) an entry was refused or could not be stored
      2  a bad option, or a TZ that todo cannot read

    """

  /// Which languages a session speaks, from the translations `todo` finds beside it.
  static func languages(in translations: (any TranslationSource)?) -> String {
    let languages = translations.map(Words.languages(in:)) ?? []
    let bundle = ResourceBundle.names[0]
    let missing =
      "Languages: English only: the translations (\(bundle)) are not beside this todo; "
      + "copy that folder from the build folder next to it."
    let found =
      "Languages: every word of a session (the list, the forms, the messages and the help "
      + "command) is in the language of --locale where it has a translation: "
      + languages.joined(separator: ", ")
      + ". Any other language gets them all in English. This help, --version and the errors "
      + "in options are in English. To add a language, see \"Adding a language\" in "
      + "Sources/TodoVIPER/TodoVIPER.docc/TheTerminalApp.md."
    return "\n" + (languages.isEmpty ? missing : found) + "\n\n"
  }

  /// The whole usage, for `--help`: in English, whatever the locale, with the default store
  /// file that `storeFile` resolves to here; laid out in `width` columns.
  static func usage(
    translations: (any TranslationSource)?,
    storeFile: Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder>? = nil, width: Int = 80
  ) -> String {
    let englishDays = DueDateParser(
      calendar: Calendar(identifier: .gregorian), clock: SystemClock())
    let store = store(storeFile)
    return TextLayout.reflowed(
      introduction + rawCommands(in: .english, parser: englishDays) + options + store.text
        + languages(in: translations) + exitStatuses,
      width: width, unbroken: store.unbroken)
  }
}
