import Fakes
import Foundation
import TodoTerminal
import TodoVIPER

/// The words the third translation review (issue 41) changed in one language, each where it
/// shows: refusals of the list and of a typed date, `help`, the advice of a store that cannot
/// be used, a save refused for a reason of the file's or the folder's, a file that is no to-do
/// file, and the calendars `explain` names.
struct ReviewWords: Hashable {
  /// What the list says to `open 1` with no row shown, and to `open 3` with two.
  var noRows: String
  var noSuchRow: String
  /// "31/12/2026" typed as a due date, and 2011-12-30 in Pacific/Apia, a day the zone skipped.
  var notADate: String
  var skippedDay: String
  /// "friday" typed where the calendar cannot place "now".
  var cannotPlace: String
  /// `help`'s commands and due dates, as the table writes them, before they are laid out;
  /// the heading of its fields and what each holds; the edit form's help: its heading and what
  /// each action does.
  var help: String
  var fields: [String]
  var editHelp: [String]
  /// `--store` given to a program that keeps no file: the two lines it writes.
  var memoryOnly: String
  /// The advice of a store file that cannot be used.
  var createFolderAdvice: String
  var otherPathAdvice: String
  var leftAsItWasAdvice: String
  /// The store's sentence for an item the edit form asked for, gone.
  var itemNotFound: String
  /// A line the list cannot read, too long, and a command the edit form does not know, as the
  /// edit form writes it from a pipe.
  var lineProblems: [String]
  /// An item not saved to `/srv/todo.json` for each of the reasons of the file or the folder.
  var saveRefusals: [String]
  /// `/srv/todo.json` cannot be read, or is no file the store can use.
  var storeProblems: [String]
  /// `/srv/todo.json` is no to-do file, or holds an item that is not valid, for each reason.
  var fileProblems: [String]
  /// Every calendar `explain` names, in the order `--calendar` lists them.
  var calendars: [String]
}

extension ScreenWords {
  static func reviewed(in locale: String) async -> ReviewWords {
    let words = words(locale)
    let parser = DueDateParser(calendar: .sundayFirst, clock: FixedClock(earliest), words: words)
    var apia = Calendar.sundayFirst
    apia.timeZone = TimeZone(identifier: "Pacific/Apia") ?? .gmt
    let skipping = DueDateParser(
      calendar: apia, clock: FixedClock(.iso("2011-12-28T10:00:00Z")), words: words)
    func refusal(_ parser: DueDateParser, _ typed: String) -> String {
      guard case .failure(let error) = parser.dueDate(from: typed) else { return "(a date)" }
      return words.text(error.message)
    }
    let terminal = ScriptedTerminal(lines: [])
    _ = await TodoCommandLine.run(
      arguments: ["--store", "todo.json"],
      defaults: TodoOptions.Defaults(timeZone: .gmt, locale: Locale(identifier: locale)),
      clock: FixedClock(earliest), streams: terminal, style: .plain,
      translations: ResourceBundle.installed)
    let file = Message.Argument.text("/srv/todo.json")
    let lock = Message.Argument.text("/srv/todo.json.lock")
    let reasons: [Message] = [
      Message(.fileDueOutOfRange, .text("Far away")),
      Message(.fileCompletionOutOfRange, .text("Far away")),
      Message(.fsReadOnly, .text("0444")),
      Message(.fsMayNotWrite, .number(65534), .number(0), .text("0644")),
      Message(.fsHardLinks, .number(2)),
      Message(.fsStickyFolder, .text("/srv"), .text("1777"), .number(0)),
      Message(.fsWouldChangeOwner, .number(0), .number(65534)),
      Message(.fsWouldChangeGroup, .number(0), .number(65534)),
      Message(.fsLockHeld, lock, .message(Message(.fsSeconds, .number(30)))),
      Message(.fsLockNotRegular, lock, .message(Message(.fsKindFolder))),
      Message(.fsLockCancelled, lock),
      Message(
        .fsActionFailed, .message(Message(.fsCannotLock, lock)), .message(.systemError(EIO))),
    ]
    let problems: [Message] = [
      Message(.fileNoVersion), Message(.fileVersionNotWhole),
      Message(.fileUnknownVersion, .text("3")), Message(.fileNotUTF8, .number(1), .number(35)),
      Message(.fileNotJSON, .number(1), .number(26)),
      Message(.fileTooDeep, .number(512), .number(1), .number(513)),
    ]
    return ReviewWords(
      noRows: refusedOpen(row: 1, shown: 0, in: locale),
      noSuchRow: refusedOpen(row: 3, shown: 2, in: locale),
      notADate: refusal(parser, "31/12/2026"), skippedDay: refusal(skipping, "2011-12-30"),
      cannotPlace: dueDateUnplaceable(in: locale, typed: "friday"),
      help: words(.helpCommands) + words(.helpDueDates, .message(parser.acceptedFormsExplained)),
      fields: [words(.helpFields), words(.formFieldTitle), words(.formFieldDueDate)],
      editHelp: [
        words(.editHelp), words(.editHelpSave), words(.editHelpDone), words(.editHelpDelete),
        words(.editHelpCancel),
      ],
      memoryOnly: terminal.output.error,
      createFolderAdvice: words(.storeAdviceCreateFolder),
      otherPathAdvice: words(.storeAdviceOtherPath),
      leftAsItWasAdvice: words(.storeAdviceLeftAsItWas),
      itemNotFound: itemNotFound(in: locale),
      lineProblems: [
        words(.terminalLineNotUTF8), words(.terminalLineTooLong, .number(65536)),
        await editCommandHint(in: locale),
      ],
      saveRefusals: reasons.map {
        words(.addNotSaved, .message(Message(.storeCannotSave, file, .message($0))))
      },
      storeProblems: [
        words(.storeUnreadable, file, .message(.systemError(EACCES))),
        words(
          .storeBadPath, file, .message(Message(.fsNotRegular, .message(Message(.fsKindFolder))))),
      ],
      fileProblems: problems.map { words(.storeNotAToDoFile, file, .message($0)) } + [
        words(
          .storeInvalidItem, file, .number(1),
          .message(Message(.itemBadInstant, .text("due"), .text("next tuesday"))))
      ],
      calendars: CalendarName.all.map { calendar in
        CalendarName.word(of: calendar.identifier).map { words($0) } ?? calendar.name
      })
  }

  /// Every reason of the system's in `locale`'s language, by `errno` as `<errno.h>` numbers
  /// them, and one no word names (ENXIO).
  static func systemReasons(in locale: String) -> [String] {
    [
      EPERM, ENOENT, EIO, EBADF, EAGAIN, ENOMEM, EACCES, EBUSY, EEXIST, EXDEV, ENOTDIR, EISDIR,
      EINVAL, ENFILE, EMFILE, ETXTBSY, EFBIG, ENOSPC, EROFS, EMLINK, ENAMETOOLONG, ELOOP, EDQUOT,
      EINTR, ENXIO,
    ].map { words(locale).text(.systemError($0)) }
  }
}
