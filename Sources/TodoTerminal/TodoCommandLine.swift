import Foundation
import TodoVIPER

/// The program behind `todo`, which reads the options, builds the app and runs the command loop.
///
/// With ``AppDependencies`` it is the app's composition root: the one place that picks the
/// clock, the calendar and the store, and wires the terminal views to the presenters. It runs
/// on the main actor, with the views and presenters it builds.
@MainActor
public enum TodoCommandLine {
  /// Runs the program and returns how it ended (see ``ExitCode``).
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - defaults: The machine's time zone, `TZ` and locale, for options not given.
  ///   - clock: The clock to use when `--now` is not given.
  ///   - streams: Standard input, output and error.
  ///   - style: Whether to prompt and use colour; prompts mean a person at a terminal.
  public static func run(
    arguments: [String], defaults: TodoOptions.Defaults, clock: any WallClock,
    streams: any LineInput & TextOutput, style: TerminalStyle
  ) async -> ExitCode {
    await run(
      argumentBytes: arguments.map { Array($0.utf8) }, defaults: defaults, clock: clock,
      streams: streams, style: style)
  }

  /// Runs the program with the arguments as the bytes the process was given.
  ///
  /// The exit status is ``ExitCode/failure`` when the store cannot be used, when standard
  /// output could not be written, or when standard input is not a terminal and an entry was
  /// refused and its form closed without saving: a script learns that what it piped in was not
  /// all stored. A person at a terminal saw every problem as it happened.
  public static func run(
    argumentBytes: [[UInt8]], defaults: TodoOptions.Defaults, clock: any WallClock,
    streams: any LineInput & TextOutput, style: TerminalStyle
  ) async -> ExitCode {
    switch TodoOptions.parse(bytes: argumentBytes, defaults: defaults) {
    case .failure(let error):
      streams.writeError("todo: \(error)\n")
      return .usage
    case .success(.help):
      streams.write(HelpText.usage)
      return streams.writeFailure == nil ? .success : .failure
    case .success(.version):
      streams.write(HelpText.version + "\n")
      return streams.writeFailure == nil ? .success : .failure
    case .success(.run(let options)):
      if let problem = ListPresenter.translationProblem(for: options.calendar.locale) {
        streams.writeError("todo: warning: \(problem.escapedForTerminal); the list is in English\n")
      }
      let store: any ListDataManager & AddDataManager
      if let path = options.storePath {
        let fileStore = JSONFileTodoStore(
          path: path,
          onLockWait: { lockPath in
            StandardStreams.writeToStandardError(lockWaitMessage(lockPath: lockPath))
          })
        do {
          try await fileStore.validate()
        } catch {
          streams.writeError(
            "todo: \(error.description.escapedForTerminal)\ntodo: \(advice(for: error))\n")
          return .failure
        }
        store = fileStore
      } else {
        store = InMemoryTodoStore()
      }
      let clock = options.now.map { FixedClock($0) } ?? clock
      let entriesNotSaved = await runSession(
        clock: clock, calendar: options.calendar, store: store, streams: streams, style: style)
      let scriptLostEntries = !style.showsPrompts && entriesNotSaved > 0
      let streamFailed = streams.writeFailure != nil || streams.readFailure != nil
      return streamFailed || scriptLostEntries ? .failure : .success
    }
  }

  /// The commands, as the hints name them.
  nonisolated static let commandNames = "list, add, explain, help, quit"

  /// The line `todo` writes on standard error when a save waits for another process's lock.
  nonisolated static func lockWaitMessage(lockPath: String) -> String {
    let seconds = JSONFileTodoStore.defaultLockTimeout.components.seconds
    return "todo: waiting for another program to release the lock file "
      + "\(lockPath.escapedForTerminal) (up to \(seconds) s)\n"
  }

  /// Returns what the user can do about a store that cannot be used.
  private static func advice(for error: JSONFileTodoStoreError) -> String {
    switch error {
    case .folderMissing, .cannotSave:
      "create the folder, or give another --store path"
    case .badPath:
      "give another --store path"
    case .unreadable, .notAToDoFile, .invalidItem:
      "the file was left as it was: fix it, move it away, or give another --store path"
    }
  }

  /// Wires the modules to the terminal views and reads commands until `quit` or the end of
  /// input; returns how many add forms closed without saving after a problem.
  ///
  /// Each command is awaited before the next line is read. While the add form is presented, it
  /// takes the input, as a modal form would, until it is dismissed.
  static func runSession(
    clock: any WallClock, calendar: Calendar, store: any ListDataManager & AddDataManager,
    streams: any LineInput & TextOutput, style: TerminalStyle
  ) async -> Int {
    let dependencies = AppDependencies(clock: clock, calendar: calendar, store: store)
    let parser = DueDateParser(calendar: calendar, clock: clock)
    let listView = TerminalListView(
      eventHandler: dependencies.listPresenter, output: streams, style: style, parser: parser)
    let addView = TerminalAddView(
      eventHandler: dependencies.addPresenter, input: streams, output: streams, style: style,
      parser: parser)
    dependencies.install(listView: listView, addView: addView)

    if style.showsPrompts { streams.write("Commands: \(commandNames).\n") }
    await listView.viewWillAppear()
    while true {
      if style.showsPrompts { streams.write("> ") }
      if await listView.handle(streams.readLine()) == .quit { return addView.entriesNotSaved }
      if addView.isPresented { await addView.runUntilDismissed() }
    }
  }
}
