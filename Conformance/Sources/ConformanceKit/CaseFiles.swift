import Foundation
import TodoVIPER
import ToolPlatform

/// The cases a run reads: every line of the files it is given, each a ``RegressionCase``, with
/// the place it was read from.
///
/// A file is read whole, through one descriptor (``ToolFile``); a folder gives its `.jsonl`
/// files, in the order of their names. An empty line is skipped. A line that is not a case, or
/// an id used twice, is a problem that stops the run before any program starts: a suite that
/// cannot be read answers nothing. Every problem of every line is named at once.
public struct CaseFiles: Sendable {
  /// One case and where it was read.
  public struct Entry: Sendable {
    public let regressionCase: RegressionCase
    /// The file, as the run names it: the path given, or a folder's path and the file's name.
    public let file: String
    /// The line of the file, from 1.
    public let line: Int
    /// Whether it was read from a file meant for hand-written cases: not `generated-*.jsonl`,
    /// nor a user's `local.jsonl`.
    public let isHandWritten: Bool

    /// The file and line: `cases/skipped-days.jsonl:4`.
    public var place: String { "\(file):\(line)" }

    public init(regressionCase: RegressionCase, file: String, line: Int, isHandWritten: Bool) {
      self.regressionCase = regressionCase
      self.file = file
      self.line = line
      self.isHandWritten = isHandWritten
    }
  }

  /// Every case read, withdrawn ones too, in the order of the files and their lines.
  public let entries: [Entry]

  /// The folder of this suite: `Conformance/`.
  static let suiteFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The folder of this package's own cases, `Conformance/cases/`.
  public static let defaultFolder = URL(fileURLWithPath: suiteFolder + "/cases")

  /// The most a case file may hold: far more than a suite's cases.
  static let sizeLimit = 64 * 1_024 * 1_024

  /// How many problems a run names before it counts the rest.
  static let problemLimit = 100

  /// Reads `paths`, each a `.jsonl` file or a folder of them; the suite's own cases, named from
  /// the current folder where they are inside it, when `paths` is empty.
  ///
  /// - Throws: ``ConformanceError`` listing every problem of every line and every id used
  ///   twice, or naming a path that cannot be read, and why.
  public init(paths: [String]) throws(ConformanceError) {
    var entries: [Entry] = []
    var problems: [String] = []
    var seen: [String: String] = [:]
    for file in try Self.files(in: paths.isEmpty ? [Self.defaultFolder.path] : paths) {
      let text: String
      do throws(ToolFileError) {
        text = try ToolFile.readText(at: file, limit: Self.sizeLimit)
      } catch {
        throw ConformanceError("\(error)")
      }
      let name = ToolOutput.escaped(paths.isEmpty ? Self.shown(file) : file)
      let base = (file as NSString).lastPathComponent
      let isHandWritten = !base.hasPrefix("generated-") && base != "local.jsonl"
      let lines = text.linesAtLineFeeds
      for (index, line) in lines.enumerated() where !line.isEmpty {
        let place = "\(name):\(index + 1)"
        // A byte-order mark at a file's start is no part of its first line.
        let line = index == 0 && line.hasPrefix("\u{FEFF}") ? line.dropFirst() : line
        do throws(RegressionCaseError) {
          let regressionCase = try RegressionCase(jsonLine: String(line))
          if let first = seen[regressionCase.id] {
            problems.append("\(place): the id \(regressionCase.id) is also at \(first)")
            continue
          }
          seen[regressionCase.id] = place
          entries.append(
            Entry(
              regressionCase: regressionCase, file: name, line: index + 1,
              isHandWritten: isHandWritten))
        } catch {
          problems += error.problems.map { "\(place): \(ToolOutput.escaped($0))" }
        }
      }
    }
    guard problems.isEmpty else {
      let named = problems.prefix(Self.problemLimit)
      var text = "the cases cannot be read:\n" + named.map { "  " + $0 }.joined(separator: "\n")
      let more = problems.count - named.count
      if more > 0 { text += "\n  and \(more) more \(more == 1 ? "problem" : "problems")" }
      throw ConformanceError(text)
    }
    self.entries = entries
  }

  /// A path of the suite's own cases as a run names it: from the current folder when it is
  /// inside it, as given otherwise.
  static func shown(_ path: String) -> String {
    let here = FileManager.default.currentDirectoryPath
    return path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
  }

  /// The files `paths` name: each file itself, each folder's `.jsonl` files by name; a file
  /// given twice (itself, through a link, or in a folder given too) is refused.
  private static func files(in paths: [String]) throws(ConformanceError) -> [String] {
    var files: [String] = []
    for path in paths {
      let folder: ToolFolder
      do throws(ToolFileError) {
        folder = try ToolFolder(opening: path)
      } catch {
        switch error.reason {
        case .system(ENOTDIR):
          files.append(path)
          continue
        case .system(ENOENT):
          throw ConformanceError(
            "no file or folder \(ToolOutput.escaped(path)); give --cases a .jsonl file or a folder"
          )
        default: throw ConformanceError("\(error)")
        }
      }
      let names: [String]
      do throws(ToolFileError) {
        names = try folder.entries().map(\.name).filter { $0.hasSuffix(".jsonl") }
      } catch {
        throw ConformanceError("\(error)")
      }
      guard !names.isEmpty else {
        throw ConformanceError("no .jsonl file in \(ToolOutput.escaped(path))")
      }
      files += names.map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
    }
    var resolved: Set<String> = []
    for file in files {
      guard let real = ToolPath.resolved(file) else { continue }
      guard resolved.insert(real).inserted else {
        throw ConformanceError(
          "the cases \(ToolOutput.escaped(file)) are given twice; give each file once")
      }
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
