import Foundation

/// The cases an implementation is known to fail: one id a line, a `#` and why after it, as in
/// `Conformance/examples/python/known-failures.txt`.
///
/// A listed case that fails is reported and forgiven; a listed case that passes fails the run,
/// as toml-test's `-skip-must-err` does, so that the line is removed with the fix and the list
/// never hides a case that works.
public struct KnownFailures: Equatable, Sendable {
  /// One listed case: the line that lists it and why.
  public struct Listing: Equatable, Sendable {
    /// `known-failures.txt:3`.
    public let place: String
    /// The text after `#`, or "" when the line says no more.
    public let why: String
  }

  /// The listed cases, by id.
  public let listings: [String: Listing]

  /// No case is expected to fail.
  public static let none = KnownFailures(listings: [:])

  private init(listings: [String: Listing]) {
    self.listings = listings
  }

  /// Reads a list, which messages call `name`.
  ///
  /// A line holds an id, then optionally `#` and
  /// why; a line that starts with `#`, or is blank, holds nothing.
  ///
  /// - Throws: ``ConformanceError`` naming a line that holds more than one id, or an id listed
  ///   twice.
  public init(text: String, name: String) throws(ConformanceError) {
    var listings: [String: Listing] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let place = "\(name):\(index + 1)"
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let words = parts[0].split(whereSeparator: \.isWhitespace)
      guard let id = words.first.map(String.init) else { continue }
      guard words.count == 1 else {
        throw ConformanceError(
          "\(place): '\(parts[0].trimmingCharacters(in: .whitespaces))' is not one id; write "
            + "one id a line, then # and why")
      }
      if let first = listings[id] {
        throw ConformanceError("\(place): \(id) is listed already, on \(first.place)")
      }
      let why = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
      listings[id] = Listing(place: place, why: why)
    }
    self.init(listings: listings)
  }

  /// Reads the list in the file at `path`.
  public init(path: String) throws(ConformanceError) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw ConformanceError("cannot read the known failures \(path)")
    }
    try self.init(text: text, name: path)
  }
}
