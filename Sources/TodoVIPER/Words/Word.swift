/// Every word `todo` shows, by its key in the tables `Resources/<language>.lproj/Localizable.strings`.
///
/// One case a sentence, label or prompt; its comment says where it appears, as the English table's
/// does. The English words are ``english``: built in, so `todo` speaks English without its
/// resources, and the same as `en.lproj`, key for key and word for word (a spec checks it).
/// A value that goes into a sentence is written `%@` (a text) or `%d` (a number), or, where its
/// place matters, `%1$@`, `%2$d` …; every translation has the same ones (a spec checks that too).
public enum Word: String, CaseIterable, Sendable {
  /// The list: the heading of the items due today.
  case listSectionToday = "list.section.today"

  /// The list: the heading of the items due tomorrow.
  case listSectionTomorrow = "list.section.tomorrow"

  /// The list: the heading of the items due after tomorrow and before next week starts.
  case listSectionLaterThisWeek = "list.section.laterThisWeek"

  /// The list: the heading of the items due next week.
  case listSectionNextWeek = "list.section.nextWeek"

  /// The list: an item due after today, with its weekday. %1$@ is the title, %2$@ the weekday.
  case listItemWithDay = "list.itemWithDay"

  /// The list: shown instead of the list when nothing is due from today through the end of next
  /// week.
  case listNoContent = "list.noContent"

  /// The list: the items could not be read. %@ is the reason, a sentence of its own.
  case listCannotLoad = "list.cannotLoad"

  /// explain: the due date could not be explained. %@ is the reason.
  case listCannotExplain = "list.cannotExplain"

  /// open N: the list shows no row N. %1$d is the row asked for, %2$d the number of rows shown
  /// (two or more: see list.onlyRow), which it is counted by.
  case listNoSuchRow = "list.noSuchRow"

  /// open N: the list shows one row only, and not row N. %d is the row asked for.
  case listOnlyRow = "list.onlyRow"

  /// open N: the list shows no rows at all. %d is the row asked for.
  case listNoRows = "list.noRows"

  /// The reason the list cannot be shown, or a date explained: %@ is an instant (ISO 8601) the
  /// calendar cannot place.
  case listCalendarCannotPlace = "list.calendarCannotPlace"

  /// An instant too far from today to write as a date: %@ is a number of seconds.
  case timeSecondsAfter1970 = "time.secondsAfter1970"

  /// explain: the label of the row with the current instant.
  case explainNow = "explain.now"

  /// explain: the label of the row with the due date explained.
  case explainDue = "explain.due"

  /// explain: the label of the row with the first instant of today.
  case explainStartOfToday = "explain.startOfToday"

  /// explain: the label of the row with the first instant of tomorrow.
  case explainStartOfTomorrow = "explain.startOfTomorrow"

  /// explain: the label of the row with the first instant of the day after tomorrow.
  case explainStartOfDayAfterTomorrow = "explain.startOfDayAfterTomorrow"

  /// explain: the label of the row with the first instant of this week.
  case explainStartOfThisWeek = "explain.startOfThisWeek"

  /// explain: the label of the row with the first instant of next week.
  case explainStartOfNextWeek = "explain.startOfNextWeek"

  /// explain: the label of the row with the first instant of the week after next.
  case explainStartOfWeekAfterNext = "explain.startOfWeekAfterNext"

  /// explain: the label of the row with the rule that placed the due date.
  case explainSection = "explain.section"

  /// explain: the label of the row with the time zone.
  case explainTimeZone = "explain.timeZone"

  /// explain: the time zone row. %1$@ is the zone's identifier, %2$@ the version of the time-zone
  /// data.
  case explainTimeZoneValue = "explain.timeZone.value"

  /// explain: the label of the row with the calendar.
  case explainCalendar = "explain.calendar"

  /// explain: the calendar row. %1$@ is the calendar's name, %2$@ the weekday weeks start on, %3$d
  /// its number for the option --first-weekday.
  case explainCalendarValue = "explain.calendar.value"

  /// explain: an instant with its weekday. %1$@ is the instant (ISO 8601), %2$@ the weekday.
  case explainInstantWithDay = "explain.instantWithDay"

