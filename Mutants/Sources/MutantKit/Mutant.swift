import Foundation

/// One mutant: a place in a file and the small change made there.
public struct Mutant: Hashable, Sendable {
  /// What the change does.
  public enum Kind: Hashable, Sendable {
    /// A binary operator replaced by another: `<` by `<=`, `&&` by `||`, `+ 1` by `- 1`.
    case swap(from: String, to: String)
    /// A line that is a call and nothing else, left out.
    case dropCall
    /// A line that sets a property of another object and nothing else, left out.
    case dropAssignment
  }

  /// The file, as a path from the package's root.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// Where the operator starts on the line, in characters from 0 (0 for a dropped line).
  public var column: Int
  public var kind: Kind
  /// Which occurrence of this change on its line, from 1, counted left to right.
  public var occurrence: Int
  /// The line as it is, and as the mutant has it.
  public var original: String
  public var mutated: String

  /// How a marker and a report name the change: `< → <=`, `drop the call`.
  public var change: String {
    switch kind {
    case .swap(let from, let to):
      from == "+" || from == "-" ? "\(from) 1 → \(to) 1" : "\(from) → \(to)"
    case .dropCall: "drop the call"
    case .dropAssignment: "drop the assignment"
    }
  }

  /// `Sources/…/File.swift:12  < → <=`, with ` #2` for a second occurrence on its line.
  public var name: String {
    "\(file):\(line)  \(change)" + (occurrence > 1 ? " #\(occurrence)" : "")
  }

  /// The target the file belongs to: `Sources/<target>/…`.
  public var target: String {
    let parts = file.split(separator: "/")
    return parts.count > 2 ? String(parts[1]) : ""
  }
}

/// A marker: `// Mutant "A → B" is equivalent: reason`, or `… "A → B" #N is equivalent: …`.
public struct Marker: Hashable, Sendable {
  public var file: String
  /// The marker's own line, from 1.
  public var line: Int
  /// The code line it covers, from 1: the first line after its run of markers.
  public var codeLine: Int
  public var change: String
  public var occurrence: Int
  public var reason: String

  public var place: String { "\(file):\(line)" }
}

/// The mutants of one file, the markers in it, and which marker covers which mutant.
public struct FileMutants: Sendable {
  public var file: String
  /// Every mutant the file's compiled lines give, marked or not.
  public var mutants: [Mutant]
  public var markers: [Marker]
  /// The marker of each mutant that one covers.
  public var equivalence: [Mutant: Marker]
  /// The markers whose mutant the tool does not produce on their code line.
  public var stale: [Marker]
}
