import Foundation
import TodoVIPER

/// The program behind `todo`, which reads the options, builds the app and runs the command loop.
///
/// With ``AppDependencies`` it is the app's composition root: the one place that picks the
/// clock, the calendar and the translations, and wires the terminal views to the presenters.
/// The store is the executable's choice, opened by the closure it hands in: the terminal knows
/// the ports only, not how a file is kept. It runs on the main actor, with the views and
/// presenters it builds.
@MainActor
public enum TodoCommandLine {
  /// Opens the store `--store` names, or says why it cannot be used; the executable's part.
  public typealias StoreOpener = (StorePath) async -> Result<any TodoStore, StoreOpeningFailure>

  /// Runs the program and returns how it ended (see ``ExitCode``).
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - defaults: The machine's time zone, `TZ` and locale, for options not given.
  ///   - clock: The clock to use when `--now` is not given.
  ///   - streams: Standard input, output and error.
  ///   - style: Whether to prompt and use colour; prompts mean a person at a terminal.
  ///   - translations: Where the screens' words in other languages are; `nil` for English.
  ///   - openStore: Opens the store `--store` names; `nil` for a program that keeps no file.
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
      streams.write(HelpText.usage(translations: translations))
      return streams.writeFailure == nil ? .success : .failure
    case .success(.version):
      streams.write(HelpText.version + "\n")
      return streams.writeFailure == nil ? .success : .failure
    case .success(.run(let options)):
      if let problem = ListPresenter.translationProblem(
        for: options.calendar.locale, in: translations)
      {
        streams.writeError("todo: warning: \(problem.escapedForTerminal); the list is in English\n")
      }
      let store: any TodoStore
      if let path = options.storePath {
        let opened =
          await openStore?(path)
          ?? .failure(
            StoreOpeningFailure(
              problem: "cannot use \(path): this program keeps its items in memory only",
              advice: "run it without --store"))
        switch opened {
        case .success(let fileStore):
          store = fileStore
        case .failure(let failure):
          streams.writeError(
            "todo: \(failure.problem.escapedForTerminal)\ntodo: \(failure.advice)\n")
          return .failure
        }
      } else {
        store = InMemoryTodoStore()
      }
      let clock = options.now.map { FixedClock($0) } ?? clock
      let entriesNotSaved = await runSession(
        clock: clock, calendar: options.calendar, store: store, translations: translations,
        streams: streams, style: style)
      let scriptLostEntries = !style.showsPrompts && entriesNotSaved > 0
      let streamFailed = streams.writeFailure != nil || streams.readFailure != nil
      return streamFailed || scriptLostEntries ? .failure : .success
    }
  }

  /// The commands, as the hints name them.
  nonisolated static let commandNames = "list, add, open, explain, help, quit"

  /// Returns the line `todo` writes on standard error when a save waits for another process's
  /// lock, which it waits for up to `timeout`.
  public nonisolated static func lockWaitMessage(lockPath: String, timeout: Duration) -> String {
    "todo: waiting for another program to release the lock file "
      + "\(lockPath.escapedForTerminal) (up to \(timeout.components.seconds) s)\n"
  }

  /// Wires the modules to the terminal views and reads commands until `quit` or the end of
  /// input; returns how many add and edit forms closed without saving after a problem.
  ///
  /// Each command is awaited before the next line is read. While the add or the edit form is
  /// presented, it takes the input, as a modal form would, until it is dismissed.
  static func runSession(
    clock: any WallClock, calendar: Calendar, store: any TodoStore,
    translations: (any TranslationSource)?, streams: any LineInput & TextOutput,
    style: TerminalStyle
  ) async -> Int {
    let dependencies = AppDependencies(
      clock: clock, calendar: calendar, store: store, translations: translations)
    let parser = DueDateParser(calendar: calendar, clock: clock)
    let listView = TerminalListView(
      eventHandler: dependencies.listPresenter, output: streams, style: style, parser: parser)
    let addView = TerminalAddView(
      eventHandler: dependencies.addPresenter, input: streams, output: streams, style: style,
      parser: parser)
    let editView = TerminalEditView(
      eventHandler: dependencies.editPresenter, input: streams, output: streams, style: style,
      parser: parser)
    dependencies.install(listView: listView, addView: addView, editView: editView)

    if style.showsPrompts { streams.write("Commands: \(commandNames).\n") }
    await listView.viewWillAppear()
    while true {
      if style.showsPrompts { streams.write("> ") }
      if await listView.handle(streams.readLine()) == .quit {
        return addView.entriesNotSaved + editView.changesNotSaved
      }
      if addView.isPresented { await addView.runUntilDismissed() }
      if editView.isPresented { await editView.runUntilDismissed() }
    }
  }
}

/// Why the store `--store` names cannot be used, as the executable found it: the problem, with
/// the path, and what the user can do about it.
public struct StoreOpeningFailure: Error, Sendable {
  /// The problem, such as "todo.json: not a to-do file: unknown version 3 (…)".
  public var problem: String
  /// What to do about it, such as "give another --store path".
  public var advice: String

  /// Creates a failure.
  public init(problem: String, advice: String) {
    self.problem = problem
    self.advice = advice
  }
}
