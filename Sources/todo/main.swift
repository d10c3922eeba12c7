import Foundation
import TodoTerminal
import TodoVIPER

// The composition root's edge: the only place that reads the machine's clock, time zone,
// locale, terminal and environment.
let streams = StandardStreams()
let environment = ProcessInfo.processInfo.environment
let colorAllowed = environment["NO_COLOR", default: ""].isEmpty
let style = TerminalStyle(
  showsPrompts: streams.inputIsTerminal,
  usesColor: colorAllowed && streams.outputIsTerminal,
  usesColorOnErrors: colorAllowed && streams.errorIsTerminal)

let status = TodoCommandLine.run(
  arguments: Array(CommandLine.arguments.dropFirst()),
  defaults: TodoOptions.Defaults(
    timeZone: .current,
    locale: TodoOptions.Defaults.localeIdentifier(environment: environment)
      .map(Locale.init(identifier:)) ?? .current),
  clock: SystemClock(),
  streams: streams,
  style: style)
exit(status)
