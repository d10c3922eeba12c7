/// What a tutorial's step says it does.
///
/// It is written beside the step in a `@Comment { … }`, which DocC does not show, one statement
/// a line:
///
/// ```text
/// step: list-interactor-first-spec
/// does not compile: ListInteractorSpecs.swift:17: cannot find type 'ListInteractor' in scope
/// not run
/// ```
///
/// ```text
/// step: list-interactor-compiles
/// compiles
/// run: ListInteractorSpecs
/// red: finding upcoming items asks for today through the end of next week
/// shows: (dataManager.messages → []) == ([
/// ```
///
/// - `step: ID`: the step's stable name; its file is `ID.swift.txt` (for a `.swift` file).
/// - `compiles`, or one `does not compile: FILE:LINE: MESSAGE` for each error the build gives
///   (the file's name, the line, the compiler's message), in any order.
/// - `run: FILTER`: what `swift test --filter` is given; then `green` (every spec it runs
///   passes), or one `red: NAME` for each spec that fails, by its name as Swift Testing prints
///   it. `not run` when nothing is run (always, when it does not compile).
/// - `shows: TEXT`, as often as needed: a piece of what the build or the run prints, which the
///   step's prose shows too.
public struct StepDeclaration: Sendable, Equatable {
  /// What building the step gives.
  public enum Build: Sendable, Equatable {
    case compiles
    /// The errors, each `File.swift:LINE: message`.
    case doesNotCompile([String])
  }

  /// What running the specs gives.
  public enum Specs: Sendable, Equatable {
    /// These specs fail, by name, and no other.
    case red([String])
    case green
    case notRun
  }

  /// The step's stable name.
  public var id: String
  public var build: Build
  /// The `swift test --filter` of the run; `nil` when nothing is run.
  public var run: String?
  public var specs: Specs
  /// Pieces of the output the prose shows.
  public var shows: [String]

  public init(id: String, build: Build, run: String?, specs: Specs, shows: [String] = []) {
    self.id = id
    self.build = build
    self.run = run
    self.specs = specs
    self.shows = shows
  }

  /// Reads a declaration from the lines of its `@Comment`; returns what is wrong with it
  /// instead when it cannot be read or says two things at once.
  static func reading(_ lines: [String]) -> (StepDeclaration?, [String]) {
    var id: String?
    var compiles = false
    var errors: [String] = []
    var run: String?
    var red: [String] = []
    var green = false
    var notRun = false
    var shows: [String] = []
    var problems: [String] = []
    for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
      if let value = value(of: "step:", in: line) {
        id = value
      } else if line == "compiles" {
        compiles = true
      } else if let value = value(of: "does not compile:", in: line) {
        errors.append(value)
      } else if let value = value(of: "run:", in: line) {
        run = value
      } else if let value = value(of: "red:", in: line) {
        red.append(value)
      } else if line == "green" {
        green = true
      } else if line == "not run" {
        notRun = true
      } else if let value = value(of: "shows:", in: line) {
        shows.append(value)
      } else {
        problems.append(
          "the declaration's line \"\(line)\" is none of: step:, compiles, does not compile:, "
            + "run:, red:, green, not run, shows:")
      }
    }
    if id == nil { problems.append("the declaration has no step: ID") }
    if compiles == !errors.isEmpty {
      problems.append(
        "the declaration must say either compiles or does not compile: FILE:LINE: MESSAGE")
    }
    if [!red.isEmpty, green, notRun].filter({ $0 }).count != 1 {
      problems.append("the declaration must say one of: red: NAME (one a spec), green, not run")
    }
    if !errors.isEmpty, !notRun {
      problems.append("a step that does not compile runs nothing: it must say not run")
    }
    if notRun, run != nil { problems.append("a step that says not run has no run:") }
    if !notRun, run == nil {
      problems.append("a step that is red or green says what it runs: run:")
    }
    guard problems.isEmpty, let id else { return (nil, problems) }
    return (
      StepDeclaration(
        id: id, build: errors.isEmpty ? .compiles : .doesNotCompile(errors), run: run,
        specs: green ? .green : notRun ? .notRun : .red(red), shows: shows),
      []
    )
  }

  /// The text after `label` at the start of `line`, trimmed; `nil` when the line does not start
  /// with it or nothing follows it.
  private static func value(of label: String, in line: String) -> String? {
    guard line.hasPrefix(label) else { return nil }
    let value = line.dropFirst(label.count).trimmingCharacters(in: .whitespaces)
    return value.isEmpty ? nil : value
  }
}
