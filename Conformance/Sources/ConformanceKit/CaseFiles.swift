import Foundation
import TodoVIPER

/// The cases a run reads: every line of the files it is given, each a ``RegressionCase``, with
/// the place it was read from.
///
/// A file is read whole; a folder gives its `.jsonl` files, in the order of their names. An
/// empty line is skipped. A line that is not a case, or an id used twice, is a problem that
/// stops the run before any program starts: a suite that cannot be read answers nothing.
public struct CaseFiles: Sendable {
  /// One case and where it was read.
  public struct Entry: Sendable {
    public let regressionCase: RegressionCase
    /// The file and line: `cases/skipped-days.jsonl:4`.
    public let place: String
    /// Whether it was read from a file meant for hand-written cases: not `generated-*.jsonl`,
    /// nor a user's `local.jsonl`.
    public let isHandWritten: Bool

    public init(regressionCase: RegressionCase, place: String, isHandWritten: Bool) {
      self.regressionCase = regressionCase
      self.place = place
      self.isHandWritten = isHandWritten
    }
  }

  /// Every case read, withdrawn ones too, in the order of the files and their lines.
  public let entries: [Entry]

  /// The folder of this package's own cases, `Conformance/cases/`.
  public static let defaultFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("cases")

  /// Reads `paths`, each a `.jsonl` file or a folder of them.
  ///
  /// - Throws: ``ConformanceError`` listing every line that is not a case and every id used
  ///   twice, or naming a path that cannot be read.
  public init(paths: [String]) throws(ConformanceError) {
    var entries: [Entry] = []
    var problems: [String] = []
    var seen: [String: String] = [:]
    for file in try Self.files(in: paths) {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw ConformanceError("cannot read \(file) as UTF-8 text")
      }
      let name = (file as NSString).lastPathComponent
      let isHandWritten = !name.hasPrefix("generated-") && name != "local.jsonl"
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated() where !line.isEmpty
      {
        let place = "\(file):\(index + 1)"
        do {
          let regressionCase = try RegressionCase(jsonLine: String(line))
          if let first = seen[regressionCase.id] {
            problems.append("\(place): the id \(regressionCase.id) is already \(first)'s")
            continue
          }
          seen[regressionCase.id] = place
          entries.append(
            Entry(regressionCase: regressionCase, place: place, isHandWritten: isHandWritten))
        } catch {
          problems.append("\(place): \(error)")
        }
      }
    }
    guard problems.isEmpty else {
      throw ConformanceError(
        "the cases cannot be read:\n" + problems.map { "  " + $0 }.joined(separator: "\n"))
    }
    self.entries = entries
  }

  /// The files `paths` name: each file itself, each folder's `.jsonl` files by name.
  private static func files(in paths: [String]) throws(ConformanceError) -> [String] {
    var files: [String] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw ConformanceError("no file or folder \(path); give --cases a .jsonl file or a folder")
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
        .filter { $0.hasSuffix(".jsonl") }.sorted()
      guard !names.isEmpty else { throw ConformanceError("no .jsonl file in \(path)") }
      files += names.map { (path as NSString).appendingPathComponent($0) }
    }
    return files
  }
}

/// Why a run cannot go on: a sentence naming the problem and, where there is one, the way out.
public struct ConformanceError: Error, CustomStringConvertible, Equatable, Sendable {
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
