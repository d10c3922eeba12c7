import Fakes
import Foundation
import Testing
import TodoTerminal

/// Reading `TZ` as libc does: POSIX `std offset` (the offset is west of Greenwich), a leading
/// colon, a zoneinfo path, or a zone name; refusing what it cannot read rather than guessing.
struct TimeZoneVariableTests {
  let november22 = Date(timeIntervalSince1970: 1_795_341_600)  // 2026-11-22T10:00:00Z

  @Test(arguments: [
    ("GMT+5", -18_000),
    ("UTC0", 0),
    ("EST5", -18_000),
    ("JST-9", 32_400),
    ("IST-5:30", 19_800),
    ("<+0330>-3:30", 12_600),
    ("<-03>3", -10_800),
    ("<-05>5", -18_000),
    ("<+0545>-5:45", 20_700),
    ("ABC+01:02:03", -3_723),
    ("NPT-5:45", 20_700),
    ("", 0),
  ])
  func `a POSIX fixed offset is read with its sign reversed`(_ value: String, _ seconds: Int) {
    #expect(TimeZoneVariable.timeZone(from: value)?.secondsFromGMT(for: november22) == seconds)
  }

  @Test(arguments: [
    ("Europe/Berlin", "Europe/Berlin"),
    (":Europe/Berlin", "Europe/Berlin"),
    ("/usr/share/zoneinfo/Europe/Berlin", "Europe/Berlin"),
    (":/usr/share/zoneinfo/America/New_York", "America/New_York"),
    ("Asia/Tokyo", "Asia/Tokyo"),
    (":Asia/Tokyo", "Asia/Tokyo"),
    ("/usr/share/zoneinfo/Asia/Tokyo", "Asia/Tokyo"),
    (":/usr/share/zoneinfo/Asia/Tokyo", "Asia/Tokyo"),
    ("EST5EDT", "EST5EDT"),
    ("Etc/GMT+5", "Etc/GMT+5"),
  ])
  func `a zone name, with or without a colon or a zoneinfo path, is that zone`(
    _ value: String, _ identifier: String
  ) {
    #expect(TimeZoneVariable.timeZone(from: value)?.identifier == identifier)
  }

  @Test func `a zone file is read by its content, wherever it is and whatever its name`() throws {
    let folder = try TemporaryDirectory()
    let tokyo = folder.path("lt")
    try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: tokyo)
    // A file named as Tokyo's, holding New York's data: libc reads New York, and so must we.
    let misnamed = folder.path("zoneinfo/Asia/Tokyo")
    try FileManager.default.createDirectory(
      atPath: folder.path("zoneinfo/Asia"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: "/usr/share/zoneinfo/America/New_York", toPath: misnamed)

    #expect(TimeZoneVariable.timeZone(from: tokyo)?.identifier == "Asia/Tokyo")
    #expect(TimeZoneVariable.timeZone(from: ":" + tokyo)?.secondsFromGMT(for: november22) == 32_400)
    #expect(TimeZoneVariable.timeZone(from: misnamed)?.identifier == "America/New_York")
    #expect(TimeZoneVariable.timeZone(from: misnamed)?.secondsFromGMT(for: november22) == -18_000)
  }

  @Test func `a file that is not a zone file is refused, whatever its name`() throws {
    let folder = try TemporaryDirectory()
    let fake = folder.path("zoneinfo/Europe/Berlin")
    try FileManager.default.createDirectory(
      atPath: folder.path("zoneinfo/Europe"), withIntermediateDirectories: true)
    try Data("not TZif".utf8).write(to: URL(fileURLWithPath: fake))

    #expect(TimeZoneVariable.timeZone(from: fake) == nil)
  }

  @Test(arguments: ["UTC", "GMT", "Etc/UTC"])
  func `UTC and GMT are UTC`(_ value: String) {
    #expect(TimeZoneVariable.timeZone(from: value)?.secondsFromGMT(for: november22) == 0)
  }

  @Test(arguments: [
    "CET-1CEST,M3.5.0,M10.5.0/3", "CET-1CEST", "GMT+25", "GMT+5:60", "GMT+5:00:60", "AB+1",
    "+05:00",
    "Mars/Olympus", ":Mars/Olympus", "/etc/passwd", "/usr/share/zoneinfo/Mars/Olympus",
    "europe/berlin", "GMT+5 ", " UTC0",
  ])
  func `anything else is refused, not guessed`(_ value: String) {
    #expect(TimeZoneVariable.timeZone(from: value) == nil)
  }
}
