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

  /// Which listing lists each of `ids`, every case read: the line that lists the id itself,
  /// or else the first glob that matches it; and what is wrong with the listings, each that
  /// matches none of the ids, in the order of the lists.
  ///
  /// Each glob is matched only against the ids that start with its literal start (found in the
  /// ids sorted), so a list of many globs costs about what a list of as many ids does.
  func matches(for ids: [String]) -> (byID: [String: Listing], problems: [String]) {
    var byID: [String: Listing] = [:]
    for id in ids { byID[id] = exact[id] }
    let sorted = ids.map { (scalars: Array($0.unicodeScalars), id: $0) }
      .sorted { $0.scalars.lexicographicallyPrecedes($1.scalars) }
    var matched: Set<Int> = []
    for (index, (listing, glob)) in globs.enumerated() {
      let start = glob.literalStart
      var position = Self.firstIndex(in: sorted, notBefore: start)
      while position < sorted.count, sorted[position].scalars.starts(with: start) {
        let (scalars, id) = sorted[position]
        if glob.matches(scalars: scalars) {
          matched.insert(index)
          if byID[id] == nil { byID[id] = listing }
        }
        position += 1
      }
    }
    let known = Set(ids)
    var globIndex = 0
    var problems: [String] = []
    for listing in listings {
      if !listing.isGlob {
        if !known.contains(listing.pattern) {
          problems.append(
            "\(listing.place) lists \(ToolOutput.escaped(listing.pattern)), which no case has; "
              + "remove that line")
        }
        continue
      }
      if !matched.contains(globIndex) {
        problems.append(
          "\(listing.place) lists the glob \(ToolOutput.escaped(listing.pattern)), which matches "
            + "no case; remove that line")
      }
      globIndex += 1
    }
    return (byID, problems)
  }

  /// The first position of `sorted` whose scalars do not come before `start`.
  private static func firstIndex(
    in sorted: [(scalars: [Unicode.Scalar], id: String)], notBefore start: [Unicode.Scalar]
  ) -> Int {
    var (low, high) = (0, sorted.count)
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle].scalars.lexicographicallyPrecedes(start) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
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