  /// explain: the rule for a due date before today.
  case explainRuleBeforeToday = "explain.rule.beforeToday"

  /// explain: the rule for a due date today.
  case explainRuleToday = "explain.rule.today"

  /// explain: the rule for a due date tomorrow.
  case explainRuleTomorrow = "explain.rule.tomorrow"

  /// explain: the rule for tomorrow when tomorrow is also the first day of next week. %@ is the
  /// rule for tomorrow, above.
  case explainRuleTomorrowWins = "explain.rule.tomorrowWins"

  /// explain: the rule for a due date later this week.
  case explainRuleLaterThisWeek = "explain.rule.laterThisWeek"

  /// explain: the rule for a due date next week.
  case explainRuleNextWeek = "explain.rule.nextWeek"

  /// explain: the rule for a due date after next week.
  case explainRuleAfterNextWeek = "explain.rule.afterNextWeek"

  /// The add and edit forms: the title shows nothing.
  case entryEmptyTitle = "entry.emptyTitle"

  /// The add and edit forms: the due date is before today. %1$@ is the day typed, %2$@ today, both
  /// as YYYY-MM-DD.
  case entryDueDateBeforeToday = "entry.dueDateBeforeToday"

  /// The add form: the store refused to save. %@ is its reason.
  case addNotSaved = "add.notSaved"

  /// The edit form: the item is gone. %@ is its title.
  case editGone = "edit.gone"

  /// The edit form: the item is gone before it was shown.
  case editGoneUnnamed = "edit.goneUnnamed"

  /// The edit form: the item could not be loaded. %@ is the store's reason.
  case editCannotRead = "edit.cannotRead"

  /// The edit form: the change was not saved. %@ is the store's reason.
  case editNotSaved = "edit.notSaved"

  /// The edit form: 'done' failed. %@ is the store's reason.
  case editNotCompleted = "edit.notCompleted"

  /// The edit form: 'delete' failed. %@ is the store's reason.
  case editNotDeleted = "edit.notDeleted"

  /// The edit form: the item's due date. %1$@ is the day (YYYY-MM-DD) or the instant (ISO 8601),
  /// %2$@ the weekday.
  case editDueText = "edit.dueText"

  /// The reason a store gives for an item it no longer has. %@ is the item's identity (a UUID).
  case editItemNotFound = "edit.itemNotFound"

  /// Every problem shown at the terminal, on standard error. %@ is the problem.
  case terminalError = "terminal.error"

  /// The first line at a terminal. %@ lists the commands, which stay in English: list, add, open,
  /// explain, help, quit.
  case terminalCommands = "terminal.commands"

  /// A line that is no command. %1$@ is the line, %2$@ the commands, in English.
  case terminalUnknownCommand = "terminal.unknownCommand"

  /// A command line that is not UTF-8 text.
  case terminalLineNotUTF8 = "terminal.lineNotUTF8"

  /// A command line that is too long. %d is the largest number of bytes a line may have.
  case terminalLineTooLong = "terminal.lineTooLong"

  /// explain without a due date. %1$@ is the word for tomorrow, %2$@ the forms a due date may take
  /// (date.acceptedForms).
  case terminalExplainNeedsDate = "terminal.explainNeedsDate"

  /// open without a row number.
  case terminalOpenNeedsRow = "terminal.openNeedsRow"

  /// A form's line that is not UTF-8 text.
  case formNotUTF8 = "form.notUTF8"

  /// At a terminal, a line that is not UTF-8 text, and what to do; 'cancel' stays in English: it
  /// is what the user types.
  case formNotUTF8TypeAgain = "form.notUTF8TypeAgain"

  /// A form's line that is too long. %d is the largest number of bytes.
  case formTooLong = "form.tooLong"

  /// At a terminal, a line that is too long, and what to do. %d is the largest number of bytes;
  /// 'cancel' stays in English.
  case formTooLongTypeShorter = "form.tooLongTypeShorter"

  /// From a pipe or a file: a problem and the input line it came from. %1$d is the line's number,
  /// %2$@ the problem.
  case formAtLine = "form.atLine"

