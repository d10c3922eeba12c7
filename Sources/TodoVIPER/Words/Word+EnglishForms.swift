extension Word {
  /// The English and comment of the forms' words (add and edit), the terminal's, the due
  /// dates' and help's; `nil` for another area's (``Word/english`` says how the areas share the
  /// words).
  var formsEntry: (english: String, comment: String)? {
    switch self {
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
        "no to-do item has the identity %@: it was removed or marked done",
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
    case .formFieldTitle:
      (
        "what to do",
        "The help and the edit form's help: what the title holds, beside its name, title, "
          + "which stays in English."
      )
    case .formFieldDueDate:
      (
        "when it is due, in one of the forms help lists under 'Due dates'",
        "The help and the edit form's help: what the due date holds, beside its name, due, "
          + "which stays in English. Due dates is the heading of help.dueDates."
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
        "Commands of the edit form, one per line. To change a field, type its name, then its "
          + "new value on the next line:",
        "The edit form's help: its first line, before a line for each field (form.field.title "
          + "…) and for each command (edit.help.save …)."
      )
    case .editHelpSave:
      (
        "store the changes and close",
        "The edit form's help: what save does, beside the command, which stays in English."
      )
    case .editHelpDone:
      (
        "mark the item done and close",
        "The edit form's help: what done does, beside the command, which stays in English."
      )
    case .editHelpDelete:
      (
        "remove the item (type yes on the next line to confirm) and close",
        "The edit form's help: what delete does, beside the command, which stays in English, "
          + "as 'yes' does."
      )
    case .editHelpCancel:
      (
        "close with nothing changed (so does the end of input)",
        "The edit form's help: what cancel does, beside the command, which stays in English."
      )
    case .helpCommands:
      (
        """
        Commands, one per line:
          list    show the items due from today through the end of next week
          add     add an item: type its fields (see 'Fields of an item' below) one per line,
                  in that order (a line 'cancel', or the end of input, cancels the form)
          open <n>
                  change, mark done or delete the item the list shows in row n, in the edit
                  form, which takes one command per line (help lists them there)
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
          + "explain, help, quit, cancel, yes) stay in English; keep them in the first column. "
          + "The fields (help.fields) follow it."
      )
    case .helpFields:
      (
        "Fields of an item, in the order add asks for them, one per line:",
        "The help command: the heading of the fields, after the commands; a line for each "
          + "field follows, its name in English, then what it holds (form.field.title …)."
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
    default: nil
    }
  }
}
