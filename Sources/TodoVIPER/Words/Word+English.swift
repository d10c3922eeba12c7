extension Word {
  /// The word in English, as `Resources/en.lproj/Localizable.strings` has it.
  public var english: String {
    switch self {
    case .listSectionToday: "Today"
    case .listSectionTomorrow: "Tomorrow"
    case .listSectionLaterThisWeek: "Later This Week"
    case .listSectionNextWeek: "Next Week"
    case .listItemWithDay: "%1$@ (%2$@)"
    case .listNoContent: "Nothing to do from today through the end of next week."
    case .listCannotLoad: "Could not load the to-do list: %@"
    case .listCannotExplain: "Could not explain the due date: %@"
    case .listNoSuchRow: "There is no item %1$d in the list: open one of 1 to %2$d."
    case .listOnlyRow: "There is no item %d in the list: open 1, the only one."
    case .listNoRows: "There is no item %d in the list: it shows none."
    case .listCalendarCannotPlace: "the calendar cannot work out today and next week for %@"
    case .timeSecondsAfter1970: "%@ s after 1970"
    case .explainNow: "now"
    case .explainDue: "due"
    case .explainStartOfToday: "start of today"
    case .explainStartOfTomorrow: "start of tomorrow"
    case .explainStartOfDayAfterTomorrow: "start of the day after tomorrow"
    case .explainStartOfThisWeek: "start of this week"
    case .explainStartOfNextWeek: "start of next week"
    case .explainStartOfWeekAfterNext: "start of the week after next"
    case .explainSection: "section"
    case .explainTimeZone: "time zone"
    case .explainTimeZoneValue: "%1$@ (time-zone data %2$@)"
    case .explainCalendar: "calendar"
    case .explainCalendarValue: "%1$@, weeks from %2$@ (--first-weekday %3$d)"
    case .explainInstantWithDay: "%1$@, %2$@"
    case .explainRuleBeforeToday: "before the start of today: not in the list"
    case .explainRuleToday: "from the start of today, before the start of tomorrow: today"
    case .explainRuleTomorrow:
      "from the start of tomorrow, before the start of the day after tomorrow: tomorrow"
    case .explainRuleTomorrowWins: "%@ (tomorrow wins over next week)"
    case .explainRuleLaterThisWeek: "before the start of next week, after tomorrow: later this week"
    case .explainRuleNextWeek:
      "from the start of next week, before the start of the week after next: next week"
    case .explainRuleAfterNextWeek: "from the start of the week after next: not in the list"
    case .entryEmptyTitle: "The title is empty: type at least one letter, digit or symbol."
    case .entryDueDateBeforeToday: "The due date %1$@ is before today: choose %2$@ or later."
    case .addNotSaved: "The item was not saved: %@"
    case .editGone: "'%@' is no longer in the list: another program removed it or marked it done."
    case .editGoneUnnamed:
      "That item is no longer in the list: another program removed it or marked it done."
    case .editCannotRead: "The item could not be read: %@"
    case .editNotSaved: "The item was not saved: %@"
    case .editNotCompleted: "The item was not marked done: %@"
    case .editNotDeleted: "The item was not deleted: %@"
    case .editDueText: "%1$@, %2$@"
    case .editItemNotFound: "no item to do has the identity %@: it was removed or marked done"
    case .terminalError: "error: %@"
    case .terminalCommands: "Commands: %@."
    case .terminalUnknownCommand: "unknown command '%1$@'; type 'help' for the commands (%2$@)"
    case .terminalLineNotUTF8: "that line is not UTF-8 text; type 'help' for the commands"
    case .terminalLineTooLong: "that line is longer than %d bytes; type 'help' for the commands"
    case .terminalExplainNeedsDate: "explain needs a due date, such as 'explain %1$@': %2$@"
    case .terminalOpenNeedsRow: "open needs the number of a row of the list, such as 'open 1'"
    case .formNotUTF8: "that line is not UTF-8 text"
    case .formNotUTF8TypeAgain: "that line is not UTF-8 text; type it again, or 'cancel'"
    case .formTooLong: "that line is longer than %d bytes"
    case .formTooLongTypeShorter:
      "that line is longer than %d bytes; type a shorter one, or 'cancel'"
    case .formAtLine: "line %1$d: %2$@"
    case .formAtLines: "lines %1$d-%2$d: %3$@"
    case .formTitle: "Title: "
    case .formDueDate: "Due date: "
    case .formDueDateFrom: "Due date (%@ or later): "
    case .addCancelled: "Cancelled: nothing was added."
    case .editShowing: "Editing: %1$@, due %2$@"
    case .editPrompt: "edit> "
    case .editConfirmDelete: "Delete it? Type yes to delete: "
    case .editNotDeletedAfterNo: "Not deleted."
    case .editCancelled: "Cancelled: nothing was changed."
    case .editUnknownCommand:
      "unknown command '%1$@' in the edit form; type 'help' for its commands (%2$@)"
    case .editHelp:
      """
      Commands of the edit form, one per line:
        title   type the new title on the next line
        due     type the new due date on the next line
        save    store the changes and close
        done    mark the item done and close
        delete  remove the item (type yes on the next line to confirm) and close
        cancel  close with nothing changed (so does the end of input)

      """
    case .helpCommands:
      """
      Commands, one per line:
        list    show the items due from today through the end of next week
        add     add an item: type its title on the next line, its due date on the line after
                (a line 'cancel', or the end of input, cancels the form)
        open <n>
                change, mark done or delete the item the list shows in row n: the edit
                form reads title, due, save, done, delete (then yes), cancel and help,
                one a line
        explain <due date>
                show where a due date falls, now: the start of today, of tomorrow, of this
                week, of next week and of the week after, the rule that decided it, the
                time zone (and its data's version) and the calendar
        help    show this help
        quit    leave (so does the end of input)

      A refused entry or change (an empty title, a date before today or one that cannot be
      read) is asked for again at a terminal. From a pipe or a file, where nobody can answer,
      it ends its form with nothing stored, the problem is named with its input line numbers,
      the next line is read as a command, and the exit status is 1.


      """
    case .helpDueDates: "Due dates: %@."
    case .dateAcceptedForms:
      "YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), %1$@, "
        + "%2$@ or a weekday name"
    case .dateAcceptedFormsExplained:
      "YYYY-MM-DD (the start of that day), an ISO 8601 date-time with Z or an offset "
        + "(2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00), %1$@, %2$@, or a weekday name in "
        + "English (the next day with that name, today included)"
    case .dateNotADate: "'%1$@' is not a due date: type %2$@."
    case .dateSkippedDay:
      "%1$@ does not exist in %2$@: the time zone skipped that day. Choose another day."
    case .dateCannotPlace: "The calendar cannot place '%1$@': type %2$@."
    case .launchMemoryOnly: "cannot use %@: this program keeps its items in memory only"
    case .launchMemoryOnlyAdvice: "run it without --store"
    case .launchTranslationWarning: "warning: %@; todo speaks English instead"
    case .translationLacks: "the %1$@ translation (%2$@) lacks %3$@"
    case .translationUnreadable: "the %1$@ translation (%2$@) cannot be read: %3$@"
    case .translationOtherValues:
      "the %1$@ translation (%2$@) has other values than English in %3$@"
    case .storeLockWait: "waiting for another program to release the lock file %1$@ (up to %2$d s)"
    case .storeUnreadable: "cannot read %1$@: %2$@"
    case .storeBadPath: "cannot use %1$@ as a store file: %2$@"
    case .storeNotAToDoFile: "%1$@: not a to-do file: %2$@"
    case .storeInvalidItem: "%1$@: item %2$d is not valid: %3$@"
    case .storeFolderMissing: "cannot save to %1$@: the folder %2$@ does not exist"
    case .storeCannotSave: "cannot save to %1$@: %2$@"
    case .storeAdviceCreateFolder: "create the folder, or give another --store path"
    case .storeAdviceOtherPath: "give another --store path"
    case .storeAdviceLeftAsItWas:
      "the file was left as it was: fix it, move it away, or give another --store path"
    case .fileNotAnObject: "expected a JSON object with \"version\" and \"items\""
    case .fileNoItems: "\"items\" is missing or not a list"
    case .fileDuplicateID: "its id %1$@ is item %2$d's too"
    case .fileDueOutOfRange: "the due instant of '%@' is outside the years 0000 to 9999"
    case .fileCompletionOutOfRange:
      "the completion instant of '%@' is outside the years 0000 to 9999"
    case .fileNoVersion: "it has no version (this app reads versions 1 and 2)"
    case .fileVersionNotWhole: "its version is not a whole number (this app reads versions 1 and 2)"
    case .fileUnknownVersion: "unknown version %@ (this app reads versions 1 and 2)"
    case .fileNotUTF8: "it is not UTF-8 text (line %1$d, column %2$d)"
    case .fileNotJSON: "it is not valid JSON (line %1$d, column %2$d)"
    case .fileTooDeep: "it nests more than %1$d levels deep (line %2$d, column %3$d)"
    case .fileDuplicateKey: "the key \"%@\" appears twice"
    case .fileDuplicateKeyIn: "the key \"%1$@\" appears twice in %2$@"
    case .itemNotAnObject: "it is not an object with \"title\" and \"due\""
    case .itemNoTitle: "it has no \"title\""
    case .itemTitleNotText: "its \"title\" is not text"
    case .itemNoDue: "it has no \"due\""
    case .itemDueNotText: "its \"due\" is not text"
    case .itemEmptyTitle: "its title is empty"
    case .itemBadInstant:
      "its %1$@ instant \"%2$@\" is not ISO 8601 with an offset, such as 2026-11-23T00:00:00Z "
        + "or 2026-11-23T09:30:00.5+01:00"
    case .itemBadID: "its \"id\" \"%@\" is not a UUID, such as 6f9619ff-8b86-d011-b42d-00cf4fc964ff"
    case .itemNoID: "it has no \"id\""
    case .itemIDNotText: "its \"id\" is not text"
    case .itemCompletedNotText: "its \"completed\" is not text"
    case .fsActionFailed: "%1$@: %2$@"
    case .fsCannotLock: "cannot lock %@"
    case .fsLockHeld:
      "another program has held the lock file %1$@ for %2$@; nothing was saved, try again"
    case .fsSeconds: "%d s"
    case .fsMilliseconds: "%d ms"
    case .fsLockCancelled:
      "the save was cancelled while waiting for the lock file %@; nothing was saved"
    case .fsNotRegular: "it is %@, not a regular file"
    case .fsKindRegular: "a regular file"
    case .fsKindFolder: "a folder"
    case .fsKindSymbolicLink: "a symbolic link"
    case .fsKindFifo: "a FIFO"
    case .fsKindCharacterDevice: "a character device"
    case .fsKindBlockDevice: "a block device"
    case .fsKindSocket: "a socket"
    case .fsKindUnknown: "of an unknown kind"
    case .fsReadOnly: "the file is read-only (mode %@)"
    case .fsMayNotWrite: "user %1$d may not write to it (it belongs to user %2$d, mode %3$@)"
    case .fsHardLinks:
      "it has %d names (hard links), and a save would replace it under this name only, leaving "
        + "the old items under the others; keep one name (a symbolic link is followed)"
    case .fsStickyFolder:
      "the folder %1$@ is sticky (mode %2$@, as /tmp is), so only the file's owner, user %3$d, "
        + "may replace it, and every save replaces the file"
    case .fsCannotWriteTemporary: "cannot write the temporary file %@"
    case .fsCannotRename: "cannot rename %1$@ to %2$@"
    case .fsCannotCreateTemporary: "cannot create the temporary file %@"
    case .fsNulInPath: "the path holds a NUL byte"
    case .fsLockNotRegular: "the lock file %1$@ is %2$@, not a regular file; remove it"
    case .fsCannotCreateLock: "cannot create the lock file %@"
    case .fsCannotOpenLock: "cannot open the lock file %@"
    case .fsWouldChangeGroup: "it belongs to group %1$d, and saving would give it to group %2$d"
    case .fsWouldChangeOwner: "it belongs to user %1$d, and saving would give it to user %2$d"
    case .systemOther: "System error (errno %d)"
    case .systemEPERM: "Operation not permitted"
    case .systemENOENT: "No such file or directory"
    case .systemEIO: "Input/output error"
    case .systemEBADF: "Bad file descriptor"
    case .systemEAGAIN: "Resource temporarily unavailable"
    case .systemENOMEM: "Cannot allocate memory"
    case .systemEACCES: "Permission denied"
    case .systemEBUSY: "Device or resource busy"
    case .systemEEXIST: "File exists"
    case .systemEXDEV: "Invalid cross-device link"
    case .systemENOTDIR: "Not a directory"
    case .systemEISDIR: "Is a directory"
    case .systemEINVAL: "Invalid argument"
    case .systemENFILE: "Too many open files in system"
    case .systemEMFILE: "Too many open files"
    case .systemETXTBSY: "Text file busy"
    case .systemEFBIG: "File too large"
    case .systemENOSPC: "No space left on device"
    case .systemEROFS: "Read-only file system"
    case .systemEMLINK: "Too many links"
    case .systemENAMETOOLONG: "File name too long"
    case .systemELOOP: "Too many levels of symbolic links"
    case .systemEDQUOT: "Disk quota exceeded"
    case .systemEINTR: "Interrupted system call"
    case .fsCannotMakeFolder: "cannot make the folder %@"
    case .helpStoreFile: "The items are kept in %@."
    case .helpStoreMemory: "The items are kept in memory only: they are gone when todo ends."
    case .launchNoHome:
      "cannot find a home folder to keep the items in: HOME is not an absolute path, and the "
        + "password database names none for this user"
    case .launchNoHomeAdvice:
      "set HOME or XDG_DATA_HOME to an absolute path, give a --store path, or run with --in-memory"
    case .storeAdviceDefaultOtherPath: "give a --store path, or run with --in-memory"
    case .storeAdviceDefaultLeftAsItWas:
      "the file was left as it was: fix it, move it away, give a --store path, or run with "
        + "--in-memory"
    case .editItemChangedMeanwhile: "'%@' was changed by another program since it was opened"
    case .editChangedMeanwhile:
      "'%@' was changed by another program since it was opened: your change was not saved, and "
        + "the item is shown as it is now."
    case .editDeleteChangedMeanwhile:
      "'%@' was changed by another program since it was opened: it was not deleted, and is "
        + "shown as it is now."
    case .terminalInputNotRead:
      "the input after line %d was not read: it was written for an edit form that did not open."
    }
  }
}
