import Foundation
import TodoPlatform
import TodoVIPER

/// The program behind `todo`, which reads the options, builds the app and runs the command loop.
///
/// With ``AppDependencies`` it is the app's composition root: the one place that picks the
/// clock, the calendar and the words (one ``Words``, for every module and the terminal), and wires
/// the terminal views to the presenters.
/// The store is the executable's choice, opened by the closure it hands in: the terminal knows
/// the ports only, not how a file is kept. It runs on the main actor, with the views and
/// presenters it builds.
@MainActor
public enum TodoCommandLine {
  /// Opens the store file `--store` names, or the default one, or says why it cannot be used;
  /// the executable's part.
  ///
  /// It is given the session's words, for what the store says while it waits for a lock.
  public typealias StoreOpener = (StoreFileChoice, Words) async -> Result<
    any TodoStore, StoreOpeningFailure
  >

  /// The store file a run keeps its items in.
  public enum StoreFileChoice: Hashable, Sendable {
    /// The file `--store` names.
    case given(BytePath)
    /// The default file, in the user's data folder: its folders are made on the first save.
    case defaultFile(DefaultStoreFile)

    /// The file's path.
    public var path: BytePath {
      switch self {
      case .given(let path): path
      case .defaultFile(let file): file.path
      }
    }
  }

  /// Runs the program and returns how it ended (see ``ExitCode``).
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - defaults: The machine's time zone, `TZ` and locale, for options not given.
  ///   - clock: The clock to use when `--now` is not given.
  ///   - streams: Standard input, output and error.
  ///   - style: Whether to prompt and use colour; prompts mean a person at a terminal.
  ///   - translations: Where the words of other languages are; `nil` for English only.
  ///   - openStore: Opens the store file, `--store`'s or the default one; `nil` for a program
  ///     that keeps no file, whose items are kept in memory unless `--store` is given.
  public static func run(
    arguments: [String], defaults: TodoOptions.Defaults, clock: any WallClock,
    streams: any LineInput & TextOutput, style: TerminalStyle,
    translations: (any TranslationSource)? = nil, openStore: StoreOpener? = nil
  ) async -> ExitCode {
    await run(
      argumentBytes: arguments.map { Array($0.utf8) }, defaults: defaults, clock: clock,
      streams: streams, style: style, translations: translations, openStore: openStore)
  }

  /// Runs the program with the arguments as the bytes the process was given.
  ///
  /// The exit status is ``ExitCode/failure`` when the store cannot be used, when standard
  /// output could not be written, or when standard input is not a terminal and an entry was
  /// refused and its form closed without saving: a script learns that what it piped in was not
  /// all stored. A person at a terminal saw every problem as it happened.
  public static func run(
    argumentBytes: [[UInt8]], defaults: TodoOptions.Defaults, clock: any WallClock,
    streams: any LineInput & TextOutput, style: TerminalStyle,
    translations: (any TranslationSource)? = nil, openStore: StoreOpener? = nil
  ) async -> ExitCode {
    switch TodoOptions.parse(bytes: argumentBytes, defaults: defaults) {
    case .failure(let error):
      streams.writeError("todo: \(error)\n")
      return .usage
    case .success(.help):
      let storeFile = openStore == nil ? nil : defaults.storeFile
      streams.write(
        HelpText.usage(
          translations: translations, storeFile: storeFile, width: defaults.columns))
      return streams.writeFailure == nil ? .success : .failure
    case .success(.version):
      streams.write(HelpText.version + "\n")
      return streams.writeFailure == nil ? .success : .failure
    case .success(.run(let options)):
      let words = Words(for: options.calendar.locale, from: translations)
      if let problem = words.problem {
        streams.writeError(
          "todo: "
            + words(.launchTranslationWarning, .text(problem.escapedForTerminal)) + "\n")
      }
      let file: StoreFileChoice?
      switch (options.store, openStore == nil ? nil : defaults.storeFile) {
      case (.inMemory, _), (.defaultFile, nil): file = nil
      case (.file(let path), _): file = .given(path)
      case (.defaultFile, .success(let defaultFile)?): file = .defaultFile(defaultFile)
      case (.defaultFile, .failure?):
        streams.writeError(
          words.programPrefix + words(.launchNoHome) + "\n" + words.programPrefix
            + words(.launchNoHomeAdvice) + "\n")
        return .failure
      }
      let store: any TodoStore
      if let file {
        let opened =
          await openStore?(file, words)
          ?? .failure(
            StoreOpeningFailure(
              problem: Message(.launchMemoryOnly, .text("\(file.path)")),
              advice: Message(.launchMemoryOnlyAdvice)))
        switch opened {
        case .success(let fileStore):
          store = fileStore
        case .failure(let failure):
          streams.writeError(
            words.programPrefix
              + words.text(failure.problem).escapedForTerminal(keepingIsolates: true) + "\n"
              + words.programPrefix + words.text(failure.advice) + "\n")
          return .failure
        }
      } else {
        store = InMemoryTodoStore()
      }
      let clock = options.now.map { FixedClock($0) } ?? clock
      let entriesNotSaved = await runSession(
        clock: clock, calendar: options.calendar, store: store, words: words,
        streams: streams, style: style, storeFile: file?.path, columns: defaults.columns)
      let scriptLostEntries = !style.showsPrompts && entriesNotSaved > 0
      let streamFailed = streams.writeFailure != nil || streams.readFailure != nil
      return streamFailed || scriptLostEntries ? .failure : .success
    }
  }

