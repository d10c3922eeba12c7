import Foundation
import TodoVIPER

/// The program behind `todo`, which reads the options, builds the app and runs the command loop.
///
/// With ``AppDependencies`` it is the app's composition root: the one place that picks the
/// clock, the calendar and the store, and wires the terminal views to the presenters.
public enum TodoCommandLine {
  /// Runs the program and returns its exit status: 0 when the session ends, 1 when the store
  /// cannot be used, 2 for a bad option.
  ///
  /// - Parameters:
  ///   - arguments: The arguments, without the program name.
  ///   - defaults: The machine's time zone and locale, for options not given.
  ///   - clock: The clock to use when `--now` is not given.
  ///   - streams: Standard input, output and error.
  ///   - style: Whether to prompt and use colour.
  public static func run(
    arguments: [String], defaults: TodoOptions.Defaults, clock: any WallClock,
    streams: any LineInput & TextOutput, style: TerminalStyle
  ) -> Int32 {
    switch TodoOptions.parse(arguments, defaults: defaults) {
    case .failure(let error):
      streams.writeError("todo: \(error)\n")
      return 2
    case .success(.help):
      streams.write(HelpText.usage)
      return 0
    case .success(.version):
      streams.write(HelpText.version + "\n")
      return 0
    case .success(.run(let options)):
      let store: any ListDataManager & AddDataManager
      if let path = options.storePath {
        let fileStore = JSONFileTodoStore(path: path)
        do {
          try fileStore.validate()
        } catch {
          streams.writeError(
            "todo: \(error.description.escapedForTerminal)\ntodo: \(advice(for: error))\n")
          return 1
        }
        store = fileStore
      } else {
        store = InMemoryTodoStore()
      }
      let clock = options.now.map { FixedClock($0) } ?? clock
      runSession(
        clock: clock, calendar: options.calendar, store: store, streams: streams, style: style)
      return 0
    }
  }

  /// Returns what the user can do about a store that cannot be used.
  private static func advice(for error: JSONFileTodoStoreError) -> String {
    switch error {
    case .folderMissing, .cannotSave:
      "create the folder, or give another --store path"
    case .unreadable, .notAToDoFile, .invalidItem:
      "the file was left as it was: fix it, move it away, or give another --store path"
    }
  }

  /// Wires the modules to the terminal views and reads commands until `quit` or the end of input.
  static func runSession(
    clock: any WallClock, calendar: Calendar, store: any ListDataManager & AddDataManager,
    streams: any LineInput & TextOutput, style: TerminalStyle
  ) {
    let dependencies = AppDependencies(clock: clock, calendar: calendar, store: store)
    let listView = TerminalListView(
      eventHandler: dependencies.listPresenter, output: streams, style: style)
    let addView = TerminalAddView(
      eventHandler: dependencies.addPresenter, input: streams, output: streams, style: style,
      parser: DueDateParser(calendar: calendar, clock: clock))
    dependencies.install(listView: listView, addView: addView)

    if style.showsPrompts { streams.write("Commands: list, add, help, quit.\n") }
    listView.viewWillAppear()
    while true {
      if style.showsPrompts { streams.write("> ") }
      if listView.handle(streams.readLine()) == .quit { return }
    }
  }
}
