import ToolPlatform

/// What `conformance` was asked to do.
public struct RunOptions: Equatable, Sendable {
  /// What the counts are given by: a table of each.
  public enum Grouping: String, Equatable, Sendable {
    case file, tag, rule
  }

  /// The case files and folders; the suite's own cases when none is given.
  public var cases: [String] = []
  /// Run only the cases whose id matches one of these globs (all when empty).
  public var run: [String] = []
  /// Leave out the cases whose id matches one of these globs.
  public var skip: [String] = []
  /// Run only the cases with one of these tags (all when empty).
  public var tags: [String] = []
  /// Leave out the cases with one of these tags.
  public var skipTags: [String] = []
  /// The lists of cases expected to fail.
  public var knownFailures: [String] = []
  /// Print the results as one JSON object instead of a line a case.
  public var json = false
  /// Print what failed and the counts only.
  public var quiet = false
  /// The tables of counts, in the order asked; by file when none is asked.
  public var groupings: [Grouping] = []
  /// The longest the program may go without an answer, in seconds.
  public var timeout: Double = 10
  /// The time limit as given, for messages.
  public var timeoutText = "10"
  /// The program and its arguments.
  public var command: [String] = []

  /// The range `--timeout` takes, in seconds: from a millisecond to a day.
  static let timeoutRange = 0.001...86_400.0

  /// The command line's form, for messages.
  public static let usage =
    "usage: conformance [--cases FILE]… [--run GLOB]… [--skip GLOB]… [--tag TAG]… "
    + "[--skip-tag TAG]… [--known-failures FILE]… [--json] [--quiet] [--by file|tag|rule]… "
    + "[--timeout SECONDS] COMMAND [ARG…]"

  /// What `--help` prints.
  public static let help =
    usage + """


      Runs the date-bucket conformance cases against COMMAND, which reads one question a line on its
      standard input and writes one answer a line on its standard output (Conformance/README.md).

        --cases FILE            a .jsonl file or a folder of them, instead of the suite's own cases
        --run GLOB              only the cases whose id matches the glob (* ? [a-z])
        --skip GLOB             leave out the cases whose id matches the glob
        --tag TAG               only the cases with the tag, such as policy
        --skip-tag TAG          leave out the cases with the tag
        --known-failures FILE   the cases expected to fail: an id or a glob a line, then # and why
        --json                  the results, the counts and the versions as one JSON object
        --quiet                 only what failed, the counts and the summary
        --by file|tag|rule      the counts by case file (the default), by tag or by rule
        --timeout SECONDS       the longest the program may go without answering (10; 0.001 to 86400)
        --version               the suite's version and the runner's
        --help, -h              this help

      The options that take a value may be given again for more. The exit status is 0 when every case
      passed or is a listed known failure, 1 when one did not or the run went wrong, and 2 when the
      run could not be made.

      """

  /// What the command line asks: a run, or a text to print instead (`--help`, `--version`).
  public enum Request: Equatable, Sendable {
    case run(RunOptions)
    case print(String)
  }

  /// Reads the arguments after the tool's name: options first, then the command, which may
  /// follow `--`.
  ///
  /// - Throws: ``ConformanceError`` naming the argument that cannot be used, with the usage.
  public static func parse(_ arguments: [String]) throws(ConformanceError) -> Request {
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
      case "--help", "-h": return .print(help)
      case "--version": return .print(Versions.line + "\n")
      case "--cases": options.cases.append(try value(of: argument))
      case "--run": options.run.append(try value(of: argument))
      case "--skip": options.skip.append(try value(of: argument))
      case "--tag": options.tags.append(try value(of: argument))
      case "--skip-tag": options.skipTags.append(try value(of: argument))
      case "--known-failures": options.knownFailures.append(try value(of: argument))
      case "--json": options.json = true
      case "--quiet": options.quiet = true
      case "--by":
        let text = try value(of: argument)
        guard let grouping = Grouping(rawValue: text) else {
          throw ConformanceError(
            "--by '\(ToolOutput.escaped(text))' is not file, tag or rule\n\(usage)")
        }
        options.groupings.append(grouping)
      case "--timeout":
        let text = try value(of: argument)
        do throws(ToolOptionError) {
          options.timeout = try ToolNumber.parse(text, option: argument, in: timeoutRange)
        } catch {
          throw ConformanceError("\(error)\n\(usage)")
        }
        options.timeoutText = ToolOutput.escaped(text)
      default:
        throw ConformanceError("unknown option '\(ToolOutput.escaped(argument))'\n\(usage)")
      }
      if argument == "--" { break }
    }
    guard !remaining.isEmpty else {
      throw ConformanceError("no command to run: give the program that answers the cases\n\(usage)")
    }
    options.command = Array(remaining)
    if options.groupings.isEmpty { options.groupings = [.file] }
    return .run(options)
  }
}