  /// The commands, as the hints name them, in their order.
  nonisolated static let commandNames = ["list", "add", "open", "explain", "help", "quit"]

  /// Returns the line `todo` writes on standard error when a save waits for another process's
  /// lock, which it waits for up to `timeout`, in `words`.
  public nonisolated static func lockWaitMessage(
    lockPath: String, timeout: Duration, words: Words = .english
  ) -> String {
    words.programPrefix
      + words(
        .storeLockWait, .text(lockPath.escapedForTerminal),
        .number(Int(timeout.components.seconds))) + "\n"
  }

  /// Wires the modules to the terminal views and reads commands until `quit` or the end of
  /// input; returns how many add and edit forms closed without saving after a problem.
  ///
  /// Each command is awaited before the next line is read. The forms are presented on one
  /// ``ScreenStack``, and the screen on top takes the input, as a modal form would, until it is
  /// dismissed (see ``readCommands(list:screens:streams:style:words:)``).
  static func runSession(
    clock: any WallClock, calendar: Calendar, store: any TodoStore,
    words: Words, streams: any LineInput & TextOutput, style: TerminalStyle,
    storeFile: BytePath? = nil, columns: Int = 80
  ) async -> Int {
    let dependencies = AppDependencies(
      clock: clock, calendar: calendar, store: store, words: words)
    let parser = DueDateParser(calendar: calendar, clock: clock, words: words)
    let screens = ScreenStack()
    let listView = TerminalListView(
      eventHandler: dependencies.listPresenter, output: streams, style: style, parser: parser,
      words: words, storeFile: storeFile, columns: columns)
    let addView = TerminalAddView(
      eventHandler: dependencies.addPresenter, input: streams, output: streams, style: style,
      parser: parser, words: words, screens: screens)
    let editView = TerminalEditView(
      eventHandler: dependencies.editPresenter, input: streams, output: streams, style: style,
      parser: parser, words: words, columns: columns, screens: screens)
    dependencies.install(listView: listView, addView: addView, editView: editView)

    if style.showsPrompts {
      streams.write(words(.terminalCommands, .text(words.listing(commandNames))) + "\n")
    }
    await listView.viewWillAppear()
    return await readCommands(
      list: listView, screens: screens, streams: streams, style: style, words: words)
  }

  /// Reads commands for the list until `quit` or the end of input, and hands the input to the
  /// screen on top of `screens` whenever there is one; returns how many forms closed without
  /// saving after a problem.
  ///
  /// It knows no screen by name: a form of any module that a wireframe presents on `screens`
  /// takes the input until it is dismissed, and then the one under it, or the list, reads on.
  /// From a pipe, an `open` that was refused, or a screen that could not take the lines written
  /// for it (``TerminalScreen/inputEndsAfterLine``), ends the session: read as commands, those
  /// lines could store junk.
  static func readCommands(
    list: TerminalListView, screens: ScreenStack, streams: any LineInput & TextOutput,
    style: TerminalStyle, words: Words
  ) async -> Int {
    var notSaved = 0
    /// Says that the input after `line`, written for a form that did not open, is not read.
    func inputNotRead(after line: Int) {
      streams.writeError(
        style.error(words(.terminalError, .worded(words(.terminalInputNotRead, .number(line)))))
          + "\n")
    }
    while true {
      if let screen = screens.top {
        let notSavedBefore = screen.closedWithoutSaving
        await screen.runUntilDismissed()
        notSaved += screen.closedWithoutSaving - notSavedBefore
        // A screen that returns still on top would be run for ever.
        if screens.top === screen { screens.pop(screen) }
        if !style.showsPrompts, let line = screen.inputEndsAfterLine {
          inputNotRead(after: line)
          return notSaved
        }
        continue
      }
      if style.showsPrompts { streams.write("> ") }
      let line = streams.readLine()
      if await list.handle(line, lineNumber: streams.linesRead) == .quit {
        if let line = list.refusedOpenLine {
          inputNotRead(after: line)
          notSaved += 1
        }
        return notSaved
      }
    }
  }
}

/// Why the store file cannot be used, as the executable found it: the problem, with the path,
/// and what the user can do about it, for the command line to word.
public struct StoreOpeningFailure: Error, Sendable {
  /// The problem, such as "todo.json: not a to-do file: unknown version 3 (…)".
  public var problem: Message
  /// What to do about it, such as "give another --store path".
  public var advice: Message

  /// Creates a failure.
  public init(problem: Message, advice: Message) {
    self.problem = problem
    self.advice = advice
  }
}
