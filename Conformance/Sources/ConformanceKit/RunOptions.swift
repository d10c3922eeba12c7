import Foundation

/// What `conformance` was asked to do.
public struct RunOptions: Equatable, Sendable {
  /// The case files and folders; the package's own cases when none is given.
  public var cases: [String] = []
  /// Run only the cases whose id matches one of these globs (all when empty).
  public var run: [String] = []
  /// Leave out the cases whose id matches one of these globs.
  public var skip: [String] = []
  /// The list of cases expected to fail, one id a line.
  public var knownFailures: String?
  /// Print the results as one JSON object instead of a line a case.
  public var json = false
  /// The longest the program may go without an answer, in seconds.
  public var timeout: Double = 10
  /// The program and its arguments.
  public var command: [String] = []

  /// The command line's form, for messages.
  public static let usage =
    "usage: conformance [--cases FILE]… [--run GLOB]… [--skip GLOB]… [--known-failures FILE] "
    + "[--json] [--timeout SECONDS] COMMAND [ARG…]"

  /// Reads the arguments after the tool's name: options first, then the command, which may
  /// follow `--`.
  ///
  /// - Throws: ``ConformanceError`` naming the argument that cannot be used, with the usage.
  public static func parse(_ arguments: [String]) throws(ConformanceError) -> RunOptions {
    var options = RunOptions()
    var remaining = arguments[...]
    func value(of name: String) throws(ConformanceError) -> String {
      guard let value = remaining.popFirst() else {
        throw ConformanceError("\(name) needs a value\n\(usage)")
      }
      return value
    }
    while let argument = remaining.first, argument.hasPrefix("-") {
      remaining.removeFirst()
      switch argument {
      case "--": break
      case "--cases": options.cases.append(try value(of: argument))
      case "--run": options.run.append(try value(of: argument))
      case "--skip": options.skip.append(try value(of: argument))
      case "--known-failures": options.knownFailures = try value(of: argument)
      case "--json": options.json = true
      case "--timeout":
        let text = try value(of: argument)
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
          throw ConformanceError("--timeout '\(text)' is not a number of seconds above 0\n\(usage)")
        }
        options.timeout = seconds
      default: throw ConformanceError("unknown option '\(argument)'\n\(usage)")
      }
      if argument == "--" { break }
    }
    guard !remaining.isEmpty else {
      throw ConformanceError("no command to run: give the program that answers the cases\n\(usage)")
    }
    options.command = Array(remaining)
    return options
  }
}