  /// From a pipe or a file: a refused entry and the input lines it came from. %1$d and %2$d are the
  /// first and last line, %3$@ the problem.
  case formAtLines = "form.atLines"

  /// The add and edit forms: the prompt for the title, at a terminal.
  case formTitle = "form.title"

  /// The add and edit forms: the prompt for the due date, at a terminal.
  case formDueDate = "form.dueDate"

  /// The add and edit forms: the prompt for the due date, at a terminal. %@ is today, as
  /// YYYY-MM-DD.
  case formDueDateFrom = "form.dueDateFrom"

  /// The add form: closed without adding anything.
  case addCancelled = "add.cancelled"

  /// The edit form: the item it shows. %1$@ is the title, %2$@ the due date (edit.dueText).
  case editShowing = "edit.showing"

  /// The edit form: the prompt for its next command, at a terminal.
  case editPrompt = "edit.prompt"

  /// The edit form: asks before deleting. 'yes' stays in English: it is what the user types.
  case editConfirmDelete = "edit.confirmDelete"

  /// The edit form: the answer to 'delete' was not yes.
  case editNotDeletedAfterNo = "edit.notDeletedAfterNo"

  /// The edit form: closed with nothing changed.
  case editCancelled = "edit.cancelled"

  /// The edit form: a line that is none of its commands. %1$@ is the line, %2$@ its commands, in
  /// English.
  case editUnknownCommand = "edit.unknownCommand"

  /// The edit form's help. The command names (title, due, save, done, delete, cancel) and 'yes'
  /// stay in English; keep them in the first column.
  case editHelp = "edit.help"

  /// The help command (and --help). The commands and what the user types (list, add, open, explain,
  /// help, quit, cancel, yes, the edit form's commands) stay in English; keep them in the first
  /// column.
  case helpCommands = "help.commands"

  /// The help command: the last paragraph. %@ is the forms a due date may take, explained
  /// (date.acceptedFormsExplained).
  case helpDueDates = "help.dueDates"

  /// The forms a due date may take, in short. %1$@ is the word for today, %2$@ for tomorrow, both
  /// from the locale's data.
  case dateAcceptedForms = "date.acceptedForms"

  /// The forms a due date may take, for help. %1$@ is the word for today, %2$@ for tomorrow. In
  /// another language, say that weekday names are accepted in that language and in English.
  case dateAcceptedFormsExplained = "date.acceptedFormsExplained"

  /// A due date that cannot be read. %1$@ is what was typed, %2$@ the forms accepted
  /// (date.acceptedForms).
  case dateNotADate = "date.notADate"

  /// A day the time zone skipped. %1$@ is the day (YYYY-MM-DD), %2$@ the time zone's identifier.
  case dateSkippedDay = "date.skippedDay"

  /// A due date the calendar cannot place. %1$@ is what was typed, %2$@ the forms accepted.
  case dateCannotPlace = "date.cannotPlace"

  /// At launch, --store given to a program that keeps no file. %@ is the path.
  case launchMemoryOnly = "launch.memoryOnly"

  /// At launch: what to do about launch.memoryOnly.
  case launchMemoryOnlyAdvice = "launch.memoryOnlyAdvice"

  /// At launch, always in English: a translation could not be used. %@ says why.
  case launchTranslationWarning = "launch.translationWarning"

  /// Why a translation was not used, always in English. %1$@ is the language, %2$@ the file, %3$@
  /// the keys missing.
  case translationLacks = "translation.lacks"

  /// Why a translation was not used, always in English. %1$@ is the language, %2$@ the file, %3$@
  /// the reason.
  case translationUnreadable = "translation.unreadable"

  /// Why a translation was not used, always in English: its %@ and %d differ from English's. %1$@
  /// is the language, %2$@ the file, %3$@ the keys.
  case translationOtherValues = "translation.otherValues"

  /// During a save, after a second's wait for another program's lock. %1$@ is the lock file, %2$d
  /// the seconds it waits at most.
  case storeLockWait = "store.lockWait"

  /// The store file cannot be read. %1$@ is its path, %2$@ the reason.
  case storeUnreadable = "store.unreadable"

