import Foundation
import TodoPlatform
import TodoVIPER

/// Reads the `TZ` variable as libc does, so that `todo` and `date` agree on the time.
///
/// - An empty value is UTC.
/// - A zone name (`Europe/Berlin`, `UTC`, `EST5EDT`), with or without a leading colon, is that
///   zone. A path (`/usr/share/zoneinfo/Asia/Tokyo`, `:/etc/localtime`) is the zone file there,
///   read by its content, wherever it is: a copy of Tokyo's file is Tokyo.
/// - Otherwise POSIX `std offset`: a name of three letters or more (or `<+0545>`) and an offset
///   `[+-]hh[:mm[:ss]]` *west* of Greenwich, so `GMT+5` is five hours behind UTC and `JST-9`
///   nine hours ahead.
///
/// A rule with daylight saving time (`CET-1CEST,M3.5.0,M10.5.0/3`), which `TimeZone` cannot
/// hold, and anything else is refused (`nil`): libc would fall back to UTC without a word.
public enum TimeZoneVariable {
  /// Returns the time zone `value` names, or `nil` when it is not one `todo` can read.
  public static func timeZone(from value: String) -> TimeZone? {
    if value.isEmpty { return TimeZone(secondsFromGMT: 0) }
    let hasColon = value.hasPrefix(":")
    let name = hasColon ? String(value.dropFirst()) : value
    if name.hasPrefix("/") { return zone(atPath: name) }
    if let zone = zone(named: name) { return zone }
    return hasColon ? nil : fixedOffsetZone(name)
  }

  /// Returns the zone an IANA name names, exactly: Foundation also answers names such as
  /// `GMT+5` (as five hours *ahead*) and `europe/berlin`, which are no zone's name.
  private static func zone(named name: String) -> TimeZone? {
    guard let zone = TimeZone(identifier: name) else { return nil }
    return zone.identifier == name || name == "UTC" ? zone : nil
  }

  /// The folder of the system's zone files, whose names `TimeZone` knows.
  static let zoneinfoFolder = "/usr/share/zoneinfo"

  /// Returns the zone whose data the file at `path` holds, as libc reads it: by its content
  /// (TZif), wherever the file is and whatever it is called.
  ///
  /// `TimeZone` cannot be made from a file's data, so the zone is the one whose file in
  /// ``zoneinfoFolder`` holds the same bytes: first the one the path names, if it lies in a
  /// `zoneinfo` folder (`:/etc/localtime` linking to `…/zoneinfo/Europe/Berlin`), then every
  /// zone `TimeZone` knows, in order (a copy of Tokyo's file is `Asia/Tokyo`). A file that is
  /// not a zone file, or whose data no zone has, is refused.
  private static func zone(atPath path: String) -> TimeZone? {
    guard let data = zoneFileData(atPath: path), data.starts(with: Array("TZif".utf8)) else {
      return nil
    }
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let named = resolved.range(of: "/zoneinfo/").map { String(resolved[$0.upperBound...]) }
    for name in (named.map { [$0] } ?? []) + TimeZone.knownTimeZoneIdentifiers {
      let candidate = zoneinfoFolder + "/" + name
      // Only files of the same size are read: most zones' files differ in size.
      var info = stat()
      guard stat(candidate, &info) == 0, info.st_size == data.count,
        zoneFileData(atPath: candidate) == data
      else { continue }
      if let zone = zone(named: name) { return zone }
    }
    return nil
  }

  /// Returns the bytes of the regular file at `path`, if it is one of at most 1 MiB (zone files
  /// are a few kilobytes); it never waits on a FIFO.
  private static func zoneFileData(atPath path: String) -> [UInt8]? {
    try? SystemFile.contents(of: BytePath(path), maximumSize: 1 << 20)
  }

  /// Returns the zone of a POSIX `std offset` with no daylight saving time.
  private static func fixedOffsetZone(_ text: String) -> TimeZone? {
    let pattern =
      #/
      (?: [A-Za-z]{3,} | < [A-Za-z0-9+-]{3,} > )  # std: JST, <+0545>
      ([+-]?) (\d{1,2})                           # offset west of Greenwich: hours,
      (?: : (\d{1,2}) (?: : (\d{1,2}) )? )?       # then minutes and seconds
    /#
    guard let match = text.wholeMatch(of: pattern),
      // Mutant "<= → <" is equivalent: Foundation refuses an offset beyond 18 hours, so 24 is refused either way.
      let hours = Int(match.output.2), hours <= 24
    else { return nil }
    let minutes = match.output.3.flatMap { Int($0) } ?? 0
    let seconds = match.output.4.flatMap { Int($0) } ?? 0
    guard minutes < 60, seconds < 60 else { return nil }
    let west = hours * 3_600 + minutes * 60 + seconds
    return TimeZone(secondsFromGMT: match.output.1 == "-" ? west : -west)
  }
}
