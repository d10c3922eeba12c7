extension Word {
  /// The word in English, as `Resources/en.lproj/Localizable.strings` has it.
  public var english: String { entry.english }

  /// What a translator needs to know of the word: where it appears, and what its values are.
  ///
  /// It is the comment above the word in `en.lproj`, which is written from this file.
  public var comment: String { entry.comment }

  /// The comment of the 24 system reasons, `system.EPERM` …: the same but for the name.
  private var systemReason: String {
    "The system's reason \(rawValue.dropFirst("system.".count)). English has glibc's words for "
      + "it (strerror), and every language its table's."
  }

  /// The one home of every word: its English, then its comment.
  ///
  /// A new word is a case of ``Word`` (its key) and its line here, which the compiler asks for;
  /// `en.lproj` is written from them by `.ci/english-table`, and every other table is its
  /// translation.
  private var entry: (english: String, comment: String) {
    switch self {
    case .listSectionToday: ("Today", "The list: the heading of the items due today.")
    case .listSectionTomorrow: ("Tomorrow", "The list: the heading of the items due tomorrow.")
    case .listSectionLaterThisWeek:
      (
        "Later This Week",
        "The list: the heading of the items due after tomorrow and before next week starts."
      )
    case .listSectionNextWeek: ("Next Week", "The list: the heading of the items due next week.")
    case .listItemWithDay:
      (
        "%1$@ (%2$@)",
        "The list: an item due after today, with its weekday. %1$@ is the title, %2$@ the "
          + "weekday."
      )
    case .listNoContent:
      (
        "Nothing to do from today through the end of next week.",
        "The list: shown instead of the list when nothing is due from today through the end of "
          + "next week."
      )
    case .listCannotLoad:
      (
        "Could not load the to-do list: %@",
        "The list: the items could not be read. %@ is the reason, a sentence of its own."
      )
    case .listCannotExplain:
      (
        "Could not explain the due date: %@",
        "explain: the due date could not be explained. %@ is the reason."
      )
    case .listNoSuchRow:
      (
        "There is no item %1$d in the list: open one of 1 to %2$d.",
        "open N: the list shows no row N. %1$d is the row asked for, %2$d the number of rows "
          + "shown (two or more: see list.onlyRow), which it is counted by."
      )
    case .listOnlyRow:
      (
        "There is no item %d in the list: open 1, the only one.",
        "open N: the list shows one row only, and not row N. %d is the row asked for."
      )
    case .listNoRows:
      (
        "There is no item %d in the list: it shows none.",
        "open N: the list shows no rows at all. %d is the row asked for."
      )
    case .listCalendarCannotPlace:
      (
        "the calendar cannot work out today and next week for %@",
        "The reason the list cannot be shown, or a date explained: %@ is an instant (ISO 8601) "
          + "the calendar cannot place."
      )
    case .timeSecondsAfter1970:
      (
        "%@ s after 1970",
        "An instant too far from today to write as a date: %@ is a number of seconds."
      )
    case .explainNow: ("now", "explain: the label of the row with the current instant.")
    case .explainDue: ("due", "explain: the label of the row with the due date explained.")
    case .explainStartOfToday:
      ("start of today", "explain: the label of the row with the first instant of today.")
    case .explainStartOfTomorrow:
      ("start of tomorrow", "explain: the label of the row with the first instant of tomorrow.")
    case .explainStartOfDayAfterTomorrow:
      (
        "start of the day after tomorrow",
        "explain: the label of the row with the first instant of the day after tomorrow."
      )
    case .explainStartOfThisWeek:
      ("start of this week", "explain: the label of the row with the first instant of this week.")
    case .explainStartOfNextWeek:
      ("start of next week", "explain: the label of the row with the first instant of next week.")
    case .explainStartOfWeekAfterNext:
      (
        "start of the week after next",
        "explain: the label of the row with the first instant of the week after next."
      )
    case .explainSection:
      ("section", "explain: the label of the row with the rule that placed the due date.")
    case .explainTimeZone: ("time zone", "explain: the label of the row with the time zone.")
    case .explainTimeZoneValue:
      (
        "%1$@ (time-zone data %2$@)",
        "explain: the time zone row. %1$@ is the zone's identifier, %2$@ the version of the "
          + "time-zone data."
      )
    case .explainCalendar: ("calendar", "explain: the label of the row with the calendar.")
    case .explainCalendarValue:
      (
        "%1$@, weeks from %2$@ (--first-weekday %3$d)",
        "explain: the calendar row. %1$@ is the calendar's name, %2$@ the weekday weeks start "
          + "on, %3$d its number for the option --first-weekday."
      )
    case .calendarGregorian:
      (
        "gregorian",
        "explain: the calendar --calendar gregorian chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarISO8601:
      (
        "iso8601",
        "explain: the calendar --calendar iso8601 chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarBuddhist:
      (
        "buddhist",
        "explain: the calendar --calendar buddhist chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarChinese:
      (
        "chinese",
        "explain: the calendar --calendar chinese chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarCoptic:
      (
        "coptic",
        "explain: the calendar --calendar coptic chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarEthiopic:
      (
        "ethiopic",
        "explain: the calendar --calendar ethiopic chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarEthiopicAmeteAlem:
      (
        "ethiopic-amete-alem",
        "explain: the calendar --calendar ethiopic-amete-alem chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarHebrew:
      (
        "hebrew",
        "explain: the calendar --calendar hebrew chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIndian:
      (
        "indian",
        "explain: the calendar --calendar indian chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIslamic:
      (
        "islamic",
        "explain: the calendar --calendar islamic chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIslamicCivil:
      (
        "islamic-civil",
        "explain: the calendar --calendar islamic-civil chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIslamicTabular:
      (
        "islamic-tbla",
        "explain: the calendar --calendar islamic-tbla chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarIslamicUmmAlQura:
      (
        "islamic-umalqura",
        "explain: the calendar --calendar islamic-umalqura chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarJapanese:
      (
        "japanese",
        "explain: the calendar --calendar japanese chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarPersian:
      (
        "persian",
        "explain: the calendar --calendar persian chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .calendarRepublicOfChina:
      (
        "roc",
        "explain: the calendar --calendar roc chooses, %1$@ of "
          + "explain.calendar.value; English writes its CLDR name."
      )
    case .explainInstantWithDay:
      (
        "%1$@, %2$@",
        "explain: an instant with its weekday. %1$@ is the instant (ISO 8601), %2$@ the weekday."
      )
    case .explainRuleBeforeToday:
      (
        "before the start of today: not in the list",
        "explain: the rule for a due date before today."
      )
    case .explainRuleToday:
      (
        "from the start of today, before the start of tomorrow: today",
        "explain: the rule for a due date today."
      )
    case .explainRuleTomorrow:
      (
        "from the start of tomorrow, before the start of the day after tomorrow: tomorrow",
        "explain: the rule for a due date tomorrow."
      )
    case .explainRuleTomorrowWins:
      (
        "%@ (tomorrow wins over next week)",
        "explain: the rule for tomorrow when tomorrow is also the first day of next week. %@ is "
          + "the rule for tomorrow, above."
      )
    case .explainRuleLaterThisWeek:
      (
        "before the start of next week, after tomorrow: later this week",
        "explain: the rule for a due date later this week."
      )
    case .explainRuleNextWeek:
      (
        "from the start of next week, before the start of the week after next: next week",
        "explain: the rule for a due date next week."
      )
    case .explainRuleAfterNextWeek:
      (
        "from the start of the week after next: not in the list",
        "explain: the rule for a due date after next week."
      )
    case .entryEmptyTitle:
      (
        "The title is empty: type at least one letter, digit or symbol.",
        "The add and edit forms: the title shows nothing."
      )
    case .entryDueDateBeforeToday:
      (
        "The due date %1$@ is before today: choose %2$@ or later.",
        "The add and edit forms: the due date is before today. %1$@ is the day typed, %2$@ "
          + "today, both as YYYY-MM-DD."
      )
    case .addNotSaved:
      ("The item was not saved: %@", "The add form: the store refused to save. %@ is its reason.")
    case .editGone:
      (
        "'%@' is no longer in the list: another program removed it or marked it done.",
        "The edit form: the item is gone. %@ is its title."
      )
    case .editGoneUnnamed:
      (
        "That item is no longer in the list: another program removed it or marked it done.",
        "The edit form: the item is gone before it was shown."
      )
    case .editCannotRead:
      (
        "The item could not be read: %@",
        "The edit form: the item could not be loaded. %@ is the store's reason."
      )
    case .editNotSaved:
      (
        "The item was not saved: %@",
        "The edit form: the change was not saved. %@ is the store's reason."
      )
    case .editNotCompleted:
      (
        "The item was not marked done: %@",
        "The edit form: 'done' failed. %@ is the store's reason."
      )
    case .editNotDeleted:
      ("The item was not deleted: %@", "The edit form: 'delete' failed. %@ is the store's reason.")
    case .editDueText:
      (
        "%1$@, %2$@",
        "The edit form: the item's due date. %1$@ is the day (YYYY-MM-DD) or the instant (ISO "
          + "8601), %2$@ the weekday."
      )
    case .editItemNotFound:
      (
        "no item to do has the identity %@: it was removed or marked done",
        "The reason a store gives for an item it no longer has. %@ is the item's identity (a "
          + "UUID)."
      )
    case .terminalError:
      ("error: %@", "Every problem shown at the terminal, on standard error. %@ is the problem.")
    case .terminalCommands:
      (
        "Commands: %@.",
        "The first line at a terminal. %@ lists the commands, which stay in English: list, add, "
          + "open, explain, help, quit."
      )
    case .terminalCommandSeparator:
      (
        ", ",
        "What separates the commands terminal.commands, terminal.unknownCommand and "
          + "edit.unknownCommand list, as the language separates the items of a list."
      )
    case .terminalUnknownCommand:
      (
        "unknown command '%1$@'; type 'help' for the commands (%2$@)",
        "A line that is no command. %1$@ is the line, %2$@ the commands, in English."
      )
    case .terminalLineNotUTF8:
      (
        "that line is not UTF-8 text; type 'help' for the commands",
        "A command line that is not UTF-8 text."
      )
    case .terminalLineTooLong:
      (
        "that line is longer than %d bytes; type 'help' for the commands",
        "A command line that is too long. %d is the largest number of bytes a line may have."
      )
    case .terminalExplainNeedsDate:
      (
        "explain needs a due date, such as 'explain %1$@': %2$@",
        "explain without a due date. %1$@ is the word for tomorrow, %2$@ the forms a due date "
          + "may take (date.acceptedForms)."
      )
    case .terminalOpenNeedsRow:
      ("open needs the number of a row of the list, such as 'open 1'", "open without a row number.")
    case .formNotUTF8: ("that line is not UTF-8 text", "A form's line that is not UTF-8 text.")
    case .formNotUTF8TypeAgain:
      (
        "that line is not UTF-8 text; type it again, or 'cancel'",
        "At a terminal, a line that is not UTF-8 text, and what to do; 'cancel' stays in "
          + "English: it is what the user types."
      )
    case .formTooLong:
      (
        "that line is longer than %d bytes",
        "A form's line that is too long. %d is the largest number of bytes."
      )
    case .formTooLongTypeShorter:
      (
        "that line is longer than %d bytes; type a shorter one, or 'cancel'",
        "At a terminal, a line that is too long, and what to do. %d is the largest number of "
          + "bytes; 'cancel' stays in English."
      )
    case .formAtLine:
      (
        "line %1$d: %2$@",
        "From a pipe or a file: a problem and the input line it came from. %1$d is the line's "
          + "number, %2$@ the problem."
      )
    case .formAtLines:
      (
        "lines %1$d-%2$d: %3$@",
        "From a pipe or a file: a refused entry and the input lines it came from. %1$d and %2$d "
          + "are the first and last line, %3$@ the problem."
      )
    case .formTitle: ("Title: ", "The add and edit forms: the prompt for the title, at a terminal.")
    case .formDueDate:
      ("Due date: ", "The add and edit forms: the prompt for the due date, at a terminal.")
    case .formDueDateFrom:
      (
        "Due date (%@ or later): ",
        "The add and edit forms: the prompt for the due date, at a terminal. %@ is today, as "
          + "YYYY-MM-DD."
      )
    case .addCancelled:
      ("Cancelled: nothing was added.", "The add form: closed without adding anything.")
    case .editShowing:
      (
        "Editing: %1$@, due %2$@",
        "The edit form: the item it shows. %1$@ is the title, %2$@ the due date (edit.dueText)."
      )
    case .editPrompt: ("edit> ", "The edit form: the prompt for its next command, at a terminal.")
    case .editConfirmDelete:
      (
        "Delete it? Type yes to delete: ",
        "The edit form: asks before deleting. 'yes' stays in English: it is what the user types."
      )
    case .editNotDeletedAfterNo:
      ("Not deleted.", "The edit form: the answer to 'delete' was not yes.")
    case .editCancelled:
      ("Cancelled: nothing was changed.", "The edit form: closed with nothing changed.")
    case .editUnknownCommand:
      (
        "unknown command '%1$@' in the edit form; type 'help' for its commands (%2$@)",
        "The edit form: a line that is none of its commands. %1$@ is the line, %2$@ its "
          + "commands, in English."
      )
    case .editHelp:
      (
        """
        Commands of the edit form, one per line:
          title   type the new title on the next line
          due     type the new due date on the next line
          save    store the changes and close
          done    mark the item done and close
          delete  remove the item (type yes on the next line to confirm) and close
          cancel  close with nothing changed (so does the end of input)

        """,
        "The edit form's help. The command names (title, due, save, done, delete, cancel) and "
          + "'yes' stay in English; keep them in the first column."
      )
    case .helpCommands:
      (
        """
        Commands, one per line:
          list    show the items due from today through the end of next week
          add     add an item: type its title on the next line, its due date on the line after
                  (a line 'cancel', or the end of input, cancels the form)
          open <n>
                  change, mark done or delete the item the list shows in row n: the edit
                  form takes the commands title, due, save, done, delete (then yes), cancel
                  and help, one per line
          explain <due date>
                  show which section a due date falls in now, and why: the start of today,
                  of tomorrow, of this week, of next week and of the week after, the rule
                  applied, the time zone (and its data's version) and the calendar
          help    show this help
          quit    leave (so does the end of input)

        A refused entry or change (an empty title, a date before today or one that cannot be
        read) is asked for again at a terminal. From a pipe or a file, where nobody can answer,
        it ends its form with nothing stored, the problem is named with its input line numbers,
        the next line is read as a command, and the exit status is 1.


        """,
        "The help command (and --help). The commands and what the user types (list, add, open, "
          + "explain, help, quit, cancel, yes, the edit form's commands) stay in English; keep "
          + "them in the first column."
      )
    case .helpDueDates:
      (
        "Due dates: %@.",
        "The help command: the last paragraph. %@ is the forms a due date may take, explained "
          + "(date.acceptedFormsExplained)."
      )
    case .dateAcceptedForms:
      (
        "YYYY-MM-DD, an ISO 8601 date-time with Z or an offset (2026-11-23T09:30:00Z), %1$@, "
          + "%2$@ or a weekday name",
        "The forms a due date may take, in short. %1$@ is the word for today, %2$@ for tomorrow, "
          + "both from the locale's data."
      )
    case .dateAcceptedFormsExplained:
      (
        "YYYY-MM-DD (the start of that day), an ISO 8601 date-time with Z or an offset "
          + "(2026-11-23T09:30:00Z, 2025-06-11T23:59:59.999-04:00), %1$@, %2$@, or a weekday "
          + "name in English (the next day with that name, today included)",
        "The forms a due date may take, for help. %1$@ is the word for today, %2$@ for tomorrow. "
          + "In another language, say that weekday names are accepted in that language and in "
          + "English."
      )
    case .dateNotADate:
      (
        "'%1$@' is not a due date: type %2$@.",
        "A due date that cannot be read. %1$@ is what was typed, %2$@ the forms accepted "
          + "(date.acceptedForms)."
      )
    case .dateEmpty:
      (
        "The due date is empty: type %@.",
        "A due date typed empty, or as spaces only. %@ is the forms accepted (date.acceptedForms)."
      )
    case .dateSkippedDay:
      (
        "%1$@ does not exist in %2$@: the time zone skipped that day. Choose another day.",
        "A day the time zone skipped. %1$@ is the day (YYYY-MM-DD), %2$@ the time zone's "
          + "identifier."
      )
    case .dateCannotPlace:
      (
        "The calendar cannot place '%1$@': type %2$@.",
        "A due date the calendar cannot place. %1$@ is what was typed, %2$@ the forms accepted."
      )
    case .launchMemoryOnly:
      (
        "cannot use %@: this program keeps its items in memory only",
        "At launch, --store given to a program that keeps no file. %@ is the path."
      )
    case .launchMemoryOnlyAdvice:
      ("run it without --store", "At launch: what to do about launch.memoryOnly.")
    case .launchTranslationWarning:
      (
        "warning: %@; todo speaks English instead",
        "At launch, always in English: a translation could not be used. %@ says why."
      )
    case .translationLacks:
      (
        "the %1$@ translation (%2$@) lacks %3$@",
        "Why a translation was not used, always in English. %1$@ is the language, %2$@ the file, "
          + "%3$@ the keys missing."
      )
    case .translationUnreadable:
      (
        "the %1$@ translation (%2$@) cannot be read: %3$@",
        "Why a translation was not used, always in English. %1$@ is the language, %2$@ the file, "
          + "%3$@ the reason."
      )
    case .translationOtherValues:
      (
        "the %1$@ translation (%2$@) has other values than English in %3$@",
        "Why a translation was not used, always in English: its %@ and %d differ from English's. "
          + "%1$@ is the language, %2$@ the file, %3$@ the keys."
      )
    case .storeLockWait:
      (
        "waiting for another program to release the lock file %1$@ (up to %2$d s)",
        "During a save, after a second's wait for another program's lock. %1$@ is the lock file, "
          + "%2$d the seconds it waits at most."
      )
    case .storeUnreadable:
      (
        "cannot read %1$@: %2$@",
        "The store file cannot be read. %1$@ is its path, %2$@ the reason."
      )
    case .storeBadPath:
      (
        "cannot use %1$@ as a store file: %2$@",
        "The store's path names no file that can be used. %1$@ is the path, %2$@ the reason."
      )
    case .storeNotAToDoFile:
      (
        "%1$@: not a to-do file: %2$@",
        "The store file is not a to-do file. %1$@ is its path, %2$@ what is wrong."
      )
    case .storeInvalidItem:
      (
        "%1$@: item %2$d is not valid: %3$@",
        "An item of the store file is not valid. %1$@ is the path, %2$d the item's place (from "
          + "1), %3$@ what is wrong."
      )
    case .storeFolderMissing:
      (
        "cannot save to %1$@: the folder %2$@ does not exist",
        "The store file's folder is missing. %1$@ is the path, %2$@ the folder."
      )
    case .storeCannotSave:
      ("cannot save to %1$@: %2$@", "A save failed. %1$@ is the path, %2$@ the reason.")
    case .storeAdviceCreateFolder:
      (
        "create the folder, or give another --store path",
        "What to do when the folder is missing or a save failed."
      )
    case .storeAdviceOtherPath:
      ("give another --store path", "What to do when the path names no usable file.")
    case .storeAdviceLeftAsItWas:
      (
        "the file was left as it was: fix it, move it away, or give another --store path",
        "What to do about a store file that cannot be read or is not a to-do file."
      )
    case .fileNotAnObject:
      (
        "expected a JSON object with \"version\" and \"items\"",
        "The store file is not a JSON object. \"version\" and \"items\" are the file's keys and "
          + "stay as they are."
      )
    case .fileNoItems:
      (
        "\"items\" is missing or not a list",
        "The store file has no list of items; \"items\" is a key of the file."
      )
    case .fileDuplicateID:
      (
        "its id %1$@ is item %2$d's too",
        "Two items have one identity. %1$@ is the identity, %2$d the place of the first item "
          + "that has it."
      )
    case .fileDueOutOfRange:
      (
        "the due instant of '%@' is outside the years 0000 to 9999",
        "An item's due date cannot be written. %@ is its title."
      )
    case .fileCompletionOutOfRange:
      (
        "the completion instant of '%@' is outside the years 0000 to 9999",
        "An item's completion cannot be written. %@ is its title."
      )
    case .fileNoVersion:
      ("it has no version (this app reads versions 1 and 2)", "The store file has no version.")
    case .fileVersionNotWhole:
      (
        "its version is not a whole number (this app reads versions 1 and 2)",
        "The store file's version is not a whole number."
      )
    case .fileUnknownVersion:
      (
        "unknown version %@ (this app reads versions 1 and 2)",
        "The store file has a version this program does not read. %@ is the version written in "
          + "it."
      )
    case .fileNotUTF8:
      (
        "it is not UTF-8 text (line %1$d, column %2$d)",
        "The store file is not UTF-8 text. %1$d and %2$d are where."
      )
    case .fileNotJSON:
      (
        "it is not valid JSON (line %1$d, column %2$d)",
        "The store file is not JSON. %1$d and %2$d are where."
      )
    case .fileTooDeep:
      (
        "it nests more than %1$d levels deep (line %2$d, column %3$d)",
        "The store file nests too deep. %1$d is the most levels, %2$d and %3$d where."
      )
    case .fileDuplicateKey:
      (
        "the key \"%@\" appears twice",
        "A key appears twice in one object of the store file. %@ is the key."
      )
    case .fileDuplicateKeyIn:
      (
        "the key \"%1$@\" appears twice in %2$@",
        "A key appears twice in an object of the store file. %1$@ is the key, %2$@ where (a path "
          + "such as title.notes[2])."
      )
    case .itemNotAnObject:
      (
        "it is not an object with \"title\" and \"due\"",
        "An item of the store file is not an object; \"title\" and \"due\" are keys of the file."
      )
    case .itemNoTitle: ("it has no \"title\"", "An item has no \"title\", a key of the file.")
    case .itemTitleNotText: ("its \"title\" is not text", "An item's \"title\" is not text.")
    case .itemNoDue: ("it has no \"due\"", "An item has no \"due\", a key of the file.")
    case .itemDueNotText: ("its \"due\" is not text", "An item's \"due\" is not text.")
    case .itemEmptyTitle: ("its title is empty", "An item's title shows nothing.")
    case .itemBadInstant:
      (
        "its %1$@ instant \"%2$@\" is not ISO 8601 with an offset, such as 2026-11-23T00:00:00Z "
          + "or 2026-11-23T09:30:00.5+01:00",
        "An item's instant cannot be read. %1$@ is the key it is under (due or completed), %2$@ "
          + "the text."
      )
    case .itemBadID:
      (
        "its \"id\" \"%@\" is not a UUID, such as 6f9619ff-8b86-d011-b42d-00cf4fc964ff",
        "An item's \"id\" is not a UUID. %@ is the text."
      )
    case .itemNoID:
      ("it has no \"id\"", "An item of a version-2 file has no \"id\", a key of the file.")
    case .itemIDNotText: ("its \"id\" is not text", "An item's \"id\" is not text.")
    case .itemCompletedNotText:
      ("its \"completed\" is not text", "An item's \"completed\" is not text.")
    case .fsActionFailed:
      (
        "%1$@: %2$@",
        "A system call failed. %1$@ is what was being done (one of the fs.cannot… texts), %2$@ "
          + "the system's reason."
      )
    case .fsCannotLock: ("cannot lock %@", "Locking the lock file failed. %@ is the lock file.")
    case .fsLockHeld:
      (
        "another program has held the lock file %1$@ for %2$@; nothing was saved, try again",
        "A save gave up waiting for the lock. %1$@ is the lock file, %2$@ how long it waited "
          + "(fs.seconds or fs.milliseconds)."
      )
    case .fsSeconds: ("%d s", "A duration in seconds.")
    case .fsMilliseconds: ("%d ms", "A duration in milliseconds.")
    case .fsLockCancelled:
      (
        "the save was cancelled while waiting for the lock file %@; nothing was saved",
        "A save was cancelled while it waited for the lock. %@ is the lock file."
      )
    case .fsNotRegular:
      (
        "it is %@, not a regular file",
        "The store's path names something that is not a file. %@ is what it is (one of the "
          + "fs.kind texts)."
      )
    case .fsKindRegular: ("a regular file", "What a path names: a file.")
    case .fsKindFolder: ("a folder", "What a path names: a folder.")
    case .fsKindSymbolicLink: ("a symbolic link", "What a path names: a symbolic link.")
    case .fsKindFifo: ("a FIFO", "What a path names: a FIFO (a named pipe).")
    case .fsKindCharacterDevice: ("a character device", "What a path names: a character device.")
    case .fsKindBlockDevice: ("a block device", "What a path names: a block device.")
    case .fsKindSocket: ("a socket", "What a path names: a socket.")
    case .fsKindUnknown: ("of an unknown kind", "What a path names: something else.")
    case .fsReadOnly:
      (
        "the file is read-only (mode %@)",
        "The store file may not be written. %@ is its mode, in octal."
      )
    case .fsMayNotWrite:
      (
        "user %1$d may not write to it (it belongs to user %2$d, mode %3$@)",
        "This user may not write the store file. %1$d is this user's id, %2$d the owner's, %3$@ "
          + "the file's mode."
      )
    case .fsHardLinks:
      (
        "it has %d names (hard links), and a save would replace it under this name only, leaving "
          + "the old items under the others; keep one name (a symbolic link is followed)",
        "The store file has several names. %d is how many."
      )
    case .fsStickyFolder:
      (
        "the folder %1$@ is sticky (mode %2$@, as /tmp is), so only the file's owner, user %3$d, "
          + "may replace it, and every save replaces the file",
        "The store file is in a sticky folder. %1$@ is the folder, %2$@ its mode, %3$d the "
          + "file's owner."
      )
    case .fsCannotWriteTemporary:
      ("cannot write the temporary file %@", "Writing the new file failed. %@ is its path.")
    case .fsCannotRename:
      (
        "cannot rename %1$@ to %2$@",
        "Putting the new file in place failed. %1$@ is the new file, %2$@ the store file."
      )
    case .fsCannotCreateTemporary:
      ("cannot create the temporary file %@", "Creating the new file failed. %@ is its path.")
    case .fsNulInPath: ("the path holds a NUL byte", "A path that holds a NUL byte.")
    case .fsLockNotRegular:
      (
        "the lock file %1$@ is %2$@, not a regular file; remove it",
        "The lock file is not a file. %1$@ is its path, %2$@ what it is (fs.kind)."
      )
    case .fsCannotCreateLock:
      ("cannot create the lock file %@", "Creating the lock file failed. %@ is its path.")
    case .fsCannotOpenLock:
      ("cannot open the lock file %@", "Opening the lock file failed. %@ is its path.")
    case .fsWouldChangeGroup:
      (
        "it belongs to group %1$d, and saving would give it to group %2$d",
        "A save would change the file's group. %1$d is its group, %2$d the one it would get."
      )
    case .fsWouldChangeOwner:
      (
        "it belongs to user %1$d, and saving would give it to user %2$d",
        "A save would change the file's owner. %1$d is its owner, %2$d the one it would get."
      )
    case .systemOther:
      (
        "System error (errno %d)",
        "The system's reason for any errno without a word of its own, in every language. %d is "
          + "the errno."
      )
    case .systemEPERM: ("Operation not permitted", systemReason)
    case .systemENOENT: ("No such file or directory", systemReason)
    case .systemEIO: ("Input/output error", systemReason)
    case .systemEBADF: ("Bad file descriptor", systemReason)
    case .systemEAGAIN: ("Resource temporarily unavailable", systemReason)
    case .systemENOMEM: ("Cannot allocate memory", systemReason)
    case .systemEACCES: ("Permission denied", systemReason)
    case .systemEBUSY: ("Device or resource busy", systemReason)
    case .systemEEXIST: ("File exists", systemReason)
    case .systemEXDEV: ("Invalid cross-device link", systemReason)
    case .systemENOTDIR: ("Not a directory", systemReason)
    case .systemEISDIR: ("Is a directory", systemReason)
    case .systemEINVAL: ("Invalid argument", systemReason)
    case .systemENFILE: ("Too many open files in system", systemReason)
    case .systemEMFILE: ("Too many open files", systemReason)
    case .systemETXTBSY: ("Text file busy", systemReason)
    case .systemEFBIG: ("File too large", systemReason)
    case .systemENOSPC: ("No space left on device", systemReason)
    case .systemEROFS: ("Read-only file system", systemReason)
    case .systemEMLINK: ("Too many links", systemReason)
    case .systemENAMETOOLONG: ("File name too long", systemReason)
    case .systemELOOP: ("Too many levels of symbolic links", systemReason)
    case .systemEDQUOT: ("Disk quota exceeded", systemReason)
    case .systemEINTR: ("Interrupted system call", systemReason)
    case .fsCannotMakeFolder:
      (
        "cannot make the folder %@",
        "Making a folder of the default store failed. %@ is the folder's path."
      )
    case .helpStoreFile:
      (
        "The items are kept in %@.",
        "The help command: where this run keeps the items. %@ is the file's path."
      )
    case .helpStoreMemory:
      (
        "The items are kept in memory only: they are gone when todo ends.",
        "The help command: this run keeps the items in memory only (--in-memory)."
      )
    case .launchNoHome:
      (
        "cannot find a home folder to keep the items in: HOME is not an absolute path, and the "
          + "password database names none for this user",
        "At launch: there is no home folder for the default store (HOME and the password "
          + "database)."
      )
    case .launchNoHomeAdvice:
      (
        "set HOME or XDG_DATA_HOME to an absolute path, give a --store path, or run with "
          + "--in-memory",
        "At launch: what to do about launch.noHome. HOME, XDG_DATA_HOME, --store and --in-memory "
          + "stay as they are."
      )
    case .storeAdviceDefaultOtherPath:
      (
        "give a --store path, or run with --in-memory",
        "What to do about the default store's path when it cannot name a file (store.badPath)."
      )
    case .storeAdviceDefaultLeftAsItWas:
      (
        "the file was left as it was: fix it, move it away, give a --store path, or run with "
          + "--in-memory",
        "What to do about a default store file that cannot be read or is not a to-do file."
      )
    case .fsNotYours:
      (
        "%1$@ (%2$@) belongs to user %3$d, not to you (user %4$d): that user could swap your "
          + "items or redirect your saves; move it away, and the next save makes a new one, "
          + "private to you",
        "The default store's folder, its file or its lock file (or a symbolic link in its place) "
          + "belongs to another user. %1$@ is its path, %2$@ what it is (fs.kind), %3$d its "
          + "owner, %4$d this user."
      )
    case .fsCannotMakePrivate:
      (
        "cannot make the folder %@ private to you (mode 0700)",
        "Taking away other users' right to write to the default store's folder failed. %@ is the "
          + "folder's path."
      )
    case .editItemChangedMeanwhile:
      (
        "'%@' was changed by another program since it was opened",
        "The reason a store gives for a change it did not apply. %@ is the item's title."
      )
    case .editChangedMeanwhile:
      (
        "'%@' was changed by another program since it was opened: your change was not saved, and "
          + "the item is shown as it is now.",
        "The edit form: a field saved was changed elsewhere since the item was opened. %@ is its "
          + "title."
      )
    case .editDeleteChangedMeanwhile:
      (
        "'%@' was changed by another program since it was opened: it was not deleted, and is "
          + "shown as it is now.",
        "The edit form: the item to delete was changed elsewhere since it was opened. %@ is its "
          + "title."
      )
    case .terminalInputNotRead:
      (
        "the input after line %d was not read: it was written for an edit form that did not open.",
        "From a pipe, after a refused open: the rest of the input is not read. %d is the open's "
          + "line."
      )
    }
  }
}