  /// The store's path names no file that can be used. %1$@ is the path, %2$@ the reason.
  case storeBadPath = "store.badPath"

  /// The store file is not a to-do file. %1$@ is its path, %2$@ what is wrong.
  case storeNotAToDoFile = "store.notAToDoFile"

  /// An item of the store file is not valid. %1$@ is the path, %2$d the item's place (from 1), %3$@
  /// what is wrong.
  case storeInvalidItem = "store.invalidItem"

  /// The store file's folder is missing. %1$@ is the path, %2$@ the folder.
  case storeFolderMissing = "store.folderMissing"

  /// A save failed. %1$@ is the path, %2$@ the reason.
  case storeCannotSave = "store.cannotSave"

  /// What to do when the folder is missing or a save failed.
  case storeAdviceCreateFolder = "store.advice.createFolder"

  /// What to do when the path names no usable file.
  case storeAdviceOtherPath = "store.advice.otherPath"

  /// What to do about a store file that cannot be read or is not a to-do file.
  case storeAdviceLeftAsItWas = "store.advice.leftAsItWas"

  /// The store file is not a JSON object. "version" and "items" are the file's keys and stay as
  /// they are.
  case fileNotAnObject = "file.notAnObject"

  /// The store file has no list of items; "items" is a key of the file.
  case fileNoItems = "file.noItems"

  /// Two items have one identity. %1$@ is the identity, %2$d the place of the first item that has
  /// it.
  case fileDuplicateID = "file.duplicateID"

  /// An item's due date cannot be written. %@ is its title.
  case fileDueOutOfRange = "file.dueOutOfRange"

  /// An item's completion cannot be written. %@ is its title.
  case fileCompletionOutOfRange = "file.completionOutOfRange"

  /// The store file has no version.
  case fileNoVersion = "file.noVersion"

  /// The store file's version is not a whole number.
  case fileVersionNotWhole = "file.versionNotWhole"

  /// The store file has a version this program does not read. %@ is the version written in it.
  case fileUnknownVersion = "file.unknownVersion"

  /// The store file is not UTF-8 text. %1$d and %2$d are where.
  case fileNotUTF8 = "file.notUTF8"

  /// The store file is not JSON. %1$d and %2$d are where.
  case fileNotJSON = "file.notJSON"

  /// The store file nests too deep. %1$d is the most levels, %2$d and %3$d where.
  case fileTooDeep = "file.tooDeep"

  /// A key appears twice in one object of the store file. %@ is the key.
  case fileDuplicateKey = "file.duplicateKey"

  /// A key appears twice in an object of the store file. %1$@ is the key, %2$@ where (a path such
  /// as title.notes[2]).
  case fileDuplicateKeyIn = "file.duplicateKeyIn"

  /// An item of the store file is not an object; "title" and "due" are keys of the file.
  case itemNotAnObject = "item.notAnObject"

  /// An item has no "title", a key of the file.
  case itemNoTitle = "item.noTitle"

  /// An item's "title" is not text.
  case itemTitleNotText = "item.titleNotText"

  /// An item has no "due", a key of the file.
  case itemNoDue = "item.noDue"

  /// An item's "due" is not text.
  case itemDueNotText = "item.dueNotText"

  /// An item's title shows nothing.
  case itemEmptyTitle = "item.emptyTitle"

  /// An item's instant cannot be read. %1$@ is the key it is under (due or completed), %2$@ the
  /// text.
  case itemBadInstant = "item.badInstant"

  /// An item's "id" is not a UUID. %@ is the text.
  case itemBadID = "item.badID"

  /// An item of a version-2 file has no "id", a key of the file.
  case itemNoID = "item.noID"

  /// An item's "id" is not text.
  case itemIDNotText = "item.idNotText"

  /// An item's "completed" is not text.
  case itemCompletedNotText = "item.completedNotText"

  /// A system call failed. %1$@ is what was being done (one of the fs.cannot… texts), %2$@ the
  /// system's reason.
  case fsActionFailed = "fs.actionFailed"

  /// Locking the lock file failed. %@ is the lock file.
  case fsCannotLock = "fs.cannotLock"

