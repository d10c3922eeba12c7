import Testing
import TodoVIPER

/// Every word of the add and edit forms, and the command hint, in English (`en_US`): exact.
///
/// What the presenters show, through spies (see ``ScreenWords``): "today" is Wednesday
/// 2014-05-21, the item is "Pay rent" due on Saturday 2014-05-31, and a failing store has no
/// space left. The commands in the hint stay English.
@MainActor
struct EnglishSpecs {
  @Test func `the add form: cancelled and every error of the add interactor`() async {
    #expect(
      await ScreenWords.addForm(in: "en_US")
        == AddScreenWords(
          cancelled: "Cancelled: nothing was added.",
          emptyTitle: "The title is empty: type at least one letter, digit or symbol.",
          dueDateBeforeToday:
            "The due date 2014-05-01 is before today: choose 2014-05-21 or later.",
          notStored: "The item was not saved: No space left on device"))
  }

  @Test func `the edit form: its prompts, the item, and every error of the edit interactor`()
    async
  {
    #expect(
      await ScreenWords.editForm(in: "en_US")
        == EditScreenWords(
          command: "edit> ", confirmDelete: "Delete it? Type yes to delete: ",
          notDeletedAfterNo: "Not deleted.", cancelled: "Cancelled: nothing was changed.",
          heading: "Editing: Pay rent, due 2014-05-31, Saturday",
          emptyTitle: "The title is empty: type at least one letter, digit or symbol.",
          dueDateBeforeToday:
            "The due date 2014-05-01 is before today: choose 2014-05-21 or later.",
          gone:
            "'Pay rent' is no longer in the list: another program removed it or marked it done.",
          goneUnnamed:
            "That item is no longer in the list: another program removed it or marked it done.",
          notSaved: "The item was not saved: No space left on device",
          notCompleted: "The item was not marked done: No space left on device",
          notDeleted: "The item was not deleted: No space left on device",
          cannotRead: "The item could not be read: No space left on device"))
  }

  @Test func `a system error no word names is told by its number, as in every language`() {
    #expect(ScreenWords.unnamedSystemError(in: "en_US") == "System error (errno 6)")
  }

  @Test func `the command hint names the commands, which stay English`() async {
    #expect(
      await ScreenWords.commandHint(in: "en_US")
        == "error: unknown command 'frobnicate'; type 'help' for the commands (list, add, open, explain, help, quit)\n"
    )
  }

  @Test func `the default store: where help says the items are kept, and what goes wrong`() {
    #expect(
      ScreenWords.defaultStore(in: "en_US")
        == DefaultStoreWords(
          keptInFile:
            "The items are kept in /home/pat/.local/share/viper-todo/todos.json.",
          keptInMemory:
            "The items are kept in memory only: they are gone when todo ends.",
          cannotMakeFolder:
            "cannot save to /home/pat/.local/share/viper-todo/todos.json: cannot make the folder /home/pat/.local: File exists",
          noHome:
            "cannot find a home folder to keep the items in: HOME is not an absolute path, and the password database names none for this user",
          noHomeAdvice:
            "set HOME or XDG_DATA_HOME to an absolute path, give a --store path, or run with --in-memory",
          otherPathAdvice:
            "give a --store path, or run with --in-memory",
          leftAsItWasAdvice:
            "the file was left as it was: fix it, move it away, give a --store path, or run with --in-memory",
          notYours:
            "cannot use /home/pat/.local/share/viper-todo/todos.json as a store file: /home/pat/.local/share/viper-todo (a symbolic link) belongs to user 65534, not to you (user 1000): that user could swap your items or redirect your saves; move it away, and the next save makes a new one, private to you",
          cannotMakePrivate:
            "cannot use /home/pat/.local/share/viper-todo/todos.json as a store file: cannot make the folder /home/pat/.local/share/viper-todo private to you (mode 0700): Read-only file system"
        ))
  }

  @Test func `words of the third hardening round: an item changed meanwhile, input not read`()
    async
  {
    #expect(
      await ScreenWords.hardening(in: "en_US")
        == HardeningWords(
          changedMeanwhileNotSaved:
            "'Pay rent' was changed by another program since it was opened: your change was not saved, and the item is shown as it is now.",
          changedMeanwhileNotDeleted:
            "'Pay rent' was changed by another program since it was opened: it was not deleted, and is shown as it is now.",
          changedMeanwhileReason:
            "'Rent paid' was changed by another program since it was opened",
          inputNotRead:
            "the input after line 4 was not read: it was written for an edit form that did not open."
        ))
  }
}
