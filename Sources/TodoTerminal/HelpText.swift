import Foundation
import TodoVIPER

/// The texts that `--help` and the `help` command print.
enum HelpText {
  /// The version `--version` prints.
  static let version = "todo 1.0.0"

  /// The commands and the due-date forms, for the `help` command, in the words of a session:
  /// the commands themselves stay English, as they are typed.
  static func commands(in words: Words, parser: DueDateParser) -> String {
    words(.helpCommands)
      + wrapped(words(.helpDueDates, .message(parser.acceptedFormsExplained)), width: 84)
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
      --calendar <id>        \(wrapped("gregorian (default), \(CalendarName.list)", width: 64, indent: 25).dropLast())
      --store <path>         keep the items in this JSON file (created on the first save; its
                             folder must exist); without it they live in memory until you quit
      -h, --help             show this help
      --version              show the version
      --                     end of the options (todo takes no other arguments)

    """
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
    return "\n" + wrapped(languages.isEmpty ? missing : found, width: 88) + "\n"
  }

  /// The whole usage, for `--help`: in English, whatever the locale.
  static func usage(translations: (any TranslationSource)?) -> String {
    let englishDays = DueDateParser(
      calendar: Calendar(identifier: .gregorian), clock: SystemClock())
    return introduction + commands(in: .english, parser: englishDays) + options
      + languages(in: translations) + exitStatuses
  }

  /// Returns `text` with its words on lines of at most `width` characters, every line after
  /// the first indented by `indent` spaces, and a line break at the end.
  static func wrapped(_ text: String, width: Int, indent: Int = 0) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    lines.append(line)
    return lines.joined(separator: "\n" + String(repeating: " ", count: indent)) + "\n"
  }
}