  /// A save gave up waiting for the lock. %1$@ is the lock file, %2$@ how long it waited
  /// (fs.seconds or fs.milliseconds).
  case fsLockHeld = "fs.lockHeld"

  /// A duration in seconds.
  case fsSeconds = "fs.seconds"

  /// A duration in milliseconds.
  case fsMilliseconds = "fs.milliseconds"

  /// A save was cancelled while it waited for the lock. %@ is the lock file.
  case fsLockCancelled = "fs.lockCancelled"

  /// The store's path names something that is not a file. %@ is what it is (one of the fs.kind
  /// texts).
  case fsNotRegular = "fs.notRegular"

  /// What a path names: a file.
  case fsKindRegular = "fs.kind.regular"

  /// What a path names: a folder.
  case fsKindFolder = "fs.kind.folder"

  /// What a path names: a symbolic link.
  case fsKindSymbolicLink = "fs.kind.symbolicLink"

  /// What a path names: a FIFO (a named pipe).
  case fsKindFifo = "fs.kind.fifo"

  /// What a path names: a character device.
  case fsKindCharacterDevice = "fs.kind.characterDevice"

  /// What a path names: a block device.
  case fsKindBlockDevice = "fs.kind.blockDevice"

  /// What a path names: a socket.
  case fsKindSocket = "fs.kind.socket"

  /// What a path names: something else.
  case fsKindUnknown = "fs.kind.unknown"

  /// The store file may not be written. %@ is its mode, in octal.
  case fsReadOnly = "fs.readOnly"

  /// This user may not write the store file. %1$d is this user's id, %2$d the owner's, %3$@ the
  /// file's mode.
  case fsMayNotWrite = "fs.mayNotWrite"

  /// The store file has several names. %d is how many.
  case fsHardLinks = "fs.hardLinks"

  /// The store file is in a sticky folder. %1$@ is the folder, %2$@ its mode, %3$d the file's
  /// owner.
  case fsStickyFolder = "fs.stickyFolder"

  /// Writing the new file failed. %@ is its path.
  case fsCannotWriteTemporary = "fs.cannotWriteTemporary"

  /// Putting the new file in place failed. %1$@ is the new file, %2$@ the store file.
  case fsCannotRename = "fs.cannotRename"

  /// Creating the new file failed. %@ is its path.
  case fsCannotCreateTemporary = "fs.cannotCreateTemporary"

  /// A path that holds a NUL byte.
  case fsNulInPath = "fs.nulInPath"

  /// The lock file is not a file. %1$@ is its path, %2$@ what it is (fs.kind).
  case fsLockNotRegular = "fs.lockNotRegular"

  /// Creating the lock file failed. %@ is its path.
  case fsCannotCreateLock = "fs.cannotCreateLock"

  /// Opening the lock file failed. %@ is its path.
  case fsCannotOpenLock = "fs.cannotOpenLock"

  /// A save would change the file's group. %1$d is its group, %2$d the one it would get.
  case fsWouldChangeGroup = "fs.wouldChangeGroup"

  /// A save would change the file's owner. %1$d is its owner, %2$d the one it would get.
  case fsWouldChangeOwner = "fs.wouldChangeOwner"

  /// The system's reason for any errno without a word of its own. %d is the errno. English shows
  /// the system's own words; a translation shows these.
  case systemOther = "system.other"

  /// The system's reason EPERM. English shows the system's own words; a translation shows these.
  case systemEPERM = "system.EPERM"

  /// The system's reason ENOENT. English shows the system's own words; a translation shows these.
  case systemENOENT = "system.ENOENT"

  /// The system's reason EIO. English shows the system's own words; a translation shows these.
  case systemEIO = "system.EIO"

  /// The system's reason EBADF. English shows the system's own words; a translation shows these.
  case systemEBADF = "system.EBADF"

  /// The system's reason EAGAIN. English shows the system's own words; a translation shows these.
  case systemEAGAIN = "system.EAGAIN"

  /// The system's reason ENOMEM. English shows the system's own words; a translation shows these.
  case systemENOMEM = "system.ENOMEM"

