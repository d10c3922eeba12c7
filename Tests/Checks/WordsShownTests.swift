import Fakes
import Foundation
import Testing
import TodoTerminal

@testable import TodoVIPER

/// Every word a presenter or a view shows comes from the session's translation, in process, in
/// a language other than English: an English literal, or English words, put in a presenter or a
/// view in place of a word, fail here.
///
/// The German table is read with each value marked by its key (`⟦list.noRows⟧Die Liste hat …`),
/// and every screen is shown through the real presenters and views: whole sessions of the
/// command loop (at a terminal and from a pipe, every command, form and refusal), the launch's
/// problems, and the presenters' refusals with every reason a store gives. The keys found on
/// screen are every translated word's, but those no screen shows: the store's own reasons for
/// an item gone or changed meanwhile, which the edit presenter says in words of its own.
@MainActor
struct WordsShownTests {
  /// The translations `todo` is built with, each value marked with its key, `⟦key⟧`; the
  /// German table marked once, as each session reads it.
  struct MarkedTranslations: TranslationSource {
    let installed: any TranslationSource
    let german: Result<[String: String], TranslationProblem>

    init(installed: any TranslationSource) {
      self.installed = installed
      german = Self.marked(installed.table("Localizable", of: "de"))
    }

    /// `table` with each value marked with its key, but a plural form's.
    static func marked(_ table: Result<[String: String], TranslationProblem>) -> Result<
      [String: String], TranslationProblem
    > {
      table.map { strings in
        Dictionary(
          uniqueKeysWithValues: strings.map { key, value in
            (key, key.hasPrefix("plural.") ? value : "⟦\(key)⟧" + value)
          })
      }
    }

    var languages: [String] { installed.languages }

    func table(_ table: String, of language: String) -> Result<
      [String: String], TranslationProblem
    > {
      table == "Localizable" && language == "de"
        ? german : Self.marked(installed.table(table, of: language))
    }

    func path(ofTable table: String, of language: String) -> String {
      installed.path(ofTable: table, of: language)
    }
  }

  /// The words no presenter or view shows: the store's reasons for an item gone and for one
  /// changed since it was opened, which the edit presenter replaces with `edit.gone` and
  /// `edit.changedMeanwhile` (and their siblings).
  static let neverShown = ["edit.itemChangedMeanwhile", "edit.itemNotFound"]

  let translations: MarkedTranslations
  let words: Words

