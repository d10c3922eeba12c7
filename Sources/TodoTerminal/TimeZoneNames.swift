import Foundation

/// Finds a time zone's name in any case, for `--time-zone`: `etc/utc` is `Etc/UTC`.
///
/// Foundation takes a name only as it is written, and lists only the canonical names of places
/// (`TimeZone.knownTimeZoneIdentifiers`: `Europe/Berlin`, but no `Etc/UTC`, no `US/Pacific`).
/// So the names come from three places, the folder read only when the others have no match:
/// 1. the names Foundation lists;
/// 2. ``keptByFoundation``: names Foundation takes that a zone folder may lack;
/// 3. the zone data's files: every zone and alias of the tz database the system has
///    (`Etc/GMT-14`, `US/Pacific`, `EST5EDT`), in ``TimeZoneVariable/zoneinfoFolder`` on Linux
///    and macOS alike, where `date` and libc read them too.
///
/// A name is one only if Foundation takes it as written, so a file of the zone data that is no
/// zone (`zone.tab`, `posix/Europe/Berlin`) is never found.
enum TimeZoneNames {
  /// Names Foundation takes as written that a zone folder may not have: `UTC`, and the old
  /// names the ICU behind Foundation keeps after the tz database dropped them
  /// (`Canada/East-Saskatchewan` in 2017, the `SystemV` zones and `US/Pacific-New` in 2020).
  static let keptByFoundation = [
    "UTC", "Canada/East-Saskatchewan", "US/Pacific-New", "SystemV/AST4", "SystemV/AST4ADT",
    "SystemV/CST6", "SystemV/CST6CDT", "SystemV/EST5", "SystemV/EST5EDT", "SystemV/HST10",
    "SystemV/MST7", "SystemV/MST7MDT", "SystemV/PST8", "SystemV/PST8PDT", "SystemV/YST9",
    "SystemV/YST9YDT",
  ]

  /// Returns the name of the zone that `text` names in another case, or `nil` when no zone
  /// has that name.
  ///
  /// - Parameter zoneFolder: The folder of the zone data's files; read, through a link to it,
  ///   only when no other name matches.
  static func identifier(
    matching text: String, zoneFolder: String = TimeZoneVariable.zoneinfoFolder
  ) -> String? {
    let lowercased = text.lowercased()
    let isZone = { (name: String) in
      name.lowercased() == lowercased && TimeZone(identifier: name) != nil
    }
    let listed = TimeZone.knownTimeZoneIdentifiers + keptByFoundation
    if let name = listed.first(where: isZone) { return name }
    // The slash makes the folder's links followed: macOS's /usr/share/zoneinfo is one.
    let files = (try? FileManager.default.subpathsOfDirectory(atPath: zoneFolder + "/")) ?? []
    return files.first(where: isZone)
  }
}