  /// The system's reason EACCES. English shows the system's own words; a translation shows these.
  case systemEACCES = "system.EACCES"

  /// The system's reason EBUSY. English shows the system's own words; a translation shows these.
  case systemEBUSY = "system.EBUSY"

  /// The system's reason EEXIST. English shows the system's own words; a translation shows these.
  case systemEEXIST = "system.EEXIST"

  /// The system's reason EXDEV. English shows the system's own words; a translation shows these.
  case systemEXDEV = "system.EXDEV"

  /// The system's reason ENOTDIR. English shows the system's own words; a translation shows these.
  case systemENOTDIR = "system.ENOTDIR"

  /// The system's reason EISDIR. English shows the system's own words; a translation shows these.
  case systemEISDIR = "system.EISDIR"

  /// The system's reason EINVAL. English shows the system's own words; a translation shows these.
  case systemEINVAL = "system.EINVAL"

  /// The system's reason ENFILE. English shows the system's own words; a translation shows these.
  case systemENFILE = "system.ENFILE"

  /// The system's reason EMFILE. English shows the system's own words; a translation shows these.
  case systemEMFILE = "system.EMFILE"

  /// The system's reason ETXTBSY. English shows the system's own words; a translation shows these.
  case systemETXTBSY = "system.ETXTBSY"

  /// The system's reason EFBIG. English shows the system's own words; a translation shows these.
  case systemEFBIG = "system.EFBIG"

  /// The system's reason ENOSPC. English shows the system's own words; a translation shows these.
  case systemENOSPC = "system.ENOSPC"

  /// The system's reason EROFS. English shows the system's own words; a translation shows these.
  case systemEROFS = "system.EROFS"

  /// The system's reason EMLINK. English shows the system's own words; a translation shows these.
  case systemEMLINK = "system.EMLINK"

  /// The system's reason ENAMETOOLONG. English shows the system's own words; a translation shows
  /// these.
  case systemENAMETOOLONG = "system.ENAMETOOLONG"

  /// The system's reason ELOOP. English shows the system's own words; a translation shows these.
  case systemELOOP = "system.ELOOP"

  /// The system's reason EDQUOT. English shows the system's own words; a translation shows these.
  case systemEDQUOT = "system.EDQUOT"

  /// The system's reason EINTR. English shows the system's own words; a translation shows these.
  case systemEINTR = "system.EINTR"

  // MARK: The default store, in the user's data folder

  /// Making a folder of the default store failed. %@ is the folder's path.
  case fsCannotMakeFolder = "fs.cannotMakeFolder"

  /// The help command: where this run keeps the items. %@ is the file's path.
  case helpStoreFile = "help.storeFile"

  /// The help command: this run keeps the items in memory only (--in-memory).
  case helpStoreMemory = "help.storeMemory"

  /// At launch: there is no home folder for the default store (HOME and the password database).
  case launchNoHome = "launch.noHome"

  /// At launch: what to do about launch.noHome. HOME, XDG_DATA_HOME, --store and --in-memory stay
  /// as they are.
  case launchNoHomeAdvice = "launch.noHomeAdvice"

  /// What to do about the default store's path when it cannot name a file (store.badPath).
  case storeAdviceDefaultOtherPath = "store.advice.default.otherPath"

  /// What to do about a default store file that cannot be read or is not a to-do file.
  case storeAdviceDefaultLeftAsItWas = "store.advice.default.leftAsItWas"

  // An edit made after another program changed the item (issue 25).

  /// The reason a store gives for a change it did not apply. %@ is the item's title.
  case editItemChangedMeanwhile = "edit.itemChangedMeanwhile"

  /// The edit form: a field saved was changed elsewhere since the item was opened. %@ is its title.
  case editChangedMeanwhile = "edit.changedMeanwhile"

  /// The edit form: the item to delete was changed elsewhere since it was opened. %@ is its title.
  case editDeleteChangedMeanwhile = "edit.deleteChangedMeanwhile"

  // Input from a pipe after an edit form that did not open (issue 25).

  /// From a pipe, after a refused open: the rest of the input is not read. %d is the open's line.
  case terminalInputNotRead = "terminal.inputNotRead"
}