  init() throws {
    translations = MarkedTranslations(installed: try #require(ResourceBundle.installed))
    words = Words(for: Locale(identifier: "de_DE"), from: translations)
  }

  /// Returns the words whose marks `text` holds, by key, a plural form by its word's key.
  static func marked(in text: String) -> Set<String> {
    var keys: Set<String> = []
    var rest = Substring(text)
    while let open = rest.firstIndex(of: "⟦"), let close = rest[open...].firstIndex(of: "⟧") {
      let key = String(rest[rest.index(after: open)..<close])
      // A plural form's key is its word's and its category's: `form.tooLong.one`.
      let isWord = Word(rawValue: key) != nil
      keys.insert(isWord ? key : String(key[..<(key.lastIndex(of: ".") ?? key.endIndex)]))
      rest = rest[rest.index(after: close)...]
    }
    return keys
  }

  /// Runs the command loop in German, marked, with `arguments`, on `lines`; returns everything
  /// it wrote.
  func session(
    _ arguments: [String], _ lines: [InputLine], atTerminal: Bool = false,
    storeFile: Result<DefaultStoreFile, DefaultStoreFile.NoHomeFolder>? = nil,
    openStore: TodoCommandLine.StoreOpener? = nil
  ) async -> String {
    let terminal = ScriptedTerminal(inputLines: lines)
    _ = await TodoCommandLine.run(
      arguments: ["--locale", "de_DE", "--time-zone", "UTC", "--first-weekday", "2"] + arguments,
      defaults: TodoOptions.Defaults(
        timeZone: .gmt, locale: Locale(identifier: "de_DE"), storeFile: storeFile),
      clock: FixedClock(.nov22At10), streams: terminal,
      style: atTerminal
        ? TerminalStyle(showsPrompts: true, usesColor: false, usesColorOnErrors: false) : .plain,
      translations: translations, openStore: openStore)
    return terminal.output.output + terminal.output.error
  }

  /// Everything the command loop shows: two sessions from a pipe, one at a terminal, and the
  /// launch's problems.
  func sessions() async -> String {
    let text = { (lines: [String]) in lines.map(InputLine.text) }
    // Wednesday 2026-11-18, weeks from Monday: every section, every rule but tomorrow's win.
    let fromAPipe = await session(
      ["--in-memory", "--now", "2026-11-18T10:00:00Z"],
      text([
        "list", "add", "", "2026-11-19", "add", "T", "2026-11-01", "add", "T", "", "add", "T",
        "xyz", "add", "T", "cancel", "add", "Heute", "heute", "add", "Morgen", "morgen", "add",
        "Freitag", "2026-11-20", "add", "Montag", "2026-11-23", "list", "help", "explain",
        "explain 2026-11-17", "explain 2026-11-18", "explain 2026-11-19", "explain 2026-11-20",
        "explain 2026-11-23", "explain 2026-11-30", "explain 9999-12-31T23:59:59-14:00",
        "frobnicate", "open 2", "help", "title", "Neu", "due", "2026-11-24", "save", "open 1",
        "delete", "nein", "cancel", "open 1", "done", "open 1", "delete", "yes", "open 1", "frob",
        "open 9", "list",
      ]))
    // Sunday 2026-11-22, weeks from Monday: tomorrow wins over next week. At a terminal: the
    // prompts, the lines asked for again, and the refused opens, which do not end the session.
    let atATerminal = await session(
      ["--in-memory"],
      [.notUTF8, .tooLong, .text("open"), .text("open 5"), .text("add"), .notUTF8, .tooLong]
        + text(["T", "2026-11-23", "explain 2026-11-23", "open 5", "open 1", "delete", "yes"]),
      atTerminal: true)
    let formLinesFromAPipe = await session(
      ["--in-memory"], [.text("add"), .notUTF8, .text("add"), .tooLong, .text("open 1")])
    let store = await session(
      ["--store", "/srv/todo.json"], text(["help"]), openStore: StoreOpenerSpy().opener)
    let memoryOnly = await session(["--store", "/srv/todo.json"], [])
    let noHome = await session(
      [], [], storeFile: .failure(DefaultStoreFile.NoHomeFolder(home: nil)),
      openStore: StoreOpenerSpy().opener)
    var launches = ""
    let advice: [Word] = [
      .storeAdviceCreateFolder, .storeAdviceOtherPath, .storeAdviceLeftAsItWas,
      .storeAdviceDefaultOtherPath, .storeAdviceDefaultLeftAsItWas,
    ]
    for word in advice {
      launches += await session(
        ["--store", "/srv/todo.json"], [],
        openStore: { _, _ in
          .failure(
            StoreOpeningFailure(
              problem: Message(
                .storeNotAToDoFile, .text("/srv/todo.json"), .message(Message(.fileNoVersion))),
              advice: Message(word)))
        })
    }
    let lockWait = TodoCommandLine.lockWaitMessage(
      lockPath: "/srv/todo.json.lock", timeout: .seconds(30), words: words)
    return fromAPipe + atATerminal + formLinesFromAPipe + store + memoryOnly + noHome + launches
      + lockWait
  }

  /// An error that words itself, as a store's do.
  struct Refusal: WordedError {
    var message: Message
  }

  /// Every reason a store gives, each word once: the system's, its checks', the file's and an
  /// item's, each inside the sentence it comes in.
  static let reasons: [Message] = {
    let path = Message.Argument.text("/srv/todo.json")
    let lock = Message.Argument.text("/srv/todo.json.lock")
    let system = Words.systemWords.keys.sorted().map(Message.systemError)
    let kinds: [Word] = [
      .fsKindRegular, .fsKindFolder, .fsKindSymbolicLink, .fsKindFifo, .fsKindCharacterDevice,
      .fsKindBlockDevice, .fsKindSocket, .fsKindUnknown,
    ]
    let actions: [Message] = [
      Message(.fsCannotLock, lock), Message(.fsCannotWriteTemporary, path),
      Message(.fsCannotRename, path, path), Message(.fsCannotCreateTemporary, path),
      Message(.fsCannotCreateLock, lock), Message(.fsCannotOpenLock, lock),
      Message(.fsCannotMakeFolder, path), Message(.fsCannotMakePrivate, path),
    ]
    let checks: [Message] =
      system + [.systemError(ENXIO)]
      + kinds.map { Message(.fsNotRegular, .message(Message($0))) } + [
        Message(.fsLockHeld, lock, .message(Message(.fsSeconds, .number(30)))),
        Message(.fsLockHeld, lock, .message(Message(.fsMilliseconds, .number(250)))),
        Message(.fsLockCancelled, lock), Message(.fsReadOnly, .text("0444")),
        Message(.fsMayNotWrite, .number(1000), .number(0), .text("0644")),
        Message(.fsHardLinks, .number(2)), Message(.fsHardLinks, .number(1)),
        Message(.fsStickyFolder, path, .text("1777"), .number(0)), Message(.fsNulInPath),
        Message(.fsLockNotRegular, lock, .message(Message(.fsKindFolder))),
        Message(.fsWouldChangeGroup, .number(0), .number(1000)),
        Message(.fsWouldChangeOwner, .number(0), .number(1000)),
        Message(.fsNotYours, path, .message(Message(.fsKindFolder)), .number(0), .number(1000)),
      ]
    let file: [Message] = [
      Message(.fileNotAnObject), Message(.fileNoItems), Message(.fileDuplicateID, path, .number(2)),
      Message(.fileDueOutOfRange, path), Message(.fileCompletionOutOfRange, path),
      Message(.fileNoVersion), Message(.fileVersionNotWhole), Message(.fileUnknownVersion, path),
      Message(.fileNotUTF8, .number(1), .number(2)), Message(.fileNotJSON, .number(1), .number(2)),
      Message(.fileTooDeep, .number(512), .number(1), .number(2)),
      Message(.fileTooDeep, .number(1), .number(1), .number(2)), Message(.fileDuplicateKey, path),
      Message(.fileDuplicateKeyIn, path, path),
    ]
    let item: [Message] = [
      Message(.itemNotAnObject), Message(.itemNoTitle), Message(.itemTitleNotText),
      Message(.itemNoDue), Message(.itemDueNotText), Message(.itemEmptyTitle),
      Message(.itemBadInstant, .text("due"), .text("x")), Message(.itemBadID, path),
      Message(.itemNoID), Message(.itemIDNotText), Message(.itemCompletedNotText),
    ]
    return checks.map { Message(.fsActionFailed, .message(actions[0]), .message($0)) }
      + actions.map { Message(.fsActionFailed, .message($0), .message(.systemError(EIO))) }
      + [
        Message(.storeUnreadable, path, .message(file[0])),
        Message(.storeBadPath, path, .message(file[1])),
        Message(.storeNotAToDoFile, path, .message(file[2])),
        Message(.storeInvalidItem, path, .number(1), .message(item[0])),
        Message(.storeFolderMissing, path, path),
        Message(.storeCannotSave, path, .message(file[3])),
      ] + file + item
  }()

  /// Everything the presenters show that a session cannot reach: a refusal for every reason a
  /// store gives, each edit refusal, the list's and `explain`'s failures, a calendar that cannot
  /// place today, a day a zone skipped, and every calendar `explain` names.
  func presenters() async -> String {
    var shown = ""
    let add = AddViewSpy()
    let adding = AddInteractorSpy(earliestDueDate: .may21AtNoon)
    let addPresenter = AddPresenter(
      interactor: adding, wireframe: AddWireframeSpy(), calendar: .sundayFirst, words: words)
    addPresenter.view = add
    for reason in Self.reasons {
      adding.saveError = .notStored(reason)
      await addPresenter.saveAddAction(TodoEntry(title: "T", dueDate: .may21AtNoon))
    }
    shown += add.messages.map { "\($0)" }.joined(separator: "\n")

    let rent = TodoItem(id: .numbered(2), title: "T", dueDate: .may21AtNoon)
    let failures: [(EditEntryError, Bool, (EditPresenter) async -> Void)] = [
      (
        .itemNotFound(rent.id), true,
        { await $0.saveEditAction(TodoEntry(title: "T", dueDate: .may21AtNoon)) }
      ),
      (.itemNotFound(rent.id), false, { await $0.viewWillAppear() }),
      (
        .changedMeanwhile(rent), true,
        { await $0.saveEditAction(TodoEntry(title: "U", dueDate: .may21AtNoon)) }
      ),
      (.changedMeanwhile(rent), true, { await $0.deleteAction() }),
      (
        .notStored(.systemError(ENOSPC)), true,
        { await $0.saveEditAction(TodoEntry(title: "U", dueDate: .may21AtNoon)) }
      ),
      (.notStored(.systemError(ENOSPC)), true, { await $0.completeAction() }),
      (.notStored(.systemError(ENOSPC)), true, { await $0.deleteAction() }),
      (.notStored(.systemError(ENOSPC)), false, { await $0.viewWillAppear() }),
    ]
    for (error, loaded, action) in failures {
      let view = EditViewSpy()
      let interactor = EditInteractorSpy(item: rent, earliestDueDate: .may21AtNoon)
      let presenter = EditPresenter(
        interactor: interactor, wireframe: EditWireframeSpy(), calendar: .sundayFirst,
        words: words)
      presenter.view = view
      presenter.configureUserInterfaceForPresentation(for: rent.id)
      if loaded { await presenter.viewWillAppear() }
      interactor.error = error
      await action(presenter)
      shown += view.messages.map { "\($0)" }.joined(separator: "\n")
    }

    let list = ListViewSpy()
    let listPresenter = ListPresenter(
      interactor: ListInteractorSpy(), wireframe: ListWireframeSpy(), calendar: .sundayFirst,
      words: words)
    listPresenter.view = list
    listPresenter.failedToFindUpcomingItems(Refusal(message: Self.reasons[0]))
    listPresenter.failedToExplain(Refusal(message: Self.reasons[0]))
    for identifier in CalendarName.all.map(\.identifier) + [.gregorian] {
      var calendar = Calendar(identifier: identifier)
      calendar.timeZone = .gmt
      let interactor = ListInteractor(
        dataManager: TodoDataManagerSpy(), clock: FixedClock(.may21AtNoon), calendar: calendar,
        timeZoneDataVersion: "2099z")
      let presenter = ListPresenter(
        interactor: interactor, wireframe: ListWireframeSpy(), calendar: calendar, words: words)
      interactor.output = presenter
      presenter.view = list
      interactor.explain(dueDate: .may21AtNoon)
    }
    let far = ListInteractor(
      dataManager: TodoDataManagerSpy(), clock: FixedClock(Date(timeIntervalSince1970: 1e15)),
      calendar: .sundayFirst, timeZoneDataVersion: "2099z")
    let farPresenter = ListPresenter(
      interactor: far, wireframe: ListWireframeSpy(), calendar: .sundayFirst, words: words)
    far.output = farPresenter
    farPresenter.view = list
    await farPresenter.updateView()
    far.explain(dueDate: .may21AtNoon)
    shown += list.messages.map { "\($0)" }.joined(separator: "\n")

    var apia = Calendar.sundayFirst
    apia.timeZone = TimeZone(identifier: "Pacific/Apia") ?? .gmt
    let parsers = [
      DueDateParser(
        calendar: .sundayFirst, clock: FixedClock(Date(timeIntervalSince1970: 1e15)),
        words: words),
      DueDateParser(calendar: apia, clock: FixedClock(.iso("2011-12-28T10:00:00Z")), words: words),
    ]
    for (parser, typed) in zip(parsers, ["friday", "2011-12-30"]) {
      let output = TextOutputSpy()
      let presenter = AddViewOutputSpy()
      let view = TerminalAddView(
        eventHandler: presenter, input: ScriptedInput(lines: ["T", typed]), output: output,
        style: .plain, parser: parser, words: words)
      presenter.view = view
      view.present()
      await view.runUntilDismissed()
      shown += output.error
    }
    return shown
  }

  @Test func `every word a presenter or a view shows comes from the session's table`() async {
    let shown = Self.marked(in: await sessions() + (await presenters()))
    let translated = Set(Word.translated.map(\.rawValue))
    #expect(translated.subtracting(shown).sorted() == Self.neverShown)
    #expect(shown.subtracting(translated).sorted() == [])
  }
}
