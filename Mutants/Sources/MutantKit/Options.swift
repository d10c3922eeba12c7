import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the command line asked for.
public struct Options: Sendable {
  public var paths: [String] = []
  public var listOnly = false
  public var gate = false
  public var report: String?
  public var readme: String?
  public var only: Set<String>?
  public var jobs = ProcessInfo.processInfo.activeProcessorCount
  /// A stage of a mutant's suites gets this many times what they took switched off.
  public var timeoutFactor = 3.0
  /// A stage of a mutant's suites is never given less than this (see `Stages`).
  public var floorSeconds = 2.0
  /// The whole suite rebuilt (`--check-against-rebuild`) gets this much more than
  /// `timeoutFactor` times what it took switched off.
  public var graceSeconds = 10.0
  public var keep = false
  public var checkAgainstRebuild: Int?
  public var seed: UInt64 = 29
  public var quiet = false

  public init() {}

  public static let usage = """
    usage: Mutants/run [--list] [--gate] [--report FILE] [--readme FILE] [--only LIST]
                       [--jobs N] [--timeout-factor X] [--keep] [PATH ...]
           Mutants/run --check-against-rebuild N [--seed S] [PATH ...]
    PATH: folders or Swift files under Sources (default: Sources).
    """

  /// Reads the arguments; a wrong one is a message naming it and what is accepted.
  public static func parse(_ arguments: [String]) throws -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let next = rest.popFirst() else { throw ToolError("\(name) needs a value\n\(usage)") }
      return next
    }
    func number(_ name: String) throws -> Int {
      let text = try value(name)
      guard let number = Int(text), number > 0 else {
        throw ToolError("\(name) takes a whole number above 0, not \"\(text)\"")
      }
      return number
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--list": options.listOnly = true
      case "--gate": options.gate = true
      case "--keep": options.keep = true
      case "--quiet": options.quiet = true
      case "--report": options.report = try value(argument)
      case "--readme": options.readme = try value(argument)
      case "--jobs": options.jobs = try number(argument)
      case "--check-against-rebuild": options.checkAgainstRebuild = try number(argument)
      case "--seed": options.seed = UInt64(try number(argument))
      case "--timeout-factor":
        let text = try value(argument)
        guard let factor = Double(text), factor > 0 else {
          throw ToolError("--timeout-factor takes a number above 0, not \"\(text)\"")
        }
        options.timeoutFactor = factor
      case "--only":
        let path = try value(argument)
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
          throw ToolError("--only: cannot read \(path)")
        }
        options.only = Set(
          text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty })
      default:
        if argument.hasPrefix("-") {
          throw ToolError("unknown option \(argument)\n\(usage)")
        }
        options.paths.append(argument)
      }
    }
    if options.paths.isEmpty { options.paths = ["Sources"] }
    return options
  }
}
