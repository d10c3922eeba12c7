import Foundation

/// Reads the `TZ` variable as libc does, so that `todo` and `date` agree on the time.
///
/// - An empty value is UTC.
/// - A zone name (`Europe/Berlin`, `UTC`, `EST5EDT`), with or without a leading colon, is that
///   zone; so is a path into a zoneinfo folder (`/usr/share/zoneinfo/Asia/Tokyo`,
///   `:/etc/localtime` where that links into one).
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

  /// Returns the zone whose file `path` is, through any links, in a zoneinfo folder.
  private static func zone(atPath path: String) -> TimeZone? {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    guard let marker = resolved.range(of: "/zoneinfo/") else { return nil }
    return zone(named: String(resolved[marker.upperBound...]))
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
      let hours = Int(match.output.2), hours <= 24
    else { return nil }
    let minutes = match.output.3.flatMap { Int($0) } ?? 0
    let seconds = match.output.4.flatMap { Int($0) } ?? 0
    guard minutes < 60, seconds < 60 else { return nil }
    let west = hours * 3_600 + minutes * 60 + seconds
    return TimeZone(secondsFromGMT: match.output.1 == "-" ? west : -west)
  }
}
