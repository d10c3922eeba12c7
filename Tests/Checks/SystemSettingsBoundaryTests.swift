import Foundation
import Testing

/// Only the system clock and the program's entry point may read the machine's clock, calendar,
/// time zone or locale; everything else is handed them.
///
/// A line-by-line search for the usual ways in (`Date()`, `Date.now`, `.current`,
/// `.autoupdatingCurrent`): it would miss `Date(timeIntervalSinceNow:)`, `time(nil)` or an
/// environment variable read by hand, and so guards against the common slip, not every one.
struct SystemSettingsBoundaryTests {
  /// The files allowed to read the machine's settings.
  static let allowed: Set = [
    "Sources/TodoVIPER/Ports/SystemClock.swift", "Sources/todo/main.swift",
  ]

  /// Code that reads the machine's settings: `Date()`, `Date.now`, or `.current` (on `Calendar`,
  /// `TimeZone` or `Locale`, written out or inferred).
  static func readsSystemSettings(_ line: Substring) -> Bool {
    // The pattern is tried only on lines that could match: a regular expression costs far more
    // than a search for its letters, and most lines hold none of these.
    ["Date()", "Date.now", ".current", ".autoupdatingCurrent"].contains { line.holds($0) }
      && line.contains(/\bDate\(\)|\bDate\.now\b|\.current\b|\.autoupdatingCurrent\b/)
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func `no source file but the system clock and main reads the machine's settings`() throws {
    let sources = Self.packageRoot.appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 20)

    var offenders: [String] = []
    for file in files {
      let path = "Sources/\(file)"
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for (number, line) in text.lines(omittingEmpty: false)
        .enumerated()
      where !line.trimmedOfSpaces.hasPrefix("//")
        && Self.readsSystemSettings(line) && !Self.allowed.contains(path)
      {
        offenders.append("\(path):\(number + 1): \(line.trimmedOfSpaces)")
      }
    }
    #expect(offenders == [])
  }

  @Test func `the allowed files do read them, so the check is looking`() throws {
    for path in Self.allowed {
      let text = try String(
        contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
      #expect(Self.readsSystemSettings(text[...]), "\(path)")
    }
  }
}
