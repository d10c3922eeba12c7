import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One scenario of `Conformance/Tests/scenarios.json`: a run, and what it must print and end with.
///
/// It is the same for the Swift runner and the Python one. The file's `about` says what each
/// field means.
struct Scenario: Sendable, CustomTestStringConvertible {
  /// How the run must end.
  enum Ending: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
  }

  var name: String
  var defect: String?
  /// The lines of `cases.jsonl`.
  var cases: [String]
  /// Other files of the scenario's folder, by name.
  var files: [String: String]
  var setup: String?
  var arguments: [String]
  var stdout: [String]?
  /// The JSON the run must print, as text.
  var stdoutJSON: String?
  var stderr: [String]
  var ending: Ending
  /// Where the runner's standard output goes: a pipe unless `/dev/full`, `closed` or `gone`.
  var output: String?
  /// The signal to send the runner, and the file whose existence says when.
  var signal: (number: Int32, whenFileExists: String)?
  /// A file of process ids that must not be running after the run.
  var ended: String?
  /// The most seconds the run may take.
  var within: Double

  var testDescription: String { defect.map { "\(name) (\($0))" } ?? name }

  /// The file of the scenarios.
  static let file = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "scenarios.json")

  /// The programs the scenarios name, such as `{right}`, each with its arguments.
  static let programs: [String: [String]] = {
    guard let data = try? Data(contentsOf: file),
      let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return [:] }
    return document["programs"] as? [String: [String]] ?? [:]
  }()

  /// Every scenario of the file, or a scenario that says why the file cannot be read.
  static let all: [Scenario] = {
    do {
      return try read()
    } catch {
      var broken = Scenario(name: "scenarios.json cannot be read: \(error)", arguments: [])
      broken.stdout = ["(scenarios.json)"]
      return [broken]
    }
  }()

  init(name: String, arguments: [String]) {
    self.name = name
    cases = []
    files = [:]
    self.arguments = arguments
    stderr = []
    ending = .exited(0)
    within = 20
  }

  /// Reads the scenarios of ``file``.
  static func read() throws -> [Scenario] {
    let data = try Data(contentsOf: file)
    guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let cases = document["cases"] as? [String: String],
      let scenarios = document["scenarios"] as? [[String: Any]]
    else { throw ScenarioError("no cases and scenarios") }
    return try scenarios.map { try Scenario($0, cases: cases) }
  }

  init(_ fields: [String: Any], cases: [String: String]) throws {
    guard let name = fields["name"] as? String, let arguments = fields["arguments"] as? [String]
    else { throw ScenarioError("a scenario without a name or arguments") }
    self.init(name: name, arguments: arguments)
    defect = fields["defect"] as? String
    self.cases = try (fields["cases"] as? [String] ?? ["apia", "berlin", "goose"]).map { key in
      guard let line = cases[key] else { throw ScenarioError("\(name): no case \(key)") }
      return line
    }
    files = fields["files"] as? [String: String] ?? [:]
    setup = fields["setup"] as? String
    stdout = fields["stdout"] as? [String]
    if let json = fields["stdoutJSON"] {
      stdoutJSON = String(
        decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]),
        as: UTF8.self)
    }
    stderr = fields["stderr"] as? [String] ?? []
    if let status = fields["status"] as? Int {
      ending = .exited(Int32(status))
    } else if let name = fields["status"] as? String, let number = Self.signalNumbers[name] {
      ending = .signalled(number)
    } else {
      throw ScenarioError("\(name): status is neither a number nor a signal's name")
    }
    output = fields["output"] as? String
    if let signal = fields["signal"] as? [String: String], let send = signal["send"],
      let number = Self.signalNumbers[send], let file = signal["whenFileExists"]
    {
      self.signal = (number, file)
    }
    ended = fields["ended"] as? String
    within = fields["within"] as? Double ?? 20
  }

  static let signalNumbers: [String: Int32] = [
    "SIGTERM": SIGTERM, "SIGINT": SIGINT, "SIGHUP": SIGHUP,
  ]
}

/// A scenario file that cannot be read, and why.
struct ScenarioError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
