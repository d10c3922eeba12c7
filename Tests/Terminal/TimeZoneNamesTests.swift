import Fakes
import Foundation
import Testing

@testable import TodoTerminal

/// Finding a zone's name in any case: among the names Foundation lists, the old names it still
/// keeps, and the files of the zone data's folder.
struct TimeZoneNamesTests {
  let folder: TemporaryDirectory

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// A zone folder of the test's own, reached through a symbolic link (as macOS's
  /// `/usr/share/zoneinfo` is): `Etc/UTC`, and `zone.tab`, a file of the zone data that is no
  /// zone.
  func zoneFolder() throws -> String {
    let zones = folder.path("zones")
    try FileManager.default.createDirectory(
      atPath: zones + "/Etc", withIntermediateDirectories: true)
    try Data("TZif".utf8).write(to: URL(fileURLWithPath: zones + "/Etc/UTC"))
    try Data("DE\tEurope/Berlin".utf8).write(to: URL(fileURLWithPath: zones + "/zone.tab"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("zoneinfo"), withDestinationPath: zones)
    return folder.path("zoneinfo")
  }

  @Test func `a name of the zone folder is found in any case, through a link to the folder`()
    throws
  {
    let zoneinfo = try zoneFolder()

    #expect(TimeZoneNames.identifier(matching: "etc/utc", zoneFolder: zoneinfo) == "Etc/UTC")
    #expect(TimeZoneNames.identifier(matching: "ETC/UTC", zoneFolder: zoneinfo) == "Etc/UTC")
  }

  @Test func `a file of the zone folder that is no zone is not a name, nor is a missing folder`()
    throws
  {
    let zoneinfo = try zoneFolder()

    #expect(TimeZoneNames.identifier(matching: "zone.tab", zoneFolder: zoneinfo) == nil)
    #expect(TimeZoneNames.identifier(matching: "etc/gmt-14", zoneFolder: zoneinfo) == nil)
    #expect(
      TimeZoneNames.identifier(matching: "etc/utc", zoneFolder: folder.path("missing")) == nil)
  }

  @Test func `the names Foundation lists and the old ones it keeps need no zone folder`() {
    let missing = folder.path("missing")

    #expect(
      TimeZoneNames.identifier(matching: "europe/berlin", zoneFolder: missing) == "Europe/Berlin")
    #expect(
      TimeZoneNames.identifier(matching: "systemv/yst9ydt", zoneFolder: missing)
        == "SystemV/YST9YDT")
    #expect(TimeZoneNames.identifier(matching: "utc", zoneFolder: missing) == "UTC")
    #expect(TimeZoneNames.identifier(matching: "mars/olympus", zoneFolder: missing) == nil)
  }

  @Test func `every old name kept is one Foundation takes as written`() {
    #expect(TimeZoneNames.keptByFoundation.filter { TimeZone(identifier: $0) == nil } == [])
  }
}
