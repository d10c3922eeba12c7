import Foundation
import TodoFileStore
import TodoTerminal
import TodoVIPER

// The composition root's edge: the only place that reads the machine's clock, time zone,
// locale, terminal and environment, and that picks the store the items are kept in. Top-level code runs on the main actor, and so does the
// whole session: `await` lets the stores work elsewhere while it waits.
let streams = StandardStreams()

// First of all, before anything opens a calendar or a locale: ICU reads its default locale
// from these variables when first asked, and crashes on a value it cannot read.
var environment = ProcessInfo.processInfo.environment
for name in LocaleVariables.unreadable(in: environment) {
  streams.writeError(LocaleVariables.warning(name: name, value: environment[name] ?? ""))
  setenv(name, "C", 1)
  environment[name] = "C"
}

let colorAllowed = environment["NO_COLOR", default: ""].isEmpty && environment["TERM"] != "dumb"
let style = TerminalStyle(
  showsPrompts: streams.inputIsTerminal,
  usesColor: colorAllowed && streams.outputIsTerminal,
  usesColorOnErrors: colorAllowed && streams.errorIsTerminal)

// The arguments as the bytes the process was given: a path need not be UTF-8.
let argumentBytes = (1..<Int(CommandLine.argc)).map { index in
  CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}

let status = await TodoCommandLine.run(
  argumentBytes: argumentBytes,
  defaults: TodoOptions.Defaults(
    timeZone: .current, timeZoneVariable: environment["TZ"],
    locale: TodoOptions.Defaults.localeIdentifier(environment: environment)
      .map(Locale.init(identifier:)) ?? .current),
  clock: SystemClock(),
  streams: streams,
  style: style,
  translations: ResourceBundle.installed,
  openStore: { path, words in
    // The store this program keeps its items in with `--store`: a JSON file, checked at once.
    let store = JSONFileTodoStore(
      path: path,
      onLockWait: { lockPath in
        StandardStreams.writeToStandardError(
          TodoCommandLine.lockWaitMessage(
            lockPath: lockPath, timeout: JSONFileTodoStore.defaultLockTimeout, words: words))
      })
    do throws(JSONFileTodoStoreError) {
      try await store.validate()
      return .success(store)
    } catch {
      return .failure(StoreOpeningFailure(problem: error.message, advice: error.advice))
    }
  })
exit(status.rawValue)
