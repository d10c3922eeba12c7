import ToolPlatform

/// The cases an implementation is known to fail: an id or a glob a line, then `#` and why, as
/// in `Conformance/peers/python-zoneinfo/known-failures.txt`.
///
/// A listed case that fails is reported and forgiven; a listed case that passes fails the run,
/// as toml-test's `-skip-must-err` does, so that the line is removed (or its glob narrowed)
/// with the fix and the list never hides a case that works. A line without a reason is
/// refused: the list is where an implementation says why it differs.
public struct KnownFailures: Sendable {
  /// One listed id or glob: the line that lists it and why.
  public struct Listing: Equatable, Sendable {
    /// The id, or a glob such as `gen-offsets-*`.
    public let pattern: String
    /// `known-failures.txt:3`.
    public let place: String
    /// The text after `#`, escaped.
    public let why: String

    /// Whether the listing is a glob rather than one id.
    public var isGlob: Bool { Glob.isGlob(pattern) }
  }

  /// Every listing, in the order the files and their lines give them.
  public let listings: [Listing]
  /// The listings of one id, by id.
  private let exact: [String: Listing]
  /// The listings of a glob, with the glob.
  private let globs: [(listing: Listing, glob: Glob)]

  /// No case is expected to fail.
  public static let none = KnownFailures(listings: [])

  private init(listings: [Listing]) {
    self.listings = listings
    var exact: [String: Listing] = [:]
    for listing in listings where !listing.isGlob { exact[listing.pattern] = listing }
    self.exact = exact
    globs = listings.filter(\.isGlob).map { ($0, Glob($0.pattern)) }
  }

  /// The most a list may hold.
  static let sizeLimit = 16 * 1_024 * 1_024

  /// Reads the lists in the files at `paths`, in order.
  ///
  /// - Throws: ``ConformanceError`` naming a file that cannot be read and why, or a line that
  ///   holds more than one id, has no reason, or lists what another line lists already.
  public init(paths: [String]) throws(ConformanceError) {
    var listings: [Listing] = []
    var seen: [String: String] = [:]
    for path in paths {
      let text: String
      do throws(ToolFileError) {
        text = try ToolFile.readText(at: path, limit: Self.sizeLimit)
      } catch {
        throw ConformanceError("\(error)")
      }
      let name = ToolOutput.escaped(path)
      for (index, raw) in text.linesAtLineFeeds
        .enumerated()
      {
        var line = raw.hasSuffix("\r") ? raw.dropLast() : raw
        if index == 0, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
        let place = "\(name):\(index + 1)"
        guard let listing = try Self.listing(in: line, at: place) else { continue }
        if let first = seen[listing.pattern] {
          throw ConformanceError(
            "\(place): \(ToolOutput.escaped(listing.pattern)) is listed already, on \(first)")
        }
        seen[listing.pattern] = place
        listings.append(listing)
      }
    }
    self.init(listings: listings)
  }

  /// The listing a line holds, or nil for a line that holds none (blank, or a comment).
  private static func listing(
    in line: Substring, at place: String
  ) throws(ConformanceError) -> Listing? {
    let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let words = parts[0].split { $0 == " " || $0 == "\t" }
    guard let pattern = words.first.map(String.init) else { return nil }
    guard words.count == 1 else {
      throw ConformanceError(
        "\(place): '\(ToolOutput.escaped(parts[0].trimmed))' is not one id or glob; write one "
          + "id or glob a line, then # and why")
    }
    let why = parts.count > 1 ? parts[1].trimmed : ""
    guard !why.isEmpty else {
      throw ConformanceError(
        "\(place): \(ToolOutput.escaped(pattern)) has no reason; write the id or glob, then # "
          + "and why the case fails")
    }
    return Listing(pattern: pattern, place: place, why: ToolOutput.escaped(why))
  }

  /// The listing of the case `id`: the line that lists the id itself, or else the first glob
  /// that matches it.
  public func listing(of id: String) -> Listing? {
    exact[id] ?? globs.first { $0.glob.matches(id) }?.listing
  }

  /// What is wrong with the listings for `ids`, the ids of every case read: each that matches
  /// none of them, in the order of the lists.
  func unmatched(by ids: Set<String>) -> [String] {
    listings.compactMap { listing in
      if !listing.isGlob {
        return ids.contains(listing.pattern)
          ? nil
          : "\(listing.place) lists \(ToolOutput.escaped(listing.pattern)), which no case has; "
            + "remove that line"
      }
      let glob = Glob(listing.pattern)
      return ids.contains(where: glob.matches)
        ? nil
        : "\(listing.place) lists the glob \(ToolOutput.escaped(listing.pattern)), which matches "
          + "no case; remove that line"
    }
  }
}

extension Substring {
  /// The text without the spaces and tabs at either end.
  var trimmed: String {
    var scalars = unicodeScalars
    while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
