import Foundation
import TodoFileStore
import TodoPlatform
import TodoTerminal
import TodoVIPER

// The composition root's edge: the only place that reads the machine's clock, time zone,
// locale, terminal, environment and home folder, and that picks the store the items are kept
// in. Top-level code runs on the main actor, and so does the
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
  CommandLine.unsafeArgv[index].map { BytePath(cString: $0).bytes } ?? []
}

// Where the items are kept without --store or --in-memory: the user's data folder. The home
// folder comes from the password database only where HOME is not an absolute path. Both
// folders are read as bytes, as the arguments are.
#if os(macOS)
  let platform = DefaultStoreFile.Platform.macOS
#else
  let platform = DefaultStoreFile.Platform.unix
#endif
let storeFile = DefaultStoreFile.resolve(
  environment: ["HOME", "XDG_DATA_HOME"].reduce(into: [:]) { folders, name in
    folders[name] = BytePath(environmentVariable: name)
  },
  platform: platform,
  passwordDatabaseHome: {
    guard let entry = getpwuid(geteuid()), let home = entry.pointee.pw_dir else { return nil }
    return BytePath(cString: home)
  })

let status = await TodoCommandLine.run(
  argumentBytes: argumentBytes,
  defaults: TodoOptions.Defaults(
    timeZone: .current, timeZoneVariable: environment["TZ"],
    locale: TodoOptions.Defaults.localeIdentifier(environment: environment)
      .map(Locale.init(identifier:)) ?? .current,
    storeFile: storeFile,
    columns: TodoOptions.Defaults.columns(
      terminal: streams.outputColumns, environment: environment)),
  clock: SystemClock(),
  streams: streams,
  style: style,
  translations: ResourceBundle.installed,
  openStore: { file, words in
    // The store this program keeps its items in: a JSON file, checked at once. The default one
    // is private to the user, and its folders are made by its first save.
    var privateFolder: BytePath?
    if case .defaultFile(let defaultFile) = file { privateFolder = defaultFile.existingFolder }
    let store = JSONFileTodoStore(
      path: file.path,
      onLockWait: { lockPath in
        StandardStreams.writeToStandardError(
          TodoCommandLine.lockWaitMessage(
            lockPath: lockPath, timeout: JSONFileTodoStore.defaultLockTimeout, words: words))
      }, creatingFoldersBelow: privateFolder)
    do throws(JSONFileTodoStoreError) {
      try await store.validate()
      return .success(store)
    } catch {
      let advice = privateFolder == nil ? error.advice : error.defaultStoreAdvice
      return .failure(StoreOpeningFailure(problem: error.message, advice: advice))
    }
  })
exit(status.rawValue)
